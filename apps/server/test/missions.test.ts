// Missions (issue 22) on SQLite and PostgreSQL: progress is counted from a real spin of the in-house
// slot and a deposit paid by the provider's callback; each brand sees only its own missions and
// members; the leaderboard ranks by missions completed, then progress, with masked names and the
// caller's own place; the period job pays each reward once however often it runs (points on the
// points ledger, a bonus on the money ledger); bad input is refused with the contract's error and
// changes nothing.
//
// Aurora's missions (tenants/aurora/seed/missions.json, zone UTC+7): daily-slot-turnover ($50 of
// valid bets on RNG, 20 points), daily-ten-bets (10 bets, 10 points), weekly-deposit ($100, bonus
// 8.88), weekly-live-turnover ($500 on LIVE, bonus 5.00).
import { ACCOUNT_TYPES, WALLET_IDS } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUR } from '../src/lib/clock';
import { maskUsername } from '../src/lib/masks';
import { periodAt } from '../src/services/missions/periods';
import { AURORA, ENGINES, LOTUS, startPlatform, type TestPlatform } from './helpers';
import {
  expectLedgerConsistent,
  mainBalance,
  payDeposit,
  reposOf,
  sessionPlayer,
  spinSlot,
  type Member,
} from './money-helpers';

const ZONE_MINUTES = 420;

describe.each(ENGINES)('missions (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  // Every test starts an hour into a fresh brand week (and so a fresh day): no other test's
  // members have progress in the periods it reads.
  beforeEach(() => {
    const week = periodAt('weekly', platform.clock.now(), ZONE_MINUTES);
    platform.clock.set(week.end + HOUR);
  });

  async function member(options: { merchant?: string; balanceMinor?: number; type?: number } = {}): Promise<Member> {
    const player = await sessionPlayer(platform, { balanceMinor: 100_000, prefix: 'mission', ...options });
    return { ...player, client: platform.client(player.merchant) };
  }
  const summaryOf = async (m: Member) => {
    const answer = await m.client.call('getMissionSummary', {}, { token: m.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value!;
  };
  const missionOf = async (m: Member, id: string) => (await summaryOf(m)).list.find((each) => each.missionId === id)!;
  const leaderboardOf = async (m: Member, body: Record<string, unknown> = {}) => {
    const answer = await m.client.call('getMissionLeaderboard', body as never, { token: m.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value!;
  };
  /** A new session for the member (the last one ended when the clock moved a day on). */
  async function signInAgain(m: Member): Promise<void> {
    const repos = reposOf(platform, m.merchant);
    const account = (await repos.accounts.findById(m.id))!;
    m.token = (await platform.app.platform.sessions.start(repos, account, { ip: '127.0.0.1', deviceId: 'test' })).token;
  }
  const pointsOf = (m: Member) => reposOf(platform, m.merchant).points.balance(m.id);
  const missionTables = async () => ({
    periods: (await platform.app.platform.db.selectFrom('mission_periods').select('mission_id').execute()).length,
    results: (await platform.app.platform.db.selectFrom('mission_results').select('mission_id').execute()).length,
  });

  it("lists the brand's missions of this period, each at zero, all open", async () => {
    const m = await member();
    const summary = await summaryOf(m);
    const day = periodAt('daily', platform.clock.now(), ZONE_MINUTES);
    const week = periodAt('weekly', platform.clock.now(), ZONE_MINUTES);
    expect(summary.list.map((each) => each.missionId)).toEqual([
      'daily-slot-turnover',
      'daily-ten-bets',
      'weekly-deposit',
      'weekly-live-turnover',
    ]);
    expect(summary.list[0]).toEqual({
      missionId: 'daily-slot-turnover',
      kind: 'valid_bet',
      period: 'daily',
      title: 'Slot warm-up',
      description: 'Reach $50 of valid bets on slot games today.',
      gameKinds: ['RNG'],
      target: 50,
      progress: 0,
      completed: false,
      reward: { points: 20, bonus: null },
      periodStart: day.start,
      periodEnd: day.end,
    });
    expect(summary.list[2]).toMatchObject({
      reward: { points: null, bonus: 8.88 },
      periodStart: week.start,
      periodEnd: week.end,
    });
    expect(summary).toMatchObject({ openCount: 4, completedCount: 0 });
  });

  it('moves with a real spin (its lane only) and with a paid deposit; a completed mission leaves the open count', async () => {
    const m = await member();
    await spinSlot(m, 150);
    expect(await missionOf(m, 'daily-slot-turnover')).toMatchObject({ progress: 1.5, completed: false });
    expect(await missionOf(m, 'daily-ten-bets')).toMatchObject({ progress: 1, completed: false });
    // The slot is lane RNG: the live-casino mission does not move.
    expect(await missionOf(m, 'weekly-live-turnover')).toMatchObject({ progress: 0 });

    await payDeposit(platform, m, '60');
    expect(await missionOf(m, 'weekly-deposit')).toMatchObject({ progress: 60, completed: false });
    await payDeposit(platform, m, '45.50');
    expect(await missionOf(m, 'weekly-deposit')).toMatchObject({ progress: 105.5, completed: true });
    expect(await summaryOf(m)).toMatchObject({ openCount: 3, completedCount: 1 });

    // The next day the daily missions start again; the weekly one keeps its progress.
    platform.clock.advance(24 * HOUR);
    await signInAgain(m);
    expect(await missionOf(m, 'daily-slot-turnover')).toMatchObject({ progress: 0 });
    expect(await missionOf(m, 'weekly-deposit')).toMatchObject({ progress: 105.5, completed: true });
  });

  it('keeps each brand to its own missions and members', async () => {
    const aurora = await member();
    const lotus = await member({ merchant: LOTUS });
    await spinSlot(aurora, 5_000);

    const lotusSummary = await summaryOf(lotus);
    expect(lotusSummary.list.map((each) => each.missionId)).toEqual([
      'daily-turnover',
      'daily-lottery-tickets',
      'weekly-deposit',
      'weekly-fifty-spins',
      'weekly-high-roller',
    ]);
    // Lotus answers in English when asked in English; nothing of aurora's bet counts here.
    expect(lotusSummary.list.every((each) => each.progress === 0)).toBe(true);
    expect(await leaderboardOf(lotus)).toEqual({ list: [], me: null, missionCount: 5 });
    expect((await leaderboardOf(aurora)).list.map((row) => row.username)).toEqual([maskUsername(aurora.username)]);
  });

  it('ranks by missions completed, then progress, with masked names and the caller’s place', async () => {
    const depositor = await member();
    const small = await member();
    const big = await member();
    const idle = await member();
    await payDeposit(platform, depositor, '100'); // weekly-deposit completed
    await spinSlot(small, 500); // $5 of the $50 slot target, 1 of 10 bets
    await spinSlot(big, 2_000);
    await spinSlot(big, 2_000); // $40 of $50, 2 of 10 bets

    const board = await leaderboardOf(small);
    expect(board.missionCount).toBe(4);
    expect(board.list.map((row) => [row.rank, row.username, row.completed])).toEqual([
      [1, maskUsername(depositor.username), 1],
      [2, maskUsername(big.username), 0],
      [3, maskUsername(small.username), 0],
    ]);
    for (const row of board.list) expect(row.username).toContain('***');
    // big: (40/50 + 2/10) / 4 missions = 25 %; small: (5/50 + 1/10) / 4 = 5 %; depositor: 1/4 = 25 %.
    expect(board.list.map((row) => row.progressPercent)).toEqual([25, 25, 5]);
    expect(board.me).toEqual({ rank: 3, username: maskUsername(small.username), completed: 0, progressPercent: 5 });
    expect((await leaderboardOf(idle)).me).toBeNull();

    // Only the daily missions: the deposit no longer counts, and big leads.
    const daily = await leaderboardOf(depositor, { period: 'daily' });
    expect(daily.missionCount).toBe(2);
    expect(daily.list.map((row) => row.username)).toEqual([maskUsername(big.username), maskUsername(small.username)]);
    expect(daily.me).toBeNull();
  });

  it('pays each reached mission once when its period ends, however often the job runs', async () => {
    const winner = await member();
    const short = await member();
    const trial = await member({ type: ACCOUNT_TYPES.TRIAL });
    await spinSlot(winner, 5_000); // the $50 slot target
    await payDeposit(platform, winner, '100'); // the $100 weekly deposit
    await spinSlot(short, 4_999); // a cent short
    const winnerMain = await mainBalance(platform, winner);
    const pointsBefore = await pointsOf(winner);
    const day = periodAt('daily', platform.clock.now(), ZONE_MINUTES);
    const week = periodAt('weekly', platform.clock.now(), ZONE_MINUTES);

    // Before the day ends nothing of it is closed.
    const early = await platform.app.platform.missionPeriods.tick();
    expect(early.leader).toBe(true);
    expect(await pointsOf(winner)).toBe(pointsBefore);

    // The day ends: the daily missions close (20 points to the winner); the week is still open.
    platform.clock.set(day.end + 1);
    const dayClose = await platform.app.platform.missionPeriods.tick();
    expect(dayClose.rewardsPaid).toBe(1);
    expect(await pointsOf(winner)).toBe(pointsBefore + 2_000);
    expect(await pointsOf(short)).toBe(0);
    expect(await mainBalance(platform, winner)).toBe(winnerMain);

    // The week ends: the bonus is paid on the money ledger, once.
    platform.clock.set(week.end + 1);
    await platform.app.platform.missionPeriods.tick();
    const again = await platform.app.platform.missionPeriods.tick();
    expect(again).toMatchObject({ periodsClosed: 0, rewardsPaid: 0 });
    expect(await mainBalance(platform, winner)).toBe(winnerMain + 888);
    expect(await pointsOf(winner)).toBe(pointsBefore + 2_000);

    const bonusRows = await platform.app.platform.db
      .selectFrom('ledger')
      .select(['kind', 'amount_minor', 'reference', 'wallet_id'])
      .where('merchant_code', '=', AURORA)
      .where('account_id', '=', winner.id)
      .where('kind', '=', 'mission_reward')
      .execute();
    expect(bonusRows).toEqual([
      {
        kind: 'mission_reward',
        amount_minor: 888,
        reference: `mission:weekly-deposit:${week.start}:${winner.id}`,
        wallet_id: WALLET_IDS.MAIN,
      },
    ]);
    const results = await platform.app.platform.db
      .selectFrom('mission_results')
      .select(['mission_id', 'account_id', 'reward_kind', 'reward_minor'])
      .where('merchant_code', '=', AURORA)
      .where('account_id', 'in', [winner.id, short.id, trial.id])
      .orderBy('mission_id')
      .execute();
    expect(results).toEqual([
      { mission_id: 'daily-slot-turnover', account_id: winner.id, reward_kind: 'points', reward_minor: 2_000 },
      { mission_id: 'weekly-deposit', account_id: winner.id, reward_kind: 'bonus', reward_minor: 888 },
    ]);
    const closed = await platform.app.platform.db
      .selectFrom('mission_periods')
      .select(['mission_id', 'period_start'])
      .where('merchant_code', '=', AURORA)
      .where('period_start', '>=', week.start)
      .where('period_end', '<=', week.end)
      .execute();
    // Seven days of two daily missions and the week of the two weekly ones, each closed once.
    expect(closed).toHaveLength(7 * 2 + 2);
    const points = await platform.app.platform.db
      .selectFrom('point_ledger')
      .select(['kind', 'amount_minor', 'reference'])
      .where('merchant_code', '=', AURORA)
      .where('account_id', '=', winner.id)
      .where('kind', '=', 'mission')
      .execute();
    expect(points).toEqual([
      { kind: 'mission', amount_minor: 2_000, reference: `mission:daily-slot-turnover:${day.start}:${winner.id}` },
    ]);
    await expectLedgerConsistent(platform, [winner]);
  });

  it("takes the brand's file as the source: a changed mission keeps its start, a dropped one goes", async () => {
    // A merchant of its own, so the brands' missions stay as seeded.
    const repos = reposOf(platform, 'MSEED');
    const definition = (id: string, target: number) => JSON.stringify({ id, target });
    const first = platform.clock.now();
    await repos.missions.replaceDefinitions(
      [
        { id: 'a', definitionJson: definition('a', 1) },
        { id: 'b', definitionJson: definition('b', 1) },
      ],
      first,
    );
    platform.clock.advance(HOUR);
    await repos.missions.replaceDefinitions(
      [
        { id: 'b', definitionJson: definition('b', 2) },
        { id: 'c', definitionJson: definition('c', 1) },
      ],
      platform.clock.now(),
    );
    expect(await repos.missions.definitions()).toEqual([
      { id: 'b', position: 0, definitionJson: definition('b', 2), createdAt: first, source: 'brand' },
      { id: 'c', position: 1, definitionJson: definition('c', 1), createdAt: first + HOUR, source: 'brand' },
    ]);
  });

  it('refuses bad input with the contract’s error and changes nothing', async () => {
    const m = await member();
    await spinSlot(m, 100);
    const before = await missionTables();

    const monthly = await m.client.call('getMissionLeaderboard', { period: 'monthly' } as never, { token: m.token });
    expect(monthly.status).toBe(400);
    expect(monthly.body.errorCode).toBe('request_param_err');
    const extra = await m.client.call('getMissionSummary', { missionId: 'x' } as never, { token: m.token });
    expect(extra.status).toBe(400);
    expect(extra.body.errorCode).toBe('request_param_err');
    const anonymous = await m.client.call('getMissionSummary', {});
    expect(anonymous.status).toBe(401);
    const trial = await member({ type: ACCOUNT_TYPES.TRIAL });
    const refused = await trial.client.call('getMissionSummary', {}, { token: trial.token });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('account_type_refused');

    expect(await missionTables()).toEqual(before);
    expect(await missionOf(m, 'daily-ten-bets')).toMatchObject({ progress: 1 });
  });
});
