// Test helpers for packages that render against @portal/api (import from '@portal/api/testing',
// only in tests): a recorded platform that answers by path, a store with the portal's api (and a
// feature's slices), and the api configured against that platform. Components run the real base
// query, envelope and all.
import { configureStore, type ReducersMapObject } from '@reduxjs/toolkit';
import { vi } from 'vitest';
import { portalApi } from './base-api';
import { configurePortalApi, type PortalApiConfig } from './config';

export type Answer = { value: unknown } | { errorCode: string; status?: number; value?: unknown; message?: string };
/** path → answer, or a function of the request's URL (several answers in turn for one path). */
export type Answers = Record<string, Answer | ((url: URL, init?: RequestInit) => Answer)>;

export interface Recorded {
  url: URL;
  method: string;
  /** A JSON body parsed; a binary body (an upload) as it was sent. */
  body: unknown;
  headers: Headers;
}

export function recordedPlatform(answers: Answers) {
  const requests: Recorded[] = [];
  const fetchStub = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    requests.push({
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      headers: new Headers(init?.headers),
    });
    const entry = answers[url.pathname];
    const answer = typeof entry === 'function' ? entry(url, init) : entry;
    if (!answer)
      return new Response(JSON.stringify({ success: false, errorCode: 'not_found', message: '' }), { status: 404 });
    if ('errorCode' in answer) {
      return new Response(
        JSON.stringify({
          success: false,
          errorCode: answer.errorCode,
          message: answer.message ?? '',
          value: answer.value,
        }),
        { status: answer.status ?? 400 },
      );
    }
    return new Response(JSON.stringify({ success: true, value: answer.value }), { status: 200 });
  });
  return { fetchStub, requests, calls: (path: string) => requests.filter((request) => request.url.pathname === path) };
}

export type RecordedPlatform = ReturnType<typeof recordedPlatform>;

type ApiState = Record<typeof portalApi.reducerPath, ReturnType<typeof portalApi.reducer>>;

/** The state of a test store: the portal's api, plus the slices a feature's tests add. */
export type TestState<SliceState extends object = Record<never, never>> = ApiState & SliceState;

/** A store with the portal's api, plus the slices a feature's tests need (e.g. `{ auth: authReducer }`). */
export function createTestStore<SliceState extends object = Record<never, never>>(
  slices?: ReducersMapObject<SliceState>,
) {
  const reducer = { [portalApi.reducerPath]: portalApi.reducer, ...slices } as ReducersMapObject<TestState<SliceState>>;
  return configureStore({ reducer, middleware: (getDefault) => getDefault().concat(portalApi.middleware) });
}

export type TestStore<SliceState extends object = Record<never, never>> = ReturnType<
  typeof createTestStore<SliceState>
>;

/** Points the api at a recorded platform: merchant AUR, language EN, a token when logged in, every module on. */
export function configureRecordedApi(
  platform: RecordedPlatform,
  { loggedIn = false, ...overrides }: { loggedIn?: boolean } & Partial<PortalApiConfig> = {},
) {
  configurePortalApi({
    baseUrl: () => 'http://portal.test',
    getToken: () => (loggedIn ? 'tok-1' : null),
    getMerchant: () => 'AUR',
    getLanguage: () => 'EN',
    getDeviceId: () => 'device-1',
    isModuleEnabled: () => true,
    onSessionEnded: vi.fn(),
    codec: { encode: async (payload) => ({ body: payload as object, headers: {} }) },
    fetch: platform.fetchStub as typeof fetch,
    // A money call cut by a fault is sent again at once (the waits are the retry rule's own tests').
    sleep: async () => undefined,
    ...overrides,
  });
}

/**
 * A store of a logged-in member against a recorded platform that answers each path with a value
 * (or a function giving the value of each call in turn): for tests of the endpoints themselves.
 */
export function recordedStore(values: Record<string, unknown>, overrides: Partial<PortalApiConfig> = {}) {
  const answers: Answers = Object.fromEntries(
    Object.entries(values).map(([path, value]) => [
      path,
      () => ({ value: typeof value === 'function' ? (value as () => unknown)() : value }),
    ]),
  );
  const platform = recordedPlatform(answers);
  configureRecordedApi(platform, { loggedIn: true, ...overrides });
  return {
    store: createTestStore(),
    requests: platform.requests,
    count: (path: string) => platform.calls(path).length,
  };
}
