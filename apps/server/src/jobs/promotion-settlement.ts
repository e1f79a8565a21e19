// The promotions' settlement, one instance at a time (the `promotion-settlement` lease): per
// tenant, joined activities whose valid bets since joining reach the promotion's turnover are paid
// their reward (once), and joined ones whose promotion ended first are closed
// (services/promotions/promotions-service.ts `settle`). Ticked every PROMOTIONS_TICK_MS
// (`platform.promotionSettlement`).
import type { PromotionsService, SettlementReport } from '../services/promotions/promotions-service';
import { LeasedJob, type JobDeps } from './leased-job';

export const PROMOTION_SETTLEMENT_LEASE = 'promotion-settlement';

export function promotionSettlementJob(deps: JobDeps, promotions: PromotionsService): LeasedJob<SettlementReport> {
  return new LeasedJob(deps, {
    name: PROMOTION_SETTLEMENT_LEASE,
    report: () => ({ paid: 0, closed: 0 }),
    forEachTenant: async ({ tenant, repos, now, keepLease }, report) => {
      const run = await promotions.settle(tenant, repos, now, keepLease);
      report.paid += run.paid;
      report.closed += run.closed;
    },
  });
}
