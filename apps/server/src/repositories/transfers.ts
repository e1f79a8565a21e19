// Transfers of one tenant: between two wallets of a member, from an agent to a downline, from a
// member to its upline. The row is written in the transaction of its two ledger rows; its request
// id (unique per sender) makes a retry find it instead of moving the money again.
import { sql } from 'kysely';
import type { AccountRow, MoneyTransferRow } from '../db/schema';
import type { Executor } from './executor';

export interface NewTransfer {
  transferNo: string;
  kind: 'wallet' | 'downline' | 'upline';
  accountId: number;
  counterpartyId: number | null;
  fromWallet: number;
  toWallet: number;
  amountMinor: number;
  requestId: string;
  requestHash: string;
  now: number;
}

export function transfersRepository(db: Executor, merchantCode: string) {
  return {
    async insert(t: NewTransfer): Promise<void> {
      await db
        .insertInto('money_transfers')
        .values({
          merchant_code: merchantCode,
          transfer_no: t.transferNo,
          kind: t.kind,
          account_id: t.accountId,
          counterparty_id: t.counterpartyId,
          from_wallet: t.fromWallet,
          to_wallet: t.toWallet,
          amount_minor: t.amountMinor,
          request_id: t.requestId,
          request_hash: t.requestHash,
          created_at: t.now,
        })
        .execute();
    },
    byRequest(accountId: number, requestId: string): Promise<MoneyTransferRow | undefined> {
      return db
        .selectFrom('money_transfers')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
    },
    /** An agent's direct downlines (accounts whose upline it is), newest first, optionally by username prefix. */
    async downlines(
      agentId: number,
      filter: { username?: string | undefined; offset: number; limit: number },
    ): Promise<{ rows: AccountRow[]; total: number }> {
      let query = db.selectFrom('accounts').where('merchant_code', '=', merchantCode).where('upline_id', '=', agentId);
      const prefix = filter.username?.trim().toLowerCase();
      // A prefix compare, not LIKE: the typed text is never a pattern.
      if (prefix) query = query.where(sql<string>`substr(username_key, 1, ${prefix.length})`, '=', prefix);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(filter.offset)
          .limit(filter.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },
  };
}
