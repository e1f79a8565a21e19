// The support console's calls (role support; shapes in @portal/contracts' support.ts): a queue's
// conversations by filter with the waiting counts, one conversation with its messages and the member,
// claim, close, answer with a text or an image (a `clientId` per message: sending it again returns the
// stored one, never a second), read up to a message, and the canned replies. New messages and queue
// changes arrive over the staff socket (pages/support/use-support-live.ts), which writes them into
// the answers held here.
//
// Tags: 'SupportConversations' the queue lists; 'SupportConversation' one conversation by id;
// 'CannedReplies' the brand's canned replies.
import type {
  CannedReply,
  ChatMessage,
  CreateCannedReplyRequest,
  SUPPORT_CONVERSATION_FILTERS,
  SupportConversation,
  SupportConversationValue,
  SupportConversationsValue,
  SupportQueue,
} from '@portal/contracts';
import type { BackofficeDispatch } from '../app/store';
import { opsApi } from './ops-api';

export type SupportFilter = (typeof SUPPORT_CONVERSATION_FILTERS)[number];

export interface SupportConversationsQuery {
  queue: SupportQueue;
  filter: SupportFilter;
  pageNo: number;
  pageSize: number;
}

export interface SupportReply {
  conversationId: number;
  clientId: string;
  text: string;
}

export interface SupportImageReply {
  conversationId: number;
  clientId: string;
  /** A png or jpg image (the platform checks its bytes; at most CHAT_IMAGE_MAX_BYTES). */
  file: Blob;
}

const conversationPath = (conversationId: number, action?: string) =>
  `/support/conversations/${conversationId}${action ? `/${action}` : ''}`;

export const supportApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    getSupportConversations: build.query<SupportConversationsValue, SupportConversationsQuery>({
      query: (params) => ({ url: '/support/conversations', params }),
      providesTags: ['SupportConversations'],
    }),
    getSupportConversation: build.query<SupportConversationValue, number>({
      query: (conversationId) => conversationPath(conversationId),
      providesTags: (_value, _error, conversationId) => [{ type: 'SupportConversation', id: conversationId }],
    }),
    // Claim and close answer the conversation: it replaces the one held (reading the conversation
    // again would audit another member view); the lists are read again for their counts.
    claimSupportConversation: build.mutation<{ conversation: SupportConversation }, number>({
      query: (conversationId) => ({ url: conversationPath(conversationId, 'claim'), method: 'POST', body: {} }),
      onQueryStarted: (_id, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(({ data }) => conversationChanged(dispatch, data.conversation), noop),
      invalidatesTags: ['SupportConversations', 'Audit'],
    }),
    closeSupportConversation: build.mutation<{ conversation: SupportConversation }, number>({
      query: (conversationId) => ({ url: conversationPath(conversationId, 'close'), method: 'POST', body: {} }),
      onQueryStarted: (_id, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(({ data }) => conversationChanged(dispatch, data.conversation), noop),
      invalidatesTags: ['SupportConversations', 'Audit'],
    }),
    sendSupportReply: build.mutation<{ message: ChatMessage }, SupportReply>({
      query: ({ conversationId, clientId, text }) => ({
        url: conversationPath(conversationId, 'messages'),
        method: 'POST',
        body: { clientId, text },
      }),
      onQueryStarted: (_reply, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(({ data }) => messageArrived(dispatch, data.message), noop),
    }),
    sendSupportImage: build.mutation<{ message: ChatMessage }, SupportImageReply>({
      query: ({ conversationId, clientId, file }) => ({
        url: conversationPath(conversationId, 'images'),
        method: 'POST',
        params: { clientId },
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        body: file,
      }),
      onQueryStarted: (_reply, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(({ data }) => messageArrived(dispatch, data.message), noop),
    }),
    readSupportConversation: build.mutation<
      { conversation: SupportConversation },
      { conversationId: number; upToId: number }
    >({
      query: ({ conversationId, upToId }) => ({
        url: conversationPath(conversationId, 'read'),
        method: 'POST',
        body: { upToId },
      }),
      onQueryStarted: (_read, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(({ data }) => conversationChanged(dispatch, data.conversation), noop),
      // The list's unread badge.
      invalidatesTags: ['SupportConversations'],
    }),
    getCannedReplies: build.query<{ list: CannedReply[] }, void>({
      query: () => '/support/canned-replies',
      providesTags: ['CannedReplies'],
    }),
    createCannedReply: build.mutation<CannedReply, CreateCannedReplyRequest>({
      query: (body) => ({ url: '/support/canned-replies', method: 'POST', body }),
      invalidatesTags: ['CannedReplies'],
    }),
    deleteCannedReply: build.mutation<unknown, number>({
      query: (cannedReplyId) => ({ url: `/support/canned-replies/${cannedReplyId}`, method: 'DELETE' }),
      invalidatesTags: ['CannedReplies'],
    }),
  }),
});

export const {
  useGetSupportConversationsQuery,
  useGetSupportConversationQuery,
  useClaimSupportConversationMutation,
  useCloseSupportConversationMutation,
  useSendSupportReplyMutation,
  useSendSupportImageMutation,
  useReadSupportConversationMutation,
  useGetCannedRepliesQuery,
  useCreateCannedReplyMutation,
  useDeleteCannedReplyMutation,
} = supportApi;

/** The address of one image message (fetched with the bearer header, never put in an <img src> as is). */
export function supportImageUrl(conversationId: number, messageId: number): string {
  return conversationPath(conversationId, `images/${messageId}`);
}

// ---------------------------------------------------------------------------------------------
// Writing what arrives (an answer, a socket frame) into the answers held
// ---------------------------------------------------------------------------------------------

type SupportDispatch = BackofficeDispatch;

const noop = () => undefined;

/** A message of a conversation held: added once (by id, in id order), whoever brought it. */
export function messageArrived(dispatch: SupportDispatch, message: ChatMessage): void {
  dispatch(
    supportApi.util.updateQueryData('getSupportConversation', message.conversationId, (draft) => {
      if (draft.messages.some((each) => each.id === message.id)) return;
      draft.messages.push(message);
      draft.messages.sort((a, b) => a.id - b.id);
    }),
  );
}

/** The conversation's new state in the conversation held (claimed, closed, read, a new last message). */
export function conversationChanged(dispatch: SupportDispatch, conversation: SupportConversation): void {
  dispatch(
    supportApi.util.updateQueryData('getSupportConversation', conversation.conversationId, (draft) => {
      draft.conversation = conversation;
    }),
  );
}

/** Whether a conversation is listed under a queue's filter (the platform's rule, support.ts). */
export function isListed(
  conversation: SupportConversation,
  query: Pick<SupportConversationsQuery, 'queue' | 'filter'>,
  myStaffId: number,
): boolean {
  if (conversation.queue !== query.queue) return false;
  switch (query.filter) {
    case 'waiting':
      return conversation.state === 'waiting';
    case 'mine':
      return conversation.claimedBy?.staffId === myStaffId && conversation.state !== 'closed';
    case 'open':
      return conversation.state === 'open';
    case 'closed':
      return conversation.state === 'closed';
  }
}

/**
 * A conversation changed (a `queue` frame): every list held shows it as it is now — replaced where it
 * is, added at the top of a first page it belongs to, taken out of one it left. Most recent activity first.
 */
export function listsChanged(
  dispatch: SupportDispatch,
  queries: readonly SupportConversationsQuery[],
  conversation: SupportConversation,
  myStaffId: number,
): void {
  for (const query of queries) {
    dispatch(
      supportApi.util.updateQueryData('getSupportConversations', query, (draft) => {
        const index = draft.list.findIndex((each) => each.conversationId === conversation.conversationId);
        const belongs = isListed(conversation, query, myStaffId);
        if (index >= 0 && !belongs) draft.list.splice(index, 1);
        else if (index >= 0) draft.list[index] = conversation;
        else if (belongs && query.pageNo === 1) draft.list.unshift(conversation);
        else return;
        draft.list.sort((a, b) => b.lastMessageAt - a.lastMessageAt);
      }),
    );
  }
}
