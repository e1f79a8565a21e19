// The third-party SMS route (FIREBASESMS3, issue 25): the demo provider sends its code through the
// outbox and signs an ID token; registration with `firebaseChannel: 'sms'` + `firebaseIdToken` is
// checked against the provider's public keys (JWKS) — signature, issuer, audience, expiry and the
// number — and replaces the platform's own SMS code. Also: a self-excluded identity cannot register.
import { exportJWK, generateKeyPair, SignJWT, decodeJwt, type CryptoKey } from 'jose';
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

const PROJECT = 'lotus-play-demo';
const ISSUER = `https://demo-phone-provider.invalid/${PROJECT}`;
const HOUR = 60 * MINUTE;

function record(overrides: Record<string, unknown> = {}) {
  return {
    password: 'abc12345',
    confirmPassword: 'abc12345',
    countryDialingCode: '+84',
    email: '',
    payeeName: '',
    affiliateCode: '',
    referralCode: null,
    registerMethod: 'WEB',
    loginDeviceId: 'device-1',
    login: true,
    ...overrides,
  };
}

describe.each(ENGINES)('third-party SMS route (%s)', (engine) => {
  let platform: TestPlatform;
  let lotus: TestClient;
  let n = 0;
  const fresh = () => {
    n += 1;
    const id = `${engine.slice(0, 1)}${String(n).padStart(4, '0')}`;
    return {
      username: `tp${id}`,
      mobileNum: `9331${engine === 'sqlite' ? 1 : 2}${String(n).padStart(4, '0')}`,
      email: `tp${id}@example.com`,
    };
  };
  const provider = (path: string, body: unknown) =>
    platform.app.inject({
      method: 'POST',
      url: `/demo-phone-provider/v1/projects/${PROJECT}/${path}`,
      payload: body as object,
    });
  /** The whole provider round: send, read the code from the outbox, confirm → the ID token. */
  const idTokenFor = async (phoneNumber: string) => {
    const sent = await provider('send-code', { phoneNumber });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastSmsCode(platform.app, phoneNumber);
    const confirmed = await provider('verify-code', { sessionInfo: sent.json().sessionInfo, code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return confirmed.json().idToken as string;
  };
  const register = async (ids: ReturnType<typeof fresh>, extra: Record<string, unknown>, client = lotus) =>
    client.call('register', record({ ...ids, captcha: await client.captcha(), ...extra }));
  const accountExists = async (username: string) =>
    !!(await platform.app.platform.db
      .selectFrom('accounts')
      .select('id')
      .where('username_key', '=', username.toLowerCase())
      .executeTakeFirst());

  beforeAll(async () => {
    platform = await startPlatform({ engine });
    lotus = platform.client(LOTUS);
  });
  afterAll(() => platform?.close());

  it('registers with the provider token instead of the platform SMS code and is signed in', async () => {
    await platform.app.platform.tenants.setModules(LOTUS, { REGMOBVERF3: true });
    try {
      const ids = fresh();
      const idToken = await idTokenFor(`+84${ids.mobileNum}`);
      const result = await register(ids, { firebaseChannel: 'sms', firebaseIdToken: idToken });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(result.body.value!.token).toBeTruthy();
      const info = await lotus.call('getMemberInfo', {}, { token: result.body.value!.token });
      expect(info.status).toBe(200);
      // The platform's own code was neither sent nor asked for: without the token it is still required.
      const other = fresh();
      expect((await register(other, {})).body).toMatchObject({
        errorCode: 'field_invalid',
        value: { field: 'verificationCode' },
      });
    } finally {
      await platform.app.platform.tenants.setModules(LOTUS, { REGMOBVERF3: false });
    }
  });

  it('the provider sends one code per number per minute (the countdown) and confirms a session once', async () => {
    const phoneNumber = `+84${fresh().mobileNum}`;
    const first = await provider('send-code', { phoneNumber });
    expect(first.statusCode).toBe(200);
    expect(first.json().retryAfterSeconds).toBe(60);
    const again = await provider('send-code', { phoneNumber });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);

    const code = await lastSmsCode(platform.app, phoneNumber);
    const wrong = await provider('verify-code', {
      sessionInfo: first.json().sessionInfo,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('INVALID_CODE');
    const ok = await provider('verify-code', { sessionInfo: first.json().sessionInfo, code });
    expect(ok.statusCode).toBe(200);
    expect(decodeJwt(ok.json().idToken)).toMatchObject({ phone_number: phoneNumber, aud: PROJECT, iss: ISSUER });
    // A replayed session is refused.
    const replay = await provider('verify-code', { sessionInfo: first.json().sessionInfo, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe('SESSION_EXPIRED');

    platform.clock.advance(MINUTE + 1000);
    expect((await provider('send-code', { phoneNumber })).statusCode).toBe(200);
  });

  it('refuses bad input to the provider with a 4xx', async () => {
    expect((await provider('send-code', { phoneNumber: '0933' })).statusCode).toBe(400);
    expect((await provider('send-code', {})).statusCode).toBe(400);
    expect((await provider('verify-code', { sessionInfo: 'x'.repeat(40), code: 'abc' })).statusCode).toBe(400);
    const unknownProject = await platform.app.inject({
      method: 'POST',
      url: '/demo-phone-provider/v1/projects/no-such-project/send-code',
      payload: { phoneNumber: '+84933000000' },
    });
    expect(unknownProject.statusCode).toBe(404);
  });

  it('refuses a token with a wrong signature, issuer, audience, expiry or number; nothing is created', async () => {
    const jwks = await platform.app.inject({ method: 'GET', url: '/demo-phone-provider/.well-known/jwks.json' });
    const kid = jwks.json().keys[0].kid as string;
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(jwks.json().keys[0].d).toBeUndefined();
    const forger = await generateKeyPair('ES256');
    const now = Math.floor(platform.clock.now() / 1000);
    const forge = (phone: string, claims: { iss?: string; aud?: string; exp?: number } = {}) =>
      new SignJWT({ phone_number: phone })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setIssuer(claims.iss ?? ISSUER)
        .setAudience(claims.aud ?? PROJECT)
        .setSubject('someone')
        .setIssuedAt(now)
        .setExpirationTime(claims.exp ?? now + 3600)
        .sign(forger.privateKey);
    expect(await exportJWK(forger.publicKey)).not.toEqual(jwks.json().keys[0]);

    const refusedWith = async (token: string, ids = fresh()) => {
      const result = await register(ids, { firebaseChannel: 'sms', firebaseIdToken: token });
      expect(result.status).toBe(400);
      expect(result.body.errorCode).toBe('phone_token_invalid');
      expect(await accountExists(ids.username)).toBe(false);
    };
    // Wrong signature (our key id, another key).
    let ids = fresh();
    await refusedWith(await forge(`+84${ids.mobileNum}`), ids);
    // A real token of the provider, but for another number.
    ids = fresh();
    await refusedWith(await idTokenFor(`+84${fresh().mobileNum}`), ids);
    // Not a JWT at all.
    await refusedWith('not-a-token');
    // Issuer, audience: only a real signature gets that far, so sign with the provider's own key.
    const demo = platform.app.platform.demoPhoneProvider!;
    const providerKey = await (demo as unknown as { keyPair(): Promise<{ privateKey: CryptoKey }> }).keyPair();
    const signWithProvider = (phone: string, claims: { iss?: string; aud?: string; exp?: number }) =>
      new SignJWT({ phone_number: phone })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setIssuer(claims.iss ?? ISSUER)
        .setAudience(claims.aud ?? PROJECT)
        .setSubject('someone')
        .setIssuedAt(now)
        .setExpirationTime(claims.exp ?? now + 3600)
        .sign(providerKey.privateKey);
    ids = fresh();
    await refusedWith(
      await signWithProvider(`+84${ids.mobileNum}`, { iss: 'https://securetoken.google.com/lotus-play-demo' }),
      ids,
    );
    ids = fresh();
    await refusedWith(await signWithProvider(`+84${ids.mobileNum}`, { aud: 'another-project' }), ids);
    // Expired: a real token from the provider, an hour and a minute later.
    ids = fresh();
    const real = await idTokenFor(`+84${ids.mobileNum}`);
    platform.clock.advance(HOUR + MINUTE);
    await refusedWith(real, ids);
    // The control: the provider's key with the right claims is accepted.
    const nowLater = Math.floor(platform.clock.now() / 1000);
    ids = fresh();
    const good = await new SignJWT({ phone_number: `+84${ids.mobileNum}` })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuer(ISSUER)
      .setAudience(PROJECT)
      .setSubject('someone')
      .setIssuedAt(nowLater)
      .setExpirationTime(nowLater + 3600)
      .sign(providerKey.privateKey);
    const accepted = await register(ids, { firebaseChannel: 'sms', firebaseIdToken: good });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  });

  it('refuses the route where it is off, and half of its fields', async () => {
    const ids = fresh();
    const token = await idTokenFor(`+84${ids.mobileNum}`);
    const aurora = platform.client(AURORA);
    const off = await register(ids, { firebaseChannel: 'sms', firebaseIdToken: token }, aurora);
    expect(off.status).toBe(400);
    expect(off.body.errorCode).toBe('function.not.available');
    const noToken = await register(ids, { firebaseChannel: 'sms' });
    expect(noToken.body).toMatchObject({ errorCode: 'field_invalid', value: { field: 'firebaseIdToken' } });
    const noChannel = await register(ids, { firebaseIdToken: token });
    expect(noChannel.body).toMatchObject({ errorCode: 'field_invalid', value: { field: 'firebaseChannel' } });
    const badChannel = await register(ids, { firebaseChannel: 'voice', firebaseIdToken: token });
    expect(badChannel.status).toBe(400);
    expect(await accountExists(ids.username)).toBe(false);
  });

  it('refuses registration of a self-excluded mobile number or e-mail on any brand, by every route', async () => {
    // A member of aurora self-excludes.
    const aurora = platform.client(AURORA);
    const excludedIds = fresh();
    const made = await register(excludedIds, { domain: 'aurora.localhost' }, aurora);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const token = made.body.value!.token;
    const excluded = await aurora.call('selfExclude', { period: '6m', password: 'abc12345' }, { token });
    expect(excluded.status, JSON.stringify(excluded.body)).toBe(200);

    // The same number on lotus (username route), the same e-mail with another number, and the
    // third-party route with a valid provider token for the excluded number: all refused.
    const sameMobile = { ...fresh(), mobileNum: excludedIds.mobileNum };
    const byMobile = await register(sameMobile, {});
    expect(byMobile.status).toBe(403);
    expect(byMobile.body.errorCode).toBe('rg_self_excluded');
    expect(byMobile.body.value).toMatchObject({ until: excluded.body.value!.until });
    expect(await accountExists(sameMobile.username)).toBe(false);

    const sameEmail = { ...fresh(), email: excludedIds.email.toUpperCase() };
    const byEmail = await register(sameEmail, {});
    expect(byEmail.body.errorCode).toBe('rg_self_excluded');
    expect(await accountExists(sameEmail.username)).toBe(false);

    const viaProvider = { ...fresh(), mobileNum: excludedIds.mobileNum };
    const idToken = await idTokenFor(`+84${excludedIds.mobileNum}`);
    const thirdParty = await register(viaProvider, { firebaseChannel: 'sms', firebaseIdToken: idToken });
    expect(thirdParty.body.errorCode).toBe('rg_self_excluded');
    expect(await accountExists(viaProvider.username)).toBe(false);

    // A stranger still registers.
    expect((await register(fresh(), {})).status).toBe(200);
  });
});
