// How the chat page (in the panel's iframe) tells the portal around it the member's unread count,
// so the floating button's badge follows without a reload: a postMessage to the page's own origin,
// and the panel accepts only that origin and this shape.

export const CHAT_UNREAD_MESSAGE = 'portal:chat-unread';

export interface ChatUnreadMessage {
  type: typeof CHAT_UNREAD_MESSAGE;
  unReadCount: number;
}

/** Tells the parent window (when the page is framed) the unread count. */
export function postUnreadToParent(unReadCount: number, target: Window = window): void {
  if (target.parent === target) return;
  const message: ChatUnreadMessage = { type: CHAT_UNREAD_MESSAGE, unReadCount };
  target.parent.postMessage(message, target.location.origin);
}

/** The unread count a message event carries, when it is one of ours from `origin`; otherwise null. */
export function unreadFromMessage(event: MessageEvent, origin: string): number | null {
  if (event.origin !== origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, unReadCount } = data as Partial<ChatUnreadMessage>;
  if (type !== CHAT_UNREAD_MESSAGE || typeof unReadCount !== 'number') return null;
  return Number.isInteger(unReadCount) && unReadCount >= 0 ? unReadCount : null;
}

// And the other way: the panel tells the chat page whether it is shown (a minimised panel keeps its
// iframe, whose document still counts as visible), so that messages are marked read only when seen.

export const CHAT_VISIBILITY_MESSAGE = 'portal:chat-visibility';

export interface ChatVisibilityMessage {
  type: typeof CHAT_VISIBILITY_MESSAGE;
  shown: boolean;
}

/** Whether the panel says the page is shown, when the event is such a message from `origin`; otherwise null. */
export function shownFromMessage(event: MessageEvent, origin: string): boolean | null {
  if (event.origin !== origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, shown } = data as Partial<ChatVisibilityMessage>;
  return type === CHAT_VISIBILITY_MESSAGE && typeof shown === 'boolean' ? shown : null;
}
