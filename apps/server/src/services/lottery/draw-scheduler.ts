// The draw scheduler: a platform job that opens, draws and settles lottery issues on time.
//
// Every instance ticks (on a timer from buildApp, or a test's call). A tick
//   1. makes each game's current issue if nobody has (LotteryService.openCurrentIssues) — safe on
//      every instance;
//   2. takes the `lottery-draws` lease (a row with an expiry, jobLeasesRepository): only the
//      holder draws and settles (LotteryService.drawDue, which says how a bet is paid exactly
//      once); the others return at once. The lease is renewed after every settled batch.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { SECOND, type Clock } from '../../lib/clock';
import { jobLeasesRepository, tenantRepositories, tenantsRepository, type TenantRepositories } from '../../repositories/index';
import type { DrawOptions, DrawReport, LotteryService } from './lottery-service';
import { PeriodicJob } from '../../jobs/periodic-job';

export const DRAW_LEASE = 'lottery-draws';

export interface SchedulerOptions extends DrawOptions {
  /** How long the lease holds without renewal (renewed after every batch). */
  leaseMs?: number;
}

export interface TickReport extends DrawReport {
  /** Whether this instance held the lease this tick. */
  leader: boolean;
}

export class LostLeaseError extends Error {
  override readonly name = 'LostLeaseError';
}

export class DrawScheduler extends PeriodicJob<TickReport> {
  private readonly leaseMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly lottery: LotteryService,
    private readonly options: SchedulerOptions = {},
  ) {
    super();
    this.leaseMs = options.leaseMs ?? 60 * SECOND;
  }

  protected async run(): Promise<TickReport> {
    const report: TickReport = { leader: false, drawn: [], settled: [], betsSettled: 0, winsPaid: 0 };
    const now = this.clock.now();
    const tenants = await tenantsRepository(this.db).all();
    const work: TenantRepositories[] = [];
    for (const tenant of tenants) {
      const repos = tenantRepositories(this.db, tenant.merchant_code);
      await this.lottery.openCurrentIssues(repos, now);
      work.push(repos);
    }

    const leases = jobLeasesRepository(this.db);
    if (!(await leases.acquire(DRAW_LEASE, this.instanceId, now, this.leaseMs))) return report;
    report.leader = true;
    const keepLease = async () => {
      const kept = await leases.acquire(DRAW_LEASE, this.instanceId, this.clock.now(), this.leaseMs);
      if (!kept) throw new LostLeaseError('lost the lottery-draws lease');
    };
    try {
      for (const repos of work) await this.lottery.drawDue(repos, now, report, { ...this.options, keepLease });
    } finally {
      await leases.release(DRAW_LEASE, this.instanceId);
    }
    return report;
  }
}
