// The points accrual, one instance at a time (the `points-accrual` lease): per tenant, the bets
// settled and the deposits paid since the last run earn their points (services/points/accrual.ts
// says how, exactly once). Ticked every POINTS_TICK_MS (`platform.pointsAccrual`).
import type { PointsAccrual } from '../services/points/accrual';
import { LeasedJob, type JobDeps } from './leased-job';

export const POINTS_LEASE = 'points-accrual';

export interface PointsAccrualReport {
  betRows: number;
  depositRows: number;
}

export function pointsAccrualJob(deps: JobDeps, accrual: PointsAccrual): LeasedJob<PointsAccrualReport> {
  return new LeasedJob(deps, {
    name: POINTS_LEASE,
    report: () => ({ betRows: 0, depositRows: 0 }),
    forEachTenant: async ({ tenant, repos, now, keepLease }, report) => {
      const run = await accrual.run(tenant, repos, now, keepLease);
      report.betRows += run.betRows;
      report.depositRows += run.depositRows;
    },
  });
}
