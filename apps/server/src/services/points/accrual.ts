// Points accrue from real valid bets and paid deposits at the tenant's ratio (tenant.json
// `points`), and never expire. How: the `points-accrual` leased job (jobs/points-accrual.ts) walks,
// per tenant, the bets settled and the deposit orders paid since a stored watermark
// (`point_accrual_marks`), through their own repositories (bettingRecords.settledAfter,
// deposits.paidAfter), in batches of BATCH, and credits each batch in one transaction.
//
// Exact and idempotent: one points row per bet (`bet:<id>`) or deposit order (`deposit:<order>`),
// unique per merchant in the database, and a batch skips the references already written; so a run
// repeated, resumed after a crash, or overlapping the last one credits nothing twice. Each run
// starts OVERLAP_MS before the watermark (the latest settlement or payment time it has seen), so a
// bet whose settling transaction committed a little after a later one was read is still found; the
// unique references make the re-read harmless. The first run starts at the beginning (a tenant's
// existing history earns its points once). Trial (play-money) accounts earn nothing; void bets
// (valid bet 0) and amounts that round to no hundredth write no row.
//
// Not in the settling transaction itself: the money paths (in-house rounds, lottery draws, deposit
// callbacks) stay as they are, and a tenant's ratio applies to what settled after it was set.
import type { BettingRecord } from '../../repositories/betting-records';
import type { TenantRepositories } from '../../repositories/index';
import type { PointPost } from '../../repositories/points';
import { MINUTE } from '../../lib/clock';
import type { Tenant } from '../platform/tenant-service';
import { betKindOf, pointsFor } from './points-ledger';

export const ACCRUAL_BATCH = 500;
export const ACCRUAL_OVERLAP_MS = 5 * MINUTE;

export interface AccrualReport {
  betRows: number;
  depositRows: number;
}

interface Source<T> {
  name: 'bets' | 'deposits';
  read(repos: TenantRepositories, after: { at: number; id: number }): Promise<T[]>;
  cursor(item: T): { at: number; id: number };
  credit(tenant: Tenant, item: T, now: number): PointPost | null;
}

const BETS: Source<BettingRecord> = {
  name: 'bets',
  read: (repos, after) => repos.bettingRecords.settledAfter(after, ACCRUAL_BATCH),
  cursor: (bet) => ({ at: bet.settledAt ?? 0, id: bet.id }),
  credit(tenant, bet, now) {
    const kind = betKindOf(bet);
    const amountMinor = pointsFor(bet.validBetMinor ?? 0, tenant.config.points.betRatio[kind]);
    return amountMinor > 0 ? { accountId: bet.accountId, amountMinor, kind, reference: `bet:${bet.id}`, now } : null;
  },
};

const DEPOSITS: Source<{ id: number; account_id: number; order_no: string; amount_minor: number; updated_at: number }> =
  {
    name: 'deposits',
    read: (repos, after) => repos.deposits.paidAfter(after, ACCRUAL_BATCH),
    cursor: (order) => ({ at: order.updated_at, id: order.id }),
    credit(tenant, order, now) {
      const amountMinor = pointsFor(order.amount_minor, tenant.config.points.depositRatio);
      return amountMinor > 0
        ? { accountId: order.account_id, amountMinor, kind: 'deposit', reference: `deposit:${order.order_no}`, now }
        : null;
    },
  };

export class PointsAccrual {
  /** Credits what was settled or paid since the watermarks; `between` runs between batches (the job's keepLease). */
  async run(
    tenant: Tenant,
    repos: TenantRepositories,
    now: number,
    between: () => Promise<void> = async () => {},
  ): Promise<AccrualReport> {
    return {
      betRows: await this.walk(BETS, tenant, repos, now, between),
      depositRows: await this.walk(DEPOSITS, tenant, repos, now, between),
    };
  }

  private async walk<T>(
    source: Source<T>,
    tenant: Tenant,
    repos: TenantRepositories,
    now: number,
    between: () => Promise<void>,
  ): Promise<number> {
    const mark = (await repos.points.mark(source.name)) ?? 0;
    let cursor = { at: Math.max(0, mark - ACCRUAL_OVERLAP_MS), id: 0 };
    let credited = 0;
    for (;;) {
      const batch = await source.read(repos, cursor);
      if (batch.length === 0) break;
      const last = source.cursor(batch.at(-1)!);
      const posts = batch.map((item) => source.credit(tenant, item, now)).filter((p) => p !== null);
      credited += await repos.transaction(async (trx) => {
        const trials = await trx.accounts.trialsAmong([...new Set(posts.map((p) => p.accountId))]);
        const written = await trx.points.written(posts.map((p) => p.reference));
        const fresh = posts.filter((p) => !trials.has(p.accountId) && !written.has(p.reference));
        if (fresh.length > 0) await trx.points.postCredits(fresh);
        if (last.at > mark) await trx.points.setMark(source.name, last.at);
        return fresh.length;
      });
      cursor = last;
      if (batch.length < ACCRUAL_BATCH) break;
      await between();
    }
    return credited;
  }
}
