// The chat's platform answers, typed by @portal/contracts: shared by the chat page's tests and its
// stories (a conversation with Mai, the member's messages read up to staffReadId).
import type { ChatHistoryValue, ChatMessage } from '@portal/contracts';

/** The chat page's platform calls (the image bytes: CHAT_IMAGE_PATH; the socket: SUPPORT_SOCKET_PATHS). */
export const CHAT_PATHS = {
  chatMessages: '/wps/relay/CSP_getMessages',
  sendChat: '/wps/relay/CSP_sendMessage',
  sendChatImage: '/wps/v2/chat/images',
  readChat: '/wps/relay/CSP_readMessages',
} as const;

/** Message `id` of the conversation 3, sent at 09:id on 2026-11-26 (UTC). */
export const chatMessage = (
  id: number,
  sender: 'member' | 'staff',
  text: string | null,
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({
  id,
  conversationId: 3,
  clientId: `c-${id}`,
  sender,
  staffName: sender === 'staff' ? 'Mai' : null,
  text,
  image: false,
  createdAt: Date.UTC(2026, 10, 26, 9, id),
  ...extra,
});

/** The history's newest page: two messages, Mai helping, the member's first message read. */
export const chatHistory = (overrides: Partial<ChatHistoryValue> = {}): ChatHistoryValue => ({
  messages: [chatMessage(10, 'member', 'Hello, my deposit is late'), chatMessage(11, 'staff', 'Let me check')],
  hasMore: false,
  conversation: { conversationId: 3, state: 'open', staffName: 'Mai', staffReadId: 10 },
  unReadCount: 0,
  ...overrides,
});
