// The leased-job base on an in-memory SQLite database (the lease's SQL runs on both engines in the
// platform tests: test/lottery.test.ts, payments, withdrawals): who does the leased work, what a
// tenant's failure and a lost lease do, and stop() waiting for a tick.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { ManualClock, MINUTE } from '../lib/clock';
import { jobLeasesRepository } from '../repositories/index';
import type { Tenant, TenantService } from '../services/platform/tenant-service';
import { LeasedJob, LostLeaseError, type JobDeps, type JobLog, type LeasedJobSpec } from './leased-job';

const tenant = (merchantCode: string) => ({ merchantCode }) as Tenant;
const TENANTS = [tenant('AAA'), tenant('BBB')];

function recordingLog(): JobLog & { lines: { level: string; details: object; message: string }[] } {
  const lines: { level: string; details: object; message: string }[] = [];
  return {
    lines,
    error: (details, message) => lines.push({ level: 'error', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
  };
}

describe('LeasedJob', () => {
  let database: DatabaseHandle;
  let clock: ManualClock;
  let deps: JobDeps;

  beforeEach(async () => {
    database = await openDatabase({ sqliteFile: ':memory:' });
    clock = new ManualClock();
    deps = { db: database.db, clock, tenants: { all: async () => TENANTS } as unknown as TenantService };
  });
  afterEach(() => database.close());

  /** A job that records which tenants each phase ran for. */
  function job(forEachTenant?: LeasedJobSpec<{ everywhere: string[]; leased: string[] }>['forEachTenant']) {
    return new LeasedJob(deps, {
      name: 'test-job',
      report: () => ({ everywhere: [] as string[], leased: [] as string[] }),
      everyInstance: async ({ tenant }, report) => {
        report.everywhere.push(tenant.merchantCode);
      },
      forEachTenant:
        forEachTenant ??
        (async ({ tenant }, report) => {
          report.leased.push(tenant.merchantCode);
        }),
    });
  }

  it('runs the leased work on one instance, the every-instance work on all', async () => {
    const a = job();
    const b = job();
    expect(await jobLeasesRepository(database.db).acquire('test-job', a.instanceId, clock.now(), MINUTE)).toBe(true);
    // A holds the lease (mid-tick, say): B does its every-instance work only.
    expect(await b.tick()).toEqual({ leader: false, everywhere: ['AAA', 'BBB'], leased: [] });
    expect(await a.tick()).toEqual({ leader: true, everywhere: ['AAA', 'BBB'], leased: ['AAA', 'BBB'] });
    // A released it at the end of its tick: B takes it now.
    expect(await b.tick()).toMatchObject({ leader: true, leased: ['AAA', 'BBB'] });
  });

  it("logs a tenant's failure, still runs the other tenants, fails the tick and frees the lease", async () => {
    const ran: string[] = [];
    const failing = job(async ({ tenant }) => {
      ran.push(tenant.merchantCode);
      if (tenant.merchantCode === 'AAA') throw new Error('broken row');
    });
    const log = recordingLog();
    failing.start(60 * MINUTE, log);
    try {
      await expect(failing.tick()).rejects.toThrow('broken row');
    } finally {
      await failing.stop();
    }
    expect(ran).toEqual(['AAA', 'BBB']);
    const failure = { job: 'test-job', merchantCode: 'AAA' };
    expect(log.lines).toEqual([
      { level: 'error', details: expect.objectContaining(failure), message: 'test-job job failed for a tenant' },
    ]);
    expect(await job().tick()).toMatchObject({ leader: true });
  });

  it('stops the pass when the lease is lost, and renews it while held', async () => {
    const ran: string[] = [];
    const other = 'another-instance';
    const losing = job(async ({ tenant, keepLease }) => {
      ran.push(tenant.merchantCode);
      // Renewed while held: the lease outlives its first minute.
      clock.advance(MINUTE - 1);
      await keepLease();
      clock.advance(MINUTE - 1);
      expect(await jobLeasesRepository(database.db).acquire('test-job', other, clock.now(), MINUTE)).toBe(false);
      // Another instance takes it once it expired (this one stalled).
      clock.advance(2 * MINUTE);
      expect(await jobLeasesRepository(database.db).acquire('test-job', other, clock.now(), MINUTE)).toBe(true);
      await keepLease();
    });
    await expect(losing.tick()).rejects.toBeInstanceOf(LostLeaseError);
    expect(ran).toEqual(['AAA']);
    // The other instance still holds it: releasing was only this instance's to do.
    expect((await jobLeasesRepository(database.db).get('test-job'))?.holder).toBe(other);
  });

  it('shares a running tick, and stop() waits for it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let finished = false;
    const slow = job(async () => {
      await held;
      finished = true;
    });
    const first = slow.tick();
    expect(slow.tick()).toBe(first);
    const stopping = slow.stop();
    release();
    await stopping;
    expect(finished).toBe(true);
    expect(slow.active).toBe(false);
  });
});
