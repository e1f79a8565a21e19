// A database fault: a query failed because the database could not be reached, went away under it,
// or gave the transaction up — not because of the query or the request. Whatever the call was to
// change either rolled back with its transaction or, if only the answer of a COMMIT was lost, is kept
// under the call's request id / round id, which the platform answers a repeat with. So the error
// handler answers such a failure 503 `service_unavailable` with `Retry-After`, never 500, and the
// client sends the same call again with the same id (`@portal/api`'s retry rule).
//
// It is reached only after the platform's own repeats: a plain read is run again on another
// connection (read-retry.ts), a new connection waits out a restart (connect.ts, patientConnect), a
// deadlock or serialisation failure reruns the whole transaction once (repositories/executor.ts).
import { isBrokenConnection } from './read-retry';

/** What a client waits before sending the call again: a PostgreSQL restart takes about half a second. */
export const DATABASE_FAULT_RETRY_AFTER_SECONDS = 1;

const FAULT_CODES = new Set([
  // PostgreSQL: the server is stopping, crashed or starting (also in read-retry's list)
  '57P01',
  '57P02',
  '57P03',
  // too_many_connections: the server refused a new connection for now
  '53300',
  // a deadlock or serialisation failure that came back after the transaction's one rerun: rolled back
  '40001',
  '40P01',
  // the socket under a connection
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

const FAULT_MESSAGES = [
  /^Connection terminated/, // pg: the server closed the connection (also "due to connection timeout")
  /not queryable/, // pg: a client whose connection already failed
  /timeout exceeded when trying to connect/, // pg-pool: no connection within connectionTimeoutMillis
  /Cannot use a pool after calling end on the pool/, // the instance is closing
  /driver has already been destroyed/, // kysely, likewise
];

/** True when `error` is a database fault (see the top of this file), on either engine. */
export function isDatabaseFault(error: unknown): boolean {
  if (isBrokenConnection(error)) return true;
  const e = error as { code?: unknown; message?: unknown } | null | undefined;
  const code = typeof e?.code === 'string' ? e.code : '';
  // PostgreSQL's class 08 is connection_exception; SQLITE_BUSY (and its extended codes) is another
  // connection keeping the write lock past busy_timeout, after the transaction's one rerun.
  if (FAULT_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || code.startsWith('SQLITE_BUSY')) return true;
  const message = typeof e?.message === 'string' ? e.message : '';
  return FAULT_MESSAGES.some((pattern) => pattern.test(message));
}
