// Platform messages (the member's inbox, INBOX3) of one tenant (migration 0008): one row per
// member, content already sanitised by the writer. Reads and the read mark are scoped by merchant
// and account, so a member can neither see nor mark another member's message.
import type { PlatformMessageRow } from '../db/schema';
import type { Executor } from './executor';
import type { Page } from './periods';

export function platformMessagesRepository(db: Executor, merchantCode: string) {
  function ofAccount(accountId: number, unreadOnly: boolean) {
    let query = db
      .selectFrom('platform_messages')
      .where('merchant_code', '=', merchantCode)
      .where('account_id', '=', accountId);
    if (unreadOnly) query = query.where('read_at', 'is', null);
    return query;
  }

  return {
    async insert(message: { accountId: number; title: string; content: string; now: number }): Promise<number> {
      const row = await db
        .insertInto('platform_messages')
        .values({
          merchant_code: merchantCode,
          account_id: message.accountId,
          title: message.title,
          content: message.content,
          read_at: null,
          created_at: message.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    list(accountId: number, unreadOnly: boolean, page: Page): Promise<PlatformMessageRow[]> {
      return ofAccount(accountId, unreadOnly)
        .selectAll()
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },
    async count(accountId: number, unreadOnly: boolean): Promise<number> {
      const row = await ofAccount(accountId, unreadOnly)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    },
    /** Marks the account's unread messages read: those of `ids`, or all of them. Returns how many changed. */
    async markRead(accountId: number, ids: readonly number[] | null, now: number): Promise<number> {
      if (ids?.length === 0) return 0;
      let query = db
        .updateTable('platform_messages')
        .set({ read_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('read_at', 'is', null);
      if (ids) query = query.where('id', 'in', [...ids]);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
export type PlatformMessagesRepository = ReturnType<typeof platformMessagesRepository>;
