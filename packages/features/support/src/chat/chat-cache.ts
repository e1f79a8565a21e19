// The member's conversation lives in one RTK Query answer: the newest page of getChatMessages
// (CHAT_PAGE). Socket frames, sent messages, earlier pages and read receipts are merged into it, so
// every part of the chat page reads one list. Messages are keyed by id: a message that arrives twice
// (the send answer and the socket's echo, a replay after a reconnect) is shown once.
import { type portalApi, supportApi } from '@portal/api';
import type { ChatHistoryValue, ChatMessage, SocketServerFrame } from '@portal/contracts';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** The arguments of the cached newest page (the cache key). */
export const CHAT_PAGE = { limit: 50 } as const;

/** A dispatch of the app's store, which holds the api's state (what the cache thunks read). */
export type ChatDispatch = ThunkDispatch<
  { [portalApi.reducerPath]: ReturnType<typeof portalApi.reducer> },
  unknown,
  UnknownAction
>;
type Dispatch = ChatDispatch;

/** `existing` plus the messages of `incoming` it does not hold yet, oldest first (the same array when nothing is new). */
export function mergeMessages(existing: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const known = new Set(existing.map((message) => message.id));
  const added = incoming.filter((message) => !known.has(message.id));
  if (added.length === 0) return existing as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const message of [...existing, ...added]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The highest message id held (0 for none): what the socket's hello says the client has. */
export function lastMessageId(history: ChatHistoryValue | undefined): number {
  return history?.messages.reduce((max, message) => Math.max(max, message.id), 0) ?? 0;
}

function updatePage(dispatch: Dispatch, recipe: (draft: ChatHistoryValue) => void) {
  dispatch(supportApi.util.updateQueryData('getChatMessages', CHAT_PAGE, recipe));
}

export function addMessages(dispatch: Dispatch, messages: readonly ChatMessage[]) {
  updatePage(dispatch, (draft) => {
    draft.messages = mergeMessages(draft.messages, messages);
  });
}

/** An earlier page: its messages join the list, and whether there are more comes from it. */
export function addEarlierPage(dispatch: Dispatch, page: ChatHistoryValue) {
  updatePage(dispatch, (draft) => {
    draft.messages = mergeMessages(draft.messages, page.messages);
    draft.hasMore = page.hasMore;
  });
}

export function setUnreadCount(dispatch: Dispatch, unReadCount: number) {
  updatePage(dispatch, (draft) => {
    draft.unReadCount = unReadCount;
  });
  dispatch(supportApi.util.updateQueryData('getChatUnreadCount', undefined, (draft) => ({ ...draft, unReadCount })));
}

/** Puts one socket frame into the cache (frames that carry nothing for it are ignored). */
export function applySocketFrame(dispatch: Dispatch, frame: SocketServerFrame) {
  switch (frame.type) {
    case 'message':
      return addMessages(dispatch, [frame.message]);
    case 'conversation':
      return updatePage(dispatch, (draft) => {
        draft.conversation = frame.conversation;
      });
    case 'read':
      if (frame.by !== 'staff') return;
      return updatePage(dispatch, (draft) => {
        if (draft.conversation?.conversationId === frame.conversationId)
          draft.conversation.staffReadId = Math.max(draft.conversation.staffReadId, frame.upToId);
      });
    case 'unread':
      return setUnreadCount(dispatch, frame.unReadCount);
    default:
      return;
  }
}
