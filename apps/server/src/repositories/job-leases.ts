// Leases of clocked jobs (migration 0006, `job_leases`), shared by every instance and tenant: the
// holder of a job's lease is the one instance that runs the job's leased work (jobs/leased-job.ts).
// `acquire` takes or extends a lease in one conditional UPDATE: it succeeds only for the holder or
// once the lease expired, so of two instances asking at once exactly one gets it (PostgreSQL's row
// lock makes the second re-read the row the first wrote; SQLite runs writes one at a time).
import type { Executor } from './executor';

export interface JobLease {
  holder: string;
  expiresAt: number;
}

export function jobLeasesRepository(db: Executor) {
  return {
    /** Takes the lease, or extends it for its holder, until `now + ttlMs`; false when another instance holds it. */
    async acquire(name: string, holder: string, now: number, ttlMs: number): Promise<boolean> {
      await db
        .insertInto('job_leases')
        .values({ name, holder: '', expires_at: 0 })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const result = await db
        .updateTable('job_leases')
        .set({ holder, expires_at: now + ttlMs })
        .where('name', '=', name)
        .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<=', now)]))
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    /** Lets the lease go at once (only its holder can). */
    async release(name: string, holder: string): Promise<void> {
      await db
        .updateTable('job_leases')
        .set({ expires_at: 0 })
        .where('name', '=', name)
        .where('holder', '=', holder)
        .execute();
    },
    async get(name: string): Promise<JobLease | undefined> {
      const row = await db.selectFrom('job_leases').selectAll().where('name', '=', name).executeTakeFirst();
      return row && { holder: row.holder, expiresAt: row.expires_at };
    },
  };
}
export type JobLeasesRepository = ReturnType<typeof jobLeasesRepository>;
