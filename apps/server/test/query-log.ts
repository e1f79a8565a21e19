// The queries a platform sends to its database while a test watches: every statement run on the
// app's kysely instance outside a transaction (the reads of anonymous calls run there), with its
// kind, so a test can count them or assert that none was a write.
import { DefaultQueryExecutor, type CompiledQuery } from 'kysely';
import { vi } from 'vitest';
import type { TestPlatform } from './helpers';

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

export interface QueryLog {
  /** The SQL of every query since the log started, in order. */
  readonly statements: string[];
  /** The statements that insert, update, delete or merge (a raw statement is counted as one too). */
  writes(): string[];
  /** The statements that name a table (SQL text match, e.g. `betting_records`). */
  naming(table: string): string[];
  /** The SELECT statements that name a table. */
  reading(table: string): string[];
  /** The same, each with the values it was sent with. */
  readingWithValues(table: string): { sql: string; parameters: readonly unknown[] }[];
  stop(): void;
}

export function watchQueries(platform: TestPlatform): QueryLog {
  const executor = platform.app.platform.db.getExecutor();
  const seen: { sql: string; kind: string; parameters: readonly unknown[] }[] = [];
  const original = executor.executeQuery.bind(executor);
  const spy = vi.spyOn(executor, 'executeQuery').mockImplementation((query: CompiledQuery, ...rest) => {
    seen.push({ sql: query.sql, kind: query.query.kind, parameters: query.parameters });
    return original(query, ...rest);
  });
  return {
    get statements() {
      return seen.map((q) => q.sql);
    },
    writes: () => seen.filter((q) => WRITES.has(q.kind) || q.kind === 'RawNode').map((q) => q.sql),
    naming: (table: string) => seen.filter((q) => q.sql.includes(table)).map((q) => q.sql),
    reading: (table: string) =>
      seen.filter((q) => q.kind === 'SelectQueryNode' && q.sql.includes(table)).map((q) => q.sql),
    readingWithValues: (table: string) =>
      seen
        .filter((q) => q.kind === 'SelectQueryNode' && q.sql.includes(table))
        .map((q) => ({ sql: q.sql, parameters: q.parameters })),
    stop: () => spy.mockRestore(),
  };
}

/**
 * Every statement any kysely instance of this process runs, inside transactions too (a
 * transaction's queries go through an executor of their own, so `watchQueries` misses them):
 * spies on the executors' shared base class. BEGIN and COMMIT are not statements here (the driver
 * runs them). Use it around one call of one platform, nothing else running.
 */
export function watchAllQueries(): QueryLog {
  const base = Object.getPrototypeOf(DefaultQueryExecutor.prototype) as Pick<DefaultQueryExecutor, 'executeQuery'>;
  const seen: { sql: string; kind: string; parameters: readonly unknown[] }[] = [];
  const original = base.executeQuery;
  const spy = vi.spyOn(base, 'executeQuery').mockImplementation(function (
    this: DefaultQueryExecutor,
    query: CompiledQuery,
    ...rest: unknown[]
  ) {
    seen.push({ sql: query.sql, kind: query.query.kind, parameters: query.parameters });
    return (original as (...args: unknown[]) => ReturnType<DefaultQueryExecutor['executeQuery']>).call(
      this,
      query,
      ...rest,
    );
  } as DefaultQueryExecutor['executeQuery']);
  return {
    get statements() {
      return seen.map((q) => q.sql);
    },
    writes: () => seen.filter((q) => WRITES.has(q.kind) || q.kind === 'RawNode').map((q) => q.sql),
    naming: (table: string) => seen.filter((q) => q.sql.includes(table)).map((q) => q.sql),
    reading: (table: string) =>
      seen.filter((q) => q.kind === 'SelectQueryNode' && q.sql.includes(table)).map((q) => q.sql),
    readingWithValues: (table: string) =>
      seen
        .filter((q) => q.kind === 'SelectQueryNode' && q.sql.includes(table))
        .map((q) => ({ sql: q.sql, parameters: q.parameters })),
    stop: () => spy.mockRestore(),
  };
}
