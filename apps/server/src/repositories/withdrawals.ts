// Withdrawals of one tenant: bound payees, the withdrawals and their states, the daily totals
// and proof images. Every state change is a conditional UPDATE on the current state (`from`), so
// two decisions at once change a withdrawal once; the caller posts the ledger row in the same
// transaction only when the change was its own.
import { sql } from 'kysely';
import type { PayeeRow, WithdrawalRow } from '../db/schema';
import type { RecordFilter } from './deposits';
import type { Executor } from './executor';

export interface NewWithdrawal {
  withdrawalNo: string;
  accountId: number;
  payeeId: number;
  amountMinor: number;
  currency: string;
  requestId: string;
  requestHash: string;
  day: string;
  now: number;
}

export type WithdrawalPatch = Partial<
  Pick<WithdrawalRow, 'decided_at' | 'paid_at' | 'confirm_by' | 'confirmed_at' | 'received_minor' | 'remark'>
>;

export function payeesRepository(db: Executor, merchantCode: string) {
  const scoped = () => db.selectFrom('payees').selectAll().where('merchant_code', '=', merchantCode);
  return {
    /** Throws a unique violation when a payee of that kind is bound already. */
    insert(payee: {
      accountId: number;
      kind: string;
      providerName: string;
      accountName: string;
      accountNumber: string;
      now: number;
    }): Promise<PayeeRow> {
      return db
        .insertInto('payees')
        .values({
          merchant_code: merchantCode,
          account_id: payee.accountId,
          kind: payee.kind,
          provider_name: payee.providerName,
          account_name: payee.accountName,
          account_number: payee.accountNumber,
          bound_at: payee.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    ofAccount(accountId: number): Promise<PayeeRow[]> {
      return scoped().where('account_id', '=', accountId).orderBy('id').execute();
    },
    find(accountId: number, payeeId: number): Promise<PayeeRow | undefined> {
      return scoped().where('account_id', '=', accountId).where('id', '=', payeeId).executeTakeFirst();
    },
    byIds(ids: number[]): Promise<PayeeRow[]> {
      return ids.length ? scoped().where('id', 'in', ids).execute() : Promise.resolve([]);
    },
  };
}

export function withdrawalsRepository(db: Executor, merchantCode: string) {
  const scoped = () => db.selectFrom('withdrawals').selectAll().where('merchant_code', '=', merchantCode);
  return {
    insert(w: NewWithdrawal): Promise<WithdrawalRow> {
      return db
        .insertInto('withdrawals')
        .values({
          merchant_code: merchantCode,
          withdrawal_no: w.withdrawalNo,
          account_id: w.accountId,
          payee_id: w.payeeId,
          amount_minor: w.amountMinor,
          currency: w.currency,
          status: 'requested',
          request_id: w.requestId,
          request_hash: w.requestHash,
          day: w.day,
          requested_at: w.now,
          updated_at: w.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    byRequest(accountId: number, requestId: string): Promise<WithdrawalRow | undefined> {
      return scoped().where('account_id', '=', accountId).where('request_id', '=', requestId).executeTakeFirst();
    },
    /** A withdrawal by number; of one account when `accountId` is given (a member's own). */
    byNo(withdrawalNo: string, accountId?: number): Promise<WithdrawalRow | undefined> {
      let query = scoped().where('withdrawal_no', '=', withdrawalNo);
      if (accountId !== undefined) query = query.where('account_id', '=', accountId);
      return query.executeTakeFirst();
    },
    async list(filter: RecordFilter & { accountId?: number }): Promise<{ rows: WithdrawalRow[]; total: number }> {
      let query = db
        .selectFrom('withdrawals')
        .where('merchant_code', '=', merchantCode)
        .where('requested_at', '>=', filter.startTime)
        .where('requested_at', '<=', filter.endTime);
      if (filter.accountId !== undefined) query = query.where('account_id', '=', filter.accountId);
      if (filter.status) query = query.where('status', '=', filter.status);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('requested_at', 'desc')
          .orderBy('id', 'desc')
          .offset(filter.offset)
          .limit(filter.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },
    /** Moves a withdrawal from one of `from` to `to`; true when this call made the change. */
    async transition(
      id: number,
      from: readonly string[],
      to: string,
      patch: WithdrawalPatch,
      now: number,
      extra?: { confirmByAfter?: number },
    ): Promise<boolean> {
      let query = db
        .updateTable('withdrawals')
        .set({ ...patch, status: to, updated_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('status', 'in', [...from]);
      if (extra?.confirmByAfter !== undefined) query = query.where('confirm_by', '>', extra.confirmByAfter);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /**
     * Records the operator's refund once and answers what it is: the amount less what arrived,
     * computed from the row this UPDATE changes (never from an earlier read, which a confirmation
     * committing in between would make stale). Undefined when it was not this call's to record: the
     * withdrawal is not partial / not_received, was refunded already, or nothing is missing.
     */
    async markRefunded(
      id: number,
      now: number,
    ): Promise<{ accountId: number; withdrawalNo: string; refundedMinor: number } | undefined> {
      const missing = sql<number>`amount_minor - coalesce(received_minor, 0)`;
      const row = await db
        .updateTable('withdrawals')
        .set({ refunded_minor: missing, refunded_at: now, updated_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('status', 'in', ['partial', 'not_received'])
        .where('refunded_at', 'is', null)
        .where(missing, '>', 0)
        .returning(['account_id', 'withdrawal_no', 'refunded_minor'])
        .executeTakeFirst();
      return row && row.refunded_minor !== null
        ? { accountId: row.account_id, withdrawalNo: row.withdrawal_no, refundedMinor: row.refunded_minor }
        : undefined;
    },
    /** Withdrawals in a state since before a moment (the demo auto-approval), oldest first. */
    inStateSince(
      status: string,
      column: 'requested_at' | 'decided_at',
      before: number,
      limit: number,
    ): Promise<WithdrawalRow[]> {
      return scoped().where('status', '=', status).where(column, '<=', before).orderBy('id').limit(limit).execute();
    },
    /** Paid withdrawals whose confirmation time has passed. */
    unconfirmedDue(now: number, limit: number): Promise<WithdrawalRow[]> {
      return scoped().where('status', '=', 'paid').where('confirm_by', '<=', now).orderBy('id').limit(limit).execute();
    },
    /** Counts a proof image against the limit of a paid withdrawal; false when it is full or not paid. */
    async takeProofSlot(id: number, max: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('withdrawals')
        .set((eb) => ({ proof_count: eb('proof_count', '+', 1), updated_at: now }))
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('status', '=', 'paid')
        .where('proof_count', '<', max)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export function withdrawalDaysRepository(db: Executor, merchantCode: string) {
  return {
    async total(accountId: number, day: string): Promise<number> {
      const row = await db
        .selectFrom('withdrawal_days')
        .select('total_minor')
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('day', '=', day)
        .executeTakeFirst();
      return row ? row.total_minor : 0;
    },
    /**
     * Adds to the day's total only if it stays within `limitMinor`: one conditional UPDATE on the
     * day's row (which it locks until the transaction ends), so concurrent requests queue on it and
     * each sees the others' amounts. False when the limit would be passed.
     */
    async reserve(accountId: number, day: string, amountMinor: number, limitMinor: number): Promise<boolean> {
      if (!db.isTransaction) throw new Error('withdrawalDays.reserve must run inside a transaction');
      await db
        .insertInto('withdrawal_days')
        .values({ merchant_code: merchantCode, account_id: accountId, day, total_minor: 0 })
        .onConflict((oc) => oc.columns(['merchant_code', 'account_id', 'day']).doNothing())
        .execute();
      const result = await db
        .updateTable('withdrawal_days')
        .set((eb) => ({ total_minor: eb('total_minor', '+', amountMinor) }))
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('day', '=', day)
        .where((eb) => eb(eb('total_minor', '+', amountMinor), '<=', limitMinor))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** A rejected withdrawal no longer counts against its day. */
    async release(accountId: number, day: string, amountMinor: number): Promise<void> {
      await db
        .updateTable('withdrawal_days')
        .set((eb) => ({ total_minor: eb('total_minor', '-', amountMinor) }))
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('day', '=', day)
        .execute();
    },
  };
}

export function withdrawalProofsRepository(db: Executor, merchantCode: string) {
  return {
    async insert(proof: {
      accountId: number;
      withdrawalId: number;
      contentType: string;
      bytes: Buffer;
      sha256: string;
      now: number;
    }): Promise<number> {
      const row = await db
        .insertInto('withdrawal_proofs')
        .values({
          merchant_code: merchantCode,
          account_id: proof.accountId,
          withdrawal_id: proof.withdrawalId,
          content_type: proof.contentType,
          size_bytes: proof.bytes.length,
          sha256: proof.sha256,
          bytes: proof.bytes,
          created_at: proof.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** The ids (of those given) that are proofs of this withdrawal. */
    async idsOf(withdrawalId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('withdrawal_proofs')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('withdrawal_id', '=', withdrawalId)
        .where('id', 'in', ids)
        .execute();
      return rows.map((r) => r.id);
    },
    async ofWithdrawal(
      withdrawalId: number,
    ): Promise<{ id: number; contentType: string; sizeBytes: number; sha256: string; bytes: Buffer }[]> {
      const rows = await db
        .selectFrom('withdrawal_proofs')
        .select(['id', 'content_type', 'size_bytes', 'sha256', 'bytes'])
        .where('merchant_code', '=', merchantCode)
        .where('withdrawal_id', '=', withdrawalId)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        contentType: r.content_type,
        sizeBytes: r.size_bytes,
        sha256: r.sha256,
        bytes: Buffer.from(r.bytes),
      }));
    },
  };
}
