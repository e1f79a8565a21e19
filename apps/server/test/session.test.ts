// Login, sessions and the member calls behind a token, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, ENGINES, LOTUS, MINUTE, lastSmsCode, startPlatform, type TestPlatform } from './helpers';

describe.each(ENGINES)('sessions and login (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  it('logs member01 in with an encrypted payload and answers the login value', async () => {
    const result = await platform
      .client()
      .call('login', { username: 'member01', password: 'demo1234', type: 'username', loginDeviceId: 'device-1' });
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    expect(result.body.value).toMatchObject({
      userName: 'member01',
      type: 0,
      isAgent: false,
      passwordExpired: false,
      forceChangePassword: false,
      merchantCode: AURORA,
      currency: 'USD',
    });
    expect(result.body.value!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses an E call sent in plain JSON with 400 request_body_required', async () => {
    const result = await platform
      .client()
      .call(
        'login',
        { username: 'member01', password: 'demo1234', type: 'username', loginDeviceId: 'd' },
        { plain: true },
      );
    expect(result.status).toBe(400);
    expect(result.body.errorCode).toBe('request_body_required');
  });

  it('reports first-time login once', async () => {
    const client = platform.client();
    const first = await client.call('login', {
      username: 'agent01',
      password: 'demo1234',
      type: 'username',
      loginDeviceId: 'd',
    });
    const second = await client.call('login', {
      username: 'agent01',
      password: 'demo1234',
      type: 'username',
      loginDeviceId: 'd',
    });
    expect(first.body.value).toMatchObject({ firstTimeLogin: true, isAgent: true, type: 1 });
    expect(second.body.value!.firstTimeLogin).toBe(false);
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    const token = await platform.client().login('  MEMBER01 ');
    expect(token).toBeTruthy();
  });

  it('says when the default password forces a change (reset01 / 123456)', async () => {
    const result = await platform
      .client()
      .call('login', { username: 'reset01', password: '123456', type: 'username', loginDeviceId: 'd' });
    expect(result.body.value).toMatchObject({ passwordExpired: true, forceChangePassword: true });
  });

  it('forces a change when the password is older than 90 days with PWDEXPFORCECHANGE3 on, not when off', async () => {
    const client = platform.client();
    await platform.app.platform.db
      .updateTable('accounts')
      .set({ password_changed_at: platform.clock.now() - 91 * 24 * 60 * MINUTE })
      .where('username_key', '=', 'member01')
      .where('merchant_code', '=', AURORA)
      .execute();
    const expired = await client.call('login', {
      username: 'member01',
      password: 'demo1234',
      type: 'username',
      loginDeviceId: 'd',
    });
    expect(expired.body.value).toMatchObject({ passwordExpired: true, forceChangePassword: true });
    await platform.app.platform.tenants.setModules(AURORA, { PWDEXPFORCECHANGE3: false });
    const off = await client.call('login', {
      username: 'member01',
      password: 'demo1234',
      type: 'username',
      loginDeviceId: 'd',
    });
    expect(off.body.value).toMatchObject({ passwordExpired: false, forceChangePassword: false });
    await platform.app.platform.tenants.setModules(AURORA, { PWDEXPFORCECHANGE3: true });
    await platform.app.platform.db
      .updateTable('accounts')
      .set({ password_changed_at: platform.clock.now() })
      .where('username_key', '=', 'member01')
      .execute();
  });

  it('answers a wrong password with login_failed and no token', async () => {
    const result = await platform
      .client()
      .call('login', { username: 'agent01', password: 'wrong-pass1', type: 'username', loginDeviceId: 'd' });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ success: false, value: { captcha: false }, errorCode: 'login_failed' });
    expect(result.body.message).toBe('Wrong username or password.');
  });

  it('answers in the request language', async () => {
    const result = await platform
      .client(AURORA, 'VI')
      .call('login', { username: 'nobody01', password: 'x', type: 'username', loginDeviceId: 'd' });
    expect(result.body.message).toBe('Sai tên đăng nhập hoặc mật khẩu.');
    const ty = await platform
      .client(AURORA, 'TY')
      .call('login', { username: 'nobody01', password: 'x', type: 'username', loginDeviceId: 'd' });
    expect(ty.body.message).toBe('Wrong username or password.');
  });

  it('requires a captcha after 3 failed logins, checks it once and case-insensitively, and clears on success', async () => {
    const client = platform.client();
    const attempt = (password: string, captcha?: string) =>
      client.call('login', {
        username: 'reset01',
        password,
        type: 'username',
        loginDeviceId: 'd',
        ...(captcha !== undefined ? { captcha } : {}),
      });
    expect((await attempt('bad1')).body.value).toEqual({ captcha: false });
    expect((await attempt('bad2')).body.value).toEqual({ captcha: false });
    expect((await attempt('bad3')).body.value).toEqual({ captcha: true });
    // Now even the right password needs a captcha.
    const blocked = await attempt('123456');
    expect(blocked.body).toMatchObject({ errorCode: 'captcha_error', value: { captcha: true } });
    // A wrong answer uses the captcha up.
    await client.captcha();
    expect((await attempt('123456', '0000x')).body.errorCode).toBe('captcha_error');
    // A right answer, once.
    const answer = await client.captcha();
    const ok = await attempt('123456', answer.toUpperCase());
    expect(ok.status).toBe(200);
    const replay = await client.call('login', {
      username: 'reset01',
      password: 'bad',
      type: 'username',
      loginDeviceId: 'd',
      captcha: answer,
    });
    expect(replay.body.value).toEqual({ captcha: false });
  });

  it('does not accept an expired captcha', async () => {
    const client = platform.client();
    for (const pw of ['b1', 'b2', 'b3'])
      await client.call('login', { username: 'ghost77', password: pw, type: 'username', loginDeviceId: 'd' });
    const answer = await client.captcha();
    platform.clock.advance(6 * MINUTE);
    const result = await client.call('login', {
      username: 'ghost77',
      password: 'x',
      type: 'username',
      loginDeviceId: 'd',
      captcha: answer,
    });
    expect(result.body.errorCode).toBe('captcha_error');
  });

  it('serves the member calls behind a token', async () => {
    const client = platform.client();
    const token = await client.login('member01');
    const info = await client.call('getMemberInfo', {}, { token });
    expect(info.status).toBe(200);
    expect(info.body.value).toMatchObject({
      account: 'member01',
      type: 0,
      toUpline: true,
      clubLabel: { rankLevel: 1 },
      mobile: '+84 *****0001',
      email: 'm***@aurora.example',
    });
    const balance = await client.call('getBalance', {}, { token });
    expect(balance.body.value).toEqual({
      sumBalance: 1000,
      currency: 'USD',
      currencySymbol: '$',
      balance: [{ accountTypeId: 1, availBalance: 1000 }],
      // Aurora's referral promotion is open; welcome-bonus and reload-bonus wait for member01.
      availablePromo: true,
      availablePromoCount: 2,
    });
    expect((await client.call('getMemberIcon', {}, { token })).body.value).toEqual({ icon: null });
    expect((await client.call('getPlayerAvatar', {}, { token })).body.value).toEqual({
      avatarUrl: null,
      nickname: 'member01',
    });
    expect((await client.call('updateLanguage', { language: 'VI' }, { token })).status).toBe(200);
    expect((await client.call('getMemberInfo', {}, { token })).body.value!.language).toBe('VI');
    const unsupported = await client.call('updateLanguage', { language: 'TH' }, { token });
    expect(unsupported.status).toBe(400);
  });

  it('answers 401 login.not.session without a token and user.or.token.invalid for an unknown one', async () => {
    const client = platform.client();
    const none = await client.call('getMemberInfo', {});
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, value: null, errorCode: 'login.not.session' });
    const unknown = await client.call('getBalance', {}, { token: 'not-a-token' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.errorCode).toBe('user.or.token.invalid');
  });

  it('ends a session on logout', async () => {
    const client = platform.client();
    const token = await client.login('agent01');
    expect((await client.call('logout', {}, { token })).status).toBe(200);
    const after = await client.call('getMemberInfo', {}, { token });
    expect(after.status).toBe(401);
    expect(after.body.errorCode).toBe('login.not.session');
  });

  it('keeps one session per account: the older token gets 401 duplicateLogin', async () => {
    const client = platform.client();
    const first = await client.login('agent01');
    const second = await client.login('agent01');
    expect((await client.call('getMemberInfo', {}, { token: first })).body.errorCode).toBe('duplicateLogin');
    expect((await client.call('getMemberInfo', {}, { token: second })).status).toBe(200);
  });

  it('expires a session after 30 idle minutes, slides while used, and ends it after 12 hours regardless', async () => {
    const client = platform.client();
    const idle = await client.login('agent01');
    platform.clock.advance(31 * MINUTE);
    expect((await client.call('getMemberInfo', {}, { token: idle })).body.errorCode).toBe('login.not.session');

    const active = await client.login('agent01');
    // 28 × 25 min = 11 h 40 min: still alive because it is used.
    for (let i = 0; i < 28; i++) {
      platform.clock.advance(25 * MINUTE);
      expect((await client.call('getMemberInfo', {}, { token: active })).status).toBe(200);
    }
    // One more step passes 12 hours.
    platform.clock.advance(25 * MINUTE);
    const expired = await client.call('getMemberInfo', {}, { token: active });
    expect(expired.status).toBe(401);
    expect(expired.body.errorCode).toBe('login.not.session');
  });

  it('keeps tenants apart: an aurora account cannot log in on lotus, nor its token work there', async () => {
    const aurora = platform.client(AURORA);
    const lotus = platform.client(LOTUS);
    const token = await aurora.login('agent01');
    expect((await lotus.call('getMemberInfo', {}, { token })).status).toBe(401);
    const register = await aurora.call('checkAffiliate', { code: 'AGENT01' });
    expect(register.status).toBe(200);
    // Same username on lotus is lotus's own account, with lotus's currency.
    const lotusLogin = await lotus.call('login', {
      username: 'member01',
      password: 'demo1234',
      type: 'username',
      loginDeviceId: 'd',
    });
    expect(lotusLogin.body.value).toMatchObject({ merchantCode: LOTUS, currency: 'THB' });
    expect(lotusLogin.body.value!.id).not.toBe(
      (await aurora.call('login', { username: 'member01', password: 'demo1234', type: 'username', loginDeviceId: 'd' }))
        .body.value!.id,
    );
    // A lotus-only account is unknown on aurora.
    const free = await lotus.call('loginFreePlay', { os: 'Linux', platform: 'W' });
    expect(free.status).toBe(200);
    const guest = free.body.value!.userName;
    const onAurora = await aurora.call('login', {
      username: guest,
      password: 'whatever1',
      type: 'username',
      loginDeviceId: 'd',
    });
    expect(onAurora.body.errorCode).toBe('login_failed');
    expect((await aurora.call('getMemberInfo', {}, { token: free.body.value!.token })).status).toBe(401);
  });

  it('creates a logged-in trial (type 4) account with play money on free play, when FREEPLAY3 is on', async () => {
    const lotus = platform.client(LOTUS);
    const result = await lotus.call('loginFreePlay', { os: 'Windows', platform: 'W' });
    expect(result.body.value).toMatchObject({ type: 4, isAgent: false, firstTimeLogin: true });
    const token = result.body.value!.token;
    expect((await lotus.call('getBalance', {}, { token })).body.value!.sumBalance).toBe(2000);
    // Trial accounts cannot change a password.
    const change = await lotus.call(
      'changePassword',
      { oldPassword: 'a', newPassword: 'abc12345', confirmNewPassword: 'abc12345' },
      { token },
    );
    expect(change.status).toBe(403);
    expect(change.body.errorCode).toBe('account_type_refused');
    // Aurora has FREEPLAY3 off.
    const off = await platform.client(AURORA).call('loginFreePlay', { os: 'Windows', platform: 'W' });
    expect(off.status).toBe(400);
    expect(off.body.errorCode).toBe('function.not.available');
  });

  it('logs in by SMS code (username = mobile number, password = code), not forcing a password change', async () => {
    const client = platform.client();
    const sent = await client.withCaptcha('sendLoginSms', { mobileNum: '912000003', countryDialingCode: '+84' });
    expect(sent.status).toBe(200);
    const code = await lastSmsCode(platform.app, '+84912000003');
    const wrong = await client.call('login', {
      username: '912000003',
      password: '000000',
      type: 'sms',
      loginDeviceId: 'd',
      countryDialingCode: '+84',
    });
    expect(wrong.body.errorCode).toBe(code === '000000' ? undefined : 'verification_code_invalid');
    const result = await client.call('login', {
      username: '912000003',
      password: code,
      type: 'sms',
      loginDeviceId: 'd',
      countryDialingCode: '+84',
    });
    expect(result.status).toBe(200);
    expect(result.body.value).toMatchObject({ userName: 'reset01', forceChangePassword: false });
    // Single use.
    const again = await client.call('login', {
      username: '912000003',
      password: code,
      type: 'sms',
      loginDeviceId: 'd',
    });
    expect(again.body.errorCode).toBe('verification_code_expired');
    platform.clock.advance(6 * MINUTE);
  });

  it('refuses SMS login when MOBILEVERCODELOGIN3 is off', async () => {
    await platform.app.platform.tenants.setModules(AURORA, { MOBILEVERCODELOGIN3: false });
    const result = await platform
      .client()
      .call('login', { username: '912000001', password: '123456', type: 'sms', loginDeviceId: 'd' });
    expect(result.body.errorCode).toBe('function.not.available');
    await platform.app.platform.tenants.setModules(AURORA, { MOBILEVERCODELOGIN3: true });
  });

  it('stores only keyed hashes of tokens', async () => {
    const token = await platform.client().login('member01');
    const rows = await platform.app.platform.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.some((r) => r.token_hash === platform.app.platform.sessions.hashToken(token))).toBe(true);
  });
});
