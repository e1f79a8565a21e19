// The production topology in small (tooling/scripts/topology.mjs): HAProxy with the reference
// deploy/haproxy.cfg in front of two real platform processes in production mode, on the suite's
// PostgreSQL (a schema of their own) and Redis. A smaller mix (scripts/topology-mix.ts) runs
// through the balancer while instance a restarts the way a deployment does it — SIGTERM, drain,
// exit, start, ready — and not one request may fail. The full run with SIGKILL and Redis and
// PostgreSQL restarts is `npm run topology:load` (README, Deployment).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAD_LIMITS, LoadMix, ledgerChecks, loadTopologyModule, type Topology } from '../scripts/topology-mix';
import { testDatabaseUrl, testRedisUrl } from './helpers';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('two platform instances behind HAProxy', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let topology: Topology | undefined;

  beforeAll(async () => {
    const { startTopology, SOURCE_SERVER } = await loadTopologyModule();
    topology = await startTopology({
      server: SOURCE_SERVER,
      databaseUrl: testDatabaseUrl(),
      databaseSchema: schema,
      redisUrl: testRedisUrl(),
      // DRAIN_SECONDS stays at its default (5), as deployed.
      env: { ...LOAD_LIMITS, DEMO_SLOT_GAMES: '160', LOG_LEVEL: 'warn' },
    });
  }, 120_000);

  afterAll(async () => {
    await topology?.stop();
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }, 60_000);

  it('drops no request while one instance restarts (drain, exit, start, ready), and the ledger still balances', async () => {
    const t = topology!;
    const mix = new LoadMix(t.url, { workers: 4, credentials: t.credentials });
    await mix.prepare();
    mix.phase = 'before';
    mix.start();
    await sleep(1500);
    mix.phase = 'restart';
    await t.stopInstance('a', 'SIGTERM');
    await t.startInstance('a');
    await t.waitForLb('a', 'UP');
    mix.phase = 'after';
    await sleep(1000);
    await mix.stop();

    const during = mix.samples.filter((s) => s.phase === 'restart');
    expect(during.length).toBeGreaterThan(50);
    expect(new Set(during.map((s) => s.op))).toEqual(
      new Set(['bare /healthz', 'status', 'member info', 'balance', 'game list', 'game search', 'spin', 'login']),
    );
    expect(mix.samples.filter((s) => !s.ok).map((s) => `${s.phase} ${s.op}: ${s.error ?? s.status}`)).toEqual([]);
    expect((await mix.sessionsStillWork()).map((s) => s.status)).toEqual([200, 200]);
    const ledger = await ledgerChecks(testDatabaseUrl(), schema, mix.answeredSpins);
    expect(ledger).toMatchObject({
      unbalancedWallets: 0,
      doubledKeys: 0,
      spinsNotPaidOnce: 0,
      accountsOverSessionLimit: 0,
    });
    // Every request claimed another address (X-Forwarded-For); HAProxy replaced it, and the platform believed only HAProxy.
    expect(ledger.sessionAddresses).toEqual(['127.0.0.1']);
  }, 90_000);
});
