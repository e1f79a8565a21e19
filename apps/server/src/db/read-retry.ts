// PostgreSQL restarts (a failover, a minor-version upgrade) cut every connection, and the queries
// running on them fail. A plain read outside a transaction is run again on another connection
// (which the pool waits for: db/connect.ts, patientConnect), so a member reading a page during a
// restart gets the page, not a 500. Nothing else is repeated: a write, or any query inside a
// transaction, may have taken effect before its connection broke.
import {
  PostgresDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type PostgresDialectConfig,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

const BROKEN_CONNECTION_CODES = new Set([
  '57P01', // admin_shutdown: the server is stopping (pg_ctl stop / restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  'ECONNRESET',
  'ECONNREFUSED',
]);

/** True when a query failed because its connection broke, not because of the query. */
export function isBrokenConnection(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return BROKEN_CONNECTION_CODES.has(e?.code ?? '') || /^Connection terminated|not queryable/.test(e?.message ?? '');
}

/** A SELECT without a WITH clause (a WITH could hold a write): running it twice changes nothing. */
export function isPlainRead(query: CompiledQuery): boolean {
  const node = query.query as { kind: string; with?: unknown };
  return node.kind === 'SelectQueryNode' && !node.with;
}

class ReadRetryingConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly driver: Driver,
    private readonly poolSize: number,
  ) {}

  async executeQuery<R>(
    query: CompiledQuery,
    options?: Parameters<DatabaseConnection['executeQuery']>[1],
  ): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(query, options);
    } catch (error) {
      if (this.inTransaction || !isPlainRead(query) || !isBrokenConnection(error)) throw error;
      return this.repeatRead<R>(query, options, error);
    }
  }

  // Right after the cut the pool can still hold idle connections that broke with this one but
  // whose break it has not heard of yet (their sockets' close events are still queued). Each such
  // connection fails the read at once and is dropped on release; after at most all of them (the
  // pool's size) the pool opens a new connection.
  private async repeatRead<R>(
    query: CompiledQuery,
    options: Parameters<DatabaseConnection['executeQuery']>[1],
    error: unknown,
  ): Promise<QueryResult<R>> {
    let lastError = error;
    for (let attempt = 0; attempt < this.poolSize; attempt++) {
      const other = await this.driver.acquireConnection();
      try {
        return await other.executeQuery<R>(query, options);
      } catch (failure) {
        if (!isBrokenConnection(failure)) throw failure;
        lastError = failure;
      } finally {
        await this.driver.releaseConnection(other);
      }
    }
    throw lastError;
  }

  streamQuery<R>(
    query: CompiledQuery,
    chunkSize: number,
    options?: Parameters<DatabaseConnection['streamQuery']>[2],
  ): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize, options);
  }
}

/** The PostgreSQL driver, with connections that repeat a plain read when their connection broke. */
class ReadRetryingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly poolSize: number,
  ) {}

  init(...args: Parameters<Driver['init']>) {
    return this.inner.init(...args);
  }

  async acquireConnection(...args: Parameters<Driver['acquireConnection']>): Promise<DatabaseConnection> {
    return new ReadRetryingConnection(await this.inner.acquireConnection(...args), this.inner, this.poolSize);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const c = connection as ReadRetryingConnection;
    c.inTransaction = true;
    await this.inner.beginTransaction(c.inner, settings);
  }

  async commitTransaction(connection: DatabaseConnection) {
    const c = connection as ReadRetryingConnection;
    try {
      await this.inner.commitTransaction(c.inner);
    } finally {
      c.inTransaction = false;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const c = connection as ReadRetryingConnection;
    try {
      await this.inner.rollbackTransaction(c.inner);
    } finally {
      c.inTransaction = false;
    }
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint?.((connection as ReadRetryingConnection).inner, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.rollbackToSavepoint?.((connection as ReadRetryingConnection).inner, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.releaseSavepoint?.((connection as ReadRetryingConnection).inner, name, compile);
  }

  releaseConnection(
    connection: DatabaseConnection,
    ...args: Parameters<Driver['releaseConnection']> extends [unknown, ...infer Rest] ? Rest : never
  ) {
    return this.inner.releaseConnection((connection as ReadRetryingConnection).inner, ...args);
  }

  destroy(...args: Parameters<Driver['destroy']>) {
    return this.inner.destroy(...args);
  }
}

export class ReadRetryingPostgresDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    /** The pool's most connections: how many a read may meet broken before a new one is opened. */
    private readonly poolSize: number,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new ReadRetryingDriver(super.createDriver(), this.poolSize);
  }
}
