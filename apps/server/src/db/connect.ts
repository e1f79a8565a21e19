// Opens the database: PostgreSQL when a URL is given, otherwise an SQLite file (WAL mode), then
// runs the migrations. Returns the kysely instance and which engine it talks to.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { DialectKind } from './dialect';
import { migrationProvider } from './migrations/index';
import { preparedStatementName } from './compiled-once';
import { ReadRetryingPostgresDialect } from './read-retry';
import { cacheStatements } from './statement-cache';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer';
import type { Database } from './schema';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection URL; SQLite when absent. */
  url?: string | undefined;
  /** PostgreSQL schema (created when missing). */
  schema?: string | undefined;
  /** SQLite file (or ':memory:'). */
  sqliteFile: string;
  /** Told when an idle PostgreSQL connection breaks (a database restart); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
  /** Told when SQLite's checkpointing worker fails (the connection then checkpoints itself). */
  onCheckpointerError?: (error: Error) => void;
}

// PostgreSQL answers bigint (int8: ids, epoch-ms times, minor units, count(*)) and numeric (what
// sum() and avg() of them give) as strings; pg itself reads int2, int4 and float as numbers. Ours
// are well inside Number's safe range, so they are read as numbers here, once: rows and aggregates
// reach the code as numbers on both engines (SQLite's integers already are), with no cast at use.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** PostgreSQL connections per instance. */
const POOL_SIZE = 10;

const SCHEMA_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The data folder is the owner's alone (0700): the database and its WAL and shared-memory files
 * hold hashed passwords, tokens' hashes and codes. The file itself is made 0600 too.
 */
function lockDown(file: string): void {
  const folder = dirname(file);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  let db: Kysely<Database>;
  let dialect: DialectKind;
  let checkpointer: WalCheckpointer | undefined;
  if (options.url) {
    dialect = 'postgres';
    if (options.schema !== undefined && !SCHEMA_PATTERN.test(options.schema))
      throw new Error(`Invalid database schema name "${options.schema}"`);
    if (options.schema) {
      // Create the schema first, on a connection of its own.
      const admin = new pg.Client({ connectionString: options.url });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
      } catch (error) {
        // Two instances starting at once: IF NOT EXISTS can still lose the race on the catalogue.
        if (!isUniqueViolation(error) && (error as { code?: string }).code !== '42P06') throw error;
      } finally {
        await admin.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: options.url,
      max: POOL_SIZE,
      // A request waits at most this long for a connection (the database down or the pool busy)
      // instead of hanging: it fails, readiness turns 503, the balancer sends elsewhere.
      connectionTimeoutMillis: 5000,
      types: pgTypes,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // A connection the server closes (a restart of PostgreSQL) emits 'error': on the pool when the
    // client is idle (pg drops it; the next query opens a new one), on the client itself when it is
    // checked out (its query fails with the same error, and the pool drops it on release). Without
    // listeners either event would crash the process.
    pool.on('error', (error) => options.onConnectionError?.(error));
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      preparedByName(client);
    });
    patientConnect(pool);
    db = new Kysely<Database>({ dialect: new ReadRetryingPostgresDialect({ pool }, POOL_SIZE) });
  } else {
    dialect = 'sqlite';
    const onDisk = options.sqliteFile !== ':memory:';
    if (onDisk) lockDown(options.sqliteFile);
    const database = new SQLite(options.sqliteFile);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('busy_timeout = 5000');
    database.pragma('foreign_keys = ON');
    if (onDisk) checkpointer = startWalCheckpointer(database, options.sqliteFile, options.onCheckpointerError);
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cacheStatements(database) }) });
  }

  // Two instances migrating at once are safe: kysely's Migrator holds a PostgreSQL advisory lock
  // while it migrates (SQLite's write lock does the same for one file).
  // Name the schema of kysely's own tables: otherwise its existence check can see another
  // schema's tables (tests run one schema per suite in one database).
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialect),
    ...(dialect === 'postgres' && options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  const close = async () => {
    await checkpointer?.stop();
    await db.destroy();
  };
  if (error || failed) {
    await close();
    throw new Error(
      `Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { db, dialect, close };
}

/**
 * The hot path's statements (db/compiled-once.ts) run as named prepared statements on each
 * connection: pg parses and plans a named text once per connection and then only binds the values
 * (kysely's driver sends every query unnamed, parsed and planned anew). The name stands for the
 * exact text, so a connection never meets one name with two texts.
 */
function preparedByName(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const name = typeof text === 'string' && args.length === 2 ? preparedStatementName(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  }) as typeof client.query;
}

/** How long a new connection is tried again while PostgreSQL refuses it (a restart takes about half a second). */
export const CONNECT_PATIENCE_MS = 5000;
const CONNECT_RETRY_MS = 100;

/**
 * Connection errors that mean "not now" rather than "never": the server is down, restarting or
 * shutting down. Nothing was sent yet, so trying again is safe for every request.
 */
function isTransientConnectError(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === 'ECONNREFUSED' ||
    e?.code === 'ECONNRESET' ||
    e?.code === '57P03' ||
    e?.code === '57P01' ||
    /^Connection terminated/.test(e?.message ?? '')
  );
}

/**
 * A request that needs a new connection while PostgreSQL restarts waits for it (up to
 * CONNECT_PATIENCE_MS) instead of failing at once: only the queries in flight when the server went
 * away fail. Queries are never repeated — one may have run before its connection was cut.
 */
function patientConnect(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient>;
  const patient = async (callback?: unknown): Promise<pg.PoolClient> => {
    // pg's own callback form (pool.query uses it) stays as it was.
    if (callback) return connect(callback);
    const deadline = Date.now() + CONNECT_PATIENCE_MS;
    for (;;) {
      try {
        return await connect();
      } catch (error) {
        if (!isTransientConnectError(error) || Date.now() + CONNECT_RETRY_MS > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, CONNECT_RETRY_MS));
      }
    }
  };
  pool.connect = patient as typeof pool.connect;
}

/**
 * Runs `work` (the first-start seed) while holding a PostgreSQL advisory lock of this schema, on a
 * connection of its own: instances starting at once seed one after the other, and the later ones
 * find every row there and add nothing. SQLite runs it as is.
 */
export async function withSeedLock<T>(
  handle: DatabaseHandle,
  schema: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.dialect !== 'postgres') return work();
  const key = `portal-seed:${schema ?? 'public'}`;
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${key}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(connection);
    }
  });
}

/** True when an error is a unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export { sql };
