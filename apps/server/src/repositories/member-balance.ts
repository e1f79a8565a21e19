// The balance call's reads of the member's rows in one statement: the wallets and the promotions the
// member has acted on (two narrow index probes joined by UNION ALL, no join), instead of two; the
// balance calls of a turn share it (db/coalesced-read.ts).
import { sql } from 'kysely';
import { coalescedRead } from '../db/coalesced-read';
import { compiledOnceForLists } from '../db/compiled-once';
import type { Executor } from './executor';
import type { WalletBalance } from './wallets';

const walletsAndActed = compiledOnceForLists(1, (db, [merchantCode]: [string], accountIds: number[]) =>
  db
    .selectFrom('wallets')
    .select((eb) => [
      'account_id',
      eb.ref('wallet_id').$castTo<number | null>().as('wallet_id'),
      eb.ref('currency').$castTo<string | null>().as('currency'),
      eb.ref('balance_minor').$castTo<number | null>().as('balance_minor'),
      // The second part's column: a wallet row has none.
      sql<string | null>`cast(null as text)`.as('promotion_id'),
    ])
    .where('merchant_code', '=', merchantCode)
    .where('account_id', 'in', accountIds)
    .unionAll(
      db
        .selectFrom('promotion_activities')
        .select([
          'account_id',
          sql<number | null>`cast(null as integer)`.as('wallet_id'),
          sql<string | null>`cast(null as text)`.as('currency'),
          sql<number | null>`cast(null as integer)`.as('balance_minor'),
          'promotion_id',
        ])
        .where('merchant_code', '=', merchantCode)
        .where('account_id', 'in', accountIds),
    ),
);

export interface MemberBalanceRows {
  /** By wallet id, as `wallets.balances` answers. */
  wallets: WalletBalance[];
  /** The promotions the member has an activity of (joined, applied, claimed …). */
  actedPromotionIds: Set<string>;
}

export function memberBalanceRepository(db: Executor, merchantCode: string) {
  const rowsByAccount = coalescedRead(
    db,
    (accountId: number) => String(accountId),
    async (accountIds) => {
      const byAccount = new Map<string, MemberBalanceRows>(
        accountIds.map((id) => [String(id), { wallets: [], actedPromotionIds: new Set() }]),
      );
      for (const row of await walletsAndActed.rows(db, [merchantCode], accountIds)) {
        const rows = byAccount.get(String(row.account_id))!;
        if (row.promotion_id !== null) rows.actedPromotionIds.add(row.promotion_id);
        else rows.wallets.push({ walletId: row.wallet_id!, currency: row.currency!, balanceMinor: row.balance_minor! });
      }
      for (const rows of byAccount.values()) rows.wallets.sort((a, b) => a.walletId - b.walletId);
      return byAccount;
    },
  );
  return {
    /** The member's wallets and acted promotions (shared with the other balance calls of the turn). */
    async rowsOf(accountId: number): Promise<MemberBalanceRows> {
      return (await rowsByAccount(accountId))!;
    },
  };
}
