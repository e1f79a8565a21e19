// The one base query behind every endpoint: builds the request from the endpoint's route in
// @portal/contracts (method, path, body kind, token, encryption, module), adds the platform's
// headers, unwraps the `{ success, value, message, errorCode }` envelope, checks the answer against
// the contract, and turns every failure into an ApiError. It never throws. A money call cut by a
// fault (no answer, a balancer's 502/504, the platform's 503 `service_unavailable`) is sent again,
// the same request with the same request id or round id, by the contracts' retry rule (a few tries,
// honouring Retry-After); nothing else is repeated here.
//
// The answer schemas (and zod) load on the first answer, in their own chunk, so they are not part
// of the portal's first paint; the route tables are plain data, each domain's loaded with its calls. With `validateAnswers: false` (the
// portal's production build; the platform validates every answer itself) they never load.
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import {
  DEVICE_WEB,
  GATEWAY_VERSION,
  HEADERS,
  isMoneyCall,
  sendWithRetry,
  type EndpointName,
  type EndpointRoute,
  type Endpoints,
} from '@portal/contracts';
import { CLIENT_ERROR_CODES, isSessionEnded, type ApiError } from './errors';
import { getPortalApiConfig } from './config';

export interface EndpointCall {
  name: EndpointName;
  /** Its route, from the domain's table (callsOf): the base query never reads the whole registry. */
  route: EndpointRoute;
  payload?: unknown;
  /** The body of a `binary` endpoint (an image upload), sent as it is with its own type. */
  file?: Blob;
}

let schemas: Promise<{ endpoints: Endpoints }> | null = null;
/** The registry with its schemas, loaded once (a failed load is tried again next time). */
function loadSchemas() {
  schemas ??= import('@portal/contracts/endpoints').catch((error: unknown) => {
    schemas = null;
    throw error;
  });
  return schemas;
}

const REQUEST_TIMEOUT_MS = 30_000;

function toQueryString(payload: unknown): string {
  if (!payload || typeof payload !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function buildRequest(call: EndpointCall): Promise<{ url: string; init: RequestInit }> {
  const config = getPortalApiConfig();
  const endpoint = call.route;
  const { payload } = call;
  const headers: Record<string, string> = {
    [HEADERS.merchant]: config.getMerchant(),
    [HEADERS.language]: config.getLanguage(),
    [HEADERS.device]: DEVICE_WEB,
    [HEADERS.gatewayVersion]: GATEWAY_VERSION,
    Accept: 'application/json',
  };
  if (endpoint.token) {
    const token = config.getToken();
    if (token) headers[HEADERS.authorization] = token;
  }
  let url = new URL(endpoint.path, config.baseUrl()).toString();
  let body: BodyInit | undefined;
  if (endpoint.body === 'query') {
    url += toQueryString(payload);
  } else if (endpoint.body === 'binary') {
    url += toQueryString(payload);
    headers['Content-Type'] = call.file?.type || 'application/octet-stream';
    body = call.file;
  } else if (endpoint.body === 'none') {
    body = undefined;
  } else if (endpoint.encrypted) {
    const encoded = await config.codec.encode(payload ?? {});
    Object.assign(headers, encoded.headers, { 'Content-Type': 'application/json' });
    body = JSON.stringify(encoded.body);
  } else if (endpoint.body === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = toQueryString(payload).slice(1);
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload ?? {});
  }
  return { url, init: { method: endpoint.method, headers, body } };
}

interface Envelope {
  success?: unknown;
  value?: unknown;
  message?: unknown;
  errorCode?: unknown;
}

function envelopeError(status: number, envelope: Envelope | null): ApiError {
  return {
    status,
    errorCode: typeof envelope?.errorCode === 'string' && envelope.errorCode ? envelope.errorCode : `http.${status}`,
    message: typeof envelope?.message === 'string' ? envelope.message : '',
    value: envelope?.value ?? undefined,
  };
}

export type CallResult = { data: unknown; error?: undefined } | { error: ApiError; data?: undefined };

/** Runs one call outside RTK Query too (e.g. fetching the payload key the codec needs). */
export async function executeCall(call: EndpointCall, signal?: AbortSignal): Promise<CallResult> {
  const config = getPortalApiConfig();
  const endpoint = call.route;
  if ('module' in endpoint && endpoint.module && !config.isModuleEnabled(endpoint.module)) {
    return { error: { status: 400, errorCode: CLIENT_ERROR_CODES.moduleOff, message: '' } };
  }

  let response: Response;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    // Built once: a repeat sends the very same request (an E call's body is not sealed again).
    const { url, init } = await buildRequest(call);
    const callSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const send = () => (config.fetch ?? fetch)(url, { ...init, signal: callSignal });
    response = isMoneyCall(call.name)
      ? await sendWithRetry(send, { signal: callSignal, ...(config.sleep ? { sleep: config.sleep } : {}) })
      : await send();
  } catch {
    const errorCode = timeout.aborted ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.network;
    return { error: { status: 0, errorCode, message: '' } };
  }

  let envelope: Envelope | null;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    envelope = null;
  }

  if (!response.ok || !envelope || envelope.success !== true) {
    const error =
      envelope || !response.ok
        ? envelopeError(response.status, envelope)
        : { status: response.status, errorCode: CLIENT_ERROR_CODES.invalidResponse, message: '' };
    if (endpoint.token && isSessionEnded(error)) config.onSessionEnded(error.errorCode);
    return { error };
  }

  if (config.validateAnswers === false) return { data: envelope.value ?? null };

  let parsed;
  try {
    parsed = (await loadSchemas()).endpoints[call.name].response.safeParse(envelope.value);
  } catch {
    return { error: { status: 0, errorCode: CLIENT_ERROR_CODES.network, message: '' } };
  }
  if (!parsed.success) {
    return {
      error: { status: response.status, errorCode: CLIENT_ERROR_CODES.invalidResponse, message: parsed.error.message },
    };
  }
  return { data: parsed.data };
}

export const portalBaseQuery: BaseQueryFn<EndpointCall, unknown, ApiError> = (call, { signal }) =>
  executeCall(call, signal);
