// Customer service and live chat (spec lobby §2 chat panel and customer-service menu, §3 chat URL,
// unread count and service path entry, §4 customer-service choice by rank).
//
// A member talks with the operator's support staff in one conversation at a time. The member's first
// message opens a conversation in a queue of the brand: `vip` when the member's club rank level is above
// 4 (VIP_RANK_LEVEL_ABOVE), `general` otherwise. A support agent claims it, answers, and closes it; the
// member's next message opens a new one. Messages are text or a png / jpg image, stored on the platform
// and pushed over a WebSocket to both sides (the member's chat page, every support console of the brand).
//
// Delivery: every message has an `id` that only grows within the platform. A socket says hello with the
// last id its client has (`after`); the platform answers with every later message the client may see,
// then pushes new ones as they are written, so a client that reconnects gets what it missed, once. A
// message is sent with a `clientId` (a UUID the client makes): sending it again (an answer lost on the
// way) returns the message already stored, never a second one.
//
// The wire: the member's calls are token calls (`CSP_*` relays, module CBS3); the support console's are
// operator calls (`/ops/support/*`, staff role `support`, every action in the audit trail).
import { z } from 'zod';
import { requiredText, text } from './fields';
import { languageCodeSchema } from './tenant';
import { pageFields, recordPaging } from './wallet';

/** Members above this club rank level are served in the VIP queue (spec §4). */
export const VIP_RANK_LEVEL_ABOVE = 4;

/** A text message, after trimming: 1 to 1,000 characters. */
export const CHAT_TEXT_MAX = 1000;
/** An image message: png or jpg (checked by content), at most 2 MB. */
export const CHAT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export const SUPPORT_QUEUES = ['general', 'vip'] as const;
export const supportQueueSchema = z.enum(SUPPORT_QUEUES);
export type SupportQueue = z.infer<typeof supportQueueSchema>;

/** waiting: no one has claimed it yet; open: a support agent has; closed: ended by the agent. */
export const CONVERSATION_STATES = ['waiting', 'open', 'closed'] as const;
export const conversationStateSchema = z.enum(CONVERSATION_STATES);
export type ConversationState = z.infer<typeof conversationStateSchema>;

export const CHAT_SENDERS = ['member', 'staff'] as const;
export const chatSenderSchema = z.enum(CHAT_SENDERS);
export type ChatSender = z.infer<typeof chatSenderSchema>;

const clientIdSchema = z.uuid();
const chatTextSchema = z
  .string()
  .transform((value) => value.trim())
  .pipe(z.string().min(1).max(CHAT_TEXT_MAX));

/**
 * One message. `text` is plain text (never HTML: show it as text); an image message has `text` null
 * and `image: true` — its bytes come from the image call of the side that reads it.
 */
export const chatMessageSchema = z.object({
  id: z.number().int().positive(),
  conversationId: z.number().int().positive(),
  clientId: z.string(),
  sender: chatSenderSchema,
  /** The support agent's display name on a staff message; null on a member's. */
  staffName: z.string().nullable(),
  text: z.string().nullable(),
  image: z.boolean(),
  /** Epoch ms. */
  createdAt: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation as the member sees it. */
export const memberConversationSchema = z.object({
  conversationId: z.number().int().positive(),
  state: conversationStateSchema,
  /** The support agent who claimed it, by display name. */
  staffName: z.string().nullable(),
  /** The last message id the other side has read (the member's read receipts). */
  staffReadId: z.number().int().nonnegative(),
});
export type MemberConversation = z.infer<typeof memberConversationSchema>;

// ---------------------------------------------------------------------------------------------
// The member's calls
// ---------------------------------------------------------------------------------------------

/** `GET /wps/system/serviceConfig`: where the customer-service links are (spec §3 service path entry). */
// SERVICE_PATH_TYPES (3 live chat, 4 VIP service) and the popup's size: customer-service.ts.
export const servicePathEntrySchema = z.object({
  /** 3: the live chat service; 4: the VIP service. */
  type: z.number().int(),
  /** The link, encrypted: see service-link.ts (the last 8 characters are the key). */
  path: z.string(),
});
export const serviceConfigValueSchema = z.object({
  version: z.object({ pathList: z.array(servicePathEntrySchema) }),
});
export type ServiceConfigValue = z.infer<typeof serviceConfigValueSchema>;

/** `POST /wps/relay/CSP_getChatUrl`: the chat page for the portal's iframe (spec §3: b2c 1, title, language, headerColor). */
export const chatUrlRequestSchema = z.strictObject({
  b2c: z.literal(1),
  title: text(64),
  language: languageCodeSchema,
  /** A CSS colour for the page's header: a name (`purple`) or #rgb / #rrggbb. */
  headerColor: z.string().regex(/^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]{3,20})$/),
});
export type ChatUrlRequest = z.infer<typeof chatUrlRequestSchema>;
export const chatUrlValueSchema = z.object({ chatUrl: z.string() });
export type ChatUrlValue = z.infer<typeof chatUrlValueSchema>;

/** `GET /wps/relay/CSP_unreadCount`: support messages the member has not read yet. */
export const chatUnreadValueSchema = z.object({ unReadCount: z.number().int().nonnegative() });
export type ChatUnreadValue = z.infer<typeof chatUnreadValueSchema>;

/** `GET /wps/relay/CSP_getMessages`: the member's messages (every conversation), newest page first. */
export const chatHistoryRequestSchema = z.strictObject({
  /** Only messages with a smaller id (the page before the oldest one shown). */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ChatHistoryRequest = z.infer<typeof chatHistoryRequestSchema>;
export const chatHistoryValueSchema = z.object({
  /** Oldest first. */
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  /** The member's current conversation (null before the first message, or after it closed). */
  conversation: memberConversationSchema.nullable(),
  unReadCount: z.number().int().nonnegative(),
});
export type ChatHistoryValue = z.infer<typeof chatHistoryValueSchema>;

/** `POST /wps/relay/CSP_sendMessage`: a text message (the same clientId again returns the stored one). */
export const sendChatMessageRequestSchema = z.strictObject({ clientId: clientIdSchema, text: chatTextSchema });
export type SendChatMessageRequest = z.input<typeof sendChatMessageRequestSchema>;
export const chatMessageValueSchema = z.object({ message: chatMessageSchema });
export type ChatMessageValue = z.infer<typeof chatMessageValueSchema>;

/** `POST /wps/v2/chat/images?clientId=…`: an image message, the file's bytes as the body. */
export const sendChatImageRequestSchema = z.strictObject({ clientId: clientIdSchema });
export type SendChatImageRequest = z.infer<typeof sendChatImageRequestSchema>;

/**
 * `GET /wps/v2/chat/image?messageId=…`: an image message's bytes (the member's own conversations
 * only), with the `Merchant` and `Authorization` headers of a token call, module CBS3. Not in the
 * endpoint registry (its answers are JSON envelopes): the answer is the image itself, an error the envelope.
 */
export const CHAT_IMAGE_PATH = '/wps/v2/chat/image';
export const chatImageRequestSchema = z.strictObject({ messageId: z.coerce.number().int().positive() });
export type ChatImageRequest = z.infer<typeof chatImageRequestSchema>;

/** `POST /wps/relay/CSP_readMessages`: the member has read every message up to this id. */
export const readChatRequestSchema = z.strictObject({ upToId: z.number().int().positive() });
export type ReadChatRequest = z.infer<typeof readChatRequestSchema>;
export const readChatValueSchema = z.object({ unReadCount: z.number().int().nonnegative() });

// ---------------------------------------------------------------------------------------------
// The sockets: `GET /wps/chat/socket` (member) and `GET /ops/support/socket` (staff)
// ---------------------------------------------------------------------------------------------

/** Where the sockets are; the token travels in the first frame, never in the URL. */
export const SUPPORT_SOCKET_PATHS = { member: '/wps/chat/socket', staff: '/ops/support/socket' } as const;
/** Close codes: the hello was refused (bad or expired token, wrong kind of token, a free-play account). */
export const SOCKET_CLOSE = { unauthorised: 4401, forbidden: 4403, badFrame: 4400 } as const;

/** The client's first frame: who it is and the last message id it has (0 for none). */
export const socketHelloSchema = z.strictObject({
  type: z.literal('hello'),
  token: z.string().min(1).max(512),
  after: z.number().int().nonnegative(),
});
export const socketPingSchema = z.strictObject({ type: z.literal('ping') });
export const socketClientFrameSchema = z.discriminatedUnion('type', [socketHelloSchema, socketPingSchema]);
export type SocketClientFrame = z.infer<typeof socketClientFrameSchema>;

/** A conversation as support staff see it in a queue. */
export const supportConversationSchema = z.object({
  conversationId: z.number().int().positive(),
  queue: supportQueueSchema,
  state: conversationStateSchema,
  username: z.string(),
  rankLevel: z.number().int().nonnegative(),
  /** The staff member who claimed it. */
  claimedBy: z.object({ staffId: z.number().int(), name: z.string() }).nullable(),
  /** The last message, for the list (an image shows as null text with `lastImage`). */
  lastText: z.string().nullable(),
  lastImage: z.boolean(),
  lastMessageAt: z.number().int(),
  /** Member messages the staff side has not read yet. */
  unread: z.number().int().nonnegative(),
  /** The last message id the member has read (staff's read receipts). */
  memberReadId: z.number().int().nonnegative(),
  createdAt: z.number().int(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

/** What the platform pushes. A member's socket gets its own messages, conversation and read receipts. */
export const socketServerFrameSchema = z.discriminatedUnion('type', [
  /** The hello was accepted; the missed messages follow as `message` frames, then `caughtUp`. */
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('caughtUp') }),
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  /** The other side read up to `upToId` in the conversation. */
  z.object({
    type: z.literal('read'),
    conversationId: z.number().int(),
    by: chatSenderSchema,
    upToId: z.number().int().nonnegative(),
  }),
  /** Member: their conversation changed (claimed, closed). */
  z.object({ type: z.literal('conversation'), conversation: memberConversationSchema }),
  /** Staff: a conversation of the brand changed (new, claimed, a message, read, closed). */
  z.object({ type: z.literal('queue'), conversation: supportConversationSchema }),
  /** Member: the unread count after any change. */
  z.object({ type: z.literal('unread'), unReadCount: z.number().int().nonnegative() }),
  z.object({ type: z.literal('pong') }),
  /** Sent before the platform closes the socket for a refused hello or a bad frame. */
  z.object({ type: z.literal('error'), errorCode: z.string() }),
]);
export type SocketServerFrame = z.infer<typeof socketServerFrameSchema>;

// ---------------------------------------------------------------------------------------------
// The support console's calls (`/ops/support/*`, role support)
// ---------------------------------------------------------------------------------------------

export const SUPPORT_CONVERSATION_FILTERS = ['waiting', 'mine', 'open', 'closed'] as const;
/** `GET /ops/support/conversations`: a queue's conversations, most recent activity first. */
export const supportConversationsRequestSchema = z.strictObject({
  queue: supportQueueSchema,
  /** waiting: unclaimed; mine: claimed by the caller and not closed; open: claimed by anyone; closed. */
  filter: z.enum(SUPPORT_CONVERSATION_FILTERS).default('waiting'),
  ...recordPaging,
});
export type SupportConversationsRequest = z.input<typeof supportConversationsRequestSchema>;
export const supportConversationsValueSchema = z.object({
  list: z.array(supportConversationSchema),
  /** Waiting conversations per queue, for the queue tabs. */
  waiting: z.object({ general: z.number().int(), vip: z.number().int() }),
  ...pageFields,
});
export type SupportConversationsValue = z.infer<typeof supportConversationsValueSchema>;

/** The member's basic details beside a conversation (no balance, no contact data). */
export const supportMemberSchema = z.object({
  username: z.string(),
  nickname: z.string().nullable(),
  /** The club label's name and rank level. */
  clubLabel: z.string().nullable(),
  rankLevel: z.number().int().nonnegative(),
  accountType: z.number().int(),
  registeredAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
  language: z.string(),
  /** Earlier conversations of the member. */
  conversations: z.number().int().nonnegative(),
});
export type SupportMember = z.infer<typeof supportMemberSchema>;

/** `GET /ops/support/conversations/:conversationId`: the conversation, its messages and the member. */
export const supportConversationParamsSchema = z.strictObject({ conversationId: z.coerce.number().int().positive() });
export const supportConversationValueSchema = z.object({
  conversation: supportConversationSchema,
  messages: z.array(chatMessageSchema),
  member: supportMemberSchema,
});
export type SupportConversationValue = z.infer<typeof supportConversationValueSchema>;

/** `POST /ops/support/conversations/:conversationId/claim`: take a waiting conversation. */
/** `POST /ops/support/conversations/:conversationId/close`. */
export const supportConversationChangeValueSchema = z.object({ conversation: supportConversationSchema });

/**
 * `POST /ops/support/conversations/:conversationId/messages`: answer (only the agent who claimed it; a
 * waiting conversation is claimed by answering it). Answers `chatMessageValueSchema`, like the image below.
 */
export const supportReplyRequestSchema = sendChatMessageRequestSchema;
/** `POST /ops/support/conversations/:conversationId/images?clientId=…`: answer with an image. */
/** `GET /ops/support/conversations/:conversationId/images/:messageId`: an image message's bytes. */
export const supportImageParamsSchema = z.strictObject({
  conversationId: z.coerce.number().int().positive(),
  messageId: z.coerce.number().int().positive(),
});
/** `POST /ops/support/conversations/:conversationId/read`: staff read up to this id; answers `supportConversationChangeValueSchema`. */
export const supportReadRequestSchema = readChatRequestSchema;

/** A canned reply: a title for the picker and the text it inserts, in one language of the brand. */
export const cannedReplySchema = z.object({
  cannedReplyId: z.number().int().positive(),
  title: z.string(),
  text: z.string(),
  language: z.string(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;
/** `GET /ops/support/canned-replies`. */
export const cannedRepliesValueSchema = z.object({ list: z.array(cannedReplySchema) });
/** `POST /ops/support/canned-replies` (answers `cannedReplySchema`); `DELETE /ops/support/canned-replies/:cannedReplyId` (answers null). */
export const createCannedReplyRequestSchema = z.strictObject({
  title: requiredText(60),
  text: chatTextSchema,
  language: languageCodeSchema,
});
export type CreateCannedReplyRequest = z.input<typeof createCannedReplyRequestSchema>;
export const cannedReplyParamsSchema = z.strictObject({ cannedReplyId: z.coerce.number().int().positive() });
