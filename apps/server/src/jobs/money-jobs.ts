// The money jobs, one instance at a time (the `money-jobs` lease): pending deposit orders past
// their expiry → expired; paid withdrawals unconfirmed after their confirmBy → auto_received; in
// demo mode (DEMO_WITHDRAWAL_AUTO_SECONDS > 0) withdrawals approved, then paid, that long after
// each step. Every step is a conditional state change in the money services, so a tick that runs
// twice, or after a crash, changes nothing twice. Ticked every MONEY_TICK_MS (`platform.moneyJobs`).
import { SECOND } from '../lib/clock';
import type { DepositService } from '../services/money/deposit-service';
import type { WithdrawalService } from '../services/money/withdrawal-service';
import { LeasedJob, type JobDeps } from './leased-job';

export const MONEY_LEASE = 'money-jobs';

export interface MoneyJobsReport {
  depositsExpired: number;
  autoReceived: number;
  demoAdvanced: number;
}

/** `demoAutoSeconds`: demo mode's automatic approval and payment delay; 0 is off. */
export function moneyJobs(
  deps: JobDeps,
  deposits: DepositService,
  withdrawals: WithdrawalService,
  demoAutoSeconds: number,
): LeasedJob<MoneyJobsReport> {
  return new LeasedJob(deps, {
    name: MONEY_LEASE,
    report: () => ({ depositsExpired: 0, autoReceived: 0, demoAdvanced: 0 }),
    forEachTenant: async ({ tenant, repos, now }, report) => {
      report.depositsExpired += await deposits.expireDue(repos, now);
      report.autoReceived += await withdrawals.autoReceive(repos, now);
      if (demoAutoSeconds > 0)
        report.demoAdvanced += await withdrawals.demoAdvance(tenant, repos, now, demoAutoSeconds * SECOND);
    },
  });
}
