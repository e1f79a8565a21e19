// The lottery draws job: every instance makes each game's current issue (so bets always have an
// issue to go to; a game switched off gets none); the holder of the `lottery-draws` lease draws the
// issues whose time has come — a switched-off game's too, so no stake stays frozen — and settles
// their bets (LotteryService.drawDue says how a bet is paid exactly once), renewing the lease after
// every settled batch. Ticked every LOTTERY_TICK_MS (`platform.lotteryDraws`).
import type { DrawOptions, DrawReport, LotteryService } from '../services/lottery/lottery-service';
import { LeasedJob, type JobDeps } from './leased-job';

export const DRAW_LEASE = 'lottery-draws';

export function lotteryDrawsJob(
  deps: JobDeps,
  lottery: LotteryService,
  options: DrawOptions = {},
): LeasedJob<DrawReport> {
  return new LeasedJob(deps, {
    name: DRAW_LEASE,
    report: () => ({ drawn: [], settled: [], betsSettled: 0, winsPaid: 0 }),
    everyInstance: ({ repos, now }) => lottery.openCurrentIssues(repos, now),
    forEachTenant: ({ repos, now, keepLease }, report) =>
      lottery.drawDue(repos, now, report, { ...options, keepLease }),
  });
}
