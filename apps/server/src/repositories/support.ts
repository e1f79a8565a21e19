// Customer service and live chat of one tenant (migration 0023): conversations, their messages
// (text or image bytes) and the brand's canned replies. Every query is scoped to the tenant; the
// rules (queues, who may answer, idempotent sends, what is pushed) are services/support's.
import type { SupportCannedReplyRow, SupportConversationRow } from '../db/schema';
import type { Executor } from './executor';
import type { Page } from './periods';

/** A message as the views need it: the row without its image bytes, with the staff member's display name. */
export interface ChatMessageRecord {
  id: number;
  conversation_id: number;
  account_id: number;
  sender: string;
  staff_id: number | null;
  staff_name: string | null;
  client_id: string;
  text: string | null;
  image_type: string | null;
  created_at: number;
}

/** A conversation with what the staff's list shows of its member and claimer. */
export interface ConversationRecord extends SupportConversationRow {
  username: string;
  rank_level: number;
  staff_name: string | null;
}

export interface NewChatMessage {
  conversationId: number;
  accountId: number;
  sender: 'member' | 'staff';
  staffId: number | null;
  clientId: string;
  text: string | null;
  image: { type: string; bytes: Buffer } | null;
  now: number;
}

/** Which conversations of a queue the staff list shows (contracts SUPPORT_CONVERSATION_FILTERS). */
export type ConversationFilter = { state: 'waiting' | 'open' | 'closed' } | { claimedBy: number };

export function supportRepository(db: Executor, merchantCode: string) {
  const messages = () =>
    db
      .selectFrom('support_messages as m')
      .leftJoin('staff as s', 's.id', 'm.staff_id')
      .select([
        'm.id',
        'm.conversation_id',
        'm.account_id',
        'm.sender',
        'm.staff_id',
        's.display_name as staff_name',
        'm.client_id',
        'm.text',
        'm.image_type',
        'm.created_at',
      ])
      .where('m.merchant_code', '=', merchantCode);

  const conversations = () =>
    db
      .selectFrom('support_conversations as c')
      .innerJoin('accounts as a', 'a.id', 'c.account_id')
      .leftJoin('staff as s', 's.id', 'c.claimed_staff_id')
      .selectAll('c')
      .select(['a.username', 'a.vip_level as rank_level', 's.display_name as staff_name'])
      .where('c.merchant_code', '=', merchantCode);

  function filtered(queue: string, filter: ConversationFilter) {
    let query = db
      .selectFrom('support_conversations')
      .where('merchant_code', '=', merchantCode)
      .where('queue', '=', queue);
    if ('state' in filter) query = query.where('state', '=', filter.state);
    else query = query.where('state', '=', 'open').where('claimed_staff_id', '=', filter.claimedBy);
    return query;
  }

  return {
    // --- conversations ---

    /** The member's conversation that is not closed (at most one: migration 0023's partial index). */
    liveConversationOf(accountId: number): Promise<SupportConversationRow | undefined> {
      return db
        .selectFrom('support_conversations')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('state', '<>', 'closed')
        .executeTakeFirst();
    },

    /** The member's last conversation, closed or not. */
    lastConversationOf(accountId: number): Promise<SupportConversationRow | undefined> {
      return db
        .selectFrom('support_conversations')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async openConversation(accountId: number, queue: string, now: number): Promise<number> {
      const row = await db
        .insertInto('support_conversations')
        .values({
          merchant_code: merchantCode,
          account_id: accountId,
          queue,
          state: 'waiting',
          claimed_staff_id: null,
          created_at: now,
          last_message_at: now,
          closed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    conversation(id: number): Promise<ConversationRecord | undefined> {
      return conversations().where('c.id', '=', id).executeTakeFirst();
    },

    /** How many conversations the member has had. */
    async conversationCount(accountId: number): Promise<number> {
      const row = await db
        .selectFrom('support_conversations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /**
     * Marks a new message in a conversation that is not closed; false when it is closed (or not
     * the tenant's). Being an UPDATE, it also takes the conversation's row lock first, so the
     * messages of one conversation get their ids in the order they commit.
     */
    async touch(id: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('support_conversations')
        .set({ last_message_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('state', '<>', 'closed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Claims a waiting conversation; false when it is not waiting any more. */
    async claim(id: number, staffId: number): Promise<boolean> {
      const result = await db
        .updateTable('support_conversations')
        .set({ state: 'open', claimed_staff_id: staffId })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('state', '=', 'waiting')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async close(id: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('support_conversations')
        .set({ state: 'closed', closed_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('state', '<>', 'closed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The member read up to `upToId` in every conversation of theirs (a read id never goes back). */
    async memberRead(accountId: number, upToId: number): Promise<number[]> {
      const rows = await db
        .updateTable('support_conversations')
        .set({ member_read_id: upToId })
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('member_read_id', '<', upToId)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** Staff read up to `upToId` in a conversation; false when nothing changed. */
    async staffRead(id: number, upToId: number): Promise<boolean> {
      const result = await db
        .updateTable('support_conversations')
        .set({ staff_read_id: upToId })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('staff_read_id', '<', upToId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A queue's conversations, most recent activity first, and how many there are. */
    async page(
      queue: string,
      filter: ConversationFilter,
      page: Page,
    ): Promise<{ rows: ConversationRecord[]; total: number }> {
      let query = conversations().where('c.queue', '=', queue);
      if ('state' in filter) query = query.where('c.state', '=', filter.state);
      else query = query.where('c.state', '=', 'open').where('c.claimed_staff_id', '=', filter.claimedBy);
      const [rows, count] = await Promise.all([
        query
          .orderBy('c.last_message_at', 'desc')
          .orderBy('c.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        filtered(queue, filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },

    /** Waiting conversations per queue. */
    async waitingCounts(): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom('support_conversations')
        .select(['queue', (eb) => eb.fn.countAll<number>().as('n')])
        .where('merchant_code', '=', merchantCode)
        .where('state', '=', 'waiting')
        .groupBy('queue')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.queue, row.n]));
    },

    // --- messages ---

    async insertMessage(message: NewChatMessage): Promise<number> {
      const row = await db
        .insertInto('support_messages')
        .values({
          merchant_code: merchantCode,
          conversation_id: message.conversationId,
          account_id: message.accountId,
          sender: message.sender,
          staff_id: message.staffId,
          client_id: message.clientId,
          text: message.text,
          image_type: message.image?.type ?? null,
          image_bytes: message.image?.bytes ?? null,
          created_at: message.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    message(id: number): Promise<ChatMessageRecord | undefined> {
      return messages().where('m.id', '=', id).executeTakeFirst();
    },

    /** A member's message by its client id (any of their conversations): the idempotent resend. */
    memberMessageByClientId(accountId: number, clientId: string): Promise<ChatMessageRecord | undefined> {
      return messages()
        .where('m.account_id', '=', accountId)
        .where('m.sender', '=', 'member')
        .where('m.client_id', '=', clientId)
        .executeTakeFirst();
    },

    /** A staff answer in a conversation by its client id. */
    staffMessageByClientId(conversationId: number, clientId: string): Promise<ChatMessageRecord | undefined> {
      return messages()
        .where('m.conversation_id', '=', conversationId)
        .where('m.sender', '=', 'staff')
        .where('m.client_id', '=', clientId)
        .executeTakeFirst();
    },

    /** The member's messages (every conversation) before an id, newest `limit` of them, oldest first. */
    async memberMessages(accountId: number, before: number | undefined, limit: number): Promise<ChatMessageRecord[]> {
      let query = messages().where('m.account_id', '=', accountId);
      if (before !== undefined) query = query.where('m.id', '<', before);
      const rows = await query.orderBy('m.id', 'desc').limit(limit).execute();
      return rows.reverse();
    },

    /** The member's messages after an id, oldest first (a socket's catch-up). */
    memberMessagesAfter(accountId: number, after: number, limit: number): Promise<ChatMessageRecord[]> {
      return messages()
        .where('m.account_id', '=', accountId)
        .where('m.id', '>', after)
        .orderBy('m.id', 'asc')
        .limit(limit)
        .execute();
    },

    /** The brand's messages after an id: the newest `limit` of them, oldest first (a staff socket's catch-up). */
    async brandMessagesAfter(after: number, limit: number): Promise<ChatMessageRecord[]> {
      const rows = await messages().where('m.id', '>', after).orderBy('m.id', 'desc').limit(limit).execute();
      return rows.reverse();
    },

    /** A conversation's messages, oldest first. */
    conversationMessages(conversationId: number, limit: number): Promise<ChatMessageRecord[]> {
      return messages()
        .where('m.conversation_id', '=', conversationId)
        .orderBy('m.id', 'desc')
        .limit(limit)
        .execute()
        .then((rows) => rows.reverse());
    },

    /** The largest message id the member may see (0 for none). */
    async lastMemberMessageId(accountId: number): Promise<number> {
      const row = await db
        .selectFrom('support_messages')
        .select((eb) => eb.fn.max('id').as('last'))
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return row?.last == null ? 0 : Number(row.last);
    },

    /** Staff answers the member has not read (every conversation of theirs). */
    async memberUnread(accountId: number): Promise<number> {
      const row = await db
        .selectFrom('support_messages as m')
        .innerJoin('support_conversations as c', 'c.id', 'm.conversation_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('m.merchant_code', '=', merchantCode)
        .where('m.account_id', '=', accountId)
        .where('m.sender', '=', 'staff')
        .whereRef('m.id', '>', 'c.member_read_id')
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** Per conversation: its last message and the member messages staff have not read. */
    async summaries(
      conversationIds: number[],
    ): Promise<Map<number, { last: ChatMessageRecord | undefined; unread: number }>> {
      const result = new Map<number, { last: ChatMessageRecord | undefined; unread: number }>();
      if (conversationIds.length === 0) return result;
      const lastIds = db
        .selectFrom('support_messages')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('merchant_code', '=', merchantCode)
        .where('conversation_id', 'in', conversationIds)
        .groupBy('conversation_id');
      const [lasts, unread] = await Promise.all([
        messages().where('m.id', 'in', lastIds).execute(),
        db
          .selectFrom('support_messages as m')
          .innerJoin('support_conversations as c', 'c.id', 'm.conversation_id')
          .select(['m.conversation_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('m.merchant_code', '=', merchantCode)
          .where('m.conversation_id', 'in', conversationIds)
          .where('m.sender', '=', 'member')
          .whereRef('m.id', '>', 'c.staff_read_id')
          .groupBy('m.conversation_id')
          .execute(),
      ]);
      for (const id of conversationIds) result.set(id, { last: undefined, unread: 0 });
      for (const last of lasts) result.get(last.conversation_id)!.last = last;
      for (const row of unread) result.get(row.conversation_id)!.unread = row.n;
      return result;
    },

    /** An image message's bytes with its conversation's member, or undefined. */
    async image(
      messageId: number,
    ): Promise<{ accountId: number; conversationId: number; type: string; bytes: Buffer } | undefined> {
      const row = await db
        .selectFrom('support_messages')
        .select(['account_id', 'conversation_id', 'image_type', 'image_bytes'])
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', messageId)
        .executeTakeFirst();
      if (!row || !row.image_type || !row.image_bytes) return undefined;
      return {
        accountId: row.account_id,
        conversationId: row.conversation_id,
        type: row.image_type,
        bytes: Buffer.from(row.image_bytes),
      };
    },

    // --- canned replies ---

    cannedReplies(): Promise<SupportCannedReplyRow[]> {
      return db
        .selectFrom('support_canned_replies')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .orderBy('language')
        .orderBy('title')
        .orderBy('id')
        .execute();
    },

    async insertCannedReply(reply: {
      title: string;
      text: string;
      language: string;
      createdBy: number;
      now: number;
    }): Promise<SupportCannedReplyRow> {
      return db
        .insertInto('support_canned_replies')
        .values({
          merchant_code: merchantCode,
          title: reply.title,
          text: reply.text,
          language: reply.language,
          created_by: reply.createdBy,
          created_at: reply.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async deleteCannedReply(id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('support_canned_replies')
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
