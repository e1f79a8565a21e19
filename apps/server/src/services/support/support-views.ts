// The chat's rows as the contract shows them (contracts support.ts): a message, the member's view of
// a conversation, the staff's. Text leaves as stored: plain text, never HTML.
import {
  VIP_RANK_LEVEL_ABOVE,
  type ChatMessage,
  type ChatSender,
  type CannedReply,
  type ConversationState,
  type MemberConversation,
  type SupportConversation,
  type SupportQueue,
} from '@portal/contracts';
import type { SupportCannedReplyRow } from '../../db/schema';
import type { ChatMessageRecord, ConversationRecord } from '../../repositories/support';

/** The queue of a member by club rank level (spec §4: above 4 is VIP). */
export function queueOf(rankLevel: number): SupportQueue {
  return rankLevel > VIP_RANK_LEVEL_ABOVE ? 'vip' : 'general';
}

export function chatMessageView(row: ChatMessageRecord): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    clientId: row.client_id,
    sender: row.sender as ChatSender,
    staffName: row.sender === 'staff' ? (row.staff_name ?? null) : null,
    text: row.image_type ? null : row.text,
    image: row.image_type !== null,
    createdAt: row.created_at,
  };
}

export function memberConversationView(row: ConversationRecord): MemberConversation {
  return {
    conversationId: row.id,
    state: row.state as ConversationState,
    staffName: row.staff_name ?? null,
    staffReadId: row.staff_read_id,
  };
}

export function supportConversationView(
  row: ConversationRecord,
  summary: { last: ChatMessageRecord | undefined; unread: number } | undefined,
): SupportConversation {
  const last = summary?.last;
  return {
    conversationId: row.id,
    queue: row.queue as SupportQueue,
    state: row.state as ConversationState,
    username: row.username,
    rankLevel: row.rank_level,
    claimedBy: row.claimed_staff_id === null ? null : { staffId: row.claimed_staff_id, name: row.staff_name ?? '' },
    lastText: last && !last.image_type ? last.text : null,
    lastImage: Boolean(last?.image_type),
    lastMessageAt: row.last_message_at,
    unread: summary?.unread ?? 0,
    memberReadId: row.member_read_id,
    createdAt: row.created_at,
  };
}

export function cannedReplyView(row: SupportCannedReplyRow): CannedReply {
  return { cannedReplyId: row.id, title: row.title, text: row.text, language: row.language };
}
