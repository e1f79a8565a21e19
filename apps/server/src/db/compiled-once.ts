// Queries on the hot path built and compiled once, not per call. kysely builds a query as a tree of
// frozen nodes and compiles the tree to SQL text on every call: for a one-table read by key that is
// more of the call's time than better-sqlite3 spends running the statement (issue 27's profile of
// the balance call: a third of the server's time in building and compiling its five statements).
// The text does not depend on the values, which travel as parameters, so a query is built once with
// placeholders where its arguments go, compiled once per database (the dialect decides the text),
// and each call sends the kept text with the call's values in the placeholders' places.
//
// The build function must use its arguments only as values of the query (`where('id', '=', id)`,
// `values({ … })`, `set({ … })`): it runs once, with placeholders, so any JS decision on an argument
// (`if (id)`, `id + 1`, a spread of a list) would be taken once for every call. A placeholder that
// does not reach the compiled parameters is refused at the first call.
import {
  sql,
  SqliteAdapter,
  type Compilable,
  type CompiledQuery,
  type Kysely,
  type QueryResult,
  type RawBuilder,
} from 'kysely';
import type { Database } from './schema';

type Executor = Kysely<Database>;

/**
 * The texts compiled here, with a name each: PostgreSQL connections run them as named prepared
 * statements (db/connect.ts, preparedByName), parsed and planned once per connection instead of
 * on every call. Only texts of this module: a few dozen, all with parameters, never DDL.
 */
const statementNames = new Map<string, string>();

/** The prepared statement's name of a text compiled once, or undefined for any other text. */
export function preparedStatementName(text: string): string | undefined {
  return statementNames.get(text);
}

/** Stands where an argument goes; never reaches the database. */
class Placeholder {
  constructor(readonly index: number) {}
}

interface Compiled {
  query: CompiledQuery<unknown>;
  /** For each compiled parameter: the argument's index, or -1 for a constant of the query. */
  sources: number[];
}

export interface CompiledOnce<Args extends readonly unknown[], Row> {
  /** Every row of the query run with these arguments. */
  rows(db: Executor, ...args: Args): Promise<Row[]>;
  /** The first row, or undefined. */
  first(db: Executor, ...args: Args): Promise<Row | undefined>;
  /** The driver's whole answer (numAffectedRows of an update or delete). */
  run(db: Executor, ...args: Args): Promise<QueryResult<Row>>;
}

export function compiledOnce<Args extends readonly unknown[], Row>(
  build: (db: Executor, ...args: Args) => Compilable<Row>,
  /** How many arguments follow `db` (the build function's own count unless it takes a rest list). */
  arity = build.length - 1,
): CompiledOnce<Args, Row> {
  // Keyed by the database's adapter: one per kysely instance, shared by its transactions.
  const byDatabase = new WeakMap<object, Compiled>();

  function compile(db: Executor): Compiled {
    const placeholders = Array.from({ length: arity }, (_, i) => new Placeholder(i));
    const query = build(db, ...(placeholders as unknown as Args)).compile() as CompiledQuery<unknown>;
    const sources = query.parameters.map((p) => (p instanceof Placeholder ? p.index : -1));
    for (let i = 0; i < arity; i++) {
      if (!sources.includes(i)) throw new Error(`compiledOnce: argument ${i + 1} is not a value of the query`);
    }
    if (!statementNames.has(query.sql)) statementNames.set(query.sql, `compiled_once_${statementNames.size + 1}`);
    return { query, sources };
  }

  function bound(db: Executor, args: Args): CompiledQuery<Row> {
    const adapter = db.getExecutor().adapter;
    let compiled = byDatabase.get(adapter);
    if (!compiled) {
      compiled = compile(db);
      byDatabase.set(adapter, compiled);
    }
    const { query, sources } = compiled;
    const parameters = sources.map((source, i) => (source < 0 ? query.parameters[i] : args[source]));
    return { ...query, parameters } as CompiledQuery<Row>;
  }

  return {
    async rows(db, ...args) {
      return (await db.executeQuery(bound(db, args))).rows;
    },
    async first(db, ...args) {
      return (await db.executeQuery(bound(db, args))).rows[0];
    },
    run(db, ...args) {
      return db.executeQuery(bound(db, args));
    },
  };
}

/** The most keys one statement of a list read carries; a longer list is read in several. */
export const MAX_LIST_KEYS = 64;
/**
 * The list sizes a list read is compiled for: a list is padded to the next size by repeating its
 * last key (a key twice in an `in` list changes nothing), so a read has at most seven texts.
 */
const LIST_SIZES = [1, 2, 4, 8, 16, 32, MAX_LIST_KEYS] as const;

export interface CompiledOnceForLists<Args extends readonly unknown[], Key, Row> {
  /** Every row of the query run with these arguments and keys (none when no key is given). */
  rows(db: Executor, args: Args, keys: readonly Key[]): Promise<Row[]>;
}

/**
 * A query of a list of keys (`where('id', 'in', keys)`), compiled once per list size: the reads
 * that concurrent calls share (db/coalesced-read.ts). `args` are the query's other values (the
 * merchant code first), `argCount` of them; `build` may use `keys` only as a list of values.
 */
export function compiledOnceForLists<Args extends readonly unknown[], Key, Row>(
  argCount: Args['length'],
  build: (db: Executor, args: Args, keys: Key[]) => Compilable<Row>,
): CompiledOnceForLists<Args, Key, Row> {
  const tuples = compiledOnceForTuples<Args, [Key], Row>(argCount, 1, (db, args, keys) =>
    build(
      db,
      args,
      keys.map(([key]) => key),
    ),
  );
  return {
    rows: (db, args, keys) =>
      tuples.rows(
        db,
        args,
        keys.map((key) => [key]),
      ),
  };
}

/**
 * A query of a list of keys of several values each (an account and the moment its call asked),
 * compiled once per list size like `compiledOnceForLists` (a short list padded by repeating its
 * last key, whole). Each key is a tuple of `width` values; `build` may use a key's values only as
 * values of the query, and any of them more than once (`in (…)` of the first values, a derived
 * table of the pairs).
 */
export function compiledOnceForTuples<Args extends readonly unknown[], Key extends readonly unknown[], Row>(
  argCount: Args['length'],
  width: Key['length'],
  build: (db: Executor, args: Args, keys: Key[]) => Compilable<Row>,
): CompiledOnceForLists<Args, Key, Row> {
  const bySize = new Map<number, CompiledOnce<unknown[], Row>>();
  function ofSize(size: number): CompiledOnce<unknown[], Row> {
    let compiled = bySize.get(size);
    if (!compiled) {
      compiled = compiledOnce<unknown[], Row>(
        (db, ...values) => {
          const keys: Key[] = [];
          for (let i = 0; i < size; i++) {
            const start = argCount + i * width;
            keys.push(values.slice(start, start + width) as unknown as Key);
          }
          return build(db, values.slice(0, argCount) as unknown as Args, keys);
        },
        argCount + size * width,
      );
      bySize.set(size, compiled);
    }
    return compiled;
  }
  return {
    async rows(db, args, keys) {
      const rows: Row[] = [];
      for (let start = 0; start < keys.length; start += MAX_LIST_KEYS) {
        const part = keys.slice(start, start + MAX_LIST_KEYS);
        const size = LIST_SIZES.find((s) => s >= part.length)!;
        const padded = [...part, ...Array<Key>(size - part.length).fill(part[part.length - 1]!)];
        rows.push(...(await ofSize(size).rows(db, ...args, ...padded.flat())));
      }
      return rows;
    },
  };
}

/** The database is SQLite (no `FOR UPDATE`: one transaction writes at a time). */
export function isSqlite(db: Executor): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * A column that SQLite must not pick an index by (its unary `+`; PostgreSQL plans by statistics and
 * gets the column as it is). Without statistics SQLite prefers an index on the merchant code
 * (a tenant's whole range) to the primary keys of a list (`sessions.id in (…)`), and a list read
 * then scans the tenant's rows.
 */
export function notAnIndexOn(db: Executor, column: string): RawBuilder<string> {
  return isSqlite(db) ? sql<string>`+${sql.ref(column)}` : sql<string>`${sql.ref(column)}`;
}
