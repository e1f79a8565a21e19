// Money's guards below the services, on SQLite and PostgreSQL: the transaction helper runs a whole
// transaction once more after a deadlock or serialisation failure (never a part of one).
import { WALLET_IDS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, ENGINES, startPlatform, type TestPlatform } from './helpers';
import { expectLedgerConsistent, mainBalance, newMember, reposOf } from './money-helpers';

const aborted = (code: string) => Object.assign(new Error(`aborted by the database (${code})`), { code });

describe.each(ENGINES)('money guards (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  const debit = (accountId: number, amountMinor: number, reference: string) => ({
    accountId,
    walletId: WALLET_IDS.MAIN,
    amountMinor: -amountMinor,
    kind: 'adjustment' as const,
    reference,
    now: platform.clock.now(),
  });

  it('runs a whole transaction once more after a deadlock or serialisation failure, and only once', async () => {
    const member = await newMember(platform, { balanceMinor: 10_000 });
    const repos = reposOf(platform, AURORA);
    for (const code of ['40P01', '40001', 'SQLITE_BUSY']) {
      let runs = 0;
      const after = await repos.transaction(async (trx) => {
        runs += 1;
        const balance = await trx.wallets.post(debit(member.id, 1_000, `retry-${code}`));
        if (runs === 1) throw aborted(code);
        return balance;
      });
      // The first run's debit went with its transaction; the second run's is the only one.
      expect([code, runs]).toEqual([code, 2]);
      expect(after).toBe(await mainBalance(platform, member));
    }
    expect(await mainBalance(platform, member)).toBe(10_000 - 3 * 1_000);

    // Aborted twice: the error goes to the caller, nothing stays.
    let runs = 0;
    await expect(
      repos.transaction(async (trx) => {
        runs += 1;
        await trx.wallets.post(debit(member.id, 1_000, 'twice'));
        throw aborted('40P01');
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(2);
    // Any other error is not retried.
    runs = 0;
    await expect(
      repos.transaction(async (trx) => {
        runs += 1;
        await trx.wallets.post(debit(member.id, 1_000, 'other'));
        throw Object.assign(new Error('unique'), { code: '23505' });
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
    // A transaction opened inside another is part of it: the outer one is rerun whole, never the inner alone.
    let outer = 0;
    let inner = 0;
    await repos.transaction(async (trx) => {
      outer += 1;
      await trx.wallets.post(debit(member.id, 500, `outer-${outer}`));
      await trx.transaction(async (nested) => {
        inner += 1;
        await nested.wallets.post(debit(member.id, 500, `inner-${inner}`));
        if (inner === 1) throw aborted('40P01');
      });
    });
    expect([outer, inner]).toEqual([2, 2]);
    expect(await mainBalance(platform, member)).toBe(10_000 - 3 * 1_000 - 1_000);
    await expectLedgerConsistent(platform, [member]);
  });

  it.runIf(engine === 'postgres')(
    'lets both transactions of a real deadlock finish: the one PostgreSQL aborts runs again',
    async () => {
      const a = await newMember(platform, { balanceMinor: 10_000 });
      const b = await newMember(platform, { balanceMinor: 10_000 });
      const repos = reposOf(platform, AURORA);
      // Each takes one wallet, waits until the other has taken the other one, then asks for it.
      let release!: () => void;
      const bothHoldOne = new Promise<void>((resolve) => (release = resolve));
      let holding = 0;
      const took = async () => {
        if (++holding === 2) release();
        await bothHoldOne;
      };
      const runs = { first: 0, second: 0 };
      const first = repos.transaction(async (trx) => {
        runs.first += 1;
        await trx.wallets.post(debit(a.id, 100, `deadlock-a-${runs.first}`));
        if (runs.first === 1) await took();
        await trx.wallets.post(debit(b.id, 100, `deadlock-b-${runs.first}`));
      });
      const second = repos.transaction(async (trx) => {
        runs.second += 1;
        await trx.wallets.post(debit(b.id, 100, `deadlock-b2-${runs.second}`));
        if (runs.second === 1) await took();
        await trx.wallets.post(debit(a.id, 100, `deadlock-a2-${runs.second}`));
      });
      await Promise.all([first, second]);
      expect(runs.first + runs.second).toBe(3);
      expect(await mainBalance(platform, a)).toBe(10_000 - 200);
      expect(await mainBalance(platform, b)).toBe(10_000 - 200);
      await expectLedgerConsistent(platform, [a, b]);
    },
  );
});
