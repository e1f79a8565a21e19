// Liveness, readiness and draining (plugins/app/health.ts), and instances starting at once on one
// fresh PostgreSQL schema (the migration lock and the seed lock in db/connect.ts).
import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { withSeedLock } from '../src/db/connect';
import { ENGINES, startPlatform, testDatabaseUrl, type TestPlatform } from './helpers';

describe.each(ENGINES)('health endpoints (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    // A global limit of 3 a minute: the probes must not count against it.
    platform = await startPlatform({
      engine,
      config: { rateLimits: { global: 3, login: 3, sms: 3, register: 3, boards: 3 } },
    });
  });
  afterAll(() => platform?.close());

  it('lets another of the brand’s domains read liveness (the portal’s speed test, a no-cors request)', async () => {
    const live = await platform.app.inject({ method: 'GET', url: '/healthz', headers: { host: '127.0.0.1' } });
    expect(live.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const ready = await platform.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('answers liveness and readiness outside the rate limit, never cached', async () => {
    for (let i = 0; i < 6; i++) {
      const live = await platform.app.inject({ method: 'GET', url: '/healthz' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'live' });
      expect(live.headers['cache-control']).toBe('no-store');
      const ready = await platform.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      expect(ready.headers['cache-control']).toBe('no-store');
    }
  });

  it('stops being ready while draining, and keeps serving requests', async () => {
    platform.app.health.startDraining();
    const ready = await platform.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining' });
    expect((await platform.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await platform.client().call('getCountries', {})).status).toBe(200);
  });
});

/** A TCP relay to PostgreSQL that the test can cut (the database "goes away") and restore. */
async function relayTo(
  target: URL,
): Promise<{ port: number; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      if (server?.listening) return resolve();
      server = createServer((client) => {
        const upstream = createConnection(Number(target.port), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (server) server.close(() => resolve());
      else resolve();
    });
  await listen();
  return { port, cut: stop, restore: listen, close: stop };
}

describe('readiness when PostgreSQL goes away and comes back', () => {
  let platform: TestPlatform;
  let relay: Awaited<ReturnType<typeof relayTo>>;
  beforeAll(async () => {
    const url = new URL(testDatabaseUrl());
    relay = await relayTo(url);
    const viaRelay = new URL(url);
    viaRelay.port = String(relay.port);
    platform = await startPlatform({ engine: 'postgres', config: { databaseUrl: viaRelay.toString() } });
  });
  afterAll(async () => {
    await relay?.restore();
    await platform?.close();
    await relay?.close();
  });

  it('answers 503 while the database is unreachable (the process survives the broken connections) and 200 once it is back', async () => {
    expect((await platform.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await relay.cut();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const down = await platform.app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'database unavailable' });
    expect((await platform.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await relay.restore();
    expect((await platform.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await platform.client().call('getCountries', {})).status).toBe(200);
  });

  it('lets a request that needs a new connection wait while the database restarts, instead of failing it', async () => {
    await relay.cut();
    // The pool notices its broken connections (PostgreSQL itself tells idle sessions it is shutting down).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const pending = platform.app.inject({ method: 'GET', url: '/readyz' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await relay.restore();
    expect((await pending).statusCode).toBe(200);
  });

  const slowRead = (db: TestPlatform['app']['platform']['db']) =>
    db.selectNoFrom([sql`pg_sleep(0.4)`.as('slept'), sql<number>`1`.as('n')]).executeTakeFirstOrThrow();
  const cutDuring = async <T>(work: Promise<T>): Promise<T> => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await relay.cut();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await relay.restore();
    return work;
  };

  it('runs a plain read again on a fresh connection when its connection is cut mid-query', async () => {
    const { n } = await cutDuring(slowRead(platform.app.platform.db));
    expect(Number(n)).toBe(1);
  });

  it('runs a plain read again when the pool still holds idle connections the cut broke', async () => {
    // Several connections open and idle: the cut breaks them all, and the pool may hand one out for
    // the repeat before it has heard of its break.
    const db = platform.app.platform.db;
    await Promise.all(Array.from({ length: 6 }, () => db.selectNoFrom(sql`pg_sleep(0.05)`.as('slept')).execute()));
    const { n } = await cutDuring(slowRead(db));
    expect(Number(n)).toBe(1);
  });

  it('never repeats a query inside a transaction', async () => {
    // The failure is caught at once (it comes while cutDuring still waits to restore the relay).
    const outcome = platform.app.platform.db
      .transaction()
      .execute((trx) => slowRead(trx))
      .then(
        () => 'committed',
        (error: unknown) => error,
      );
    expect(await cutDuring(outcome)).toBeInstanceOf(Error);
    expect((await platform.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('two instances starting at once on one fresh PostgreSQL schema', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let a: TestPlatform | undefined;
  let b: TestPlatform | undefined;
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('both start; the demo accounts, their seed credits and the catalogue are there once', async () => {
    const [first, second] = await Promise.all(
      [0, 1].map(() => startPlatform({ engine: 'postgres', config: { databaseSchema: schema } })),
    );
    [a, b] = [first!, second!];
    const db = a.app.platform.db;
    const tenants = await db.selectFrom('tenants').select('merchant_code').execute();
    const members = await db
      .selectFrom('accounts')
      .where('username', '=', 'member01')
      .select('merchant_code')
      .execute();
    expect(members).toHaveLength(tenants.length);
    const seedCredits = await db
      .selectFrom('ledger')
      .where('kind', '=', 'demo_seed')
      .select(['account_id', sql<number>`count(*)`.as('n')])
      .groupBy('account_id')
      .execute();
    expect(seedCredits.length).toBeGreaterThan(0);
    expect(seedCredits.every((row) => Number(row.n) === 1)).toBe(true);
    const games = await db
      .selectFrom('games')
      .select(['merchant_code', sql<number>`count(*)`.as('n')])
      .groupBy('merchant_code')
      .execute();
    const doubled = await db
      .selectFrom('games')
      .select(['merchant_code', 'node_id', sql<number>`count(*)`.as('n')])
      .groupBy(['merchant_code', 'node_id'])
      .having(sql`count(*)`, '>', 1)
      .execute();
    expect(games).toHaveLength(tenants.length);
    expect(doubled).toEqual([]);
  });

  it('the seed lock lets one seed run at a time', async () => {
    const handle = { db: a!.app.platform.db, dialect: 'postgres' as const, close: async () => undefined };
    const events: string[] = [];
    const seed = (name: string) =>
      withSeedLock(handle, schema, async () => {
        events.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 150));
        events.push(`${name} ends`);
      });
    await Promise.all([seed('first'), seed('second')]);
    // Whichever takes the lock first runs to its end before the other starts.
    const [one, two] = [events[0]!.split(' ')[0], events[2]!.split(' ')[0]];
    expect(events).toEqual([`${one} starts`, `${one} ends`, `${two} starts`, `${two} ends`]);
    expect(new Set([one, two])).toEqual(new Set(['first', 'second']));
  });
});
