// better-sqlite3 compiles a statement on every `prepare`, and kysely's SQLite driver prepares each
// query it runs: SQLite parses and plans the same text again on every call (a tenth of a cached
// read's time, and more of a spin's handful of statements). The texts are few (kysely compiles a
// query to the same text whatever its values, which travel as parameters), so the compiled
// statements are kept by text. The driver runs one query at a time on its one connection; the only
// call that could hold a statement across another is a streamed query (`iterate`), and a kept
// statement that is still busy is not handed out again: such a call gets a fresh one.
import type SQLite from 'better-sqlite3';

/** Statement texts kept (the least recently used go first): the platform has a few hundred. */
export const STATEMENT_CACHE_SIZE = 1_000;

export function cacheStatements(database: SQLite.Database, size = STATEMENT_CACHE_SIZE): SQLite.Database {
  const prepare = database.prepare.bind(database);
  const kept = new Map<string, SQLite.Statement>();
  database.prepare = ((source: string) => {
    const hit = kept.get(source);
    if (hit && !hit.busy) {
      // Most recently used last.
      kept.delete(source);
      kept.set(source, hit);
      return hit;
    }
    const statement = prepare(source);
    if (!hit) {
      kept.set(source, statement);
      if (kept.size > size) kept.delete(kept.keys().next().value!);
    }
    return statement;
  }) as SQLite.Database['prepare'];
  return database;
}
