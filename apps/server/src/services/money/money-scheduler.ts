// The money jobs on the clock, one instance at a time (the `money-jobs` lease, as the lottery
// draws): pending deposit orders past their expiry → expired; paid withdrawals unconfirmed after
// their confirmBy → auto_received; in demo mode (DEMO_WITHDRAWAL_AUTO_SECONDS > 0) withdrawals
// approved, then paid, that long after each step. Every step is a conditional state change, so a
// tick that runs twice, or after a crash, changes nothing twice.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { SECOND, type Clock } from '../../lib/clock';
import { jobLeasesRepository, tenantRepositories } from '../../repositories/index';
import { PeriodicJob } from '../../jobs/periodic-job';
import type { TenantService } from '../platform/tenant-service';
import type { WithdrawalService } from './withdrawal-service';

export const MONEY_LEASE = 'money-jobs';

export interface MoneyTickReport {
  leader: boolean;
  depositsExpired: number;
  autoReceived: number;
  demoAdvanced: number;
}

export class MoneyScheduler extends PeriodicJob<MoneyTickReport> {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly tenants: TenantService,
    private readonly withdrawals: WithdrawalService,
    /** Demo mode's automatic approval and payment delay in seconds; 0 is off. */
    private readonly demoAutoSeconds: number,
    private readonly leaseMs = 60 * SECOND,
  ) {
    super();
  }

  protected async run(): Promise<MoneyTickReport> {
    const report: MoneyTickReport = { leader: false, depositsExpired: 0, autoReceived: 0, demoAdvanced: 0 };
    const now = this.clock.now();
    const leases = jobLeasesRepository(this.db);
    if (!(await leases.acquire(MONEY_LEASE, this.instanceId, now, this.leaseMs))) return report;
    report.leader = true;
    try {
      for (const tenant of await this.tenants.all()) {
        const repos = tenantRepositories(this.db, tenant.merchantCode);
        report.depositsExpired += await repos.deposits.expireDue(now);
        report.autoReceived += await this.withdrawals.autoReceive(repos, now);
        if (this.demoAutoSeconds > 0) report.demoAdvanced += await this.withdrawals.demoAdvance(tenant, repos, now, this.demoAutoSeconds * SECOND);
      }
    } finally {
      await leases.release(MONEY_LEASE, this.instanceId);
    }
    return report;
  }
}
