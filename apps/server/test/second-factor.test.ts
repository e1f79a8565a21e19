// The second factor on SQLite and PostgreSQL (issue 25): binding an authenticator app (TOTP) with a
// confirmation code and recovery codes; the login's second step (a ticket, never a session, until
// a right code; a code used once; recovery codes used once; wrong codes counted towards the lock);
// the withdrawal's code; unbinding; the new-device check (LOGINIPVERF3) with the code from the
// outbox; sessions ended when used from another network (lotus: `signIn.endSessionsOnNetworkChange`);
// the active sessions list and signing out the others; tenant isolation; bad input changes nothing.
import { loginChallengeSchema, type LoginChallenge } from '@portal/contracts';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../src/lib/clock';
import {
  AURORA,
  devKeyHeader,
  lastSmsCode,
  ENGINES,
  LOTUS,
  readOutbox,
  staffToken,
  startPlatform,
  type TestClient,
  type TestPlatform,
} from './helpers';
import { MEMBER_PASSWORD, newMember, newWithdrawer, reposOf, requestId, type Member } from './money-helpers';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(ENGINES)('second factor (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  /** The app's code for a secret at the platform's clock (`stepOffset` steps later or earlier). */
  const codeOf = (secret: string, stepOffset = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
      timestamp: platform.clock.now() + stepOffset * 30_000,
    });
  /** Moves the clock to the next 30-second step (a new code). */
  const nextStep = () => platform.clock.advance(30_000);

  async function bound(member: Member): Promise<{ secret: string; recoveryCodes: string[] }> {
    const start = await member.client.call('startAuthenticatorBinding', {}, { token: member.token });
    expect(start.status).toBe(200);
    const secret = start.body.value!.secret;
    const confirm = await member.client.call(
      'confirmAuthenticatorBinding',
      { code: codeOf(secret) },
      { token: member.token },
    );
    expect(confirm.status).toBe(200);
    nextStep();
    return { secret, recoveryCodes: confirm.body.value!.recoveryCodes };
  }

  async function challenged(
    client: TestClient,
    username: string,
    password = MEMBER_PASSWORD,
    options: { device?: string; remoteAddress?: string } = {},
  ): Promise<LoginChallenge> {
    const result = await client.call(
      'login',
      { username, password, type: 'username', loginDeviceId: options.device ?? 'test-device' },
      options.remoteAddress ? { remoteAddress: options.remoteAddress } : {},
    );
    expect(result.status, JSON.stringify(result.body)).toBe(403);
    expect(result.body.errorCode).toBe('login_verify_required');
    return loginChallengeSchema.parse(result.body.value);
  }

  const verify = (client: TestClient, ticket: string, method: 'authenticator' | 'recovery' | 'code', code: string) =>
    client.call('verifyLogin', { ticket, method, code, loginDeviceId: 'test-device' });

  const sessionCount = async (merchant: string, accountId: number) =>
    (await reposOf(platform, merchant).sessions.unrevoked(accountId, platform.clock.now())).length;

  it('binds an authenticator: a sealed secret, a confirmation code, ten recovery codes once', async () => {
    const member = await newMember(platform);
    const { client, token } = member;
    expect((await client.call('getAuthenticator', {}, { token })).body.value).toEqual({
      bound: false,
      boundAt: null,
      recoveryCodesLeft: 0,
    });
    const start = await client.call('startAuthenticatorBinding', {}, { token });
    const { secret, uri, issuer, accountName } = start.body.value!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('algorithm=SHA1&digits=6&period=30');
    expect(issuer).toBe('Aurora Gaming');
    expect(accountName).toBe(member.username);
    // The database never holds the secret itself.
    const row = await reposOf(platform, AURORA).authenticators.find(member.id);
    expect(row!.secret_box).not.toContain(secret);
    expect(row!.confirmed_at).toBeNull();

    // Not in force before the confirmation: a login gets its session at once.
    expect(await platform.client().login(member.username, MEMBER_PASSWORD)).toBeTruthy();
    const relogged = await platform.client().login(member.username, MEMBER_PASSWORD);

    const wrong = await client.call('confirmAuthenticatorBinding', { code: codeOf(secret, 5) }, { token: relogged });
    expect(wrong.body.errorCode).toBe('second_factor_code_invalid');
    expect((await client.call('getAuthenticator', {}, { token: relogged })).body.value!.bound).toBe(false);

    const confirm = await client.call('confirmAuthenticatorBinding', { code: codeOf(secret) }, { token: relogged });
    expect(confirm.status).toBe(200);
    const codes = confirm.body.value!.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = (await client.call('getAuthenticator', {}, { token: relogged })).body.value!;
    expect(status).toMatchObject({ bound: true, boundAt: platform.clock.now(), recoveryCodesLeft: 10 });
    // A second binding is refused while one is in force.
    expect((await client.call('startAuthenticatorBinding', {}, { token: relogged })).body.errorCode).toBe(
      'authenticator_already_bound',
    );
  });

  it('asks for the code at login: a ticket and no session until a right code; a code is used once', async () => {
    const member = await newMember(platform);
    const { secret } = await bound(member);
    const client = platform.client();
    const sessionsBefore = await sessionCount(AURORA, member.id);

    const challenge = await challenged(client, member.username);
    expect(challenge).toMatchObject({ challenge: 'authenticator', channel: null, sentTo: null });
    expect(challenge.expiresAt).toBe(platform.clock.now() + 5 * MINUTE);
    expect(await sessionCount(AURORA, member.id)).toBe(sessionsBefore);

    // A ticket is not a token.
    expect((await client.call('getMemberInfo', {}, { token: challenge.ticket })).status).toBe(401);
    const wrong = await verify(client, challenge.ticket, 'authenticator', codeOf(secret, 4));
    expect(wrong.body.errorCode).toBe('second_factor_code_invalid');
    expect(await sessionCount(AURORA, member.id)).toBe(sessionsBefore);

    const code = codeOf(secret);
    const right = await verify(client, challenge.ticket, 'authenticator', code);
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.value!.userName).toBe(member.username);
    const info = await client.call('getMemberInfo', {}, { token: right.body.value!.token });
    expect(info.status).toBe(200);

    // The ticket is used up, and the same code is refused again within its window (replay).
    expect((await verify(client, challenge.ticket, 'authenticator', code)).body.errorCode).toBe('login_ticket_invalid');
    const again = await challenged(client, member.username);
    expect((await verify(client, again.ticket, 'authenticator', code)).body.errorCode).toBe(
      'second_factor_code_invalid',
    );
    // The previous step's code is older than the one used: refused too. The next step's is taken.
    expect((await verify(client, again.ticket, 'authenticator', codeOf(secret, -1))).body.errorCode).toBe(
      'second_factor_code_invalid',
    );
    nextStep();
    expect((await verify(client, again.ticket, 'authenticator', codeOf(secret))).status).toBe(200);
  });

  it('carries a forced password change through the second step of a login by password', async () => {
    const member = await newMember(platform);
    const { secret } = await bound(member);
    await platform.app.platform.db
      .updateTable('accounts')
      .set({ password_changed_at: platform.clock.now() - 91 * DAY })
      .where('id', '=', member.id)
      .execute();
    const challenge = await challenged(platform.client(), member.username);
    const verified = await verify(platform.client(), challenge.ticket, 'authenticator', codeOf(secret));
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.value).toMatchObject({ passwordExpired: true, forceChangePassword: true });
  });

  it('takes a recovery code once, a ticket five tries and five minutes, and counts wrong codes towards the lock', async () => {
    const member = await newMember(platform);
    const { recoveryCodes } = await bound(member);
    const client = platform.client();

    const first = await challenged(client, member.username);
    // Typed in capitals and without the dash, it is the same code.
    const typed = recoveryCodes[0]!.toUpperCase().replace('-', '');
    expect((await verify(client, first.ticket, 'recovery', typed)).status).toBe(200);
    const second = await challenged(client, member.username);
    expect((await verify(client, second.ticket, 'recovery', recoveryCodes[0]!)).body.errorCode).toBe(
      'second_factor_code_invalid',
    );
    const status = await client.call('getAuthenticator', {}, { token: await loginWithRecovery(recoveryCodes[1]!) });
    expect(status.body.value!.recoveryCodesLeft).toBe(8);

    // Expiry: five minutes.
    const late = await challenged(client, member.username);
    platform.clock.advance(5 * MINUTE);
    expect((await verify(client, late.ticket, 'recovery', recoveryCodes[2]!)).body.errorCode).toBe(
      'login_ticket_invalid',
    );

    // Five tries, then the ticket is void even for a right code.
    const tried = await challenged(client, member.username);
    for (let i = 0; i < 5; i++)
      expect((await verify(client, tried.ticket, 'recovery', 'aaaaa-aaaaa')).body.errorCode).toBe(
        'second_factor_code_invalid',
      );
    expect((await verify(client, tried.ticket, 'recovery', recoveryCodes[2]!)).body.errorCode).toBe(
      'login_ticket_invalid',
    );

    async function loginWithRecovery(code: string): Promise<string> {
      const challenge = await challenged(client, member.username);
      const result = await verify(client, challenge.ticket, 'recovery', code);
      expect(result.status).toBe(200);
      return result.body.value!.token;
    }
  });

  it('locks the logins after ten failures, wrong second-step codes included', async () => {
    const member = await newMember(platform);
    const { secret } = await bound(member);
    const client = platform.client();
    // The login is attempt 1; five wrong codes are 2–6 (and use the ticket's tries up).
    const first = await challenged(client, member.username);
    for (let i = 0; i < 5; i++)
      expect((await verify(client, first.ticket, 'authenticator', '000000')).body.errorCode).toBe(
        'second_factor_code_invalid',
      );
    // From the 4th attempt the login needs the captcha (the existing rule): attempt 7, then 8–10.
    const withCaptcha = await client.call('login', {
      username: member.username,
      password: MEMBER_PASSWORD,
      type: 'username',
      loginDeviceId: 'test-device',
      captcha: await client.captcha(),
    });
    expect(withCaptcha.body.errorCode).toBe('login_verify_required');
    const second = loginChallengeSchema.parse(withCaptcha.body.value);
    for (let i = 0; i < 3; i++)
      expect((await verify(client, second.ticket, 'authenticator', '000000')).body.errorCode).toBe(
        'second_factor_code_invalid',
      );
    // The 10th failure locked the account: even the right code waits now.
    const locked = await verify(client, second.ticket, 'authenticator', codeOf(secret));
    expect(locked.body.errorCode).toBe('login_locked');
    // Only the session the member started with (newMember): none came from these logins.
    expect(await sessionCount(AURORA, member.id)).toBe(1);
  });

  it('refuses a withdrawal without the code when an authenticator is bound, and takes it with one', async () => {
    const member = await newWithdrawer(platform, 50_000);
    const { secret } = await bound(member);
    const settings = await member.client.call('getWithdrawSettings', {}, { token: member.token });
    expect(settings.body.value!.authenticatorRequired).toBe(true);
    const balanceBefore = (await reposOf(platform, AURORA).wallets.balances(member.id))[0]!.balanceMinor;
    const base = { payeeId: member.payeeId, amount: '100', password: member.password };

    const without = await member.client.call(
      'requestWithdrawal',
      { ...base, requestId: requestId('2fa') },
      { token: member.token },
    );
    expect(without.body.errorCode).toBe('authenticator_code_required');
    const wrong = await member.client.call(
      'requestWithdrawal',
      { ...base, requestId: requestId('2fa'), authenticatorCode: codeOf(secret, 5) },
      { token: member.token },
    );
    expect(wrong.body.errorCode).toBe('second_factor_code_invalid');
    expect((await reposOf(platform, AURORA).wallets.balances(member.id))[0]!.balanceMinor).toBe(balanceBefore);

    const right = await member.client.call(
      'requestWithdrawal',
      { ...base, requestId: requestId('2fa'), authenticatorCode: codeOf(secret) },
      { token: member.token },
    );
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect((await reposOf(platform, AURORA).wallets.balances(member.id))[0]!.balanceMinor).toBe(balanceBefore - 10_000);
  });

  it('unbinds with the password and a current code; logins have no second step after', async () => {
    const member = await newMember(platform);
    const { secret } = await bound(member);
    const challenge = await challenged(member.client, member.username);
    const login = await verify(member.client, challenge.ticket, 'authenticator', codeOf(secret));
    const token = login.body.value!.token;
    nextStep();

    const wrongPassword = await member.client.call(
      'unbindAuthenticator',
      { password: 'not-the-password1', method: 'authenticator', code: codeOf(secret) },
      { token },
    );
    expect(wrongPassword.body.errorCode).toBe('password_wrong');
    expect((await member.client.call('getAuthenticator', {}, { token })).body.value!.bound).toBe(true);
    // Without a right code the password is not even looked at (a stolen session learns nothing).
    nextStep();
    const noCode = await member.client.call(
      'unbindAuthenticator',
      { password: 'not-the-password1', method: 'recovery', code: 'aaaaa-aaaaa' },
      { token },
    );
    expect(noCode.body.errorCode).toBe('second_factor_code_invalid');

    const unbind = await member.client.call(
      'unbindAuthenticator',
      { password: MEMBER_PASSWORD, method: 'authenticator', code: codeOf(secret) },
      { token },
    );
    expect(unbind.status, JSON.stringify(unbind.body)).toBe(200);
    expect((await member.client.call('getAuthenticator', {}, { token })).body.value!.bound).toBe(false);
    expect(await platform.client().login(member.username, MEMBER_PASSWORD)).toBeTruthy();
  });

  it('new-device check (LOGINIPVERF3): a code by SMS for an unknown device or network, then remembered', async () => {
    // Switched the way the end-to-end suite does it: PUT /dev/modules.
    const switchCheck = (on: boolean) =>
      platform.app.inject({
        method: 'PUT',
        url: '/dev/modules',
        headers: { ...devKeyHeader(platform.app), 'content-type': 'application/json' },
        payload: { merchant: AURORA, flags: { LOGINIPVERF3: on } },
      });
    expect((await switchCheck(true)).statusCode).toBe(200);
    try {
      const client = platform.client();
      const challenge = await challenged(client, 'member01', 'demo1234', { device: 'new-device-1' });
      expect(challenge).toMatchObject({ challenge: 'code', channel: 'sms', sentTo: expect.stringMatching(/0001$/) });
      const [sms] = await readOutbox(platform.app, { recipient: '+84912000001', channel: 'sms' });
      expect(sms!.code).toMatch(/^\d{6}$/);
      expect((await verify(client, challenge.ticket, 'code', '000000')).body.errorCode).toBe(
        sms!.code === '000000' ? undefined : 'second_factor_code_invalid',
      );
      const right = await client.call('verifyLogin', {
        ticket: challenge.ticket,
        method: 'code',
        code: sms!.code!,
      });
      expect(right.status, JSON.stringify(right.body)).toBe(200);

      // The same device on the same network is known now…
      expect(await client.login('member01', 'demo1234', { loginDeviceId: 'new-device-1' })).toBeTruthy();
      // …on another network it is asked again; another device too.
      await challenged(client, 'member01', 'demo1234', { device: 'new-device-1', remoteAddress: '198.51.100.20' });
      await challenged(client, 'member01', 'demo1234', { device: 'new-device-2' });

      // An account with neither a number nor an address cannot be reached: it passes.
      const unreachable = await newMember(platform);
      expect(
        await platform.client().login(unreachable.username, MEMBER_PASSWORD, { loginDeviceId: 'other' }),
      ).toBeTruthy();
    } finally {
      await switchCheck(false);
    }
  });

  it('sends the new-device code again once a minute: a new code for the same ticket, the old one void, no extra tries', async () => {
    const switchCheck = (on: boolean) =>
      platform.app.inject({
        method: 'PUT',
        url: '/dev/modules',
        headers: { ...devKeyHeader(platform.app), 'content-type': 'application/json' },
        payload: { merchant: AURORA, flags: { LOGINIPVERF3: on } },
      });
    expect((await switchCheck(true)).statusCode).toBe(200);
    try {
      const client = platform.client();
      const challenge = await challenged(client, 'member01', 'demo1234', { device: 'resend-device' });
      const [first] = await readOutbox(platform.app, { recipient: '+84912000001', channel: 'sms' });
      // Inside the minute: refused with the seconds left, nothing sent.
      const early = await client.call('resendLoginCode', { ticket: challenge.ticket });
      expect(early.status).toBe(429);
      expect(early.body.errorCode).toBe('TOO_MANY_REQUESTS');
      expect(early.body.value).toMatchObject({ retryAfterSeconds: 60 });
      expect((await readOutbox(platform.app, { recipient: '+84912000001', channel: 'sms' }))[0]!.id).toBe(first!.id);
      // A wrong guess takes one of the ticket's five tries.
      expect((await verify(client, challenge.ticket, 'code', '999999')).status).toBe(400);

      platform.clock.advance(61_000);
      const again = await client.call('resendLoginCode', { ticket: challenge.ticket });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.value).toMatchObject({
        ticket: challenge.ticket,
        challenge: 'code',
        channel: 'sms',
        expiresAt: challenge.expiresAt,
      });
      const [second] = await readOutbox(platform.app, { recipient: '+84912000001', channel: 'sms' });
      expect(second!.id).not.toBe(first!.id);
      // The countdown starts again.
      expect((await client.call('resendLoginCode', { ticket: challenge.ticket })).status).toBe(429);
      // The first code is void (unless the new one happens to be the same digits).
      if (first!.code !== second!.code)
        expect((await verify(client, challenge.ticket, 'code', first!.code!)).body.errorCode).toBe(
          'second_factor_code_invalid',
        );
      // Tries are not reset: two used, three left; the third wrong one after them still leaves the right code a try.
      expect((await verify(client, challenge.ticket, 'code', '999998')).status).toBe(400);
      expect((await verify(client, challenge.ticket, 'code', '999997')).status).toBe(400);
      const right = await verify(client, challenge.ticket, 'code', second!.code!);
      expect(right.status, JSON.stringify(right.body)).toBe(200);
      // A used ticket cannot be resent; nor one that never had a code, nor nonsense.
      expect((await client.call('resendLoginCode', { ticket: challenge.ticket })).body.errorCode).toBe(
        'login_ticket_invalid',
      );
      expect((await client.call('resendLoginCode', { ticket: '' })).status).toBe(400);
      expect((await client.call('resendLoginCode', { ticket: 'x'.repeat(40), extra: 1 } as never)).status).toBe(400);
    } finally {
      await switchCheck(false);
    }
  });

  it('support resets a lost authenticator: binding and recovery codes gone, sessions ended, member told, audited with the reason', async () => {
    const member = await newMember(platform);
    await bound(member);
    const ops = (username: string, payload: unknown) =>
      staffToken(platform, AURORA, username).then((token) =>
        platform.app.inject({
          method: 'POST',
          url: '/ops/members/authenticator/reset',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: payload as object,
        }),
      );
    const auditRows = () =>
      platform.app.platform.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'authenticator.reset')
        .where('account_id', '=', member.id)
        .execute();

    // Another role may not; bad input is a 4xx; neither changes anything.
    const content = await ops('content', { username: member.username, reason: 'lost phone, identity checked' });
    expect(content.statusCode).toBe(403);
    expect((await ops('support', { username: member.username })).statusCode).toBe(400);
    expect((await ops('support', { username: member.username, reason: 'x' })).statusCode).toBe(400);
    expect((await ops('support', { username: 'nobody-here', reason: 'lost phone, identity checked' })).statusCode).toBe(
      404,
    );
    expect(await platform.app.platform.authenticators.isBound(reposOf(platform, AURORA), member.id)).toBe(true);
    expect((await auditRows()).filter((row) => row.outcome === 'done')).toHaveLength(0);

    // The member reads Vietnamese: the platform's message is written in it.
    await platform.app.platform.db
      .updateTable('accounts')
      .set({ language: 'VI' })
      .where('id', '=', member.id)
      .execute();
    const reset = await ops('support', { username: member.username, reason: 'lost phone, identity checked by call' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().value).toMatchObject({ username: member.username, sessionsEnded: 1 });
    const repos = reposOf(platform, AURORA);
    expect(await platform.app.platform.authenticators.isBound(repos, member.id)).toBe(false);
    expect(await repos.recoveryCodes.unusedCount(member.id)).toBe(0);
    expect(await sessionCount(AURORA, member.id)).toBe(0);
    expect((await member.client.call('getBalance', {}, { token: member.token })).status).toBe(401);
    const [row] = (await auditRows()).filter((r) => r.outcome === 'done');
    expect(row).toMatchObject({ subject: 'lost phone, identity checked by call', username: member.username });
    // The member is told in the inbox, and logs in with the password alone now.
    const token = await member.client.login(member.username, MEMBER_PASSWORD);
    const inbox = await member.client.call('getMessages', {}, { token });
    expect(inbox.status).toBe(200);
    expect(JSON.stringify(inbox.body)).toContain('Ứng dụng xác thực của bạn đã được đặt lại');
    // Nothing left to reset.
    const again = await ops('support', { username: member.username, reason: 'lost phone, identity checked by call' });
    expect(again.json().errorCode).toBe('authenticator_not_bound');
  });

  it('ends a session used from another network where the tenant asks for it (lotus), not elsewhere (aurora)', async () => {
    const lotus = platform.client(LOTUS);
    const home = '203.0.113.5';
    const login = await lotus.call(
      'login',
      { username: 'member01', password: 'demo1234', type: 'username', loginDeviceId: 'lotus-device' },
      { remoteAddress: home },
    );
    const token = login.body.value!.token;
    // Another address of the same /24 is the same network.
    expect((await lotus.call('getMemberInfo', {}, { token, remoteAddress: '203.0.113.77' })).status).toBe(200);
    const moved = await lotus.call('getMemberInfo', {}, { token, remoteAddress: '198.51.100.1' });
    expect(moved.status).toBe(401);
    expect(moved.body.errorCode).toBe('token_ip_different');
    // The session is over, also back at home.
    expect((await lotus.call('getMemberInfo', {}, { token, remoteAddress: home })).body.errorCode).toBe(
      'token_ip_different',
    );

    const aurora = platform.client(AURORA);
    const auroraToken = await aurora.login('agent01');
    expect((await aurora.call('getMemberInfo', {}, { token: auroraToken, remoteAddress: '198.51.100.1' })).status).toBe(
      200,
    );
  });

  it('lists the active sessions (lotus keeps five) and signs out one or all the others', async () => {
    const member = await newMember(platform, { merchant: LOTUS });
    const other = platform.client(LOTUS);
    const second = (
      await other.call(
        'login',
        { username: member.username, password: MEMBER_PASSWORD, type: 'username', loginDeviceId: 'phone' },
        { headers: { 'user-agent': FIREFOX_LINUX } },
      )
    ).body.value!.token;
    platform.clock.advance(MINUTE);
    const current = (
      await other.call(
        'login',
        { username: member.username, password: MEMBER_PASSWORD, type: 'username', loginDeviceId: 'desktop' },
        { headers: { 'user-agent': CHROME_WINDOWS } },
      )
    ).body.value!.token;

    const list = await other.call('getActiveSessions', {}, { token: current });
    expect(list.status).toBe(200);
    const sessions = list.body.value!.sessions;
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, device: 'Chrome on Windows', ip: '127.0.0.*' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.device)).toContain('Firefox on Linux');

    const firefox = sessions.find((s) => s.device === 'Firefox on Linux')!;
    expect((await other.call('endSession', { sessionId: firefox.sessionId }, { token: current })).body.value).toEqual({
      ended: 1,
    });
    expect((await other.call('getMemberInfo', {}, { token: second })).status).toBe(401);
    // Its own session is not "another": that is the logout.
    const self = sessions.find((s) => s.current)!;
    expect((await other.call('endSession', { sessionId: self.sessionId }, { token: current })).body.errorCode).toBe(
      'session_not_found',
    );

    expect((await other.call('endOtherSessions', {}, { token: current })).body.value).toEqual({ ended: 1 });
    expect((await other.call('getMemberInfo', {}, { token: member.token })).status).toBe(401);
    expect((await other.call('getActiveSessions', {}, { token: current })).body.value!.sessions).toHaveLength(1);

    // Aurora keeps one session per account (the original's rule): the list holds the current one.
    const aurora = await newMember(platform);
    await platform.client().login(aurora.username, MEMBER_PASSWORD);
    const newest = await platform.client().login(aurora.username, MEMBER_PASSWORD);
    expect((await aurora.client.call('getActiveSessions', {}, { token: newest })).body.value!.sessions).toHaveLength(1);
  });

  it('keeps tenants apart: another tenant’s session id or ticket is unknown here', async () => {
    const lotusMember = await newMember(platform, { merchant: LOTUS });
    const lotusSessions = await lotusMember.client.call('getActiveSessions', {}, { token: lotusMember.token });
    const lotusSessionId = lotusSessions.body.value!.sessions[0]!.sessionId;
    const auroraMember = await newMember(platform);
    const ended = await auroraMember.client.call(
      'endSession',
      { sessionId: lotusSessionId },
      { token: auroraMember.token },
    );
    expect(ended.body.errorCode).toBe('session_not_found');
    expect((await lotusMember.client.call('getMemberInfo', {}, { token: lotusMember.token })).status).toBe(200);

    const { secret } = await bound(auroraMember);
    const challenge = await challenged(platform.client(AURORA), auroraMember.username);
    expect(
      (await verify(platform.client(LOTUS), challenge.ticket, 'authenticator', codeOf(secret))).body.errorCode,
    ).toBe('login_ticket_invalid');
    expect((await verify(platform.client(AURORA), challenge.ticket, 'authenticator', codeOf(secret))).status).toBe(200);
  });

  it('a reset by phone changes the password but answers the authenticator challenge before a session', async () => {
    const client = platform.client();
    const token = await client.login('reset01', '123456');
    const member = { client, token, username: 'reset01' } as Member;
    const { secret } = await bound(member);
    expect(
      (await client.withCaptcha('sendLoginSms', { mobileNum: '912000003', countryDialingCode: '+84' })).status,
    ).toBe(200);
    const reset = await client.call('resetPasswordByPhone', {
      mobileNum: '912000003',
      countryDialingCode: '+84',
      verificationCode: await lastSmsCode(platform.app, '+84912000003'),
      newPassword: 'fresh2fa99',
      loginDeviceId: 'test-device',
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(403);
    expect(reset.body.errorCode).toBe('login_verify_required');
    const challenge = loginChallengeSchema.parse(reset.body.value);
    expect(challenge.challenge).toBe('authenticator');
    // The new password is in force (its login is challenged too), and the code opens the session.
    await challenged(platform.client(), 'reset01', 'fresh2fa99');
    const verified = await verify(client, challenge.ticket, 'authenticator', codeOf(secret));
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.value!.forceChangePassword).toBe(false);
  });

  it('bad input is a 4xx and changes nothing', async () => {
    const member = await newMember(platform);
    const { client, token } = member;
    await client.call('startAuthenticatorBinding', {}, { token });
    const before = await reposOf(platform, AURORA).authenticators.find(member.id);
    for (const code of ['abc', '1234567', '', '12 345']) {
      const result = await client.call('confirmAuthenticatorBinding', { code }, { token });
      expect(result.status).toBe(400);
      expect(result.body.errorCode).toBe('request_param_err');
    }
    expect(await reposOf(platform, AURORA).authenticators.find(member.id)).toEqual(before);
    const verifyBad = await client.call('verifyLogin', { ticket: 'x', method: 'sms', code: '123456' });
    expect(verifyBad.status).toBe(400);
    const unknownTicket = await client.call('verifyLogin', { ticket: 'x'.repeat(40), method: 'code', code: '123456' });
    expect(unknownTicket.body.errorCode).toBe('login_ticket_invalid');
  });
});
