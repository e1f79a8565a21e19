// What a repository runs its queries on: the database or an open transaction; and the one place
// a transaction is opened (`repos.transaction` calls `runTransaction`).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type Executor = Kysely<Database>;

/**
 * The database gave up a whole transaction so that others could go on, and rolled it back:
 * PostgreSQL's serialization_failure (40001) and deadlock_detected (40P01); SQLite's SQLITE_BUSY
 * (another connection to the file kept the write lock past busy_timeout, or a read snapshot went
 * stale before the first write).
 */
const RETRYABLE_CODES = new Set(['40001', '40P01', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT']);

export function isRetryableTransactionError(error: unknown): boolean {
  return RETRYABLE_CODES.has((error as { code?: unknown })?.code as string);
}

/**
 * Runs `work` in a new transaction; when the database aborts it as a deadlock or serialisation
 * failure, runs the whole of it once more in a fresh transaction. That is safe because a
 * transaction is all-or-nothing: the aborted one left nothing behind, and `work` is given new
 * repositories on the new transaction (it must not keep state outside the database between runs).
 * Inside an open transaction it runs as part of that one and is never repeated on its own — only
 * the outermost transaction, whole, is ever retried; nothing partly committed is.
 */
export async function runTransaction<T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (!isRetryableTransactionError(error)) throw error;
    return db.transaction().execute(work);
  }
}
