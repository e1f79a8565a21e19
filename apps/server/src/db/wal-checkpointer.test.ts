import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startWalCheckpointer } from './wal-checkpointer';

const MEGABYTE = 1024 * 1024;

function openFile(file: string) {
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.exec('CREATE TABLE IF NOT EXISTS blobs (id INTEGER PRIMARY KEY, body BLOB NOT NULL)');
  return database;
}

/** One transaction of `megabytes` MB of new rows. */
function write(database: SQLite.Database, megabytes: number) {
  const insert = database.prepare('INSERT INTO blobs (body) VALUES (randomblob(?))');
  database.transaction(() => {
    for (let i = 0; i < megabytes * 16; i += 1) insert.run(64 * 1024);
  })();
}

const autocheckpoint = (database: SQLite.Database) => database.pragma('wal_autocheckpoint', { simple: true });

describe('the WAL checkpointer', () => {
  let folder: string;
  let file: string;
  let database: SQLite.Database;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'wal-checkpointer-'));
    file = join(folder, 'test.db');
    database = openFile(file);
  });

  afterEach(() => {
    database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("checkpoints from its worker while the connection's own checkpoints are off", async () => {
    const checkpointer = startWalCheckpointer(database, file, undefined, 20);
    await checkpointer.ready;
    expect(autocheckpoint(database)).toBe(0);
    // 40 MB written in 1 MB commits. With no checkpoint at all the log would hold all of it (42 MB
    // when the worker's interval is longer than the test); the worker's checkpoints let the next
    // write start the log again from its beginning (7.5 MB with CI running alongside; half the 42
    // leaves margin for a worker slowed by a busy machine).
    for (let commit = 0; commit < 40; commit += 1) {
      write(database, 1);
      await sleep(40);
    }
    expect(statSync(`${file}-wal`).size).toBeLessThan(20 * MEGABYTE);
    expect(database.prepare('SELECT count(*) FROM blobs').pluck().get()).toBe(40 * 16);
    await checkpointer.stop();
    // Stopped: the connection checkpoints itself again, as SQLite does by default.
    expect(autocheckpoint(database)).toBe(1000);
  });

  it('gives the connection its checkpoints back and tells of a worker that failed', async () => {
    const errors: Error[] = [];
    // The worker opens only a file that exists: this one does not, so it fails at once.
    const checkpointer = startWalCheckpointer(database, join(folder, 'missing.db'), (error) => errors.push(error));
    await expect(checkpointer.ready).rejects.toThrow();
    expect(errors).toHaveLength(1);
    expect(autocheckpoint(database)).toBe(1000);
    await checkpointer.stop();
  });
});
