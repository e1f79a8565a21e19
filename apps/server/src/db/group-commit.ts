// Group commit (issue 27: the slot spin): works that arrive while a grouped transaction is running
// wait and run together in the next one, each in its own savepoint, with ONE commit for the group.
// A spin's time on SQLite went mostly to its COMMIT (the WAL write); on PostgreSQL each commit is a
// round trip and a WAL flush. Each caller is answered only after its group's commit:
//   - a work that throws (a refusal: insufficient balance, a limit, a bad request) is rolled back to
//     its savepoint alone and its caller gets its error; the others go on;
//   - a failure of the transaction itself (its BEGIN or COMMIT, a lost connection) reaches every
//     caller of the group, and nothing of the group is committed;
//   - a deadlock or serialisation failure inside any work aborts the whole group, which
//     `runTransaction` runs once more, whole (each work must keep no state outside the database);
//   - works of one group run one after the other in their arrival order, so a member's second spin
//     sees the first one's balance.
// A group of one runs without a savepoint (its transaction is its savepoint): a lone spin costs
// what it cost before.
// Grouped on SQLite only, where one connection writes at a time anyway. On PostgreSQL (the throwaway
// bench server commits without fsync) a group's works one after the other on one connection measured
// slower than the pool's ten transactions side by side (341 and 235 spins/s against ~680): there a
// group pays only with set-based writes (one UPDATE … FROM (VALUES …) for the group's wallets, one
// multi-row INSERT), not written yet; so each work is a group of one, run at once on the pool.
import { CompiledQuery, SqliteAdapter } from 'kysely';
import { isRetryableTransactionError, runTransaction, type Executor } from '../repositories/executor';

/** At most this many works in one transaction (its locks are held until the group commits). */
export const GROUP_LIMIT = 64;

interface Waiting {
  work: (trx: Executor) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export class GroupCommit {
  private waiting: Waiting[] = [];
  private running = false;
  /** Groups run so far (committed or not): how well works were grouped. */
  groups = 0;

  /** `grouped: false`: each work in a transaction of its own, at once (groups of one). */
  constructor(
    private readonly db: Executor,
    private readonly grouped = true,
  ) {}

  /** Runs `work` in the next group's transaction; resolves after that transaction commits. */
  run<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
    if (!this.grouped) {
      this.groups++;
      return runTransaction(this.db, work);
    }
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.running) return;
      // The group starts after this turn of the event loop: the requests in flight now (on SQLite
      // their reads run without waiting for I/O) queue their works first and join it.
      this.running = true;
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        // The group is taken when its transaction has begun (on SQLite BEGIN waits for the one
        // connection behind other requests' reads): every work queued until then joins it. A rerun
        // after a deadlock runs the same group.
        let group: Waiting[] | undefined;
        let outcomes: Outcome[];
        try {
          this.groups++;
          outcomes = await runTransaction(this.db, (trx) => {
            group ??= this.waiting.splice(0, GROUP_LIMIT);
            return runGroup(trx, group);
          });
        } catch (error) {
          group ??= this.waiting.splice(0, GROUP_LIMIT);
          for (const waiting of group) waiting.reject(error);
          continue;
        }

        group!.forEach((waiting, i) => {
          const outcome = outcomes[i]!;
          if (outcome.ok) waiting.resolve(outcome.value);
          else waiting.reject(outcome.error);
        });
      }
    } finally {
      this.running = false;
    }
  }
}

// Each work's savepoint, as kept texts (not built per work: a group runs two or three per spin).
const SAVEPOINT = CompiledQuery.raw('savepoint group_commit_work');
const RELEASE = CompiledQuery.raw('release savepoint group_commit_work');
const ROLLBACK_TO = CompiledQuery.raw('rollback to savepoint group_commit_work');

async function runGroup(trx: Executor, group: readonly Waiting[]): Promise<Outcome[]> {
  if (group.length === 1) return [{ ok: true, value: await group[0]!.work(trx) }];
  const outcomes: Outcome[] = [];
  for (const { work } of group) {
    await trx.executeQuery(SAVEPOINT);
    try {
      const value = await work(trx);
      await trx.executeQuery(RELEASE);
      outcomes.push({ ok: true, value });
    } catch (error) {
      if (isRetryableTransactionError(error)) throw error;
      await trx.executeQuery(ROLLBACK_TO);
      await trx.executeQuery(RELEASE);
      outcomes.push({ ok: false, error });
    }
  }
  return outcomes;
}

const groups = new WeakMap<Executor, GroupCommit>();

/** The one group-commit queue of a database (its kysely instance): grouped on SQLite (see above). */
export function groupCommitOf(db: Executor): GroupCommit {
  let group = groups.get(db);
  if (!group) {
    group = new GroupCommit(db, db.getExecutor().adapter instanceof SqliteAdapter);
    groups.set(db, group);
  }
  return group;
}
