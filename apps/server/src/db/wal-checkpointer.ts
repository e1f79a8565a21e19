// SQLite copies its write-ahead log back into the database file (a checkpoint) once the log passes
// wal_autocheckpoint's 1,000 pages, inside the COMMIT that crossed the mark: the copy and its
// fsyncs ran on the event loop, in whichever request committed then (better-sqlite3 is
// synchronous). A worker thread with a connection of its own checkpoints instead, every
// CHECKPOINT_EVERY_MS, and the server's connection never does: the slot spins' p99 halved and
// they ran about a fifth faster (apps/server/docs/performance-journal.md, "Checkpoints off the
// event loop").
// PASSIVE never waits for, nor blocks, a reader or the writer; the next write after a complete
// checkpoint starts the log again from its beginning, so the file stays at a few intervals'
// writes. Should the worker fail, the server's connection checkpoints itself again.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

export const CHECKPOINT_EVERY_MS = 250;
/** SQLite's default, given back to the server's connection when the worker is gone. */
const AUTOCHECKPOINT_PAGES = 1000;

// CommonJS run by the worker (eval): the bundle has no file of its own for it to load.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
db.pragma('synchronous = NORMAL');
const timer = setInterval(() => db.pragma('wal_checkpoint(PASSIVE)'), workerData.everyMs);
parentPort.postMessage('ready');
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  /** Resolves once the worker has started checkpointing (its connection is open). */
  ready: Promise<void>;
  /** Stops the worker and closes its connection; the server's connection checkpoints again. */
  stop(): Promise<void>;
}

/**
 * Checkpoints `file` (the database `database` has open) from a worker thread and turns the
 * connection's own checkpoints off. `onError` hears of a worker that failed (the connection then
 * checkpoints itself again, as SQLite does by default).
 */
export function startWalCheckpointer(
  database: SQLite.Database,
  file: string,
  onError: (error: Error) => void = () => undefined,
  everyMs = CHECKPOINT_EVERY_MS,
): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { driver, file, everyMs } });
  // The worker never keeps the process alive; stop() is still how a server closes.
  worker.unref();
  database.pragma('wal_autocheckpoint = 0');
  /** The connection checkpoints itself again (the worker failed or stopped). */
  const restore = () => {
    if (database.open) database.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  };
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      restore();
      resolve();
    }),
  );
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    // Before 'exit': whoever awaits ready finds the connection checkpointing again.
    worker.once('error', (error) => {
      restore();
      onError(error);
      reject(error);
    });
  });
  // A failure is told through onError; ready's rejection is for whoever awaits it.
  ready.catch(() => undefined);
  return {
    ready,
    async stop() {
      // Referenced again while it closes: a process with nothing else to do waits for it.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
