// The money calls' retry rule in the base query, against a scripted fetch: a money call cut by a
// fault is sent again — the very same request, the same request id or round id — a few times,
// waiting what Retry-After says; a call that moves no money, a refusal (4xx), a bug (500) and a
// lasting 503 (maintenance) are answered as they came.
import { describe, expect, it, vi } from 'vitest';
import { ENDPOINT_ROUTES, type ModuleId } from '@portal/contracts';
import { callsOf } from './base-api';
import { executeCall } from './base-query';
import { configurePortalApi } from './config';
import { answerLost } from './errors';

/** Every route: the tests call endpoints of several domains. */
const { call } = callsOf(ENDPOINT_ROUTES);

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | Error;

const fault = (retryAfter?: string): Answer => ({
  status: 503,
  body: {
    success: false,
    value: { retryAfterSeconds: 1 },
    message: 'briefly unavailable',
    errorCode: 'service_unavailable',
  },
  ...(retryAfter ? { headers: { 'Retry-After': retryAfter } } : {}),
});
const refused = (status: number, errorCode: string): Answer => ({
  status,
  body: { success: false, value: null, message: '', errorCode },
});
const answered = (value: unknown): Answer => ({ status: 200, body: { success: true, value } });
/** The balancer's page when the instance died before answering (not our envelope). */
const badGateway: Answer = { status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' };
const networkError = () => new TypeError('fetch failed');

function script(answers: Answer[]) {
  const sent: { url: string; body: string }[] = [];
  const slept: number[] = [];
  const encode = vi.fn(async (payload: unknown) => ({
    body: { sealed: `${JSON.stringify(payload)}#${encode.mock.calls.length}` },
    headers: { Encryption: 'k.test' },
  }));
  configurePortalApi({
    baseUrl: () => 'http://portal.test',
    getToken: () => 'tok-1',
    getMerchant: () => 'AUR',
    getLanguage: () => 'EN',
    getDeviceId: () => 'device-1',
    isModuleEnabled: (_id: ModuleId) => true,
    onSessionEnded: () => undefined,
    codec: { encode },
    validateAnswers: false,
    sleep: async (ms) => {
      slept.push(ms);
    },
    fetch: (async (url: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(url), body: String(init?.body ?? '') });
      const answer = answers.shift();
      if (!answer) throw new Error('more requests than the script has answers');
      if (answer instanceof Error) throw answer;
      return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), {
        status: answer.status,
        headers: answer.headers ?? {},
      });
    }) as typeof fetch,
  });
  return { sent, slept, encode };
}

const transfer = { fromWallet: 1, toWallet: 11, amount: '25', requestId: 'req-0b6f3c52-8d1e' };

describe('money calls cut by a fault', () => {
  it('sends a transfer again with its request id through a 503, no answer and a 502, honouring Retry-After', async () => {
    const { sent, slept } = script([fault('2'), networkError(), badGateway, answered({ wallets: [] })]);
    const result = await executeCall(call('walletTransfer', transfer));
    expect(result).toEqual({ data: { wallets: [] } });
    expect(sent).toHaveLength(4);
    for (const request of sent) {
      expect(request.url).toBe('http://portal.test/wps/relay/GCS_walletTransfer');
      expect(JSON.parse(request.body)).toEqual(transfer);
    }
    // Retry-After: 2 first; then the backoff of a fault that names no wait.
    expect(slept).toEqual([2000, 500, 1000]);
  });

  it('sends a lottery bet, a spin and a deposit again with the same ids', async () => {
    const bets = {
      gameCode: 'VNMN',
      issueNumber: '20260601',
      requestId: '0b6f3c52-8d1e-4f7a-9c2b-5e4d3a2b1c0e',
      bets: [],
    } as never;
    const spin = { roundId: '3f1c9a4e-2b7d-4c1e-9f3a-1d2e3f4a5b6c', betMinor: 10 };
    const deposit = { methodCode: 'BANK', amount: '100', requestId: 'dep-12345678' };
    for (const [name, payload] of [
      ['placeLotteryBets', bets],
      ['spinInhouseSlot', spin],
      ['createDeposit', deposit],
    ] as const) {
      const { sent } = script([networkError(), fault('1'), answered({ ok: name })]);
      expect(await executeCall(call(name, payload))).toEqual({ data: { ok: name } });
      expect(sent.map((request) => JSON.parse(request.body))).toEqual([payload, payload, payload]);
    }
  });

  it('sends an encrypted money call again as the very same sealed body (sealed once)', async () => {
    const { sent, encode } = script([fault('1'), answered({ orderNo: 'W1' })]);
    const withdrawal = { payeeId: 3, amount: '50', password: 'secret12', requestId: 'wd-abcdef12' };
    expect(await executeCall(call('requestWithdrawal', withdrawal))).toEqual({ data: { orderNo: 'W1' } });
    expect(encode).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toBe(sent[0]!.body);
  });

  it('gives up after a few tries, each wait capped, and says the answer was lost (keep the id)', async () => {
    const { sent, slept } = script([fault('3600'), fault('3600'), fault('3600'), fault('3600')]);
    const result = await executeCall(call('walletTransfer', transfer));
    expect(sent).toHaveLength(4);
    expect(slept).toEqual([4000, 4000, 4000]);
    expect(result.error).toMatchObject({ status: 503, errorCode: 'service_unavailable' });
    expect(answerLost(result.error)).toBe(true);
  });

  it('answers a refusal, a bug and a lasting 503 of a money call at once', async () => {
    for (const answer of [
      refused(409, 'request_id_conflict'),
      refused(400, 'insufficient_balance'),
      refused(500, 'internal_error'),
      refused(503, 'maintenance'),
      refused(429, 'TOO_MANY_REQUESTS'),
    ]) {
      const { sent, slept } = script([answer, answered({})]);
      const result = await executeCall(call('walletTransfer', transfer));
      expect(sent).toHaveLength(1);
      expect(slept).toEqual([]);
      expect(result.error?.status).toBe((answer as { status: number }).status);
    }
  });
});

describe('calls that move no money', () => {
  it('are not repeated on a fault: a read, a login, a favourite', async () => {
    for (const request of [
      call('getBalance'),
      call('addFavorite', { nodeId: 'G1' } as never),
      call('login', { username: 'a', password: 'b', type: 'username' } as never),
    ]) {
      for (const answer of [fault('1'), networkError(), badGateway]) {
        const { sent, slept } = script([answer, answered({})]);
        const result = await executeCall(request);
        expect([request.name, sent.length]).toEqual([request.name, 1]);
        expect(slept).toEqual([]);
        expect(result.error).toBeDefined();
      }
    }
  });
});
