// Work on the clock (draws, expiries, salary runs): this base decides WHEN, a service decides WHAT.
//
// Every instance ticks, on a timer (`start`, from buildApp) or a test's call (`tick`, with its
// ManualClock). A tick
//   1. runs the job's `everyInstance` work for each tenant, if it has any: work that any instance
//      may do at any time (idempotent), such as making the lottery's next issue;
//   2. takes the job's lease (a `job_leases` row with an expiry, repositories/job-leases.ts): only
//      the holder goes on, the others answer `leader: false` at once;
//   3. runs `forEachTenant` for each tenant in turn. Long work calls `keepLease()` between steps:
//      it renews the lease, and throws LostLeaseError once another instance holds it (the pass
//      stops; that instance resumes it);
//   4. releases the lease.
// A tick still running is not started twice (a second call shares it, report and all), and
// stop() waits for it (app.close calls it before the database closes). An error in one tenant's
// work is logged with the job's name and the tenant, and the other tenants still run; the tick
// then fails with that error (a test sees it; the timer's tick has logged it). The work must be
// idempotent and resumable: a crash leaves the lease to expire (`leaseMs`) and the next holder
// finds what is left to do.
//
// A new job is a spec and a line in platform.ts (plus start/stop in app.ts). An agents' salary run:
//
//   export const SALARY_LEASE = 'agent-salaries';
//
//   export interface SalaryRunReport { paid: number }
//
//   /** Pays each tenant's agents the salaries that fell due (SalaryService decides what is due). */
//   export function salaryRunJob(deps: JobDeps, salaries: SalaryService): LeasedJob<SalaryRunReport> {
//     return new LeasedJob(deps, {
//       name: SALARY_LEASE,
//       report: () => ({ paid: 0 }),
//       forEachTenant: async ({ tenant, repos, now }, report) => {
//         report.paid += await salaries.payDue(tenant, repos, now);
//       },
//     });
//   }
//
// The jobs so far: jobs/lottery-draws.ts and jobs/money-jobs.ts.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { SECOND, type Clock } from '../lib/clock';
import { jobLeasesRepository, tenantRepositories, type TenantRepositories } from '../repositories/index';
import type { Tenant, TenantService } from '../services/platform/tenant-service';

/** What every job needs: the database, the clock and the tenants to walk. */
export interface JobDeps {
  db: Kysely<Database>;
  clock: Clock;
  tenants: TenantService;
}

/** Where a job's failures are written (the app's pino logger). */
export interface JobLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** One tenant's share of a tick. */
export interface TenantRun {
  tenant: Tenant;
  repos: TenantRepositories;
  /** The tick's time, the same for every tenant. */
  now: number;
}

/** One tenant's share of the lease holder's work. */
export interface LeasedTenantRun extends TenantRun {
  /** Renews the lease; throws LostLeaseError when another instance holds it now. */
  keepLease(): Promise<void>;
}

export interface LeasedJobSpec<Report extends object> {
  /** The job's lease (its `job_leases` row) and its name in the logs. */
  name: string;
  /** A new report for a tick; the base adds `leader`. */
  report(): Report;
  /** Per tenant, on every instance, before the lease: idempotent work any instance may do. */
  everyInstance?(run: TenantRun, report: Report): Promise<void>;
  /** Per tenant, on the lease holder only. */
  forEachTenant(run: LeasedTenantRun, report: Report): Promise<void>;
  /** How long the lease holds without renewal (60 s). */
  leaseMs?: number;
}

/** A tick's report: the job's own, and whether this instance held the lease. */
export type JobReport<Report extends object> = Report & { leader: boolean };

/** The lease went to another instance during the work (it resumes what is left). */
export class LostLeaseError extends Error {
  override readonly name = 'LostLeaseError';
}

export class LeasedJob<Report extends object> {
  /** This instance's name as a lease holder. */
  readonly instanceId = randomUUID();
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<JobReport<Report>> | undefined;
  private stopped = false;
  private log: JobLog | undefined;

  constructor(
    private readonly deps: JobDeps,
    private readonly spec: LeasedJobSpec<Report>,
  ) {
    this.leaseMs = spec.leaseMs ?? 60 * SECOND;
  }

  get name(): string {
    return this.spec.name;
  }

  /** Ticks every `intervalMs` until stop(); failures go to `log`. */
  start(intervalMs: number, log: JobLog): void {
    if (this.timer || this.stopped) return;
    this.log = log;
    this.timer = setInterval(() => {
      // Logged where it happened (run); the next tick tries again.
      this.tick().catch(() => undefined);
    }, intervalMs);
    this.timer.unref();
  }

  /** Whether the timer is running. */
  get active(): boolean {
    return this.timer !== undefined;
  }

  /** Stops the timer and waits for a running tick. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One pass; concurrent calls on one instance share the pass in progress. */
  tick(): Promise<JobReport<Report>> {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(): Promise<JobReport<Report>> {
    const { db, clock, tenants } = this.deps;
    const report: JobReport<Report> = { ...this.spec.report(), leader: false };
    const failures: unknown[] = [];
    try {
      const now = clock.now();
      const runs = (await tenants.all()).map((tenant): TenantRun => ({
        tenant,
        repos: tenantRepositories(db, tenant.merchantCode),
        now,
      }));
      const { everyInstance } = this.spec;
      if (everyInstance) for (const run of runs) await this.guarded(run, failures, () => everyInstance(run, report));

      const leases = jobLeasesRepository(db);
      if (!(await leases.acquire(this.name, this.instanceId, now, this.leaseMs))) return report;
      report.leader = true;
      const keepLease = async (): Promise<void> => {
        const kept = await leases.acquire(this.name, this.instanceId, clock.now(), this.leaseMs);
        if (!kept) throw new LostLeaseError(`lost the ${this.name} lease`);
      };
      try {
        for (const run of runs)
          await this.guarded(run, failures, () => this.spec.forEachTenant({ ...run, keepLease }, report));
      } finally {
        await leases.release(this.name, this.instanceId);
      }
    } catch (error) {
      // The tenants or the lease could not be read, or the lease was lost: the whole pass stops.
      if (error instanceof LostLeaseError)
        this.log?.warn({ job: this.name, err: error }, `${this.name}: lease lost, its holder resumes`);
      else this.log?.error({ job: this.name, err: error }, `${this.name} job failed`);
      throw error;
    }
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) {
      throw new AggregateError(
        failures,
        `${this.name}: ${failures.length} tenants failed, the first with: ${messageOf(failures[0])}`,
      );
    }
    return report;
  }

  /** Runs one tenant's work; its failure is logged and kept, and the next tenant runs. A lost lease stops the pass. */
  private async guarded(run: TenantRun, failures: unknown[], work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (error instanceof LostLeaseError) throw error;
      this.log?.error(
        { job: this.name, merchantCode: run.tenant.merchantCode, err: error },
        `${this.name} job failed for a tenant`,
      );
      failures.push(error);
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
