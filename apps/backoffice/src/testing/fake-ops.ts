// A fake staff API for component tests: `fetch` answers from a table of routes
// ('POST /ops/withdrawals/:withdrawalNo/refund' → an answer or a handler), in the platform's
// envelope, and records every call (method, path, query, body, Authorization header).
import { vi } from 'vitest';

export interface OpsCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
  params: Record<string, string>;
}

export interface OpsAnswer {
  status?: number;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

export type OpsRoute = OpsAnswer | ((call: OpsCall) => OpsAnswer | Response);

export type OpsRoutes = Record<string, OpsRoute>;

export interface FakeOps {
  calls: OpsCall[];
  /** The calls of one method and path pattern, e.g. `callsTo('POST /ops/withdrawals/:no/approve')`. */
  callsTo(route: string): OpsCall[];
  /** Adds or replaces routes. */
  set(routes: OpsRoutes): void;
}

function matcher(route: string): { method: string; test: (path: string) => Record<string, string> | null } {
  const [method = 'GET', pattern = '/'] = route.split(' ');
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}$`);
  return {
    method,
    test: (path) => {
      const found = regex.exec(path);
      if (!found) return null;
      return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
    },
  };
}

function envelope({ status = 200, value = null, errorCode, message }: OpsAnswer): Response {
  const success = !errorCode;
  return new Response(
    JSON.stringify({ success, value, message: message ?? (success ? 'OK' : errorCode), errorCode: errorCode ?? null }),
    {
      status: success ? status : status === 200 ? 400 : status,
      headers: { 'content-type': 'application/json' },
    },
  );
}

export function fakeOps(initial: OpsRoutes = {}): FakeOps {
  const routes: OpsRoutes = { ...initial };
  const calls: OpsCall[] = [];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
    const url = new URL(request.url);
    const text = await request.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const call: OpsCall = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: request.headers.get('authorization'),
      params: {},
    };
    calls.push(call);
    for (const [route, answer] of Object.entries(routes)) {
      const { method, test } = matcher(route);
      if (method !== call.method) continue;
      const params = test(call.path);
      if (!params) continue;
      call.params = params;
      const result = typeof answer === 'function' ? answer(call) : answer;
      return result instanceof Response ? result : envelope(result);
    }
    return envelope({ status: 404, errorCode: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchFake);
  return {
    calls,
    callsTo: (route) => {
      const { method, test } = matcher(route);
      return calls.filter((call) => call.method === method && test(call.path) !== null);
    },
    set: (more) => Object.assign(routes, more),
  };
}
