// A stand-in for the platform in unit tests: configurePortalApi with a fetch stub that answers by
// "METHOD /path" from handlers, records every request (with its decoded body), and a pass-through
// codec so encrypted payloads can be read back.
import { configurePortalApi, setDefaultModuleFlags } from '@portal/api';
import type { ModuleFlags } from '@portal/contracts';
import { vi } from 'vitest';
import { COUNTRIES, DEFAULT_FLAGS, SETTINGS, systemStatus } from './fixtures';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export interface Answer {
  status?: number;
  success?: boolean;
  value?: unknown;
  errorCode?: string;
  message?: string;
  /** A body sent as it is, not in the platform's envelope (an outside service: the phone provider). */
  raw?: unknown;
}

export type Handler = (request: RecordedRequest) => Answer | Promise<Answer>;

export const ok = (value: unknown): Answer => ({ value });
/** An outside service's answer (no envelope), e.g. the third-party phone provider's. */
export const raw = (body: unknown, status = 200): Answer => ({ raw: body, status });
export const fail = (status: number, errorCode: string, message = '', value: unknown = null): Answer => ({
  status,
  success: false,
  errorCode,
  message,
  value,
});

export interface PlatformOptions {
  flags?: ModuleFlags;
  handlers?: Record<string, Handler>;
  token?: () => string | null;
  onSessionEnded?: (code: string) => void;
}

export function mockPlatform({
  flags = DEFAULT_FLAGS,
  handlers = {},
  token,
  onSessionEnded = () => undefined,
}: PlatformOptions = {}) {
  const requests: RecordedRequest[] = [];
  setDefaultModuleFlags(flags);
  const routes: Record<string, Handler> = {
    'GET /wps/system/status': () => ok(systemStatus(flags)),
    'GET /wps/system/setting/register': () => ok(SETTINGS),
    'GET /wps/system/country': () => ok(COUNTRIES),
    'GET /wps/captcha': () => ok('iVBORw0KGgo='),
    'GET /wps/agent/affiliate': () => fail(400, 'invitation_code_error', 'Invalid code'),
    ...handlers,
  };
  const fetchStub = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown;
    if (typeof init?.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = Object.fromEntries(new URLSearchParams(init.body));
      }
    }
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body,
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler
      ? await handler(request)
      : fail(404, 'not_found', `no handler for ${method} ${url.pathname}`);
    const status = answer.status ?? 200;
    if (answer.raw !== undefined)
      return new Response(JSON.stringify(answer.raw), { status, headers: { 'Content-Type': 'application/json' } });
    const envelope = {
      success: answer.success ?? status < 400,
      value: answer.value ?? null,
      ...(answer.errorCode ? { errorCode: answer.errorCode } : {}),
      ...(answer.message !== undefined ? { message: answer.message } : {}),
    };
    return new Response(JSON.stringify(envelope), { status, headers: { 'Content-Type': 'application/json' } });
  });
  configurePortalApi({
    baseUrl: () => 'http://portal.test',
    getToken: token ?? (() => globalThis.sessionStorage.getItem('token')),
    getMerchant: () => 'AUR',
    getLanguage: () => 'EN',
    getDeviceId: () => 'device-test',
    isModuleEnabled: (id) => flags[id] === true,
    onSessionEnded,
    codec: { encode: async (payload) => ({ body: payload, headers: {} }) },
    fetch: fetchStub as typeof fetch,
  });
  const calls = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.path === path);
  return { requests, calls, fetchStub, routes };
}
