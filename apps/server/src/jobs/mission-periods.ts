// The missions' period close, one instance at a time (the `mission-periods` lease): per tenant,
// every mission period that has ended is closed once and its rewards paid
// (services/missions/mission-service.ts says how, exactly once). Ticked every MISSIONS_TICK_MS
// (`platform.missionPeriods`).
import type { MissionService } from '../services/missions/mission-service';
import { LeasedJob, type JobDeps } from './leased-job';

export const MISSIONS_LEASE = 'mission-periods';

export interface MissionPeriodsReport {
  periodsClosed: number;
  rewardsPaid: number;
}

export function missionPeriodsJob(deps: JobDeps, missions: MissionService): LeasedJob<MissionPeriodsReport> {
  return new LeasedJob(deps, {
    name: MISSIONS_LEASE,
    report: () => ({ periodsClosed: 0, rewardsPaid: 0 }),
    forEachTenant: async ({ tenant, repos, now, keepLease }, report) => {
      const run = await missions.closeEndedPeriods(tenant, repos, now, keepLease);
      report.periodsClosed += run.periodsClosed;
      report.rewardsPaid += run.rewardsPaid;
    },
  });
}
