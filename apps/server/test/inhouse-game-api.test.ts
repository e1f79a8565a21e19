// The in-house game page's calls (browser/inhouse-game/api.ts) against a scripted fetch: a round cut
// by a fault is sent again, the same body with the same round id, by the money calls' retry rule;
// a refusal is not; a call that moves no money is sent once more only when no answer came.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallError, callPlatform, type Connection } from '../browser/inhouse-game/api';

const connection: Connection = {
  merchant: 'AUR',
  language: 'EN',
  token: 'game-session-1',
  networkMessage: () => 'offline',
};
const envelope = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });
// Retry-After: 0 keeps the test from waiting; the wait itself is the contracts' rule (retry-rule.test.ts).
const fault = () =>
  envelope(503, { success: false, value: null, message: '', errorCode: 'service_unavailable' }, { 'retry-after': '0' });

function script(answers: (() => Response)[]) {
  const bodies: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(String(init.body));
      const next = answers.shift();
      if (!next) throw new Error('more requests than answers');
      return next();
    }),
  );
  return bodies;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the in-house game page’s calls', () => {
  it('sends a spin cut by a fault again with its round id until it is answered', async () => {
    const round = { roundId: '3f1c9a4e-2b7d-4c1e-9f3a-1d2e3f4a5b6c', betMinor: 10 };
    const bodies = script([
      fault,
      () => new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'retry-after': '0' } }),
      () => envelope(200, { success: true, value: { roundId: round.roundId, replayed: true } }),
    ]);
    expect(await callPlatform(connection, 'spinInhouseSlot', round)).toEqual({
      roundId: round.roundId,
      replayed: true,
    });
    expect(bodies.map((body) => JSON.parse(body) as unknown)).toEqual([round, round, round]);
  });

  it('answers a refused round at once, and a fault that outlasts the tries as a lost answer', async () => {
    const round = { roundId: '3f1c9a4e-2b7d-4c1e-9f3a-1d2e3f4a5b6d', betMinor: 10 };
    const refused = script([
      () => envelope(400, { success: false, value: null, message: 'no money', errorCode: 'insufficient_balance' }),
    ]);
    await expect(callPlatform(connection, 'spinInhouseSlot', round)).rejects.toMatchObject({
      code: 'insufficient_balance',
    });
    expect(refused).toHaveLength(1);
    const cut = script([fault, fault, fault, fault]);
    await expect(
      callPlatform(connection, 'rollInhouseDice', { ...round, targetHundredths: 5000, direction: 'under' }),
    ).rejects.toMatchObject({ code: 'service_unavailable' });
    expect(cut).toHaveLength(4);
  });

  it('does not repeat a call that moves no money on a 503', async () => {
    const bodies = script([fault, fault]);
    await expect(callPlatform(connection, 'rotateInhouseSeed', {})).rejects.toBeInstanceOf(CallError);
    expect(bodies).toHaveLength(1);
  });
});
