// POST /dev/agent-settlement (development mode only, behind the dev key): one agent-settlement pass
// as if the clock were `at` — the e2e's way to settle a real-time salary period without waiting.
// It pays a finished period once (a second pass at the same moment pays nothing), leaves a period
// that has not ended, and refuses what it cannot run.
import { ACCOUNT_TYPES, WALLET_IDS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, devKeyHeader, ENGINES, MINUTE, startPlatform, type TestPlatform } from './helpers';
import { newMember, reposOf } from './money-helpers';

const FIVE = 5 * MINUTE;

describe.each(ENGINES)('dev agent settlement (%s)', (engine) => {
  let development: TestPlatform;
  let demo: TestPlatform;
  beforeAll(async () => {
    development = await startPlatform({ engine, config: { mode: 'development' } });
    demo = await startPlatform({ engine, config: { mode: 'demo' } });
  });
  afterAll(async () => {
    await development?.close();
    await demo?.close();
  });

  const settle = (platform: TestPlatform, payload: Record<string, unknown>, headers = devKeyHeader(platform.app)) =>
    platform.app.inject({ method: 'POST', url: '/dev/agent-settlement', headers, payload });

  it('pays a finished real-time salary period once, at the clock it is given', async () => {
    const platform = development;
    const top = await newMember(platform, { type: ACCOUNT_TYPES.AGENT, prefix: 'dtop' });
    const sub = await newMember(platform, { type: ACCOUNT_TYPES.SUB_AGENT, uplineId: top.id, prefix: 'dsub' });
    const leaf = await newMember(platform, { uplineId: sub.id, prefix: 'dleaf' });
    const offered = await top.client.call(
      'processRealtimeSalaryContract',
      { action: 'offer', username: sub.username, rate: 2 },
      { token: top.token },
    );
    const contractId = offered.body.value!.contract.contractId;
    const accepted = await sub.client.call(
      'processRealtimeSalaryContract',
      { action: 'accept', contractId },
      { token: sub.token },
    );
    expect(accepted.status).toBe(200);

    const start = Math.floor(platform.clock.now() / FIVE) * FIVE;
    const placedAt = platform.clock.now();
    await reposOf(platform, AURORA).bettingRecords.insertMany([
      {
        accountId: leaf.id,
        walletId: WALLET_IDS.MAIN,
        roundId: `dev-settle-${engine}`,
        source: 'inhouse',
        nodeId: 'INH-SLOT',
        vendor: 'INH',
        gameType: 'RNG',
        gameName: 'Slot',
        betMinor: 150_00,
        winMinor: 0,
        validBetMinor: 150_00,
        currency: 'USD',
        status: 'settled',
        placedAt,
        settledAt: placedAt,
        requestHash: 'dev-settle',
        detail: {},
      },
    ]);
    const salaries = async () =>
      (
        await platform.app.platform.db
          .selectFrom('ledger')
          .select(['amount_minor', 'reference'])
          .where('merchant_code', '=', AURORA)
          .where('account_id', '=', sub.id)
          .where('kind', '=', 'agent_salary')
          .execute()
      ).map((row) => [row.reference, row.amount_minor]);

    // The period has not ended at the platform's own clock: nothing yet.
    const early = await settle(platform, { merchant: AURORA, at: placedAt });
    expect([early.statusCode, early.json().value.paid]).toEqual([200, 0]);
    expect(await salaries()).toEqual([]);

    // Ten minutes on: 2 % of 150.00 = 3.00, once.
    const paid = await settle(platform, { merchant: AURORA, at: placedAt + 2 * FIVE });
    expect(paid.json()).toMatchObject({ success: true, value: { paid: 1, paidMinor: 300 } });
    const again = await settle(platform, { at: placedAt + 2 * FIVE });
    expect(again.json().value.paid).toBe(0);
    expect(await salaries()).toEqual([[`settlement:${contractId}:${start}`, 300]]);
  });

  it('refuses an unknown tenant, a bad body, a missing key, and demo mode', async () => {
    const at = development.clock.now();
    const unknown = await settle(development, { merchant: 'NOPE', at });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'merchant_unknown']);
    const bad = await settle(development, { at: -1 });
    expect(bad.statusCode).toBe(400);
    const keyless = await settle(development, { at }, {});
    expect(keyless.statusCode).toBe(404);
    const inDemo = await settle(demo, { at });
    expect([inDemo.statusCode, inDemo.json().errorCode]).toEqual([404, 'not_found']);
  });
});
