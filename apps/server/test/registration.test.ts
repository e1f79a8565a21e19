// Registration by username and by mobile number: the tenant's field rules, uniqueness per tenant,
// affiliate codes, captcha, SMS code, and `login: true`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AURORA,
  ENGINES,
  LOTUS,
  MINUTE,
  lastSmsCode,
  startPlatform,
  type TestClient,
  type TestPlatform,
} from './helpers';

function record(overrides: Record<string, unknown> = {}) {
  return {
    username: 'player01',
    password: 'abc12345',
    confirmPassword: 'abc12345',
    mobileNum: '933000001',
    countryDialingCode: '+84',
    email: '',
    payeeName: '',
    affiliateCode: '',
    referralCode: null,
    domain: 'aurora.localhost',
    registerUrl: 'http://aurora.localhost:8080/register',
    registerMethod: 'WEB',
    loginDeviceId: 'device-1',
    login: true,
    ...overrides,
  };
}

describe.each(ENGINES)('registration (%s)', (engine) => {
  let platform: TestPlatform;
  let client: TestClient;
  let n = 0;
  /** A fresh username and mobile number per test. */
  const fresh = () => {
    n += 1;
    return { username: `player${String(n).padStart(3, '0')}`, mobileNum: `9330${String(n).padStart(5, '0')}` };
  };
  const register = async (overrides: Record<string, unknown> = {}, c: TestClient = client) =>
    c.call('register', record({ ...fresh(), captcha: await c.captcha(), ...overrides }));

  beforeAll(async () => {
    platform = await startPlatform({ engine });
    client = platform.client(AURORA);
  });
  afterAll(() => platform?.close());

  it('registers by username and answers a login value whose token works', async () => {
    const ids = fresh();
    const result = await client.call(
      'register',
      record({
        ...ids,
        captcha: await client.captcha(),
        email: 'Player@Example.com',
        payeeName: 'Jane Doe',
        zalo: '0912345678',
      }),
    );
    expect(result.status).toBe(200);
    expect(result.body.value).toMatchObject({
      userName: ids.username,
      type: 0,
      firstTimeLogin: true,
      passwordExpired: false,
    });
    const info = await client.call('getMemberInfo', {}, { token: result.body.value!.token });
    expect(info.body.value).toMatchObject({
      account: ids.username,
      toUpline: false,
      mobile: `+84 *****${ids.mobileNum.slice(-4)}`,
    });
    expect((await client.call('getBalance', {}, { token: result.body.value!.token })).body.value!.sumBalance).toBe(0);
  });

  it('answers null without logging in when login is false', async () => {
    const result = await register({ login: false });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, value: null });
  });

  it('enforces the field rules of the tenant (pattern, length) with the field, pattern id and bounds', async () => {
    const badUsername = await register({ username: '1player' });
    expect(badUsername.status).toBe(400);
    expect(badUsername.body).toMatchObject({
      errorCode: 'field_invalid',
      value: { field: 'username', kind: 'pattern', patternId: 1, min: 6, max: 12 },
    });
    const shortPassword = await register({ password: 'ab1', confirmPassword: 'ab1' });
    expect(shortPassword.body).toMatchObject({
      errorCode: 'field_invalid',
      value: { field: 'password', kind: 'pattern' },
    });
    // The address grammar is the contract's, whatever the tenant's pattern: markup never gets stored.
    const badEmail = await register({ email: 'not-an-email' });
    expect(badEmail.body).toMatchObject({ errorCode: 'request_param_err', value: { fields: ['email'] } });
    expect((await register({ email: 'a@<svg/onload=alert(1)>.io' })).body).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: ['email'] },
    });
    const badZalo = await register({ zalo: 'abc' });
    expect(badZalo.body.value).toMatchObject({ field: 'zalo', patternId: 6 });
  });

  it('always requires username, password, confirmation (username mode) and the shown mobile number', async () => {
    expect((await register({ mobileNum: '' })).body).toMatchObject({
      errorCode: 'field_invalid',
      value: { field: 'mobileNum', kind: 'required' },
    });
    const noConfirm = await client.call('register', {
      ...record(fresh()),
      confirmPassword: undefined,
      captcha: await client.captcha(),
    });
    expect(noConfirm.body).toMatchObject({ errorCode: 'field_invalid', value: { field: 'confirmPassword' } });
    expect((await register({ confirmPassword: 'abc12346' })).body.errorCode).toBe('password_inconsistent');
    const missingPassword = await register({ password: '', confirmPassword: '' });
    expect(missingPassword.status).toBe(400);
  });

  it('makes optional fields required when the server flag says so', async () => {
    const tenant = (await platform.app.platform.tenants.byMerchantCode(AURORA))!;
    const fields = { ...tenant.registration, email: { ...tenant.registration.email, required: true } };
    await platform.app.platform.db
      .updateTable('tenants')
      .set({ registration_json: JSON.stringify(fields) })
      .where('merchant_code', '=', AURORA)
      .execute();
    platform.app.platform.tenants.invalidate();
    expect((await register({ email: '' })).body).toMatchObject({
      errorCode: 'field_invalid',
      value: { field: 'email', kind: 'required' },
    });
    expect((await register({ email: 'ok@example.com' })).status).toBe(200);
    await platform.app.platform.db
      .updateTable('tenants')
      .set({ registration_json: JSON.stringify(tenant.registration) })
      .where('merchant_code', '=', AURORA)
      .execute();
    platform.app.platform.tenants.invalidate();
  });

  it('requires the captcha the tenant shows, once', async () => {
    const ids = fresh();
    const none = await client.call('register', record({ ...ids }));
    expect(none.body).toMatchObject({ errorCode: 'captcha_error' });
    const wrong = await client.call('register', record({ ...ids, captcha: 'zzzz' }));
    expect(wrong.body.errorCode).toBe('captcha_error');
    expect((await client.call('register', record({ ...ids, captcha: await client.captcha() }))).status).toBe(200);
  });

  it('keeps usernames (any case) and mobile numbers unique within a tenant, not across tenants', async () => {
    const ids = fresh();
    expect((await register(ids)).status).toBe(200);
    const sameName = await register({ username: ids.username.toUpperCase() });
    expect(sameName.status).toBe(409);
    expect(sameName.body.errorCode).toBe('username_exists');
    const sameMobile = await register({ mobileNum: ids.mobileNum });
    expect(sameMobile.body.errorCode).toBe('mobile_exists');
    expect((await register({ username: 'member01' })).body.errorCode).toBe('username_exists');
    // The same name and number are free on lotus.
    const lotus = platform.client(LOTUS);
    const onLotus = await lotus.call(
      'register',
      record({
        ...ids,
        countryDialingCode: '+66',
        email: 'player@lotus.example',
        domain: 'lotus.localhost',
        captcha: await lotus.captcha(),
      }),
    );
    expect(onLotus.status, JSON.stringify(onLotus.body)).toBe(200);
    expect(onLotus.body.value!.merchantCode).toBe(LOTUS);
  });

  it('links an affiliate code to its agent and refuses an unknown one', async () => {
    const ok = await register({ affiliateCode: 'agent01' });
    expect(ok.status).toBe(200);
    expect((await client.call('getMemberInfo', {}, { token: ok.body.value!.token })).body.value!.toUpline).toBe(true);
    const bad = await register({ affiliateCode: 'NOPE99' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('invitation_code_error');
    const badReferral = await register({ referralCode: 'NOPE99' });
    expect(badReferral.body.errorCode).toBe('invitation_code_error');
  });

  it('checks affiliate codes per tenant', async () => {
    expect((await client.call('checkAffiliate', { code: 'AGENT01', domain: 'aurora.localhost' })).body).toMatchObject({
      success: true,
      value: { code: 'AGENT01' },
    });
    expect((await client.call('checkAffiliate', { code: 'member01' })).body.errorCode).toBe('invitation_code_error');
    expect((await client.call('checkAffiliate', { domain: 'aurora.localhost' })).body.errorCode).toBe(
      'invitation_code_error',
    );
  });

  it('registers by mobile number with an SMS code: the username is the number', async () => {
    const { mobileNum } = fresh();
    const sent = await client.withCaptcha('sendRegisterSms', { countryDialingCode: '+84', mobileNo: mobileNum });
    expect(sent.body.value).toMatchObject({ expiredMinutes: 5 });
    const code = await lastSmsCode(platform.app, `+84${mobileNum}`);
    const mismatch = await client.call(
      'registerMobile',
      record({ username: 'someone1', mobileNum, verificationCode: code, captcha: await client.captcha() }),
    );
    expect(mismatch.body.errorCode).toBe('field_invalid');
    const result = await client.call(
      'registerMobile',
      record({
        username: mobileNum,
        mobileNum,
        confirmPassword: undefined,
        verificationCode: code,
        captcha: await client.captcha(),
      }),
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.value!.userName).toBe(mobileNum);
    // The number can log in by username too.
    expect(await client.login(mobileNum, 'abc12345')).toBeTruthy();
  });

  it('refuses mobile registration without a valid code, and when the tenant has it off', async () => {
    const { mobileNum } = fresh();
    const noCode = await client.call(
      'registerMobile',
      record({ username: mobileNum, mobileNum, captcha: await client.captcha() }),
    );
    expect(noCode.body).toMatchObject({ errorCode: 'field_invalid', value: { field: 'verificationCode' } });
    const neverSent = await client.call(
      'registerMobile',
      record({ username: mobileNum, mobileNum, verificationCode: '123456', captcha: await client.captcha() }),
    );
    expect(neverSent.body.errorCode).toBe('verification_code_expired');
    const lotus = platform.client(LOTUS);
    const off = await lotus.call(
      'registerMobile',
      record({ username: mobileNum, mobileNum, verificationCode: '123456' }),
    );
    expect(off.status).toBe(400);
    expect(off.body.errorCode).toBe('function.not.available');
  });

  it('requires the SMS code in username mode when REGMOBVERF3 is on', async () => {
    await platform.app.platform.tenants.setModules(AURORA, { REGMOBVERF3: true });
    const ids = fresh();
    expect((await register({ ...ids })).body).toMatchObject({
      errorCode: 'field_invalid',
      value: { field: 'verificationCode' },
    });
    await client.withCaptcha('sendRegisterSms', { countryDialingCode: '+84', mobileNo: ids.mobileNum });
    const code = await lastSmsCode(platform.app, `+84${ids.mobileNum}`);
    expect((await register({ ...ids, verificationCode: code })).status).toBe(200);
    await platform.app.platform.tenants.setModules(AURORA, { REGMOBVERF3: false });
    platform.clock.advance(6 * MINUTE);
  });

  it('refuses registration when REG3 or USERNAMEREG3 is off', async () => {
    await platform.app.platform.tenants.setModules(AURORA, { USERNAMEREG3: false });
    expect((await register()).body.errorCode).toBe('function.not.available');
    await platform.app.platform.tenants.setModules(AURORA, { USERNAMEREG3: true, REG3: false });
    expect((await register()).body.errorCode).toBe('function.not.available');
    await platform.app.platform.tenants.setModules(AURORA, { REG3: true });
  });

  it('stores the password as an argon2id hash only', async () => {
    const ids = fresh();
    await register(ids);
    const row = await platform.app.platform.db
      .selectFrom('accounts')
      .selectAll()
      .where('username_key', '=', ids.username)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain('abc12345');
  });
});
