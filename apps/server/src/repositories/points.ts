// Points of one tenant (migration 0015), a second ledger shaped like the money one (wallets.ts): a
// balance row per member (`point_wallets`) and append-only rows (`point_ledger`). A balance changes
// only through `post` / `postCredits`, which write its rows in the same transaction (the caller
// opens it). Amounts are integer hundredths of a point. Every row has a reference unique per
// merchant (what earned or spent it: `bet:<id>`, `deposit:<order>`, `redeem:<no>`, `refund:<no>`,
// `convert:<no>`), so nothing is credited twice; the database refuses a balance below zero.
//
// Lock order, continuing wallets.ts's: the order's own row (a redeem, a conversion), then a
// reward's stock row, then the member's points row, then the money wallets.
//
// Also here, `pointsMallRepository`: the rewards' redeemed counts (stock), the redeem orders and the
// conversions.
import type { PointKind, RedeemStatus } from '@portal/contracts';
import type { PointConvertRow, PointLedgerRow, PointRedeemRow } from '../db/schema';
import type { Executor } from './executor';
import type { Page } from './periods';

/** One points row to write. */
export interface PointPost {
  accountId: number;
  /** Hundredths of a point; negative spends. */
  amountMinor: number;
  kind: PointKind;
  reference: string;
  now: number;
}

/** `post` refused: the points would go below zero (the transaction must roll back). */
export class InsufficientPointsError extends Error {
  override readonly name = 'InsufficientPointsError';
  constructor() {
    super('insufficient points');
  }
}

export interface PointRowFilter {
  accountId: number;
  from: number;
  to: number;
  kind?: PointKind | undefined;
}

export function pointsRepository(db: Executor, merchantCode: string) {
  async function open(accountId: number, now: number): Promise<void> {
    await db
      .insertInto('point_wallets')
      .values({ merchant_code: merchantCode, account_id: accountId, balance_minor: 0, updated_at: now })
      .onConflict((oc) => oc.columns(['merchant_code', 'account_id']).doNothing())
      .execute();
  }

  function filtered(filter: PointRowFilter) {
    let q = db
      .selectFrom('point_ledger')
      .where('merchant_code', '=', merchantCode)
      .where('account_id', '=', filter.accountId)
      .where('created_at', '>=', filter.from)
      .where('created_at', '<=', filter.to);
    if (filter.kind) q = q.where('kind', '=', filter.kind);
    return q;
  }

  return {
    /**
     * Adds `amountMinor` (negative to spend) to the member's points and writes its row; answers the
     * balance after. A spend changes the balance only if it stays at zero or above (else
     * InsufficientPointsError). Inside a transaction.
     */
    async post(entry: PointPost): Promise<number> {
      if (!db.isTransaction) throw new Error('points.post must run inside a transaction');
      if (!Number.isSafeInteger(entry.amountMinor) || entry.amountMinor === 0)
        throw new Error('points are non-zero integer hundredths');
      await open(entry.accountId, entry.now);
      let update = db
        .updateTable('point_wallets')
        .set((eb) => ({ balance_minor: eb('balance_minor', '+', entry.amountMinor), updated_at: entry.now }))
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', entry.accountId);
      if (entry.amountMinor < 0)
        update = update.where((eb) => eb(eb('balance_minor', '+', entry.amountMinor), '>=', 0));
      const row = await update.returning('balance_minor').executeTakeFirst();
      if (!row) throw new InsufficientPointsError();
      await db
        .insertInto('point_ledger')
        .values({
          merchant_code: merchantCode,
          account_id: entry.accountId,
          kind: entry.kind,
          amount_minor: entry.amountMinor,
          balance_after_minor: row.balance_minor,
          reference: entry.reference,
          created_at: entry.now,
        })
        .execute();
      return row.balance_minor;
    },

    /**
     * Many credits (the accrual's batch): one UPDATE per member (by its total, members in ascending
     * id order) and the rows inserted together, balance_after running up in the given order.
     */
    async postCredits(entries: readonly PointPost[]): Promise<void> {
      if (!db.isTransaction) throw new Error('points.postCredits must run inside a transaction');
      if (entries.some((e) => !Number.isSafeInteger(e.amountMinor) || e.amountMinor <= 0))
        throw new Error('credits are positive integer hundredths');
      const groups = new Map<number, PointPost[]>();
      for (const entry of entries) groups.set(entry.accountId, [...(groups.get(entry.accountId) ?? []), entry]);
      const rows = [];
      for (const [accountId, group] of [...groups].sort((a, b) => a[0] - b[0])) {
        const now = group[0]!.now;
        const total = group.reduce((sum, e) => sum + e.amountMinor, 0);
        await open(accountId, now);
        const row = await db
          .updateTable('point_wallets')
          .set((eb) => ({ balance_minor: eb('balance_minor', '+', total), updated_at: now }))
          .where('merchant_code', '=', merchantCode)
          .where('account_id', '=', accountId)
          .returning('balance_minor')
          .executeTakeFirstOrThrow();
        let running = row.balance_minor - total;
        for (const e of group) {
          running += e.amountMinor;
          rows.push({
            merchant_code: merchantCode,
            account_id: accountId,
            kind: e.kind,
            amount_minor: e.amountMinor,
            balance_after_minor: running,
            reference: e.reference,
            created_at: e.now,
          });
        }
      }
      for (let at = 0; at < rows.length; at += 500)
        await db
          .insertInto('point_ledger')
          .values(rows.slice(at, at + 500))
          .execute();
    },

    async balance(accountId: number): Promise<number> {
      const row = await db
        .selectFrom('point_wallets')
        .select('balance_minor')
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return row?.balance_minor ?? 0;
    },

    /** The references of these that already have a row. */
    async written(references: readonly string[]): Promise<Set<string>> {
      if (references.length === 0) return new Set();
      const rows = await db
        .selectFrom('point_ledger')
        .select('reference')
        .where('merchant_code', '=', merchantCode)
        .where('reference', 'in', [...references])
        .execute();
      return new Set(rows.map((r) => r.reference));
    },

    async ledgerSum(accountId: number): Promise<number> {
      const row = await db
        .selectFrom('point_ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('total'))
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      return row.total;
    },

    /** A page of the member's rows, newest first, and how many the filter takes. */
    async list(filter: PointRowFilter, page: Page): Promise<{ rows: PointLedgerRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        filtered(filter)
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        filtered(filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },

    /** The accrual's watermark of a source (null before its first run). */
    async mark(source: string): Promise<number | null> {
      const row = await db
        .selectFrom('point_accrual_marks')
        .select('mark')
        .where('merchant_code', '=', merchantCode)
        .where('source', '=', source)
        .executeTakeFirst();
      return row?.mark ?? null;
    },

    async setMark(source: string, mark: number): Promise<void> {
      await db
        .insertInto('point_accrual_marks')
        .values({ merchant_code: merchantCode, source, mark })
        .onConflict((oc) => oc.columns(['merchant_code', 'source']).doUpdateSet({ mark }))
        .execute();
    },
  };
}
export type PointsRepository = ReturnType<typeof pointsRepository>;

export interface NewPointRedeem {
  redeemNo: string;
  accountId: number;
  rewardId: string;
  kind: 'goods' | 'bonus';
  quantity: number;
  pointsMinor: number;
  bonusMinor: number | null;
  status: RedeemStatus;
  receiverName: string | null;
  address: string | null;
  mobile: string | null;
  requestId: string;
  requestHash: string;
  now: number;
}

export interface RedeemFilter {
  accountId?: number | undefined;
  status?: RedeemStatus | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

export function pointsMallRepository(db: Executor, merchantCode: string) {
  function redeems(filter: RedeemFilter) {
    let q = db.selectFrom('point_redeems').where('merchant_code', '=', merchantCode);
    if (filter.accountId !== undefined) q = q.where('account_id', '=', filter.accountId);
    if (filter.status) q = q.where('status', '=', filter.status);
    if (filter.from !== undefined) q = q.where('created_at', '>=', filter.from);
    if (filter.to !== undefined) q = q.where('created_at', '<=', filter.to);
    return q;
  }

  async function openStock(rewardId: string): Promise<void> {
    await db
      .insertInto('point_reward_stock')
      .values({ merchant_code: merchantCode, reward_id: rewardId, redeemed: 0, stock: null })
      .onConflict((oc) => oc.columns(['merchant_code', 'reward_id']).doNothing())
      .execute();
  }

  return {
    /**
     * Takes `quantity` of a reward's stock: one conditional UPDATE, so two redeems at once of the
     * last item cannot both pass. False when fewer than `quantity` are left.
     */
    async reserveStock(rewardId: string, quantity: number, catalogueStock: number): Promise<boolean> {
      await openStock(rewardId);
      const result = await db
        .updateTable('point_reward_stock')
        .set((eb) => ({ redeemed: eb('redeemed', '+', quantity) }))
        .where('merchant_code', '=', merchantCode)
        .where('reward_id', '=', rewardId)
        // The stock staff set, else the catalogue's (tenant.json).
        .where((eb) => eb(eb('redeemed', '+', quantity), '<=', eb.fn.coalesce('stock', eb.val(catalogueStock))))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Sets a reward's stock (how many can ever be redeemed, not counting rejected ones), never below
     * what is already redeemed or in process: one conditional UPDATE, so a redeem at the same moment
     * either counts before it (and may refuse it) or sees the new stock. False when refused.
     */
    async setStock(rewardId: string, stock: number): Promise<boolean> {
      await openStock(rewardId);
      const result = await db
        .updateTable('point_reward_stock')
        .set({ stock })
        .where('merchant_code', '=', merchantCode)
        .where('reward_id', '=', rewardId)
        .where('redeemed', '<=', stock)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Each reward's redeemed count and the stock staff set (null: the catalogue's), tenant-wide. */
    async stockLevels(): Promise<Map<string, { redeemed: number; stock: number | null }>> {
      const rows = await db
        .selectFrom('point_reward_stock')
        .select(['reward_id', 'redeemed', 'stock'])
        .where('merchant_code', '=', merchantCode)
        .execute();
      return new Map(rows.map((r) => [r.reward_id, { redeemed: r.redeemed, stock: r.stock }]));
    },

    /** Gives back a rejected redeem's quantity. */
    async releaseStock(rewardId: string, quantity: number): Promise<void> {
      await db
        .updateTable('point_reward_stock')
        .set((eb) => ({ redeemed: eb('redeemed', '-', quantity) }))
        .where('merchant_code', '=', merchantCode)
        .where('reward_id', '=', rewardId)
        .execute();
    },

    /** How many of each reward the member has redeemed (not rejected). */
    async redeemedBy(accountId: number): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('point_redeems')
        .select((eb) => ['reward_id', eb.fn.sum<number>('quantity').as('n')])
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('status', '!=', 'rejected')
        .groupBy('reward_id')
        .execute();
      return new Map(rows.map((r) => [r.reward_id, r.n]));
    },

    async insertRedeem(redeem: NewPointRedeem): Promise<PointRedeemRow> {
      return db
        .insertInto('point_redeems')
        .values({
          merchant_code: merchantCode,
          redeem_no: redeem.redeemNo,
          account_id: redeem.accountId,
          reward_id: redeem.rewardId,
          kind: redeem.kind,
          quantity: redeem.quantity,
          points_minor: redeem.pointsMinor,
          bonus_minor: redeem.bonusMinor,
          status: redeem.status,
          receiver_name: redeem.receiverName,
          address: redeem.address,
          mobile: redeem.mobile,
          remark: null,
          request_id: redeem.requestId,
          request_hash: redeem.requestHash,
          created_at: redeem.now,
          decided_at: redeem.status === 'in_process' ? null : redeem.now,
          updated_at: redeem.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    redeemByRequest(accountId: number, requestId: string): Promise<PointRedeemRow | undefined> {
      return redeems({ accountId }).selectAll().where('request_id', '=', requestId).executeTakeFirst();
    },

    redeemByNo(redeemNo: string): Promise<PointRedeemRow | undefined> {
      return redeems({}).selectAll().where('redeem_no', '=', redeemNo).executeTakeFirst();
    },

    async listRedeems(filter: RedeemFilter, page: Page): Promise<{ rows: PointRedeemRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        redeems(filter)
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        redeems(filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },

    /** in_process → approved | rejected, once; the row as decided, or undefined when it was not in process. */
    async decideRedeem(
      redeemNo: string,
      status: 'approved' | 'rejected',
      remark: string | null,
      now: number,
    ): Promise<PointRedeemRow | undefined> {
      return db
        .updateTable('point_redeems')
        .set({ status, remark, decided_at: now, updated_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('redeem_no', '=', redeemNo)
        .where('status', '=', 'in_process')
        .returningAll()
        .executeTakeFirst();
    },

    async insertConvert(convert: {
      convertNo: string;
      accountId: number;
      pointsMinor: number;
      amountMinor: number;
      requestId: string;
      requestHash: string;
      now: number;
    }): Promise<PointConvertRow> {
      return db
        .insertInto('point_converts')
        .values({
          merchant_code: merchantCode,
          convert_no: convert.convertNo,
          account_id: convert.accountId,
          points_minor: convert.pointsMinor,
          amount_minor: convert.amountMinor,
          request_id: convert.requestId,
          request_hash: convert.requestHash,
          created_at: convert.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    convertByRequest(accountId: number, requestId: string): Promise<PointConvertRow | undefined> {
      return db
        .selectFrom('point_converts')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
    },
  };
}
export type PointsMallRepository = ReturnType<typeof pointsMallRepository>;
