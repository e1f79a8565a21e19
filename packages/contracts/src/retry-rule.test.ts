import { describe, expect, it, vi } from 'vitest';
import { ENDPOINT_ROUTES } from './endpoint-routes';
import {
  MONEY_CALLS,
  MONEY_CALL_RETRY,
  isMoneyCall,
  isPassingFault,
  retryAfterMs,
  retryDelayMs,
  sendWithRetry,
} from './retry-rule';

const envelope = (status: number, errorCode: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ success: false, value: null, message: '', errorCode }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const ok = () => new Response(JSON.stringify({ success: true, value: 1 }), { status: 200 });

describe('the money calls', () => {
  it('are POST calls of the registry', () => {
    for (const name of MONEY_CALLS) expect(ENDPOINT_ROUTES[name].method, name).toBe('POST');
    expect(isMoneyCall('spinInhouseSlot')).toBe(true);
    expect(isMoneyCall('login')).toBe(false);
    expect(isMoneyCall('getBalance')).toBe(false);
  });
});

describe('isPassingFault', () => {
  it('repeats no answer, a balancer 502/504 and a passing 503, never a 4xx, a 500 or a lasting 503', () => {
    expect(isPassingFault(0)).toBe(true);
    expect(isPassingFault(502)).toBe(true);
    expect(isPassingFault(504)).toBe(true);
    expect(isPassingFault(503, 'service_unavailable')).toBe(true);
    expect(isPassingFault(503)).toBe(true);
    expect(isPassingFault(503, 'maintenance')).toBe(false);
    expect(isPassingFault(503, 'sms_send_failed')).toBe(false);
    for (const status of [200, 400, 401, 404, 409, 429, 500])
      expect(isPassingFault(status), String(status)).toBe(false);
  });
});

describe('retry delays', () => {
  it('honours Retry-After (seconds or a date), capped; else backs off from the base', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 7_000)).toBe(3000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryDelayMs(1, '1')).toBe(1000);
    expect(retryDelayMs(1, '3600')).toBe(MONEY_CALL_RETRY.maxDelayMs);
    expect([1, 2, 3, 9].map((retry) => retryDelayMs(retry, null))).toEqual([250, 500, 1000, 4000]);
  });
});

describe('sendWithRetry', () => {
  const sleep = vi.fn(async () => undefined);

  it('sends the same request again after no answer and a 503, waiting what Retry-After says', async () => {
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('fetch failed');
      },
      () => envelope(503, 'service_unavailable', { 'retry-after': '1' }),
      ok,
    ];
    const send = vi.fn(async (attempt: number) => answers[attempt - 1]!());
    const retries: unknown[] = [];
    const response = await sendWithRetry(send, { sleep, onRetry: (info) => retries.push(info) });
    expect(response.status).toBe(200);
    expect(send).toHaveBeenCalledTimes(3);
    expect(retries).toEqual([
      { retry: 1, status: 0, delayMs: 250 },
      { retry: 2, status: 503, delayMs: 1000 },
    ]);
  });

  it('stops after the rule’s tries: the last answer, or the last network error', async () => {
    const unavailable = await sendWithRetry(async () => envelope(503, 'service_unavailable'), { sleep });
    expect(unavailable.status).toBe(503);
    expect(((await unavailable.json()) as { errorCode: string }).errorCode).toBe('service_unavailable');
    const send = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(sendWithRetry(send, { sleep })).rejects.toThrow('fetch failed');
    expect(send).toHaveBeenCalledTimes(MONEY_CALL_RETRY.attempts);
  });

  it('answers a refusal, a bug and a lasting 503 at once', async () => {
    for (const answer of [
      envelope(409, 'request_id_conflict'),
      envelope(500, 'internal_error'),
      envelope(503, 'maintenance'),
    ]) {
      const send = vi.fn(async () => answer);
      expect((await sendWithRetry(send, { sleep })).status).toBe(answer.status);
      expect(send).toHaveBeenCalledTimes(1);
    }
  });

  it('never repeats a call its caller aborted', async () => {
    const controller = new AbortController();
    const send = vi.fn(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(sendWithRetry(send, { sleep, signal: controller.signal })).rejects.toThrow('aborted');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
