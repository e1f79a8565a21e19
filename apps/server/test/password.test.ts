// Password change (revokes other sessions), recovery by e-mail (temporary password) and reset by
// phone (SMS code, then a new session).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, MINUTE, lastSmsCode, readOutbox, startPlatform, type TestPlatform } from './helpers';

describe.each(ENGINES)('passwords (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  it('changes the password, keeps the current session and ends the others', async () => {
    const a = platform.client();
    const b = platform.client();
    const older = await a.login('agent01');
    // A second device: its login would end `older` (one session per account), so make the
    // other session directly, as a session created before the rule would be.
    const account = await platform.app.platform.db
      .selectFrom('accounts')
      .selectAll()
      .where('merchant_code', '=', 'AUR')
      .where('username_key', '=', 'agent01')
      .executeTakeFirstOrThrow();
    const repos = (await import('../src/repositories/index')).tenantRepositories(platform.app.platform.db, 'AUR');
    const current = await b.login('agent01');
    const other = await platform.app.platform.sessions.start(repos, account, { ip: '127.0.0.2', deviceId: null });
    // start() ended `current` too: log in again for the session that changes the password, then add a parallel one.
    const mine = await b.login('agent01');
    const parallel = 'parallel-token-' + 'x'.repeat(20);
    await repos.sessions.insert({
      accountId: account.id,
      tokenHash: platform.app.platform.sessions.hashToken(parallel),
      deviceId: null,
      ip: '127.0.0.3',
      now: platform.clock.now(),
      expiresAt: platform.clock.now() + 60 * MINUTE,
    });
    expect((await b.call('getMemberInfo', {}, { token: parallel })).status).toBe(200);

    const changed = await b.call(
      'changePassword',
      { oldPassword: 'demo1234', newPassword: 'newpass99', confirmNewPassword: 'newpass99' },
      { token: mine },
    );
    expect(changed.status).toBe(200);
    expect((await b.call('getMemberInfo', {}, { token: mine })).status).toBe(200);
    const revoked = await b.call('getMemberInfo', {}, { token: parallel });
    expect(revoked.status).toBe(401);
    expect(revoked.body.errorCode).toBe('login.not.session');
    for (const token of [older, current, other.token])
      expect((await b.call('getMemberInfo', {}, { token })).status).toBe(401);
    // The old password no longer works; the new one does.
    expect(
      (await a.call('login', { username: 'agent01', password: 'demo1234', type: 'username', loginDeviceId: 'd' })).body
        .errorCode,
    ).toBe('login_failed');
    expect(await a.login('agent01', 'newpass99')).toBeTruthy();
  });

  it('refuses a wrong old password, a mismatch, the same password and one breaking the rule', async () => {
    const client = platform.client();
    const token = await client.login('member01');
    const change = (oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
      client.call('changePassword', { oldPassword, newPassword, confirmNewPassword }, { token });
    expect((await change('wrong', 'abc12345')).body.errorCode).toBe('old_password_error');
    expect((await change('demo1234', 'abc12345', 'abc12346')).body.errorCode).toBe('password_inconsistent');
    expect((await change('demo1234', 'demo1234')).body.errorCode).toBe('password_same');
    expect((await change('demo1234', 'lettersonly')).body).toMatchObject({
      errorCode: 'password_rule',
      value: { field: 'password', patternId: 5 },
    });
    expect((await change('demo1234', '123456')).body.errorCode).toBe('password_rule');
  });

  it('lets reset01 (default password) change it, after which login no longer forces a change', async () => {
    const client = platform.client();
    const login = await client.call('login', {
      username: 'reset01',
      password: '123456',
      type: 'username',
      loginDeviceId: 'd',
    });
    expect(login.body.value!.forceChangePassword).toBe(true);
    const token = login.body.value!.token;
    expect(
      (
        await client.call(
          'changePassword',
          { oldPassword: '123456', newPassword: 'fresh2026', confirmNewPassword: 'fresh2026' },
          { token },
        )
      ).status,
    ).toBe(200);
    const again = await client.call('login', {
      username: 'reset01',
      password: 'fresh2026',
      type: 'username',
      loginDeviceId: 'd',
    });
    expect(again.body.value).toMatchObject({ passwordExpired: false, forceChangePassword: false });
  });

  it('mails a temporary password (form-encoded call); the old password works until it is used', async () => {
    const client = platform.client();
    const unknown = await client.withCaptcha('forgotPasswordByEmail', {
      username: 'member01',
      email: 'someone@else.example',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('account_not_found');

    const sent = await client.withCaptcha('forgotPasswordByEmail', {
      username: 'member01',
      email: 'MEMBER01@aurora.example',
    });
    expect(sent.status).toBe(200);
    const [mail] = await readOutbox(platform.app, { recipient: 'member01@aurora.example', channel: 'email' });
    expect(mail!.text).toContain(mail!.code!);
    // Asking again at once is throttled.
    expect(
      (await client.withCaptcha('forgotPasswordByEmail', { username: 'member01', email: 'member01@aurora.example' }))
        .status,
    ).toBe(429);
    // The current password still works.
    expect(await client.login('member01')).toBeTruthy();
    // The temporary one logs in and forces a change.
    const temp = await client.call('login', {
      username: 'member01',
      password: mail!.code!,
      type: 'username',
      loginDeviceId: 'd',
    });
    expect(temp.body.value).toMatchObject({ passwordExpired: true, forceChangePassword: true });
    const token = temp.body.value!.token;
    expect(
      (
        await client.call(
          'changePassword',
          { oldPassword: mail!.code!, newPassword: 'member2026', confirmNewPassword: 'member2026' },
          { token },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await client.call('login', {
          username: 'member01',
          password: 'member2026',
          type: 'username',
          loginDeviceId: 'd',
        })
      ).body.value!.forceChangePassword,
    ).toBe(false);
  });

  it('lets a temporary password expire after 30 minutes', async () => {
    const client = platform.client();
    platform.clock.advance(2 * MINUTE);
    await client.withCaptcha('forgotPasswordByEmail', { username: 'member01', email: 'member01@aurora.example' });
    const [mail] = await readOutbox(platform.app, { recipient: 'member01@aurora.example', channel: 'email' });
    platform.clock.advance(31 * MINUTE);
    expect(
      (
        await client.call('login', {
          username: 'member01',
          password: mail!.code!,
          type: 'username',
          loginDeviceId: 'd',
        })
      ).body.errorCode,
    ).toBe('login_failed');
  });

  it('resets the password by phone, then logs in and ends the other sessions', async () => {
    const client = platform.client();
    const before = await client.login('agent01', 'newpass99');
    expect(
      (await client.withCaptcha('sendLoginSms', { mobileNum: '912000002', countryDialingCode: '+84' })).status,
    ).toBe(200);
    const code = await lastSmsCode(platform.app, '+84912000002');
    const weak = await client.call('resetPasswordByPhone', {
      newPassword: 'short',
      mobileNum: '912000002',
      verificationCode: code,
    });
    expect(weak.body.errorCode).toBe('password_rule');
    const result = await client.call('resetPasswordByPhone', {
      newPassword: 'phone2026',
      mobileNum: '912000002',
      verificationCode: code,
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.value).toMatchObject({ userName: 'agent01', forceChangePassword: false });
    expect((await client.call('getMemberInfo', {}, { token: result.body.value!.token })).status).toBe(200);
    expect((await client.call('getMemberInfo', {}, { token: before })).status).toBe(401);
    expect(await client.login('agent01', 'phone2026')).toBeTruthy();
    // The code was used.
    expect(
      (
        await client.call('resetPasswordByPhone', {
          newPassword: 'phone2027',
          mobileNum: '912000002',
          verificationCode: code,
        })
      ).body.errorCode,
    ).toBe('verification_code_expired');
  });

  it('refuses reset by phone for an unknown number or a wrong code, and when CHNGPASSVERIF3 is off', async () => {
    const client = platform.client();
    // An unknown number answers as a registered one without a code does: nothing says it has no account.
    expect(
      (
        await client.call('resetPasswordByPhone', {
          newPassword: 'phone2026',
          mobileNum: '900000001',
          verificationCode: '123456',
        })
      ).body.errorCode,
    ).toBe('verification_code_expired');
    expect(
      (
        await client.call('resetPasswordByPhone', {
          newPassword: 'phone2026',
          mobileNum: '912000002',
          verificationCode: '123456',
        })
      ).body.errorCode,
    ).toBe('verification_code_expired');
    // The password rule is checked before anything else.
    expect(
      (
        await client.call('resetPasswordByPhone', {
          newPassword: 'x',
          mobileNum: '900000001',
          verificationCode: '123456',
        })
      ).body.errorCode,
    ).toBe('password_rule');
    platform.clock.advance(6 * MINUTE);
    await client.withCaptcha('sendLoginSms', { mobileNum: '912000003', countryDialingCode: '+84' });
    const code = await lastSmsCode(platform.app, '+84912000003');
    const wrong = code === '999999' ? '888888' : '999999';
    expect(
      (
        await client.call('resetPasswordByPhone', {
          newPassword: 'phone2026',
          mobileNum: '912000003',
          verificationCode: wrong,
        })
      ).body.errorCode,
    ).toBe('verification_code_invalid');
    await platform.app.platform.tenants.setModules('AUR', { CHNGPASSVERIF3: false });
    expect(
      (
        await client.call('resetPasswordByPhone', {
          newPassword: 'phone2026',
          mobileNum: '912000003',
          verificationCode: code,
        })
      ).body.errorCode,
    ).toBe('function.not.available');
    await platform.app.platform.tenants.setModules('AUR', { CHNGPASSVERIF3: true });
  });
});
