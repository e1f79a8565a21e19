// Deposit orders of one tenant. An order's money moves only with a state change made here by a
// conditional UPDATE (pending → paid), in the caller's transaction with its ledger row.
import type { DepositOrderRow } from '../db/schema';
import type { Executor } from './executor';

export interface NewDepositOrder {
  orderNo: string;
  accountId: number;
  methodCode: string;
  provider: string;
  amountMinor: number;
  currency: string;
  requestId: string;
  requestHash: string;
  language: string;
  now: number;
  expiresAt: number;
}

export interface RecordFilter {
  startTime: number;
  endTime: number;
  status?: string | undefined;
  offset: number;
  limit: number;
}

/** The merchant of an order number (a provider's callback names only the order). */
export async function depositOrderMerchant(db: Executor, orderNo: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('deposit_orders')
    .select('merchant_code')
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  return row?.merchant_code;
}

export function depositsRepository(db: Executor, merchantCode: string) {
  const scoped = () => db.selectFrom('deposit_orders').selectAll().where('merchant_code', '=', merchantCode);
  return {
    async insert(order: NewDepositOrder): Promise<DepositOrderRow> {
      return db
        .insertInto('deposit_orders')
        .values({
          merchant_code: merchantCode,
          order_no: order.orderNo,
          account_id: order.accountId,
          method_code: order.methodCode,
          provider: order.provider,
          amount_minor: order.amountMinor,
          currency: order.currency,
          status: 'pending',
          request_id: order.requestId,
          request_hash: order.requestHash,
          language: order.language,
          created_at: order.now,
          expires_at: order.expiresAt,
          updated_at: order.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    byRequest(accountId: number, requestId: string): Promise<DepositOrderRow | undefined> {
      return scoped().where('account_id', '=', accountId).where('request_id', '=', requestId).executeTakeFirst();
    },
    byOrderNo(orderNo: string): Promise<DepositOrderRow | undefined> {
      return scoped().where('order_no', '=', orderNo).executeTakeFirst();
    },
    async list(accountId: number, filter: RecordFilter): Promise<{ rows: DepositOrderRow[]; total: number }> {
      let query = db
        .selectFrom('deposit_orders')
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('created_at', '>=', filter.startTime)
        .where('created_at', '<=', filter.endTime);
      if (filter.status) query = query.where('status', '=', filter.status);
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
    /** pending (or expired: the money arrived late) → paid; true when this call made the change. */
    async markPaid(id: number, paidAt: number, providerReference: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('deposit_orders')
        .set({ status: 'paid', paid_at: paidAt, provider_reference: providerReference, updated_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('status', 'in', ['pending', 'expired'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async markFailed(id: number, providerReference: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('deposit_orders')
        .set({ status: 'failed', provider_reference: providerReference, updated_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /**
     * Paid orders in the order they were marked paid (updated_at, id) after a cursor: the points
     * accrual walks them from its watermark (index `deposit_orders_paid`, 0015). A paid order
     * changes no more, so updated_at is when it was paid by our clock.
     */
    async paidAfter(after: { at: number; id: number }, limit: number): Promise<DepositOrderRow[]> {
      return db
        .selectFrom('deposit_orders')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('status', '=', 'paid')
        .where((eb) =>
          eb.or([eb('updated_at', '>', after.at), eb.and([eb('updated_at', '=', after.at), eb('id', '>', after.id)])]),
        )
        .orderBy('updated_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
    /**
     * Paid amounts (minor units) per account of the orders marked paid in [from, to) by our clock
     * (updated_at, as paidAfter reads it), optionally of one account: the missions' deposit progress.
     */
    async paidTotalsBy(range: { from: number; to: number; accountId?: number }): Promise<Map<number, number>> {
      let query = db
        .selectFrom('deposit_orders')
        .select((eb) => ['account_id', eb.fn.sum<number>('amount_minor').as('total')])
        .where('merchant_code', '=', merchantCode)
        .where('status', '=', 'paid')
        .where('updated_at', '>=', range.from)
        .where('updated_at', '<', range.to);
      if (range.accountId !== undefined) query = query.where('account_id', '=', range.accountId);
      const rows = await query.groupBy('account_id').execute();
      return new Map(rows.map((r) => [r.account_id, Number(r.total)]));
    },
    /**
     * What one account asked to deposit since `from` (minor units): its orders created then that are
     * pending or paid (failed and expired ones moved nothing): the responsible-gaming deposit limit.
     */
    async askedSince(accountId: number, from: number): Promise<number> {
      const row = await db
        .selectFrom('deposit_orders')
        .select((eb) => eb.fn.sum<number>('amount_minor').as('total'))
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('status', 'in', ['pending', 'paid'])
        .where('created_at', '>=', from)
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },
    /** pending orders past their expiry → expired; how many. */
    async expireDue(now: number): Promise<number> {
      const result = await db
        .updateTable('deposit_orders')
        .set({ status: 'expired', updated_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('status', '=', 'pending')
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
export type DepositsRepository = ReturnType<typeof depositsRepository>;
