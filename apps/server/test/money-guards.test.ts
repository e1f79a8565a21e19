// Money's guards below the services, on SQLite and PostgreSQL: the transaction helper runs a whole
// transaction once more after a deadlock or serialisation failure (never a part of one); the
// database itself refuses a balance below zero and a second one-shot credit of one reference; a
// tenant in maintenance takes no money call.
import { randomUUID } from 'node:crypto';
import { ACCOUNT_TYPES, HEADERS, WALLET_IDS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsufficientBalanceError, ONE_SHOT_LEDGER_KINDS, type LedgerKind } from '../src/repositories/wallets';
import { AURORA, ENGINES, LOTUS, startPlatform, type TestPlatform } from './helpers';
import { watchAllQueries } from './query-log';
import {
  expectLedgerConsistent,
  mainBalance,
  MEMBER_PASSWORD,
  newMember,
  PAYMENT_PASSWORD,
  reposOf,
  requestId,
  type Member,
} from './money-helpers';

/** The credits that happen once per reference (decided in repositories/wallets.ts). */
const ONE_SHOT: readonly LedgerKind[] = [
  'deposit',
  'win',
  'lottery_win',
  'withdrawal_release',
  'reward',
  'transfer_in',
  'wallet_transfer_in',
  // Migration 0015: points converted into balance, or a points-mall bonus.
  'points',
  // Migration 0017: a promotion's reward and a raffle's prize.
  'promotion_bonus',
  'raffle_prize',
  // Migration 0018: a mission's bonus (its own index, ledger_one_shot_mission).
  'mission_reward',
];

const aborted = (code: string) => Object.assign(new Error(`aborted by the database (${code})`), { code });

/** A ledger post that takes money off a member's main wallet (an adjustment), now. */
const debit = (platform: TestPlatform, accountId: number, amountMinor: number, reference: string) => ({
  accountId,
  walletId: WALLET_IDS.MAIN,
  amountMinor: -amountMinor,
  kind: 'adjustment' as const,
  reference,
  now: platform.clock.now(),
});

describe.each(ENGINES)('money guards (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  it('runs a whole transaction once more after a deadlock or serialisation failure, and only once', async () => {
    const member = await newMember(platform, { balanceMinor: 10_000 });
    const repos = reposOf(platform, AURORA);
    for (const code of ['40P01', '40001', 'SQLITE_BUSY']) {
      let runs = 0;
      const after = await repos.transaction(async (trx) => {
        runs += 1;
        const balance = await trx.wallets.post(debit(platform, member.id, 1_000, `retry-${code}`));
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
        await trx.wallets.post(debit(platform, member.id, 1_000, 'twice'));
        throw aborted('40P01');
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(2);
    // Any other error is not retried.
    runs = 0;
    await expect(
      repos.transaction(async (trx) => {
        runs += 1;
        await trx.wallets.post(debit(platform, member.id, 1_000, 'other'));
        throw Object.assign(new Error('unique'), { code: '23505' });
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
    // A transaction opened inside another is part of it: the outer one is rerun whole, never the inner alone.
    let outer = 0;
    let inner = 0;
    await repos.transaction(async (trx) => {
      outer += 1;
      await trx.wallets.post(debit(platform, member.id, 500, `outer-${outer}`));
      await trx.transaction(async (nested) => {
        inner += 1;
        await nested.wallets.post(debit(platform, member.id, 500, `inner-${inner}`));
        if (inner === 1) throw aborted('40P01');
      });
    });
    expect([outer, inner]).toEqual([2, 2]);
    expect(await mainBalance(platform, member)).toBe(10_000 - 3 * 1_000 - 1_000);
    await expectLedgerConsistent(platform, [member]);
  });

  it('refuses a balance below zero in the database itself, whoever writes it', async () => {
    const member = await newMember(platform, { balanceMinor: 1_000 });
    const db = platform.app.platform.db;
    const wallet = () =>
      db
        .updateTable('wallets')
        .where('merchant_code', '=', AURORA)
        .where('account_id', '=', member.id)
        .where('wallet_id', '=', WALLET_IDS.MAIN);
    // A write that skips the ledger's own check (a bug, a hand-written fix) is refused by the database.
    await expect(wallet().set({ balance_minor: -1 }).execute()).rejects.toThrow();
    await expect(
      wallet()
        .set((eb) => ({ balance_minor: eb('balance_minor', '-', 1_001) }))
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('wallets')
        .values({
          merchant_code: AURORA,
          account_id: member.id,
          wallet_id: 99,
          currency: 'USD',
          balance_minor: -5,
          updated_at: platform.clock.now(),
        })
        .execute(),
    ).rejects.toThrow();
    // Down to zero is fine.
    await wallet().set({ balance_minor: 0 }).execute();
    await wallet().set({ balance_minor: 1_000 }).execute();
    // The ledger's debit below zero is refused and changes nothing.
    await expect(
      reposOf(platform, AURORA).transaction((trx) => trx.wallets.post(debit(platform, member.id, 1_001, 'too-much'))),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    const wallets = await db
      .selectFrom('wallets')
      .select(['wallet_id', 'balance_minor'])
      .where('account_id', '=', member.id)
      .execute();
    expect(wallets).toEqual([{ wallet_id: WALLET_IDS.MAIN, balance_minor: 1_000 }]);
    await expectLedgerConsistent(platform, [member]);
  });

  it('posts rounds (a bet, then its win) on locked wallets in code, written as one UPDATE and one ledger insert; a round is refused whole when its bet alone overdraws', async () => {
    const member = await newMember(platform, { balanceMinor: 1_000 });
    const other = await newMember(platform, { balanceMinor: 500 });
    const repos = reposOf(platform, AURORA);
    const entry = (who: Member, amountMinor: number, kind: 'bet' | 'win', reference: string) => ({
      accountId: who.id,
      walletId: WALLET_IDS.MAIN,
      amountMinor,
      kind,
      reference,
      now: platform.clock.now(),
    });
    const ledgerOf = (reference: string) =>
      platform.app.platform.db
        .selectFrom('ledger')
        .select(['account_id', 'kind', 'amount_minor', 'balance_after_minor'])
        .where('merchant_code', '=', AURORA)
        .where('reference', '=', reference)
        .orderBy('id')
        .execute();
    const [first, second, tooMuch, others] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const statements = watchAllQueries();
    const balances = await repos.transaction(async (trx) => {
      const book = await trx.wallets.lockForPosts([
        { accountId: member.id, walletId: WALLET_IDS.MAIN },
        { accountId: other.id, walletId: WALLET_IDS.MAIN },
      ]);
      const posted = [
        book.post([entry(member, -300, 'bet', first), entry(member, 1_200, 'win', first)]),
        book.post([entry(member, -100, 'bet', second)]),
        book.post([entry(other, -50, 'bet', others)]),
      ];
      // A bet above the running balance is refused even when its win would cover it: nothing recorded.
      expect(() => book.post([entry(member, -1_801, 'bet', tooMuch), entry(member, 5_000, 'win', tooMuch)])).toThrow(
        InsufficientBalanceError,
      );
      // One wallet a post, and only wallets the book locked.
      expect(() =>
        book.post([entry(member, -1, 'bet', 'x'), { ...entry(member, 1, 'win', 'x'), walletId: 99 }]),
      ).toThrow(/one wallet/);
      expect(() => book.post([{ ...entry(member, -1, 'bet', 'y'), walletId: 99 }])).toThrow(/not locked/);
      await book.write();
      return posted;
    });
    statements.stop();
    expect(balances).toEqual([[700, 1_900], [1_800], [450]]);
    // The lock, the wallets' UPDATE and the ledger's INSERT.
    expect(statements.statements.map((text) => text.trim().split(/\s+/)[0]!.toLowerCase())).toEqual([
      'select',
      'with',
      'insert',
    ]);
    expect(await ledgerOf(first)).toEqual([
      { account_id: member.id, kind: 'bet', amount_minor: -300, balance_after_minor: 700 },
      { account_id: member.id, kind: 'win', amount_minor: 1_200, balance_after_minor: 1_900 },
    ]);
    expect(await ledgerOf(second)).toEqual([
      { account_id: member.id, kind: 'bet', amount_minor: -100, balance_after_minor: 1_800 },
    ]);
    expect(await ledgerOf(tooMuch)).toEqual([]);
    await expect(repos.wallets.lockForPosts([{ accountId: member.id, walletId: WALLET_IDS.MAIN }])).rejects.toThrow(
      /transaction/,
    );
    expect(await mainBalance(platform, member)).toBe(1_800);
    expect(await mainBalance(platform, other)).toBe(450);
    await expectLedgerConsistent(platform, [member, other]);
  });

  it('refuses a second one-shot credit of one (kind, reference) in the database itself', async () => {
    const member = await newMember(platform);
    const other = await newMember(platform);
    const lotus = await newMember(platform, { merchant: LOTUS });
    const credit = (who: Member, kind: LedgerKind, reference: string | null) =>
      reposOf(platform, who.merchant).transaction((trx) =>
        trx.wallets.post({
          accountId: who.id,
          walletId: WALLET_IDS.MAIN,
          amountMinor: 100,
          kind,
          reference,
          now: platform.clock.now(),
        }),
      );
    for (const kind of ONE_SHOT) {
      const reference = `once-${kind}`;
      await credit(member, kind, reference);
      // The same credit again — to the same member or to another — is refused by the unique index.
      await expect(credit(member, kind, reference), kind).rejects.toThrow();
      await expect(credit(other, kind, reference), kind).rejects.toThrow();
      // Another tenant's references are its own.
      await credit(lotus, kind, reference);
    }
    expect(await mainBalance(platform, member)).toBe(ONE_SHOT.length * 100);
    expect(await mainBalance(platform, other)).toBe(0);
    // A one-shot credit without a reference is a bug of its writer.
    await expect(credit(member, 'deposit', null)).rejects.toThrow(/reference/);
    // Kinds that may repeat a reference still do.
    await credit(member, 'adjustment', 'again');
    await credit(member, 'adjustment', 'again');
    expect([...ONE_SHOT_LEDGER_KINDS].sort()).toEqual([...ONE_SHOT].sort());
    await expectLedgerConsistent(platform, [member, other, lotus]);
  });

  it('takes no money call while the tenant is in maintenance, changing nothing', async () => {
    const tenants = platform.app.platform.tenants;
    const db = platform.app.platform.db;
    const member = await newMember(platform, { balanceMinor: 100_000 });
    const agent = await newMember(platform, { type: ACCOUNT_TYPES.AGENT, balanceMinor: 100_000, prefix: 'agent' });
    const downline = await newMember(platform, { uplineId: agent.id });
    for (const who of [member, agent, downline])
      expect(
        (
          await who.client.call(
            'setPaymentPassword',
            {
              currentPassword: MEMBER_PASSWORD,
              paymentPassword: PAYMENT_PASSWORD,
              confirmPaymentPassword: PAYMENT_PASSWORD,
            },
            { token: who.token },
          )
        ).status,
      ).toBe(200);
    const payee = await member.client.call(
      'bindPayee',
      { kind: 'bank', providerName: 'Demo Bank', accountName: 'M', accountNumber: '12345678' },
      { token: member.token },
    );
    // In-house game sessions (a slot's, a dice game's) and the lottery's open issue, taken before the maintenance.
    const dicer = await newMember(platform, { balanceMinor: 100_000 });
    const gameSessionOf = async (who: Member, nodeId: string) => {
      const launched = await who.client.call(
        'launchGame',
        { nodeId, vassalage: 'INH', launchMode: 'GLS' },
        { token: who.token },
      );
      const ticket = new URL(launched.body.value!.content.game_url!, 'http://x').searchParams.get('ticket')!;
      return (await who.client.call('startInhouseSession', { ticket })).body.value!.gameSessionToken;
    };
    const gameSession = await gameSessionOf(member, 'INH-SLOT');
    const diceSession = await gameSessionOf(dicer, 'INH-DICE');
    const issue = (await member.client.call('getLotteryIssue', { gameCode: 'FAST5' })).body.value!.issue;
    const rewardId = await reposOf(platform, AURORA).rewards.grant({
      accountId: member.id,
      title: 'Gift',
      amountMinor: 500,
      source: 'operator',
      grantedAt: platform.clock.now(),
      expiresAt: null,
    });
    const counts = async () => {
      const count = async (
        table: 'deposit_orders' | 'withdrawals' | 'money_transfers' | 'betting_records' | 'ledger',
      ) =>
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('merchant_code', '=', AURORA)
            .executeTakeFirstOrThrow()
        ).n;
      return {
        deposits: await count('deposit_orders'),
        withdrawals: await count('withdrawals'),
        transfers: await count('money_transfers'),
        bets: await count('betting_records'),
        ledger: await count('ledger'),
        balances: await Promise.all([member, agent, downline, dicer].map((who) => mainBalance(platform, who))),
      };
    };
    const calls: [string, () => ReturnType<Member['client']['call']>][] = [
      [
        'createDeposit',
        () =>
          member.client.call(
            'createDeposit',
            { methodCode: 'DEMO_BANK', amount: '100', requestId: requestId('m') },
            { token: member.token },
          ),
      ],
      [
        'requestWithdrawal',
        () =>
          member.client.call(
            'requestWithdrawal',
            { payeeId: payee.body.value!.payeeId, amount: '50', password: PAYMENT_PASSWORD, requestId: requestId('m') },
            { token: member.token },
          ),
      ],
      [
        'walletTransfer',
        () =>
          member.client.call(
            'walletTransfer',
            { fromWallet: WALLET_IDS.MAIN, toWallet: 11, amount: '5', requestId: requestId('m') },
            { token: member.token },
          ),
      ],
      [
        'transferToDownline',
        () =>
          agent.client.call(
            'transferToDownline',
            { username: downline.username, amount: '5', password: PAYMENT_PASSWORD, requestId: requestId('m') },
            { token: agent.token },
          ),
      ],
      [
        'transferToUpline',
        () =>
          downline.client.call(
            'transferToUpline',
            { amount: '5', password: PAYMENT_PASSWORD, requestId: requestId('m') },
            { token: downline.token },
          ),
      ],
      [
        'spinInhouseSlot',
        () =>
          member.client.call(
            'spinInhouseSlot',
            { roundId: randomUUID(), betMinor: 100 },
            { headers: { [HEADERS.gameSession]: gameSession } },
          ),
      ],
      [
        'rollInhouseDice',
        () =>
          dicer.client.call(
            'rollInhouseDice',
            { roundId: randomUUID(), betMinor: 100, targetHundredths: 5000, direction: 'under' },
            { headers: { [HEADERS.gameSession]: diceSession } },
          ),
      ],
      [
        'placeLotteryBets',
        () =>
          member.client.call(
            'placeLotteryBets',
            {
              gameCode: 'FAST5',
              issueNumber: issue.issueNumber,
              requestId: randomUUID(),
              bets: [{ playType: 'BIG_SMALL', selection: 'BIG', amountMinor: 100 }],
            },
            { token: member.token },
          ),
      ],
      ['claimReward', () => member.client.call('claimReward', { rewardId }, { token: member.token })],
    ];
    const before = await counts();
    await tenants.setMaintenance(AURORA, true, platform.clock.now() + 3_600_000);
    try {
      for (const [name, call] of calls) {
        const result = await call();
        expect([name, result.status, result.body.errorCode], JSON.stringify(result.body)).toEqual([
          name,
          503,
          'maintenance',
        ]);
        expect(result.body.message).toBe('The site is under maintenance.');
      }
      expect(await counts()).toEqual(before);
      // Reading stays open: the balance and the records.
      expect((await member.client.call('getMerchantWallet', {}, { token: member.token })).status).toBe(200);
    } finally {
      await tenants.setMaintenance(AURORA, false);
    }
    // After it, each call goes through again.
    for (const [name, call] of calls) {
      const result = await call();
      expect([name, result.status, result.body.errorCode ?? 'ok'], JSON.stringify(result.body)).toEqual([
        name,
        200,
        'ok',
      ]);
    }
    await expectLedgerConsistent(platform, [member, agent, downline, dicer]);
  });
});

// A real deadlock needs two connections holding row locks: SQLite runs one write at a time in the
// process, so this case exists on PostgreSQL only (its own platform, not a skipped SQLite case).
describe('money guards (postgres only)', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine: 'postgres' });
  });
  afterAll(() => platform?.close());

  it('lets both transactions of a real deadlock finish: the one PostgreSQL aborts runs again', async () => {
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
    // The run PostgreSQL aborts starts again once the other has committed: its second run must not
    // race the survivor for the rows (that would be a second deadlock, and one retry is the rule).
    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    first = repos.transaction(async (trx) => {
      runs.first += 1;
      if (runs.first === 2) await second;
      await trx.wallets.post(debit(platform, a.id, 100, `deadlock-a-${runs.first}`));
      if (runs.first === 1) await took();
      await trx.wallets.post(debit(platform, b.id, 100, `deadlock-b-${runs.first}`));
    });
    second = repos.transaction(async (trx) => {
      runs.second += 1;
      if (runs.second === 2) await first;
      await trx.wallets.post(debit(platform, b.id, 100, `deadlock-b2-${runs.second}`));
      if (runs.second === 1) await took();
      await trx.wallets.post(debit(platform, a.id, 100, `deadlock-a2-${runs.second}`));
    });
    await Promise.all([first, second]);
    expect(runs.first + runs.second).toBe(3);
    expect(await mainBalance(platform, a)).toBe(10_000 - 200);
    expect(await mainBalance(platform, b)).toBe(10_000 - 200);
    await expectLedgerConsistent(platform, [a, b]);
  });
});
