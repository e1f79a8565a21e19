// The page's calls to the platform (`/lgw/inhouse/*`), typed by @portal/contracts' endpoint
// registry. Types only from the package's root (a value there could bundle zod into the page); the
// money calls' retry rule comes from its zod-free `@portal/contracts/retry-rule`. A round (spin, roll) cut by a fault — no answer, the balancer's 502, the
// platform's 503 `service_unavailable` — is sent again, unchanged, by the money calls' retry rule
// (`sendWithRetry`: a few tries, honouring Retry-After): it carries its round id, so the platform
// answers a round it has already played from its record instead of playing it twice. Another call
// that fails on the network is sent once more.
import { isMoneyCall, sendWithRetry } from '@portal/contracts/retry-rule';
import type {
  DEVICE_WEB,
  ENDPOINT_ROUTES,
  EndpointRequest,
  EndpointValue,
  Envelope,
  GATEWAY_VERSION,
  HEADERS,
} from '@portal/contracts';

/** The calls the page makes. */
export type GameCall = 'startInhouseSession' | 'spinInhouseSlot' | 'rollInhouseDice' | 'rotateInhouseSeed';

/** Their paths, checked against the registry's. All four are POST calls with a JSON body. */
const PATHS: { readonly [Call in GameCall]: (typeof ENDPOINT_ROUTES)[Call]['path'] } = {
  startInhouseSession: '/lgw/inhouse/session',
  spinInhouseSlot: '/lgw/inhouse/slot/spin',
  rollInhouseDice: '/lgw/inhouse/dice/roll',
  rotateInhouseSeed: '/lgw/inhouse/fairness/rotate',
};

type HeaderName = (typeof HEADERS)[keyof typeof HEADERS] | 'Content-Type';

/** A call the platform refused (`code` is its errorCode), or `code: 'network'` after the retries failed too. */
export class CallError extends Error {
  readonly code: string | undefined;

  constructor(message: string, code: string | undefined) {
    super(message);
    this.name = 'CallError';
    this.code = code;
  }
}

export interface Connection {
  /** The tenant's merchant code (the page's data-merchant). */
  readonly merchant: string;
  /** The language sent with each call: the page's, then the game session's. */
  language: string;
  /** The game session token, once the ticket is redeemed; null again when the session has expired. */
  token: string | null;
  /** The message of a call that failed on the network twice, in the current language. */
  networkMessage(): string;
}

/** Sends a call with the connection's headers; resolves with the answer's value, rejects with a CallError. */
export async function callPlatform<Call extends GameCall>(
  connection: Connection,
  call: Call,
  payload: EndpointRequest<Call>,
  attempt = 0,
): Promise<EndpointValue<Call>> {
  const headers: Partial<Record<HeaderName, string>> = {
    Merchant: connection.merchant,
    Language: connection.language,
    Device: 'web' satisfies typeof DEVICE_WEB,
    'X-Gateway-Version': '3' satisfies typeof GATEWAY_VERSION,
  };
  if (connection.token) headers['Game-Session'] = connection.token;
  headers['Content-Type'] = 'application/json';
  const init: RequestInit = {
    method: 'POST',
    headers,
    credentials: 'same-origin',
    cache: 'no-store',
    body: JSON.stringify(payload),
  };
  let response: Response;
  try {
    response = isMoneyCall(call) ? await sendWithRetry(() => fetch(PATHS[call], init)) : await fetch(PATHS[call], init);
  } catch {
    if (isMoneyCall(call)) throw new CallError(connection.networkMessage(), 'network');
    if (attempt === 0) return callPlatform(connection, call, payload, 1);
    throw new CallError(connection.networkMessage(), 'network');
  }
  let envelope: Envelope<EndpointValue<Call>>;
  try {
    envelope = (await response.json()) as Envelope<EndpointValue<Call>>;
  } catch {
    // Not the platform's answer (the balancer's error page): no answer arrived.
    throw new CallError(connection.networkMessage(), 'network');
  }
  if (!envelope.success) throw new CallError(envelope.message || envelope.errorCode || '', envelope.errorCode);
  // A successful answer to these calls always carries its value.
  return envelope.value as EndpointValue<Call>;
}
