// Referral of one tenant (migration 0008): a member's invite code (made on first ask, unique per
// tenant next to the agents' affiliate codes) and the accounts that registered with it.
import type { AccountRow } from '../db/schema';
import type { Executor } from './executor';
import type { Page } from './periods';

export function referralsRepository(db: Executor, merchantCode: string) {
  return {
    findByInviteCode(code: string): Promise<AccountRow | undefined> {
      return db
        .selectFrom('accounts')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('invite_code', '=', code.trim().toUpperCase())
        .executeTakeFirst();
    },
    /** Whether any account of the tenant uses `code` as its invite or affiliate code. */
    async codeTaken(code: string): Promise<boolean> {
      const row = await db
        .selectFrom('accounts')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where((eb) => eb.or([eb('invite_code', '=', code), eb('affiliate_code', '=', code)]))
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Gives the account `code` unless it has one already (a unique violation when another account took it). */
    async setInviteCode(accountId: number, code: string): Promise<void> {
      await db
        .updateTable('accounts')
        .set({ invite_code: code })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', accountId)
        .where('invite_code', 'is', null)
        .execute();
    },
    async inviteCodeOf(accountId: number): Promise<string | null> {
      const row = await db
        .selectFrom('accounts')
        .select('invite_code')
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', accountId)
        .executeTakeFirst();
      return row?.invite_code ?? null;
    },
    /** Accounts that registered with the account's code, newest first. */
    invitees(referrerId: number, page: Page): Promise<{ username: string; created_at: number }[]> {
      return db
        .selectFrom('accounts')
        .select(['username', 'created_at'])
        .where('merchant_code', '=', merchantCode)
        .where('referrer_id', '=', referrerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },
    async inviteeCount(referrerId: number): Promise<number> {
      const row = await db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('merchant_code', '=', merchantCode)
        .where('referrer_id', '=', referrerId)
        .executeTakeFirstOrThrow();
      return row.n;
    },
  };
}
export type ReferralsRepository = ReturnType<typeof referralsRepository>;
