// Account security, probed as an attacker would: parallel guesses, enumeration of
// numbers, SMS pumping, the mode and /dev routes, forwarded addresses, lock-outs, the password
// change's own counter, trial accounts, recovery mails, login links, the public boards' own rate
// limit, what answers may be cached,
// file permissions and protocol-level errors. Every case runs on SQLite and PostgreSQL.
import { statSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CODE_RESEND_SECONDS } from '@portal/contracts';
import { ConfigError, loadConfig } from '../src/config';
import { PasswordHasher, verifyPassword } from '../src/lib/passwords';
import { tenantRepositories } from '../src/repositories/index';
import {
  FAILURES_BEFORE_CAPTCHA,
  FAILURES_BEFORE_LOCK,
  FIRST_LOCK_MS,
  LOGIN_LINK_TTL_MS,
} from '../src/services/accounts/auth-service';
import { PASSWORD_CHANGE_TRIES } from '../src/services/accounts/password-service';
import { SMS_MAX_ATTEMPTS } from '../src/services/accounts/verification-service';
import {
  AURORA,
  DEMO_PASSWORD,
  ENGINES,
  MINUTE,
  lastSmsCode,
  readOutbox,
  startPlatform,
  type TestPlatform,
} from './helpers';
import { devKeyHeader } from './helpers';

const DAY = 24 * 60 * MINUTE;

describe('configuration fails closed', () => {
  it('runs in production unless PORTAL_MODE says otherwise', () => {
    expect(loadConfig({}).mode).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development' }).mode).toBe('production');
    expect(loadConfig({ PORTAL_MODE: 'demo' }).mode).toBe('demo');
  });

  it('never trusts every hop: TRUST_PROXY is a hop count or the proxies’ addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('waits the contract’s minute before a login code is sent again, shorter only outside production', () => {
    expect(loadConfig({}).loginCodeResendSeconds).toBe(LOGIN_CODE_RESEND_SECONDS);
    // Production ignores it: the portal's countdown is the contract's minute.
    expect(loadConfig({ LOGIN_CODE_RESEND_SECONDS: '1' }).loginCodeResendSeconds).toBe(LOGIN_CODE_RESEND_SECONDS);
    expect(loadConfig({ PORTAL_MODE: 'development', LOGIN_CODE_RESEND_SECONDS: '1' }).loginCodeResendSeconds).toBe(1);
    expect(() => loadConfig({ PORTAL_MODE: 'development', LOGIN_CODE_RESEND_SECONDS: 'soon' })).toThrow(
      /LOGIN_CODE_RESEND_SECONDS must be a positive integer/,
    );
  });

  it('hashes passwords at OWASP’s argon2id cost unless a test run asks for the low one, never low in production', async () => {
    const owasp = await new PasswordHasher(loadConfig({}).passwordHashCost).hash('a password');
    expect(owasp).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'low' })).toThrow(/PASSWORD_HASH_COST=low is for test runs only/);
    expect(() => loadConfig({ PORTAL_MODE: 'demo', PASSWORD_HASH_COST: 'none' })).toThrow(/PASSWORD_HASH_COST/);
    const low = await new PasswordHasher(
      loadConfig({ PORTAL_MODE: 'development', PASSWORD_HASH_COST: 'low' }).passwordHashCost,
    ).hash('a password');
    expect(low).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    // A hash names its cost: either verifies, whatever the platform's cost now.
    expect(await verifyPassword(owasp, 'a password')).toBe(true);
    expect(await verifyPassword(low, 'a password')).toBe(true);
    expect(await verifyPassword(low, 'another password')).toBe(false);
  });
});

describe.each(ENGINES)('account security (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  const failures = async (key: string) =>
    (
      await platform.app.platform.db
        .selectFrom('login_failures')
        .select('failures')
        .where('username_key', '=', key)
        .executeTakeFirst()
    )?.failures;

  it('checks at most the threshold of parallel wrong logins without a captcha, and counts every one', async () => {
    const client = platform.client();
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        client.call('login', { username: 'agent01', password: 'wrong-password', type: 'username', loginDeviceId: 'd' }),
      ),
    );
    const checked = results.filter((r) => r.body.errorCode === 'login_failed');
    expect(checked.length).toBeLessThanOrEqual(FAILURES_BEFORE_CAPTCHA);
    expect(results.filter((r) => r.body.errorCode === 'captcha_error')).toHaveLength(12 - checked.length);
    expect(Number(await failures('agent01'))).toBe(12);
    // The right password with a solved captcha still works, and clears the count.
    expect(
      (
        await client.call('login', {
          username: 'agent01',
          password: DEMO_PASSWORD,
          type: 'username',
          loginDeviceId: 'd',
          captcha: await client.captcha(),
        })
      ).status,
    ).toBe(200);
    expect(await failures('agent01')).toBeUndefined();
  });

  it('locks logins after repeated failures even with solved captchas, tells the member, and doubles the lock', async () => {
    const client = platform.client();
    const login = async (password: string) =>
      client.call('login', {
        username: 'member01',
        password,
        type: 'username',
        loginDeviceId: 'd',
        captcha: await client.captcha(),
      });
    for (let attempt = 1; attempt < FAILURES_BEFORE_LOCK; attempt++)
      expect((await login('wrong-password')).body.errorCode).toBe('login_failed');
    const mailsBefore = (await readOutbox(platform.app, { channel: 'email', recipient: 'member01@aurora.example' }))
      .length;
    expect((await login('wrong-password')).body.errorCode).toBe('login_failed');
    const notices = await readOutbox(platform.app, { channel: 'email', recipient: 'member01@aurora.example' });
    expect(notices).toHaveLength(mailsBefore + 1);
    expect(notices[0]!.text).toContain('paused for 15 minutes');

    // Locked: even the right password waits, and the answer says how long.
    const locked = await login(DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      errorCode: 'login_locked',
      value: { retryAfterSeconds: FIRST_LOCK_MS / 1000 },
    });
    expect(locked.body.message).toContain('15 minutes');
    // After the lock one more failure locks twice as long.
    platform.clock.advance(FIRST_LOCK_MS);
    expect((await login('wrong-password')).body.errorCode).toBe('login_failed');
    expect((await login(DEMO_PASSWORD)).body).toMatchObject({
      errorCode: 'login_locked',
      value: { retryAfterSeconds: (2 * FIRST_LOCK_MS) / 1000 },
    });
    platform.clock.advance(2 * FIRST_LOCK_MS);
    expect((await login(DEMO_PASSWORD)).status).toBe(200);
    expect(await failures('member01')).toBeUndefined();
  });

  it('gives parallel guesses of one SMS code no more than its tries', async () => {
    const client = platform.client();
    await client.withCaptcha('sendLoginSms', { mobileNum: '912000003', countryDialingCode: '+84' });
    const code = await lastSmsCode(platform.app, '+84912000003');
    const wrong = code === '111111' ? '222222' : '111111';
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.call('resetPasswordByPhone', {
          newPassword: 'phone2026',
          mobileNum: '912000003',
          countryDialingCode: '+84',
          verificationCode: wrong,
        }),
      ),
    );
    expect(results.filter((r) => r.body.errorCode === 'verification_code_invalid').length).toBeLessThanOrEqual(
      SMS_MAX_ATTEMPTS - 1,
    );
    expect(results.filter((r) => r.body.errorCode === 'verification_code_locked').length).toBeGreaterThanOrEqual(
      10 - (SMS_MAX_ATTEMPTS - 1),
    );
    const row = await platform.app.platform.db
      .selectFrom('verification_codes')
      .select('attempts')
      .where('recipient', '=', '+84912000003')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(SMS_MAX_ATTEMPTS);
    // The right code is void now too.
    expect(
      (
        await client.call('resetPasswordByPhone', {
          newPassword: 'phone2026',
          mobileNum: '912000003',
          countryDialingCode: '+84',
          verificationCode: code,
        })
      ).body.errorCode,
    ).toBe('verification_code_locked');
  });

  it('answers an SMS login alike for numbers with and without an account', async () => {
    platform.clock.advance(6 * MINUTE);
    const client = platform.client();
    const smsLogin = async (number: string, code: string) =>
      client.call('login', {
        username: number,
        password: code,
        type: 'sms',
        countryDialingCode: '+84',
        loginDeviceId: 'd',
        captcha: await client.captcha(),
      });
    // No code asked for: the same answer.
    expect((await smsLogin('912000002', '123456')).body.errorCode).toBe('verification_code_expired');
    expect((await smsLogin('933000001', '123456')).body.errorCode).toBe('verification_code_expired');
    // Codes asked for: a wrong one answers the same, whether or not anybody received it.
    await client.withCaptcha('sendLoginSms', { mobileNum: '912000002', countryDialingCode: '+84' });
    await client.withCaptcha('sendLoginSms', { mobileNum: '933000001', countryDialingCode: '+84' });
    const known = await lastSmsCode(platform.app, '+84912000002');
    const guess = known === '123456' ? '654321' : '123456';
    const member = await smsLogin('912000002', guess);
    const stranger = await smsLogin('933000001', guess);
    expect(stranger.status).toBe(member.status);
    expect(stranger.body.errorCode).toBe(member.body.errorCode);
    expect(member.body.errorCode).toBe('verification_code_invalid');
  });

  it('treats N, 0N and the number with its country code as one number (one countdown), and refuses what is not a valid number', async () => {
    platform.clock.advance(6 * MINUTE);
    const client = platform.client();
    expect(
      (await client.withCaptcha('sendRegisterSms', { countryDialingCode: '+84', mobileNo: '912000077' })).status,
    ).toBe(200);
    for (const variant of ['0912000077', '84912000077']) {
      const again = await client.withCaptcha('sendRegisterSms', { countryDialingCode: '+84', mobileNo: variant });
      expect(again.body.errorCode, variant).toBe('TOO_MANY_REQUESTS');
    }
    expect(
      (await client.withCaptcha('sendRegisterSms', { countryDialingCode: '+84', mobileNo: '00912000077' })).body
        .errorCode,
    ).toBe('mobile_invalid');
    const rows = await platform.app.platform.db
      .selectFrom('verification_codes')
      .select('recipient')
      .where('recipient', 'like', '%912000077')
      .execute();
    expect(rows.map((r) => r.recipient)).toEqual(['+84912000077']);
  });

  it('stores a registered mobile number in E.164, so 0N cannot register N again', async () => {
    const client = platform.client();
    const register = async (mobileNum: string, verificationCode: string) =>
      client.call('registerMobile', {
        username: mobileNum,
        password: 'abc12345',
        mobileNum,
        countryDialingCode: '+84',
        verificationCode,
        captcha: await client.captcha(),
        registerMethod: 'WEB',
        loginDeviceId: 'd',
        login: false,
      });
    platform.clock.advance(6 * MINUTE);
    await client.withCaptcha('sendRegisterSms', { countryDialingCode: '+84', mobileNo: '955000123' });
    const first = await register('955000123', await lastSmsCode(platform.app, '+84955000123'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const account = await platform.app.platform.db
      .selectFrom('accounts')
      .select('mobile_number')
      .where('username', '=', '955000123')
      .executeTakeFirstOrThrow();
    expect(account.mobile_number).toBe('+84955000123');
    // The same number typed with its trunk 0: its owner gets a notice, nobody a code.
    platform.clock.advance(6 * MINUTE);
    await client.withCaptcha('sendRegisterSms', { countryDialingCode: '+84', mobileNo: '0955000123' });
    const [notice] = await readOutbox(platform.app, { recipient: '+84955000123', channel: 'sms' });
    expect(notice!.code).toBe('');
    expect((await register('0955000123', '123456')).body.errorCode).toBe('verification_code_invalid');
  });

  it('stores no markup: the e-mail by the address grammar, the domain as a host name, the register URL as http(s)', async () => {
    const client = platform.client();
    const base = {
      username: 'markup01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      registerMethod: 'WEB',
      loginDeviceId: 'd',
      login: false,
    };
    for (const bad of [
      { email: 'a@<svg/onload=alert(1)>.io' },
      { domain: '<script>alert(1)</script>' },
      { registerUrl: 'javascript:alert(1)' },
    ]) {
      const result = await client.call('register', { ...base, ...bad, captcha: await client.captcha() });
      expect(result.body.errorCode, JSON.stringify(bad)).toBe('request_param_err');
    }
    expect(
      await platform.app.platform.db
        .selectFrom('accounts')
        .select('id')
        .where('username', '=', 'markup01')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('serves /dev routes to this machine only, with the dev key, not elsewhere or through a proxy', async () => {
    const key = devKeyHeader(platform.app);
    const elsewhere = '203.0.113.7';
    const outbox = { method: 'GET', url: '/dev/outbox', headers: key } as const;
    expect((await platform.app.inject(outbox)).statusCode).toBe(200);
    const remote = await platform.app.inject({ ...outbox, remoteAddress: elsewhere });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    const forwarded = { ...outbox, headers: { ...key, 'x-forwarded-for': elsewhere } };
    expect((await platform.app.inject(forwarded)).statusCode).toBe(404);
    const maintenance = { merchant: AURORA, on: true };
    const remoteSwitch = { method: 'PUT', url: '/dev/maintenance', headers: key, payload: maintenance } as const;
    expect((await platform.app.inject({ ...remoteSwitch, remoteAddress: elsewhere })).statusCode).toBe(404);
    const credit = { merchant: AURORA, username: 'reset01', amountMinor: 12_345 };
    const remoteCredit = { method: 'POST', url: '/dev/credit', headers: key, payload: credit } as const;
    expect((await platform.app.inject({ ...remoteCredit, remoteAddress: elsewhere })).statusCode).toBe(404);
    // From this machine, with the key, the credit (development mode) goes through the ledger.
    const credited = await platform.app.inject({ method: 'POST', url: '/dev/credit', headers: key, payload: credit });
    expect(credited.statusCode).toBe(200);
    const repos = tenantRepositories(platform.app.platform.db, AURORA);
    const account = (await repos.accounts.findByUsername('reset01'))!;
    expect(await repos.wallets.ledgerSum(account.id, 1)).toBe(credited.json().value.balanceMinor);
    const nobody = { ...credit, username: 'nobody' };
    const unknown = await platform.app.inject({ method: 'POST', url: '/dev/credit', headers: key, payload: nobody });
    expect(unknown.statusCode).toBe(404);
  });

  it('ends every session after too many wrong old passwords at a password change', async () => {
    const client = platform.client();
    const token = await client.login('agent01');
    const change = () =>
      client.call(
        'changePassword',
        { oldPassword: 'not-my-password1', newPassword: 'abc12345x', confirmNewPassword: 'abc12345x' },
        { token },
      );
    for (let i = 1; i < PASSWORD_CHANGE_TRIES; i++)
      expect((await change()).body).toMatchObject({
        errorCode: 'old_password_error',
        value: { triesLeft: PASSWORD_CHANGE_TRIES - i },
      });
    const last = await change();
    expect(last.status).toBe(401);
    expect(last.body.errorCode).toBe('password_attempts_exceeded');
    expect((await client.call('getMemberInfo', {}, { token })).status).toBe(401);
  });

  it('marks token-bearing and personal answers no-store', async () => {
    const client = platform.client();
    const login = await client.call('login', {
      username: 'member01',
      password: DEMO_PASSWORD,
      type: 'username',
      loginDeviceId: 'd',
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const info = await client.call('getMemberInfo', {}, { token: login.body.value!.token });
    expect(info.headers['cache-control']).toBe('no-store');
    expect((await client.call('getMemberInfo', {})).headers['cache-control']).toBe('no-store');
  });

  it('trades a login-link code once, within a minute, for a session of its account', async () => {
    const client = platform.client();
    const token = await client.login('member01');
    const link = (await client.call('createLoginLink', {}, { token })).body.value!;
    expect(link.expiresAt).toBe(platform.clock.now() + LOGIN_LINK_TTL_MS);
    const opened = await platform.client().call('exchangeLoginLink', { code: link.code, loginDeviceId: 'd' });
    expect(opened.status).toBe(200);
    expect(opened.body.value).toMatchObject({ userName: 'member01' });
    expect((await platform.client().call('getMemberInfo', {}, { token: opened.body.value!.token })).status).toBe(200);
    const again = await platform.client().call('exchangeLoginLink', { code: link.code });
    expect(again.body.errorCode).toBe('login_link_invalid');
    // A code is stored hashed and dies after a minute.
    const rows = await platform.app.platform.db.selectFrom('login_links').select('code_hash').execute();
    expect(rows.every((r) => r.code_hash !== link.code)).toBe(true);
    const late = (await client.call('createLoginLink', {}, { token: opened.body.value!.token })).body.value!;
    platform.clock.advance(LOGIN_LINK_TTL_MS);
    expect((await platform.client().call('exchangeLoginLink', { code: late.code })).body.errorCode).toBe(
      'login_link_invalid',
    );
    // A trial account cannot make links.
    const trial = (await platform.client('LTS').call('loginFreePlay', { os: 'Linux', platform: 'W' })).body.value!;
    expect((await platform.client('LTS').call('createLoginLink', {}, { token: trial.token })).body.errorCode).toBe(
      'account_type_refused',
    );
  });

  it('keeps the SQLite database folder to its owner', () => {
    if (engine !== 'sqlite') return;
    expect(statSync(dirname(platform.config.sqliteFile)).mode & 0o777).toBe(0o700);
    expect(statSync(platform.config.sqliteFile).mode & 0o777).toBe(0o600);
  });
});

describe.each(ENGINES)('daily caps (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({
      engine,
      config: {
        abuseLimits: {
          smsPerIp: 2,
          smsPerNumber: 10,
          smsPerCountry: 3,
          smsPerTenant: 1000,
          recoveryMailsPerAccount: 2,
          freePlayPerIp: 2,
          trialAccountDays: 7,
        },
      },
    });
  });
  afterAll(() => platform?.close());

  it('caps SMS sends per destination country and per client IP', async () => {
    const client = platform.client();
    const send = (mobileNo: string, remoteAddress: string) =>
      client
        .captcha()
        .then((captcha) =>
          client.call('sendRegisterSms', { countryDialingCode: '+84', mobileNo, captcha }, { remoteAddress }),
        );
    expect((await send('912000101', '198.51.100.1')).status).toBe(200);
    expect((await send('912000102', '198.51.100.2')).status).toBe(200);
    expect((await send('912000103', '198.51.100.3')).status).toBe(200);
    const country = await send('912000104', '198.51.100.4');
    expect(country.status).toBe(429);
    expect(country.body).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: DAY / 1000 } });
    // Per IP: another country (lotus serves +66) from one address.
    const lotus = platform.client('LTS');
    await platform.app.platform.tenants.setModules('LTS', { MOBILENUMREG3: true });
    const fromOneIp = (mobileNo: string) =>
      lotus
        .captcha()
        .then((captcha) =>
          lotus.call(
            'sendRegisterSms',
            { countryDialingCode: '+66', mobileNo, captcha },
            { remoteAddress: '198.51.100.9' },
          ),
        );
    for (const n of ['812000101', '812000102']) expect((await fromOneIp(n)).status, n).toBe(200);
    expect((await fromOneIp('812000103')).body.errorCode).toBe('TOO_MANY_REQUESTS');
  });

  it('caps SMS sends to one number per day, beyond its countdown', async () => {
    const capped = await startPlatform({
      engine,
      config: { abuseLimits: { ...platform.config.abuseLimits, smsPerNumber: 2, smsPerIp: 100 } },
    });
    try {
      const member = capped.client();
      const sendCapped = () =>
        member
          .captcha()
          .then((captcha) =>
            member.call('sendLoginSms', { mobileNum: '912000001', countryDialingCode: '+84', captcha }),
          );
      expect((await sendCapped()).status).toBe(200);
      capped.clock.advance(5 * MINUTE);
      expect((await sendCapped()).status).toBe(200);
      capped.clock.advance(5 * MINUTE);
      const third = await sendCapped();
      expect(third.body).toMatchObject({
        errorCode: 'TOO_MANY_REQUESTS',
        value: { retryAfterSeconds: (DAY - 10 * MINUTE) / 1000 },
      });
      expect(third.body.message).toBe('Too many requests. Please try again in 1430 minutes.');
    } finally {
      await capped.close();
    }
    // The tenant's own daily total holds too.
    const tenantCapped = await startPlatform({
      engine,
      config: { abuseLimits: { ...platform.config.abuseLimits, smsPerTenant: 1, smsPerIp: 100, smsPerCountry: 100 } },
    });
    try {
      const other = tenantCapped.client();
      expect(
        (await other.withCaptcha('sendLoginSms', { mobileNum: '912000001', countryDialingCode: '+84' })).status,
      ).toBe(200);
      expect(
        (await other.withCaptcha('sendLoginSms', { mobileNum: '912000002', countryDialingCode: '+84' })).body.errorCode,
      ).toBe('TOO_MANY_REQUESTS');
    } finally {
      await tenantCapped.close();
    }
  });

  it('caps recovery mails per account and asks a captcha for each', async () => {
    const client = platform.client();
    const ask = () =>
      client.withCaptcha('forgotPasswordByEmail', { username: 'member01', email: 'member01@aurora.example' });
    expect(
      (
        await client.call('forgotPasswordByEmail', {
          username: 'member01',
          email: 'member01@aurora.example',
          captcha: 'none',
        })
      ).body.errorCode,
    ).toBe('captcha_error');
    expect((await ask()).status).toBe(200);
    platform.clock.advance(MINUTE);
    expect((await ask()).status).toBe(200);
    platform.clock.advance(MINUTE);
    expect((await ask()).body.errorCode).toBe('TOO_MANY_REQUESTS');
  });

  it('caps trial accounts per IP and deletes old ones with everything of theirs', async () => {
    const freePlay = (remoteAddress: string) =>
      platform.client('LTS').call('loginFreePlay', { os: 'Linux', platform: 'W' }, { remoteAddress });
    const first = await freePlay('198.51.100.20');
    expect(first.status).toBe(200);
    expect((await freePlay('198.51.100.20')).status).toBe(200);
    expect((await freePlay('198.51.100.20')).body.errorCode).toBe('TOO_MANY_REQUESTS');
    const oldId = first.body.value!.id;
    const rowsOf = async (table: 'accounts' | 'ledger' | 'sessions' | 'wallets') =>
      Number(
        (
          await platform.app.platform.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where(table === 'accounts' ? 'id' : 'account_id', '=', oldId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await rowsOf('ledger')).toBe(1);
    platform.clock.advance(8 * DAY);
    const again = await freePlay('198.51.100.21');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    for (const table of ['accounts', 'ledger', 'sessions', 'wallets'] as const)
      expect(await rowsOf(table), table).toBe(0);
  });
});

describe.each(ENGINES)("the public boards' own rate limit (%s)", (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({
      engine,
      config: { rateLimits: { global: 100_000, login: 100_000, sms: 100_000, register: 100_000, boards: 3 } },
    });
  });
  afterAll(() => platform?.close());

  it('stops one client polling the winner board or the popular lotteries, long before the global limit', async () => {
    const from = (remoteAddress: string) => ({ remoteAddress });
    for (const board of ['getRankList', 'getPopularLotteries'] as const) {
      for (let i = 0; i < 3; i++)
        expect((await platform.client().call(board, {}, from('203.0.113.7'))).status).toBe(200);
      const stopped = await platform.client().call(board, {}, from('203.0.113.7'));
      expect(stopped.status, board).toBe(429);
      expect(stopped.body.errorCode).toBe('TOO_MANY_REQUESTS');
      // Another client, and the same client's other calls, go on.
      expect((await platform.client().call(board, {}, from('203.0.113.8'))).status).toBe(200);
      expect((await platform.client().call('getLotteryMenus', {}, from('203.0.113.7'))).status).toBe(200);
    }
  });
});

describe.each(ENGINES)('behind a load balancer (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine, config: { trustProxy: ['10.0.0.5'] } });
  });
  afterAll(() => platform?.close());

  it('takes the address the trusted proxy saw, not a spoofed left-most X-Forwarded-For entry', async () => {
    const status = await platform
      .client()
      .call(
        'getSystemStatus',
        {},
        { remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' } },
      );
    expect(status.body.value!.location.ip).toBe('203.0.113.9');
    // A client that is not the proxy speaks only for itself.
    const direct = await platform
      .client()
      .call('getSystemStatus', {}, { remoteAddress: '198.51.100.1', headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(direct.body.value!.location.ip).toBe('198.51.100.1');
  });

  it('believes the country header only from the proxy', async () => {
    const viaProxy = await platform
      .client()
      .call(
        'getSystemStatus',
        {},
        { remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '203.0.113.9', 'cf-ipcountry': 'US' } },
      );
    expect(viaProxy.body.value).toMatchObject({ regionRestriction: true });
    const direct = await platform
      .client()
      .call('getSystemStatus', {}, { remoteAddress: '198.51.100.1', headers: { 'cf-ipcountry': 'US' } });
    expect(direct.body.value).toMatchObject({ regionRestriction: false });
  });
});

describe.each(ENGINES)('protocol errors and logs (%s)', (engine) => {
  let platform: TestPlatform;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    platform = await startPlatform({ engine, logger: { level: 'info', stream } });
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => platform?.close());

  function raw(request: string): Promise<string> {
    const { port } = platform.app.server.address() as { port: number };
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.on('data', (data) => (answer += data.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('answers oversized headers and a broken Content-Length with the envelope', async () => {
    const huge = await raw(
      `GET /wps/system/status HTTP/1.1\r\nHost: x\r\nMerchant: AUR\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toMatchObject({
      success: false,
      errorCode: 'request_headers_too_large',
    });
    const broken = await raw(
      'POST /wps/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
    );
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(broken.slice(broken.indexOf('\r\n\r\n') + 4))).toMatchObject({
      success: false,
      errorCode: 'request_body_required',
    });
  });

  it('never writes a whole mobile number to the log', async () => {
    const client = platform.client();
    await client.withCaptcha('sendLoginSms', { mobileNum: '912000001', countryDialingCode: '+84' });
    const throttled = await client.withCaptcha('sendLoginSms', { mobileNum: '912000001', countryDialingCode: '+84' });
    expect(throttled.status).toBe(429);
    const log = lines.join('');
    expect(log).toContain('sms countdown');
    expect(log).not.toContain('912000001');
  });
});
