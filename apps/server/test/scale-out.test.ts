// Two instances behind a load balancer share PostgreSQL and Redis: a session, a captcha and a
// rate limit started on one hold on the other. (On SQLite two instances on one file share
// sessions too; rate limits are then per instance.)
import { randomUUID } from 'node:crypto';
import { HEADERS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND } from '../src/lib/clock';
import { tenantRepositories } from '../src/repositories/index';
import { AURORA, startPlatform, twoInstancesPerSuite, type TestPlatform } from './helpers';

describe('two instances sharing PostgreSQL and Redis', () => {
  let a: TestPlatform;
  let b: TestPlatform;
  beforeAll(async () => {
    const limits = { rateLimits: { global: 100_000, login: 5, sms: 100_000, register: 100_000, boards: 100_000 } };
    a = await startPlatform({ engine: 'postgres', redis: true, config: limits });
    b = await startPlatform({ engine: 'postgres', redis: true, config: limits, shareWith: a, clock: a.clock });
    // Fresh counters: another run may have left keys in the shared Redis.
    const { Redis } = await import('ioredis');
    const redis = new Redis(a.config.redisUrl!);
    const keys = await redis.keys('portal-rl:*');
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('accepts a token from one instance on the other, and a logout on one ends it on both', async () => {
    const token = await a.client().login('member01');
    expect((await b.client().call('getMemberInfo', {}, { token })).status).toBe(200);
    expect((await b.client().call('logout', {}, { token })).status).toBe(200);
    expect((await a.client().call('getMemberInfo', {}, { token })).status).toBe(401);
  });

  it('checks a captcha made on one instance on the other', async () => {
    const onA = a.client();
    for (const pw of ['x1', 'x2', 'x3'])
      await onA.call('login', { username: 'scaleuser', password: pw, type: 'username', loginDeviceId: 'd' });
    const answer = await onA.captcha();
    // The same browser (cookie) reaches instance B.
    const onB = b.client();
    onA.shareCookiesWith(onB);
    const result = await onB.call('login', {
      username: 'scaleuser',
      password: 'x4',
      type: 'username',
      loginDeviceId: 'd',
      captcha: answer,
    });
    expect(result.body.errorCode).toBe('login_failed');
  });

  it('holds a login rate limit reached on one instance on the other', async () => {
    const attempt = (p: TestPlatform) =>
      p.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { merchant: AURORA, 'content-type': 'application/json' },
        payload: '{}',
      });
    // Two calls already made in this window by the tests above count too; fill up on A.
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i++) status = (await attempt(a)).statusCode;
    expect(status).toBe(429);
    const onB = await attempt(b);
    expect(onB.statusCode).toBe(429);
    expect(onB.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(onB.headers['retry-after'])).toBeGreaterThan(0);
    // Other routes keep their own (global) limit.
    expect((await b.client().call('getCountries', {})).status).toBe(200);
  });
});

// Each instance keeps the sessions it met by token hash (lib/known-by-token-hash.ts) and
// reads only their end, last call and account per call: an end or a lock on one instance must
// refuse the token on the other at its very next request.
describe.each(['postgres', 'sqlite'] as const)('two instances on one %s database, each knowing sessions', (engine) => {
  const instances = twoInstancesPerSuite(engine);
  const knownOnB = (token: string) =>
    instances.b.app.platform.sessions.known.get(AURORA, instances.b.app.platform.sessions.hashToken(token));

  it('refuses on B, at its very next request, a token B knows and A logged out', async () => {
    const token = await instances.a.client().login('vip01');
    for (let i = 0; i < 2; i++)
      expect((await instances.b.client().call('getMemberInfo', {}, { token })).status).toBe(200);
    expect(knownOnB(token)).toBeDefined();
    expect((await instances.a.client().call('logout', {}, { token })).status).toBe(200);
    const refused = await instances.b.client().call('getMemberInfo', {}, { token });
    expect([refused.status, refused.body.errorCode]).toEqual([401, 'login.not.session']);
  });

  it('refuses on B a session B knows once a login on A ended it', async () => {
    const first = await instances.a.client().login('vip01');
    for (let i = 0; i < 2; i++)
      expect((await instances.b.client().call('getBalance', {}, { token: first })).status).toBe(200);
    expect(knownOnB(first)).toBeDefined();
    await instances.a.client().login('vip01');
    const refused = await instances.b.client().call('getBalance', {}, { token: first });
    expect([refused.status, refused.body.errorCode]).toEqual([401, 'duplicateLogin']);
  });

  it('refuses on B a session B knows once the account is no longer active (a lock), and answers again once it is', async () => {
    const token = await instances.a.client().login('member01');
    for (let i = 0; i < 2; i++)
      expect((await instances.b.client().call('getMemberInfo', {}, { token })).status).toBe(200);
    expect(knownOnB(token)).toBeDefined();
    const repos = tenantRepositories(instances.a.app.platform.db, AURORA);
    const account = (await repos.accounts.findByUsername('member01'))!;
    await repos.accounts.update(account.id, { status: 'locked' });
    const refused = await instances.b.client().call('getMemberInfo', {}, { token });
    expect([refused.status, refused.body.errorCode]).toEqual([401, 'user.or.token.invalid']);
    await repos.accounts.update(account.id, { status: 'active' });
    expect((await instances.b.client().call('getMemberInfo', {}, { token })).status).toBe(200);
  });

  // B keeps the game sessions it met too (a row never changed after its insert): what ends one early
  // is read fresh on every call.
  it('refuses on B, at its very next spin, a game session B keeps once A launched the game again or logged out', async () => {
    const token = await instances.a.client().login('agent01');
    const startOnA = async () => {
      const launched = await instances.a
        .client()
        .call('launchGame', { nodeId: 'INH-SLOT', vassalage: 'INH', launchMode: 'GLS' }, { token });
      const ticket = new URL(launched.body.value!.content.game_url!, 'http://x').searchParams.get('ticket')!;
      return (await instances.a.client().call('startInhouseSession', { ticket })).body.value!.gameSessionToken;
    };
    const spinOnB = (gameSession: string) =>
      instances.b
        .client()
        .call(
          'spinInhouseSlot',
          { roundId: randomUUID(), betMinor: 10 },
          { headers: { [HEADERS.gameSession]: gameSession } },
        );
    const kept = () => instances.b.app.platform.inhouse.knownGameSessions.size;

    const first = await startOnA();
    const keptBefore = kept();
    for (let i = 0; i < 2; i++) expect((await spinOnB(first)).status).toBe(200);
    expect(kept()).toBe(keptBefore + 1);
    instances.a.clock.advance(SECOND);
    const second = await startOnA();
    const replaced = await spinOnB(first);
    expect([replaced.status, replaced.body.errorCode]).toEqual([401, 'game_session_expired']);
    for (let i = 0; i < 2; i++) expect((await spinOnB(second)).status).toBe(200);
    expect((await instances.a.client().call('logout', {}, { token })).status).toBe(200);
    const loggedOut = await spinOnB(second);
    expect([loggedOut.status, loggedOut.body.errorCode]).toEqual([401, 'game_session_expired']);
  });
});

describe('two instances on one SQLite file', () => {
  let a: TestPlatform;
  let b: TestPlatform;
  beforeAll(async () => {
    a = await startPlatform({ engine: 'sqlite' });
    b = await startPlatform({ engine: 'sqlite', shareWith: a, clock: a.clock });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('share sessions', async () => {
    const token = await a.client().login('agent01');
    expect((await b.client().call('getBalance', {}, { token })).body.value!.sumBalance).toBe(5000);
  });
});
