// SMS codes: throttle (one per number per 5-minute countdown), expiry, single use, 5 wrong tries,
// and which numbers may ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGINES,
  LOTUS,
  MINUTE,
  lastSmsCode,
  readOutbox,
  startPlatform,
  type TestClient,
  type TestPlatform,
} from './helpers';

describe.each(ENGINES)('SMS verification (%s)', (engine) => {
  let platform: TestPlatform;
  let client: TestClient;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
    client = platform.client();
  });
  afterAll(() => platform?.close());

  // Reset by phone checks the code without the login's captcha-after-3-failures layer.
  const useCode = (verificationCode: string) =>
    client.call('resetPasswordByPhone', { newPassword: 'phone2026', mobileNum: '912000001', verificationCode });

  it('sends a 6-digit code through the provider and answers the countdown', async () => {
    const result = await client.withCaptcha('sendLoginSms', { mobileNum: '912000001', countryDialingCode: '+84' });
    expect(result.status).toBe(200);
    expect(result.body.value).toEqual({ expiredMinutes: 5, expirationTime: platform.clock.now() + 5 * MINUTE });
    const [sms] = await readOutbox(platform.app, { recipient: '+84912000001' });
    expect(sms).toMatchObject({ channel: 'sms', merchantCode: 'AUR' });
    expect(sms!.code).toMatch(/^\d{6}$/);
    expect(sms!.text).toContain(sms!.code);
    // The database keeps only a hash of the code.
    const rows = await platform.app.platform.db.selectFrom('verification_codes').select('code_hash').execute();
    expect(rows.every((r) => r.code_hash !== sms!.code)).toBe(true);
  });

  it('refuses another code for the same number during the 5-minute countdown, with the seconds left', async () => {
    platform.clock.advance(4 * MINUTE + 59_000);
    const again = await client.withCaptcha('sendLoginSms', { mobileNum: '912000001', countryDialingCode: '+84' });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: 1 } });
    // The text says the same wait as retryAfterSeconds (it said "5 minutes" whatever the wait was).
    expect(again.body.message).toBe('Too many requests. Please try again in 1 second.');
    expect(again.headers['retry-after']).toBe('1');
    platform.clock.advance(1000);
    expect(
      (await client.withCaptcha('sendLoginSms', { mobileNum: '912000001', countryDialingCode: '+84' })).status,
    ).toBe(200);
  });

  it('voids a code after 5 wrong tries', async () => {
    const code = await lastSmsCode(platform.app, '+84912000001');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 1; i <= 4; i++) expect((await useCode(wrong)).body.errorCode).toBe('verification_code_invalid');
    expect((await useCode(wrong)).body.errorCode).toBe('verification_code_locked');
    expect((await useCode(code)).body.errorCode).toBe('verification_code_locked');
  });

  it('lets a code expire after 5 minutes', async () => {
    platform.clock.advance(5 * MINUTE);
    await client.withCaptcha('sendLoginSms', { mobileNum: '912000001', countryDialingCode: '+84' });
    const code = await lastSmsCode(platform.app, '+84912000001');
    platform.clock.advance(5 * MINUTE);
    expect((await useCode(code)).body.errorCode).toBe('verification_code_expired');
  });

  it('accepts a code once', async () => {
    await client.withCaptcha('sendLoginSms', { mobileNum: '912000001', countryDialingCode: '+84' });
    const code = await lastSmsCode(platform.app, '+84912000001');
    expect((await useCode(code)).status).toBe(200);
    expect((await useCode(code)).body.errorCode).toBe('verification_code_expired');
  });

  it('counts wrong SMS login codes as failed logins (captcha after 3)', async () => {
    platform.clock.advance(5 * MINUTE);
    await client.withCaptcha('sendLoginSms', { mobileNum: '912000003', countryDialingCode: '+84' });
    const code = await lastSmsCode(platform.app, '+84912000003');
    const wrong = code === '111111' ? '222222' : '111111';
    const login = (password: string) =>
      client.call('login', { username: '912000003', password, type: 'sms', loginDeviceId: 'd' });
    expect((await login(wrong)).body).toMatchObject({
      errorCode: 'verification_code_invalid',
      value: { captcha: false },
    });
    expect((await login(wrong)).body.value).toEqual({ captcha: false });
    expect((await login(wrong)).body.value).toEqual({ captcha: true });
    expect((await login(code)).body.errorCode).toBe('captcha_error');
  });

  it('answers the same for numbers with and without an account, and sends only where it makes sense', async () => {
    platform.clock.advance(5 * MINUTE);
    const before = (await readOutbox(platform.app, { channel: 'sms' })).length;
    // SMS login: a member's number gets a code; an unknown number the same answer and no message.
    const member = await client.withCaptcha('sendLoginSms', { mobileNum: '912000002', countryDialingCode: '+84' });
    const stranger = await client.withCaptcha('sendLoginSms', { mobileNum: '900000000', countryDialingCode: '+84' });
    expect(stranger.status).toBe(member.status);
    expect(stranger.body).toEqual(member.body);
    expect(await readOutbox(platform.app, { recipient: '+84900000000' })).toHaveLength(0);
    // Registration: a free number gets a code; a registered one the same answer and, instead of a
    // code, a notice to its owner.
    const free = await client.withCaptcha('sendRegisterSms', { countryDialingCode: '+84', mobileNo: '912000009' });
    const taken = await client.withCaptcha('sendRegisterSms', { countryDialingCode: '+84', mobileNo: '912000003' });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual(free.body);
    const [notice] = await readOutbox(platform.app, { recipient: '+84912000003', channel: 'sms' });
    expect(notice!.code).toBe('');
    expect(notice!.text).toContain('already have an account');
    expect((await readOutbox(platform.app, { channel: 'sms' })).length).toBe(before + 3);
    // Every later step answers alike too: a code for the stranger's number never works.
    const useStrangerCode = (verificationCode: string) =>
      client.call('resetPasswordByPhone', {
        newPassword: 'phone2026',
        mobileNum: '900000000',
        countryDialingCode: '+84',
        verificationCode,
      });
    const useMemberCode = (verificationCode: string) =>
      client.call('resetPasswordByPhone', {
        newPassword: 'phone2026',
        mobileNum: '912000002',
        countryDialingCode: '+84',
        verificationCode,
      });
    expect((await useStrangerCode('123456')).body.errorCode).toBe('verification_code_invalid');
    expect(
      (await useMemberCode((await lastSmsCode(platform.app, '+84912000002')) === '123456' ? '654321' : '123456')).body
        .errorCode,
    ).toBe('verification_code_invalid');
    // A number under a dialing code the tenant does not serve, or not a valid number, is refused as such.
    expect(
      (await client.withCaptcha('sendRegisterSms', { countryDialingCode: '+999', mobileNo: '912000009' })).body
        .errorCode,
    ).toBe('mobile_invalid');
    expect((await client.withCaptcha('sendRegisterSms', { countryDialingCode: '+84', mobileNo: '9120' })).status).toBe(
      400,
    );
  });

  it('needs a solved captcha before any SMS is sent', async () => {
    platform.clock.advance(5 * MINUTE);
    const before = (await readOutbox(platform.app, { channel: 'sms' })).length;
    const none = await client.call('sendLoginSms', { mobileNum: '912000001', countryDialingCode: '+84' });
    expect(none.status).toBe(400);
    expect(none.body.errorCode).toBe('request_param_err');
    await client.captcha();
    const wrong = await client.call('sendLoginSms', {
      mobileNum: '912000001',
      countryDialingCode: '+84',
      captcha: 'nope',
    });
    expect(wrong.body).toMatchObject({ errorCode: 'captcha_error', value: { captcha: true } });
    expect((await readOutbox(platform.app, { channel: 'sms' })).length).toBe(before);
  });

  it('keeps throttles per tenant: the same number on lotus is another recipient of another tenant', async () => {
    platform.clock.advance(5 * MINUTE);
    expect(
      (await client.withCaptcha('sendLoginSms', { mobileNum: '912000001', countryDialingCode: '+84' })).status,
    ).toBe(200);
    expect(
      (await client.withCaptcha('sendLoginSms', { mobileNum: '912000001', countryDialingCode: '+84' })).status,
    ).toBe(429);
    const lotus = platform.client(LOTUS);
    // Lotus has its own member01 with the same number, under lotus's dialing code.
    const own = await lotus.withCaptcha('sendLoginSms', { mobileNum: '912000001', countryDialingCode: '+66' });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    // Lotus has mobile registration off.
    expect(
      (await lotus.withCaptcha('sendRegisterSms', { countryDialingCode: '+66', mobileNo: '812000009' })).body.errorCode,
    ).toBe('function.not.available');
  });

  it('refuses SMS when VERIFICATION3 is off', async () => {
    await platform.app.platform.tenants.setModules('AUR', { VERIFICATION3: false });
    const off = await client.withCaptcha('sendLoginSms', { mobileNum: '912000001', countryDialingCode: '+84' });
    expect(off.body.errorCode).toBe('function.not.available');
    await platform.app.platform.tenants.setModules('AUR', { VERIFICATION3: true });
  });

  it('answers sms_send_failed (never a bare 5xx) when the gateway fails', async () => {
    const failing = await startPlatform({
      engine,
      messages: {
        name: 'failing',
        sendSms: () => Promise.reject(new Error('gateway down')),
        sendEmail: () => Promise.reject(new Error('gateway down')),
      },
    });
    try {
      const result = await failing
        .client()
        .withCaptcha('sendLoginSms', { mobileNum: '912000001', countryDialingCode: '+84' });
      expect(result.status).toBe(503);
      expect(result.body).toMatchObject({ success: false, errorCode: 'sms_send_failed' });
    } finally {
      await failing.close();
    }
  });
});
