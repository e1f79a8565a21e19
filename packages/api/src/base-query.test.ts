// The base query against a recorded fetch: what it sends and how it reads every kind of answer.
// (Endpoint behaviour against the real platform is tested in test/platform.test.ts.)
import {
  ENDPOINT_ROUTES,
  decryptPayload,
  generatePayloadKeyPair,
  importPayloadPrivateKey,
  type ModuleId,
} from '@portal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf } from './base-api';
import { executeCall } from './base-query';
import { SESSION_ENDED_CODES } from './errors';
import { webCryptoCodec } from './codec';
import { configurePortalApi, type PortalApiConfig } from './config';

/** Every route: the tests call endpoints of several domains. */
const { call } = callsOf(ENDPOINT_ROUTES);

interface Recorded {
  url: string;
  init: RequestInit;
}

function setUp(answer: { status?: number; body: unknown } | Error, overrides: Partial<PortalApiConfig> = {}) {
  const requests: Recorded[] = [];
  const onSessionEnded = vi.fn();
  const fetchStub = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    if (answer instanceof Error) throw answer;
    return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
    });
  });
  configurePortalApi({
    baseUrl: () => 'http://portal.test',
    getToken: () => 'tok-123',
    getMerchant: () => 'AUR',
    getLanguage: () => 'VI',
    getDeviceId: () => 'device-1',
    isModuleEnabled: (id: ModuleId) => id !== 'FREEPLAY3',
    onSessionEnded,
    codec: { encode: async (payload) => ({ body: { wrapped: payload }, headers: { Encryption: 'k.test' } }) },
    fetch: fetchStub as typeof fetch,
    ...overrides,
  });
  return { requests, onSessionEnded, fetchStub };
}

const headersOf = (r: Recorded) => r.init.headers as Record<string, string>;

describe('executeCall', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('sends the platform headers, the raw token on token calls, and a GET payload as the query string', async () => {
    const { requests } = setUp({ body: { success: true, value: { articles: [] } } });
    const result = await executeCall(call('getHelpCenter', { category: 'faq' }));
    expect(result).toEqual({ data: { articles: [] } });
    expect(requests[0]!.url).toBe('http://portal.test/wps/system/helpCenter?category=faq');
    expect(headersOf(requests[0]!)).toMatchObject({
      Merchant: 'AUR',
      Language: 'VI',
      Device: 'web',
      'X-Gateway-Version': '3',
    });
    expect(headersOf(requests[0]!).Authorization).toBeUndefined();

    await executeCall(call('getBalance'));
    expect(headersOf(requests[1]!).Authorization).toBe('tok-123');
  });

  it('sends form-encoded and JSON bodies as the endpoint says', async () => {
    const { requests } = setUp({ body: { success: true, value: {} } });
    await executeCall(call('forgotPasswordByEmail', { username: 'member01', email: 'a@b.co', captcha: 'AB12' }));
    expect(headersOf(requests[0]!)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(requests[0]!.init.body).toBe('username=member01&email=a%40b.co&captcha=AB12');
  });

  it('encrypts the payload of calls marked E through the codec', async () => {
    const { requests } = setUp({ body: { success: false, value: null, errorCode: 'x', message: 'm' }, status: 400 });
    await executeCall(call('changePassword', { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }));
    expect(headersOf(requests[0]!).Encryption).toBe('k.test');
    expect(JSON.parse(String(requests[0]!.init.body))).toEqual({
      wrapped: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
    });
  });

  it('adds the device id to login-like bodies', async () => {
    const { requests } = setUp(
      { body: { success: false, value: null, errorCode: 'x', message: '' }, status: 400 },
      { isModuleEnabled: () => true },
    );
    const { sessionApi } = await import('./domains/session');
    const { configureStore } = await import('@reduxjs/toolkit');
    const { portalApi } = await import('./base-api');
    const store = configureStore({
      reducer: { [portalApi.reducerPath]: portalApi.reducer },
      middleware: (d) => d().concat(portalApi.middleware),
    });
    await store.dispatch(sessionApi.endpoints.loginFreePlay.initiate({ os: 'linux', platform: 'W' }));
    expect(JSON.parse(String(requests[0]!.init.body))).toEqual({
      os: 'linux',
      platform: 'W',
      loginDeviceId: 'device-1',
    });
  });

  it('does not call when the module is off', async () => {
    const { fetchStub } = setUp({ body: {} });
    const result = await executeCall(call('loginFreePlay', { os: 'linux', platform: 'W' }));
    expect(result.error).toMatchObject({ errorCode: 'function.not.available' });
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it("returns the envelope's error code, message and value on failure", async () => {
    setUp({
      status: 400,
      body: { success: false, value: { captcha: true }, message: '#1 Sai mật khẩu', errorCode: 'login.failed' },
    });
    const result = await executeCall(call('getBalance'));
    expect(result.error).toEqual({
      status: 400,
      errorCode: 'login.failed',
      message: '#1 Sai mật khẩu',
      value: { captcha: true },
    });
  });

  it('reports the end of the session on a 401 of a token call', async () => {
    const { onSessionEnded } = setUp({
      status: 401,
      body: { success: false, value: null, errorCode: 'duplicateLogin', message: '' },
    });
    await executeCall(call('getMemberInfo'));
    expect(onSessionEnded).toHaveBeenCalledWith('duplicateLogin');
  });

  it('ends the session on every code the contracts list as session-over, e.g. too many wrong old passwords', async () => {
    const { onSessionEnded } = setUp({
      status: 401,
      body: { success: false, value: null, errorCode: 'password_attempts_exceeded', message: '' },
    });
    const result = await executeCall(
      call('changePassword', { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }),
    );
    expect(result.error?.errorCode).toBe('password_attempts_exceeded');
    expect(onSessionEnded).toHaveBeenCalledWith('password_attempts_exceeded');
    expect(SESSION_ENDED_CODES.has('password_attempts_exceeded')).toBe(true);
  });

  it('sends the login-link exchange encrypted with the device id, and the link request with the token and no body', async () => {
    const { requests } = setUp(
      { body: { success: true, value: { code: 'c0de', expiresAt: 1 } } },
      { isModuleEnabled: () => true },
    );
    const { sessionApi } = await import('./domains/session');
    const { configureStore } = await import('@reduxjs/toolkit');
    const { portalApi } = await import('./base-api');
    const store = configureStore({
      reducer: { [portalApi.reducerPath]: portalApi.reducer },
      middleware: (d) => d().concat(portalApi.middleware),
    });
    expect((await store.dispatch(sessionApi.endpoints.createLoginLink.initiate())).data).toEqual({
      code: 'c0de',
      expiresAt: 1,
    });
    expect(requests[0]!.url).toBe('http://portal.test/wps/session/link');
    expect(requests[0]!.init.method).toBe('POST');
    expect(headersOf(requests[0]!).Authorization).toBe('tok-123');
    expect(requests[0]!.init.body).toBeUndefined();

    await store.dispatch(sessionApi.endpoints.exchangeLoginLink.initiate({ code: 'c0de' }));
    expect(requests[1]!.url).toBe('http://portal.test/wps/session/link/exchange');
    expect(headersOf(requests[1]!).Encryption).toBe('k.test');
    expect(headersOf(requests[1]!).Authorization).toBeUndefined();
    expect(JSON.parse(String(requests[1]!.init.body))).toEqual({
      wrapped: { code: 'c0de', loginDeviceId: 'device-1' },
    });
  });

  it('turns network failures, non-JSON answers and answers off the contract into client errors', async () => {
    setUp(new TypeError('failed to fetch'));
    expect((await executeCall(call('getCountries'))).error?.errorCode).toBe('client.network');
    setUp({ body: '<html>proxy error</html>' });
    expect((await executeCall(call('getCountries'))).error?.errorCode).toBe('client.invalid_response');
    setUp({ body: { success: true, value: [{ countryCode: 'vietnam' }] } });
    expect((await executeCall(call('getCountries'))).error?.errorCode).toBe('client.invalid_response');
  });

  it('hands the value over unchecked when answer validation is off (production: the platform checks answers)', async () => {
    const off = [{ countryCode: 'vietnam' }];
    setUp({ body: { success: true, value: off } }, { validateAnswers: false });
    expect(await executeCall(call('getCountries'))).toEqual({ data: off });
    setUp({ body: { success: true } }, { validateAnswers: false });
    expect(await executeCall(call('getCountries'))).toEqual({ data: null });
    // Errors are still errors.
    setUp(
      { status: 400, body: { success: false, value: null, message: 'no', errorCode: 'request_param_err' } },
      { validateAnswers: false },
    );
    expect((await executeCall(call('getCountries'))).error?.errorCode).toBe('request_param_err');
  });
});

describe('webCryptoCodec', () => {
  it('produces a body the private key opens, and fetches the key once', async () => {
    const pair = await generatePayloadKeyPair();
    const loadKey = vi.fn(async () => ({ keyId: 'k1', publicKey: pair.publicKey }));
    const codec = webCryptoCodec(loadKey);
    const first = await codec.encode({ username: 'member01', password: 'demo1234' });
    await codec.encode({ again: true });
    expect(loadKey).toHaveBeenCalledTimes(1);
    const privateKey = await importPayloadPrivateKey(pair.privateKey);
    expect(await decryptPayload(privateKey, first.headers.Encryption, first.body)).toEqual({
      username: 'member01',
      password: 'demo1234',
    });
  });

  it('fetches the key again after a failed fetch', async () => {
    const pair = await generatePayloadKeyPair();
    const loadKey = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ keyId: 'k1', publicKey: pair.publicKey });
    const codec = webCryptoCodec(loadKey);
    await expect(codec.encode({})).rejects.toThrow('offline');
    await expect(codec.encode({})).resolves.toMatchObject({ headers: { Encryption: expect.stringMatching(/^k1\./) } });
  });
});
