// The retry rule of money calls, one for every client (the portal's `@portal/api`, the in-house game
// page, the platform's load rehearsal): a call that moves money carries its idempotency key — a
// `requestId`, or a round's `roundId` — and the platform answers a repeat of it with the first
// result. So when a fault cuts such a call (no answer arrived, the balancer lost the instance, the
// platform answered 503 `service_unavailable`), the client sends the very same call again, with the
// same id, a few times, waiting what `Retry-After` says (bounded). Never with a new id: that would be
// a second action. Other calls and every 4xx are not repeated by this rule. No zod here (the in-house
// page bundles it).
import type { EndpointName } from './endpoint-routes';
import type { ErrorCode } from './error-codes';

/** The calls that move money, each with its idempotency key in the payload (`requestId`, or `roundId`; a reward's id). */
export const MONEY_CALLS = [
  'createDeposit',
  'requestWithdrawal',
  'walletTransfer',
  'transferToDownline',
  'transferToUpline',
  'spinInhouseSlot',
  'rollInhouseDice',
  'placeLotteryBets',
  'claimReward',
  'redeemPointReward',
  'convertPoint',
  'claimRafflePromotion',
] as const satisfies readonly EndpointName[];
export type MoneyCall = (typeof MONEY_CALLS)[number];

const MONEY_CALL_NAMES: ReadonlySet<string> = new Set(MONEY_CALLS);

export function isMoneyCall(name: string): name is MoneyCall {
  return MONEY_CALL_NAMES.has(name);
}

export interface RetryRule {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait before the first repeat when the answer names none (no answer, a balancer's 502/504); doubled each time. */
  baseDelayMs: number;
  /** No wait is longer than this, whatever `Retry-After` says. */
  maxDelayMs: number;
}

/** Four tries, waits of 0.25, 0.5, 1 s (or `Retry-After`, at most 4 s): about 2–12 s in all. */
export const MONEY_CALL_RETRY: RetryRule = { attempts: 4, baseDelayMs: 250, maxDelayMs: 4000 };

/** 503 codes that are not a passing fault: a tenant in maintenance, the SMS gateway. Not repeated. */
const LASTING_503: ReadonlySet<string> = new Set<ErrorCode>(['maintenance', 'sms_send_failed']);

/**
 * True when an answer means "a fault cut the call; the same call may be sent again": no answer at
 * all (`status` 0), a balancer's 502 (the instance died before answering) or 504, or a 503 that is
 * not a lasting state (the platform's `service_unavailable`, or the balancer's "no server").
 */
export function isPassingFault(status: number, errorCode?: string | null): boolean {
  if (status === 0 || status === 502 || status === 504) return true;
  return status === 503 && !(errorCode && LASTING_503.has(errorCode));
}

/** `Retry-After` in milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The wait before repeat number `retry` (1 for the first repeat): `Retry-After` if given, else the backoff; capped. */
export function retryDelayMs(retry: number, retryAfter: string | null | undefined, rule: RetryRule = MONEY_CALL_RETRY) {
  const asked = retryAfterMs(retryAfter);
  const wait = asked ?? rule.baseDelayMs * 2 ** Math.max(0, retry - 1);
  return Math.min(wait, rule.maxDelayMs);
}

export interface RetryOptions {
  rule?: RetryRule;
  /** The caller gave up: no further try, and an abort is not a fault to repeat. */
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
  /** Told before each repeat: why (the status, 0 for no answer) and how long it waits. */
  onRetry?: (info: { retry: number; status: number; delayMs: number }) => void;
}

const sleepFor = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** The platform's errorCode of a 503 (without consuming the answer); undefined when it is not our envelope. */
async function errorCodeOf(response: Response): Promise<string | undefined> {
  if (response.status !== 503) return undefined;
  try {
    const body = (await response.clone().json()) as { errorCode?: unknown };
    return typeof body?.errorCode === 'string' ? body.errorCode : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends one call by `send` (the same request each time: the same body, the same id) and sends it
 * again while the answer is a passing fault (`isPassingFault`), up to `rule.attempts` tries, waiting
 * `retryDelayMs` between them. Resolves with the last answer, or rejects with the last network
 * error; an abort by the caller's signal is never repeated.
 */
export async function sendWithRetry(
  send: (attempt: number) => Promise<Response>,
  options: RetryOptions = {},
): Promise<Response> {
  const rule = options.rule ?? MONEY_CALL_RETRY;
  for (let attempt = 1; ; attempt++) {
    let status: number;
    let retryAfter: string | null = null;
    try {
      const response = await send(attempt);
      if (attempt >= rule.attempts || !isPassingFault(response.status, await errorCodeOf(response))) return response;
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      // Its body is not read: let the connection go.
      await response.body?.cancel().catch(() => undefined);
    } catch (error) {
      if (attempt >= rule.attempts || options.signal?.aborted) throw error;
      status = 0;
    }
    if (options.signal?.aborted) throw options.signal.reason;
    const delayMs = retryDelayMs(attempt, retryAfter, rule);
    options.onRetry?.({ retry: attempt, status, delayMs });
    await (options.sleep ? options.sleep(delayMs) : sleepFor(delayMs, options.signal));
    if (options.signal?.aborted) throw options.signal.reason;
  }
}
