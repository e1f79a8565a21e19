// The member centre's records on SQLite and PostgreSQL: betting record (filters, paging, totals of
// the whole filtered range), account record (every ledger row typed, unknown kinds as adjustment,
// the kind filter), profit and loss by the player's day in a non-zero zone, bonus details with
// a claimed reward's title; the date range rules; nothing of another member or tenant.
import {
  MAX_RECORD_RANGE_DAYS,
  WALLET_IDS,
  bettingRecordsValueSchema,
  bonusesValueSchema,
  profitValueSchema,
  transactionsValueSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE } from '../src/lib/clock';
import type { TenantRepositories } from '../src/repositories/index';
import type { NewBettingRecord } from '../src/repositories/betting-records';
import type { LedgerKind } from '../src/repositories/wallets';
import { AURORA, ENGINES, LOTUS, startPlatform, type TestClient, type TestPlatform } from './helpers';
import { sessionPlayer } from './money-helpers';

interface Player {
  id: number;
  token: string;
  client: TestClient;
  repos: TenantRepositories;
}

/** 2026-06-01 00:00 UTC: the days of these tests. */
const JUNE_1 = Date.UTC(2026, 5, 1);

describe.each(ENGINES)('member centre records (%s)', (engine) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startPlatform({ engine });
    platform.clock.set(JUNE_1 + 20 * DAY);
  });
  afterAll(() => platform?.close());

  async function newPlayer(merchant = AURORA): Promise<Player> {
    const { id, token, repos } = await sessionPlayer(platform, { merchant, prefix: 'rec' });
    return { id, token, client: platform.client(merchant), repos };
  }

  let rounds = 0;
  async function bet(
    player: Player,
    record: Partial<NewBettingRecord> & { placedAt: number; betMinor: number },
  ): Promise<void> {
    await player.repos.bettingRecords.insert({
      accountId: player.id,
      walletId: WALLET_IDS.MAIN,
      roundId: `r-${engine}-${++rounds}`,
      source: 'inhouse',
      nodeId: 'INH-SLOT',
      vendor: 'INH',
      gameType: 'RNG',
      gameName: 'Slot',
      winMinor: 0,
      validBetMinor: record.betMinor,
      currency: 'USD',
      status: 'settled',
      settledAt: record.placedAt,
      requestHash: 'x',
      detail: {},
      ...record,
    });
  }

  async function post(
    player: Player,
    amountMinor: number,
    kind: LedgerKind,
    at: number,
    reference: string | null = null,
  ): Promise<void> {
    await player.repos.transaction((trx) =>
      trx.wallets.post({ accountId: player.id, walletId: WALLET_IDS.MAIN, amountMinor, kind, reference, now: at }),
    );
  }

  const range = { startTime: JUNE_1, endTime: JUNE_1 + 30 * DAY - 1 };

  it('pages the betting record newest first with the totals of the whole filtered range', async () => {
    const player = await newPlayer();
    // 25 settled slot rounds (bet 1.00, win 0.50 each), 1 open lottery bet, 1 void dice round.
    for (let i = 0; i < 25; i++) await bet(player, { placedAt: JUNE_1 + i * HOUR, betMinor: 100, winMinor: 50 });
    await bet(player, {
      placedAt: JUNE_1 + 2 * DAY,
      betMinor: 300,
      winMinor: null,
      validBetMinor: null,
      status: 'open',
      settledAt: null,
      source: 'lottery',
      vendor: 'LOTTERY',
      gameType: 'ELOTT',
      gameName: 'FAST5',
    });
    await bet(player, {
      placedAt: JUNE_1 + 3 * DAY,
      betMinor: 700,
      winMinor: 0,
      validBetMinor: 0,
      status: 'void',
      gameType: 'PVP',
      vendor: 'INH',
      gameName: 'Dice',
    });

    const first = await player.client.call('getBettingRecords', { ...range, pageSize: 10 }, { token: player.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const page1 = bettingRecordsValueSchema.parse(first.body.value);
    expect(page1).toMatchObject({ pageNo: 1, pageSize: 10, total: 27, totalPages: 3 });
    expect(page1.list.map((r) => r.gameName).slice(0, 3)).toEqual(['Dice', 'FAST5', 'Slot']);
    expect(page1.list[1]).toMatchObject({
      status: 'open',
      bet: 3,
      win: null,
      validBet: null,
      settledAt: null,
      vendor: 'LOTTERY',
      gameType: 'ELOTT',
    });
    // Open stakes count as staked, the void round not at all: bet 25 + 3, valid 25, win 12.50.
    expect(page1.summary).toEqual({ bet: 28, validBet: 25, win: 12.5, profit: -15.5 });

    const last = bettingRecordsValueSchema.parse(
      (await player.client.call('getBettingRecords', { ...range, pageSize: 10, pageNo: 3 }, { token: player.token }))
        .body.value,
    );
    expect(last.list).toHaveLength(7);
    expect(last.list.at(-1)!.placedAt).toBe(JUNE_1);
    expect(last.summary).toEqual(page1.summary);

    // Filters: game type, vendor, status, and a range holding only the first ten hours.
    const lottery = bettingRecordsValueSchema.parse(
      (await player.client.call('getBettingRecords', { ...range, gameType: 'ELOTT' }, { token: player.token })).body
        .value,
    );
    expect(lottery.list.map((r) => r.gameName)).toEqual(['FAST5']);
    expect(lottery.summary).toEqual({ bet: 3, validBet: 0, win: 0, profit: -3 });
    const byVendor = bettingRecordsValueSchema.parse(
      (
        await player.client.call(
          'getBettingRecords',
          { ...range, vendor: 'INH', status: 'void' },
          { token: player.token },
        )
      ).body.value,
    );
    expect(byVendor.list.map((r) => r.status)).toEqual(['void']);
    expect(byVendor.summary).toEqual({ bet: 0, validBet: 0, win: 0, profit: 0 });
    const firstHours = bettingRecordsValueSchema.parse(
      (
        await player.client.call(
          'getBettingRecords',
          { startTime: JUNE_1, endTime: JUNE_1 + 9 * HOUR },
          { token: player.token },
        )
      ).body.value,
    );
    expect(firstHours.total).toBe(10);
    expect(firstHours.summary).toEqual({ bet: 10, validBet: 10, win: 5, profit: -5 });
  });

  it('lists every ledger row of the member typed, unknown kinds as adjustment, and filters by kind', async () => {
    const player = await newPlayer();
    await post(player, 100_000, 'deposit', JUNE_1 + HOUR, 'D1');
    await post(player, -200, 'bet', JUNE_1 + 2 * HOUR, 'round-1');
    await post(player, 500, 'win', JUNE_1 + 2 * HOUR, 'round-1');
    await post(player, -5000, 'withdrawal_hold', JUNE_1 + 3 * HOUR, 'W1');
    await post(player, 5000, 'withdrawal_release', JUNE_1 + 4 * HOUR, 'W1');
    await post(player, 300, 'dev_credit', JUNE_1 + 5 * HOUR);
    // A kind a later release writes, before this one has a name for it (no type of ours knows it).
    await post(player, 42, 'some_future_kind' as LedgerKind, JUNE_1 + 6 * HOUR);

    const all = await player.client.call('getTransactions', range, { token: player.token });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const value = transactionsValueSchema.parse(all.body.value);
    expect(value.total).toBe(7);
    expect(value.list.map((t) => [t.kind, t.amount])).toEqual([
      ['adjustment', 0.42],
      ['adjustment', 3],
      ['withdrawal_release', 50],
      ['withdrawal_hold', -50],
      ['win', 5],
      ['bet', -2],
      ['deposit', 1000],
    ]);
    expect(value.list[0]).toMatchObject({ balanceAfter: 1006.42, accountTypeId: WALLET_IDS.MAIN, reference: null });
    expect(value.list.at(-1)).toMatchObject({ reference: 'D1', balanceAfter: 1000, createdAt: JUNE_1 + HOUR });

    const adjustments = transactionsValueSchema.parse(
      (await player.client.call('getTransactions', { ...range, kind: 'adjustment' }, { token: player.token })).body
        .value,
    );
    expect(adjustments.list.map((t) => t.amount)).toEqual([0.42, 3]);
    const deposits = transactionsValueSchema.parse(
      (await player.client.call('getTransactions', { ...range, kind: 'deposit', pageSize: 1 }, { token: player.token }))
        .body.value,
    );
    expect(deposits).toMatchObject({ total: 1, totalPages: 1 });
    const paged = transactionsValueSchema.parse(
      (await player.client.call('getTransactions', { ...range, pageSize: 3, pageNo: 3 }, { token: player.token })).body
        .value,
    );
    expect(paged).toMatchObject({ total: 7, totalPages: 3, pageNo: 3 });
    expect(paged.list.map((t) => t.kind)).toEqual(['deposit']);

    // A kind the contract does not name is the client's mistake.
    const unknown = await player.client.call(
      'getTransactions',
      { ...range, kind: 'some_future_kind' },
      { token: player.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorCode).toBe('request_param_err');
  });

  it('sums profit and loss by the player’s day in its zone, with deposits, withdrawals and bonuses', async () => {
    const player = await newPlayer();
    const zone = 7 * 60; // UTC+7: a player's day starts at 17:00 UTC the day before
    // 2026-06-02 in UTC+7 runs from June 1 17:00 to June 2 17:00 UTC.
    await bet(player, { placedAt: JUNE_1 + 16 * HOUR, betMinor: 1000, winMinor: 0 }); // June 1, 23:00 local
    await bet(player, { placedAt: JUNE_1 + 18 * HOUR, betMinor: 2000, winMinor: 5000 }); // June 2, 01:00 local
    await bet(player, { placedAt: JUNE_1 + DAY + 16 * HOUR, betMinor: 500, winMinor: 100 }); // June 2, 23:00 local
    await post(player, 50_000, 'deposit', JUNE_1 + 17 * HOUR, 'D-profit'); // June 2 00:00 local exactly
    await post(player, -20_000, 'withdrawal_hold', JUNE_1 + 3 * DAY);
    await post(player, 1_500, 'bonus', JUNE_1 + 3 * DAY + 1);
    await post(player, 5_000, 'withdrawal_release', JUNE_1 + 3 * DAY + 2, 'W-profit');

    const result = await player.client.call(
      'getPersonalProfit',
      { ...range, utcOffsetMinutes: zone },
      { token: player.token },
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const value = profitValueSchema.parse(result.body.value);
    expect(value.days).toEqual([
      { date: '2026-06-04', bet: 0, validBet: 0, win: 0, profit: 0, deposit: 0, withdrawal: 150, bonus: 15 },
      { date: '2026-06-02', bet: 25, validBet: 25, win: 51, profit: 26, deposit: 500, withdrawal: 0, bonus: 0 },
      { date: '2026-06-01', bet: 10, validBet: 10, win: 0, profit: -10, deposit: 0, withdrawal: 0, bonus: 0 },
    ]);
    expect(value.total).toEqual({
      bet: 35,
      validBet: 35,
      win: 51,
      profit: 16,
      deposit: 500,
      withdrawal: 150,
      bonus: 15,
    });

    // In UTC the first two bets fall on one day.
    const utc = profitValueSchema.parse(
      (await player.client.call('getPersonalProfit', range, { token: player.token })).body.value,
    );
    expect(utc.days.map((d) => [d.date, d.bet])).toEqual([
      ['2026-06-04', 0],
      ['2026-06-02', 5],
      ['2026-06-01', 30],
    ]);
    // West of UTC (UTC−5): the June 4 00:00 UTC withdrawal is June 3 19:00 local.
    const west = profitValueSchema.parse(
      (await player.client.call('getPersonalProfit', { ...range, utcOffsetMinutes: -300 }, { token: player.token }))
        .body.value,
    );
    expect(west.days.map((d) => [d.date, d.bet])).toEqual([
      ['2026-06-03', 0],
      ['2026-06-02', 5],
      ['2026-06-01', 30],
    ]);
  });

  it('lists bonus and reward credits with their titles and total', async () => {
    const player = await newPlayer();
    await post(player, 1_000, 'bonus', JUNE_1 + HOUR, 'promo-1');
    const rewardId = await player.repos.rewards.grant({
      accountId: player.id,
      title: 'Birthday gift',
      amountMinor: 2_500,
      source: 'operator',
      grantedAt: JUNE_1,
      expiresAt: null,
    });
    const claim = await player.client.call('claimReward', { rewardId }, { token: player.token });
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    await post(player, -100, 'bet', JUNE_1 + 3 * HOUR, 'r');

    const result = await player.client.call('getBonuses', range, { token: player.token });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const value = bonusesValueSchema.parse(result.body.value);
    expect(value.list.map((b) => [b.title, b.amount, b.createdAt])).toEqual([
      ['Birthday gift', 25, platform.clock.now()],
      ['bonus', 10, JUNE_1 + HOUR],
    ]);
    expect(value).toMatchObject({ total: 2, totalAmount: 35 });
    const secondPage = bonusesValueSchema.parse(
      (await player.client.call('getBonuses', { ...range, pageSize: 1, pageNo: 2 }, { token: player.token })).body
        .value,
    );
    expect(secondPage.list.map((b) => b.title)).toEqual(['bonus']);
    expect(secondPage.totalAmount).toBe(35);
  });

  it('counts promotion bonuses, raffle prizes and mission rewards as bonuses, titled by their kind', async () => {
    const player = await newPlayer();
    await post(player, 2_000, 'promotion_bonus', JUNE_1 + HOUR, 'activity:1');
    await post(player, 300, 'raffle_prize', JUNE_1 + 2 * HOUR, 'raffle:1');
    await post(player, 700, 'mission_reward', JUNE_1 + 3 * HOUR, 'mission:1');
    await post(player, 5_000, 'deposit', JUNE_1 + 4 * HOUR, 'D-kinds');

    const bonuses = bonusesValueSchema.parse(
      (await player.client.call('getBonuses', range, { token: player.token })).body.value,
    );
    expect(bonuses.list.map((b) => [b.title, b.amount])).toEqual([
      ['mission_reward', 7],
      ['raffle_prize', 3],
      ['promotion_bonus', 20],
    ]);
    expect(bonuses).toMatchObject({ total: 3, totalAmount: 30 });
    const profit = profitValueSchema.parse(
      (await player.client.call('getPersonalProfit', range, { token: player.token })).body.value,
    );
    expect(profit.total).toMatchObject({ deposit: 50, bonus: 30 });
  });

  it('refuses a range that runs backwards or is longer than the maximum, and changes nothing', async () => {
    const player = await newPlayer();
    const tooLong = { startTime: JUNE_1, endTime: JUNE_1 + (MAX_RECORD_RANGE_DAYS + 1) * DAY };
    const backwards = { startTime: JUNE_1 + DAY, endTime: JUNE_1 };
    for (const name of ['getBettingRecords', 'getTransactions', 'getPersonalProfit', 'getBonuses'] as const) {
      for (const bad of [tooLong, backwards]) {
        const result = await player.client.call(name, bad, { token: player.token });
        expect(result.status, `${name} ${JSON.stringify(bad)}`).toBe(400);
        expect(result.body).toMatchObject({
          success: false,
          errorCode: 'request_param_err',
          value: { fields: ['endTime'] },
        });
      }
      // Exactly the maximum is fine; so are a missing field (400) and a non-numeric one (400).
      const max = await player.client.call(
        name,
        { startTime: JUNE_1, endTime: JUNE_1 + MAX_RECORD_RANGE_DAYS * DAY },
        { token: player.token },
      );
      expect(max.status).toBe(200);
      expect((await player.client.call(name, { startTime: JUNE_1 }, { token: player.token })).status).toBe(400);
      expect(
        (await player.client.call(name, { startTime: 'yesterday', endTime: JUNE_1 }, { token: player.token })).status,
      ).toBe(400);
    }
    const offset = await player.client.call(
      'getPersonalProfit',
      { ...range, utcOffsetMinutes: 900 },
      { token: player.token },
    );
    expect(offset.status).toBe(400);
    // Without a session: 401.
    expect((await player.client.call('getBettingRecords', range)).status).toBe(401);
  });

  it('shows a member only its own records, never another member’s or another tenant’s', async () => {
    const me = await newPlayer();
    const other = await newPlayer();
    const lotus = await newPlayer(LOTUS);
    await bet(other, { placedAt: JUNE_1 + HOUR, betMinor: 100 });
    await post(other, 100, 'bonus', JUNE_1 + HOUR);
    await bet(lotus, { placedAt: JUNE_1 + HOUR, betMinor: 100 });
    await post(lotus, 100, 'deposit', JUNE_1 + HOUR, 'D-lotus');
    await bet(me, { placedAt: JUNE_1 + 2 * HOUR, betMinor: 700 });

    const bets = bettingRecordsValueSchema.parse(
      (await me.client.call('getBettingRecords', range, { token: me.token })).body.value,
    );
    expect(bets.list.map((r) => r.bet)).toEqual([7]);
    expect(bets.summary.bet).toBe(7);
    expect(
      transactionsValueSchema.parse((await me.client.call('getTransactions', range, { token: me.token })).body.value)
        .total,
    ).toBe(0);
    expect(
      bonusesValueSchema.parse((await me.client.call('getBonuses', range, { token: me.token })).body.value).total,
    ).toBe(0);
    const profit = profitValueSchema.parse(
      (await me.client.call('getPersonalProfit', range, { token: me.token })).body.value,
    );
    expect(profit.total).toMatchObject({ bet: 7, deposit: 0, bonus: 0 });

    // The LOTUS member's token means nothing at AURORA; at LOTUS it sees its own rows only.
    expect((await me.client.call('getTransactions', range, { token: lotus.token })).status).toBe(401);
    const lotusOwn = transactionsValueSchema.parse(
      (await lotus.client.call('getTransactions', range, { token: lotus.token })).body.value,
    );
    expect(lotusOwn.list.map((t) => t.kind)).toEqual(['deposit']);
  });

  it('reads records of a demo account whose ledger starts with the seed credit', async () => {
    const client = platform.client();
    const token = await client.login('member01');
    const seedDay = { startTime: platform.clock.now() - 30 * DAY, endTime: platform.clock.now() + MINUTE };
    const value = transactionsValueSchema.parse((await client.call('getTransactions', seedDay, { token })).body.value);
    expect(value.list.map((t) => [t.kind, t.amount])).toContainEqual(['adjustment', 1000]);
  });
});
