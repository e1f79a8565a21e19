// The agent reports (issue 23) on SQLite and PostgreSQL, against one small hand-computed fixture in
// aurora's zone (+7 h, tenant.json `utcOffsetMinutes`): team betting per day (every day, zeros
// included; one member, and one member with its team), user profit and loss per member (paged,
// prefix, scope, idle members), my income per day and kind, transaction details (kinds grouped),
// dividend and salary records (mine and given). Another agent's member and the agent itself are
// refused by name, members are refused every report, bad ranges are refused, and another tenant's
// agent sees none of it.
import { ACCOUNT_TYPES, WALLET_IDS, type EndpointName } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerKind } from '../src/repositories/wallets';
import { AURORA, ENGINES, LOTUS, startPlatform, type TestPlatform } from './helpers';
import { newMember, reposOf, type Member, slotBet } from './money-helpers';
import { watchAllQueries } from './query-log';

class RolledBack extends Error {
  constructor(readonly id: number) {
    super('rolled back on purpose');
  }
}

/** A time in aurora's zone (+7 h): 2026-06-<day> <hour>:<minute> local, as epoch ms. */
const local = (day: number, hour: number, minute = 0) => Date.UTC(2026, 5, day, hour - 7, minute);
/** The report's range: the local days 2026-06-10, 11 and 12. */
const RANGE = { startTime: local(10, 0), endTime: local(13, 0) - 1 };

describe.each(ENGINES)('agent reports (%s)', (engine) => {
  let platform: TestPlatform;
  let boss: Member;
  let top: Member;
  let sub: Member;
  let leaf: Member;
  let direct: Member;
  let idle: Member;
  let stranger: Member;
  let otherAgent: Member;
  let otherMember: Member;

  beforeAll(async () => {
    platform = await startPlatform({ engine });
    const agent = (uplineId: number | null, type: number = ACCOUNT_TYPES.SUB_AGENT, merchant = AURORA) =>
      newMember(platform, { type, uplineId, prefix: 'rag', merchant });
    const member = (uplineId: number | null, merchant = AURORA) =>
      newMember(platform, { uplineId, prefix: 'rmb', merchant });
    // boss → top → (sub → leaf), direct, idle; the stranger and other agent's member outside.
    boss = await agent(null, ACCOUNT_TYPES.AGENT);
    top = await agent(boss.id);
    sub = await agent(top.id);
    leaf = await member(sub.id);
    direct = await member(top.id);
    idle = await member(top.id);
    stranger = await member(null);
    otherAgent = await agent(null, ACCOUNT_TYPES.AGENT);
    otherMember = await member(otherAgent.id);

    const repos = reposOf(platform, AURORA);
    await repos.bettingRecords.insertMany([
      slotBet(sub, local(10, 1), 100_00, 50_00), // local day 10
      slotBet(leaf, local(11, 1), 200_00, 500_00), // local day 11 (UTC day 10)
      slotBet(leaf, local(11, 2), 30_00, 0, 'open'), // open: not counted
      slotBet(leaf, local(11, 3), 40_00, 0, 'void'), // void: not counted
      slotBet(direct, local(9, 23), 10_00, 0), // local day 9 (UTC day 9 16:00): before the range
      slotBet(direct, local(11, 9), 20_00, 0), // local day 11
      slotBet(stranger, local(10, 5), 1000_00, 0), // outside the team
      slotBet(top, local(10, 5), 70_00, 0), // the agent's own: not its team's
      slotBet(otherMember, local(10, 5), 60_00, 0), // another agent's team
    ]);

    const post = (who: Member, kind: LedgerKind, amountMinor: number, at: number, reference: string) =>
      repos.transaction((trx) =>
        trx.wallets.post({ accountId: who.id, walletId: WALLET_IDS.MAIN, amountMinor, kind, reference, now: at }),
      );
    await post(direct, 'deposit', 500_00, local(11, 10), `dep-${engine}-1`); // balance 500
    await post(direct, 'withdrawal_hold', -100_00, local(11, 11), `wd-${engine}-1`); // 400
    await post(direct, 'withdrawal_release', 30_00, local(11, 12), `wd-${engine}-1`); // 430
    await post(leaf, 'promotion_bonus', 15_00, local(12, 8), `promo-${engine}-1`);
    await post(leaf, 'mission_reward', 5_00, local(12, 9), `mission-${engine}-1`);
    await post(leaf, 'deposit', 999_00, local(14, 9), `dep-${engine}-2`); // after the range
    await post(leaf, 'bet', -1_00, local(12, 10), `bet-${engine}-1`); // a bet: not a money movement
    await post(sub, 'agent_salary', 5_00, local(11, 0, 5), `settlement-${engine}-sub`);
    await post(otherMember, 'deposit', 77_00, local(11, 10), `dep-${engine}-3`); // another agent's team

    // Contracts and settled periods: top's daily salary and dividend (from boss), sub's daily salary (from top).
    const contract = (kind: string, uplineId: number, accountId: number) =>
      repos.agentContracts.insert({
        kind,
        upline_id: uplineId,
        account_id: accountId,
        rate_bp: 150,
        period: 'D',
        min_valid_bet_minor: null,
        min_profit_loss_minor: null,
        min_active_members: null,
        daily_bet_minor: null,
        hourly_bet_minor: null,
        status: 'active',
        end_reason: null,
        offered_at: local(1, 0),
        decided_at: local(1, 0),
        ended_at: null,
        settled_until: null,
        updated_at: local(1, 0),
      } as Parameters<typeof repos.agentContracts.insert>[0]);
    const topDaily = await contract('daily', boss.id, top.id);
    const topDividend = await contract('dividend', boss.id, top.id);
    const subDaily = await contract('daily', top.id, sub.id);
    const settled = (
      contractId: number,
      who: Member,
      kind: string,
      periodStart: number,
      amountMinor: number,
      at: number,
    ) =>
      repos.agentSettlements.insert({
        contract_id: contractId,
        account_id: who.id,
        kind,
        period_start: periodStart,
        period_end: periodStart + 86_400_000,
        valid_bet_minor: 800_00,
        profit_loss_minor: -100_00,
        active_members: 2,
        rate_bp: 150,
        amount_minor: amountMinor,
        created_at: at,
      });
    await settled(topDaily, top, 'daily', local(10, 0), 12_00, local(11, 0, 5)); // paid local day 11
    await settled(topDaily, top, 'daily', local(11, 0), 0, local(12, 0, 5)); // terms not met: 0
    await settled(topDividend, top, 'dividend', local(11, 0), 30_50, local(12, 0, 10)); // paid local day 12
    await settled(topDaily, top, 'daily', local(20, 0), 9_00, local(21, 0, 5)); // after the range
    await settled(subDaily, sub, 'daily', local(10, 0), 5_00, local(11, 0, 5));
  });
  afterAll(() => platform?.close());

  const call = <N extends EndpointName>(who: Member, name: N, payload: Record<string, unknown>) =>
    who.client.call(name, payload as never, { token: who.token });

  const zero = { betCount: 0, betAmount: 0, validBetAmount: 0, winAmount: 0, profitLoss: 0 };

  it('answers team betting per day of the brand’s zone, every day, for the team, one member, and one member with its team', async () => {
    const team = await call(top, 'getAgentTeamBetting', RANGE);
    expect(team.status, JSON.stringify(team.body)).toBe(200);
    expect(team.body.value).toEqual({
      ...RANGE,
      days: [
        {
          day: '2026-06-10',
          betCount: 1,
          betAmount: 100,
          validBetAmount: 100,
          winAmount: 50,
          profitLoss: -50,
          activeMembers: 1,
        },
        {
          day: '2026-06-11',
          betCount: 2,
          betAmount: 220,
          validBetAmount: 220,
          winAmount: 500,
          profitLoss: 280,
          activeMembers: 2,
        },
        { day: '2026-06-12', ...zero, activeMembers: 0 },
      ],
      total: { betCount: 3, betAmount: 320, validBetAmount: 320, winAmount: 550, profitLoss: 230 },
    });

    const own = await call(top, 'getAgentTeamBetting', { ...RANGE, username: sub.username });
    expect(own.body.value!.days.map((d) => [d.day, d.betCount, d.betAmount, d.activeMembers])).toEqual([
      ['2026-06-10', 1, 100, 1],
      ['2026-06-11', 0, 0, 0],
      ['2026-06-12', 0, 0, 0],
    ]);
    expect(own.body.value!.total).toEqual({
      betCount: 1,
      betAmount: 100,
      validBetAmount: 100,
      winAmount: 50,
      profitLoss: -50,
    });

    const withTeam = await call(top, 'getAgentTeamBetting', { ...RANGE, username: sub.username, withTeam: 'true' });
    expect(withTeam.body.value!.days.map((d) => [d.day, d.betCount, d.winAmount, d.activeMembers])).toEqual([
      ['2026-06-10', 1, 50, 1],
      ['2026-06-11', 1, 500, 1],
      ['2026-06-12', 0, 0, 0],
    ]);
    expect(withTeam.body.value!.total).toEqual({
      betCount: 2,
      betAmount: 300,
      validBetAmount: 300,
      winAmount: 550,
      profitLoss: 250,
    });
  });

  it('answers user profit and loss per member: bets, deposits, withdrawals and bonuses; paged, by prefix and scope, idle members on request', async () => {
    const rows = await call(top, 'getAgentMemberProfitLoss', RANGE);
    expect(rows.status, JSON.stringify(rows.body)).toBe(200);
    const total = { betCount: 3, betAmount: 320, validBetAmount: 320, winAmount: 550, profitLoss: 230 };
    expect(rows.body.value).toEqual({
      list: [
        {
          username: direct.username,
          level: 1,
          isAgent: false,
          betCount: 1,
          betAmount: 20,
          validBetAmount: 20,
          winAmount: 0,
          profitLoss: -20,
          depositAmount: 500,
          withdrawalAmount: 70,
          bonusAmount: 0,
        },
        {
          username: leaf.username,
          level: 2,
          isAgent: false,
          betCount: 1,
          betAmount: 200,
          validBetAmount: 200,
          winAmount: 500,
          profitLoss: 300,
          depositAmount: 0,
          withdrawalAmount: 0,
          bonusAmount: 20,
        },
        {
          username: sub.username,
          level: 1,
          isAgent: true,
          betCount: 1,
          betAmount: 100,
          validBetAmount: 100,
          winAmount: 50,
          profitLoss: -50,
          depositAmount: 0,
          withdrawalAmount: 0,
          bonusAmount: 0,
        },
      ],
      pageNo: 1,
      pageSize: 20,
      // `total` counts the listed members; `figures` sums them (all pages).
      total: 3,
      totalPages: 1,
      figures: total,
    });

    const names = (value: { list: { username: string }[] } | null | undefined) => value!.list.map((m) => m.username);
    const withIdle = await call(top, 'getAgentMemberProfitLoss', { ...RANGE, includeIdle: 'true' });
    expect(names(withIdle.body.value)).toEqual([idle.username, direct.username, leaf.username, sub.username]);
    expect(withIdle.body.value!.list[0]).toMatchObject({ ...zero, depositAmount: 0, bonusAmount: 0, level: 1 });
    expect(withIdle.body.value!.figures).toEqual(total);

    const directOnly = await call(top, 'getAgentMemberProfitLoss', { ...RANGE, scope: 'direct' });
    expect(names(directOnly.body.value)).toEqual([direct.username, sub.username]);
    expect(directOnly.body.value!.figures).toEqual({
      betCount: 2,
      betAmount: 120,
      validBetAmount: 120,
      winAmount: 50,
      profitLoss: -70,
    });

    const prefix = await call(top, 'getAgentMemberProfitLoss', { ...RANGE, username: leaf.username.toUpperCase() });
    expect(names(prefix.body.value)).toEqual([leaf.username]);
    expect(prefix.body.value!.figures).toMatchObject({ betCount: 1, betAmount: 200, winAmount: 500 });

    const firstPage = await call(top, 'getAgentMemberProfitLoss', { ...RANGE, pageSize: 2 });
    expect(names(firstPage.body.value)).toEqual([direct.username, leaf.username]);
    expect(firstPage.body.value).toMatchObject({ total: 3, totalPages: 2 });
    const secondPage = await call(top, 'getAgentMemberProfitLoss', { ...RANGE, pageSize: 2, pageNo: 2 });
    expect(names(secondPage.body.value)).toEqual([sub.username]);

    // The sub-agent sees its own team only: the leaf.
    const ofSub = await call(sub, 'getAgentMemberProfitLoss', RANGE);
    expect(names(ofSub.body.value)).toEqual([leaf.username]);
    expect(ofSub.body.value!.list[0]!.level).toBe(1);
  });

  it('answers my income per day and contract kind from the settled periods paid, every day', async () => {
    const income = await call(top, 'getAgentIncome', RANGE);
    expect(income.status, JSON.stringify(income.body)).toBe(200);
    const none = { dividend: 0, daily: 0, hourly: 0, realtime: 0, total: 0 };
    expect(income.body.value).toEqual({
      ...RANGE,
      days: [
        { day: '2026-06-10', ...none },
        { day: '2026-06-11', ...none, daily: 12, total: 12 },
        { day: '2026-06-12', ...none, dividend: 30.5, total: 30.5 },
      ],
      total: { ...none, dividend: 30.5, daily: 12, total: 42.5 },
    });
    // A member of the team without a contract of its own: nothing paid.
    const ofSub = await call(sub, 'getAgentIncome', RANGE);
    expect(ofSub.body.value!.total).toEqual({ ...none, daily: 5, total: 5 });
  });

  it('answers transaction details of the team, kinds grouped, one member by name', async () => {
    const all = await call(top, 'getAgentTeamTransactions', RANGE);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.value!.list.map((r) => [r.username, r.level, r.kind, r.amount])).toEqual([
      [leaf.username, 2, 'mission_reward', 5],
      [leaf.username, 2, 'promotion_bonus', 15],
      [direct.username, 1, 'withdrawal_release', 30],
      [direct.username, 1, 'withdrawal_hold', -100],
      [direct.username, 1, 'deposit', 500],
      [sub.username, 1, 'agent_salary', 5],
    ]);
    expect(all.body.value).toMatchObject({ total: 6, totalPages: 1 });

    const withdrawals = await call(top, 'getAgentTeamTransactions', { ...RANGE, kind: 'withdrawal' });
    expect(withdrawals.body.value!.list.map((r) => [r.kind, r.amount, r.balanceAfter])).toEqual([
      ['withdrawal_release', 30, 430],
      ['withdrawal_hold', -100, 400],
    ]);
    const bonuses = await call(top, 'getAgentTeamTransactions', { ...RANGE, kind: 'bonus' });
    expect(bonuses.body.value!.list.map((r) => r.amount)).toEqual([5, 15]);
    const salaries = await call(top, 'getAgentTeamTransactions', { ...RANGE, kind: 'salary' });
    expect(salaries.body.value!.list.map((r) => [r.username, r.amount])).toEqual([[sub.username, 5]]);
    const ofLeaf = await call(top, 'getAgentTeamTransactions', { ...RANGE, username: leaf.username });
    expect(ofLeaf.body.value!.list.map((r) => r.kind)).toEqual(['mission_reward', 'promotion_bonus']);
    const paged = await call(top, 'getAgentTeamTransactions', { ...RANGE, pageSize: 4, pageNo: 2 });
    expect(paged.body.value).toMatchObject({ total: 6, totalPages: 2 });
    expect(paged.body.value!.list.map((r) => r.kind)).toEqual(['deposit', 'agent_salary']);
  });

  it('answers dividend and salary records: the agent’s own periods and those of the contracts it gave', async () => {
    const mine = await call(top, 'getAgentSettlements', { ...RANGE, kind: 'daily' });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.value!.list.map((s) => [s.username, s.kind, s.periodStart, s.amount, s.rate])).toEqual([
      [top.username, 'daily', local(11, 0), 0, 1.5],
      [top.username, 'daily', local(10, 0), 12, 1.5],
    ]);
    expect(mine.body.value).toMatchObject({ total: 2, totalAmount: 12 });
    expect(mine.body.value!.list[1]).toMatchObject({ validBet: 800, activeMembers: 2, periodEnd: local(11, 0) });

    const dividends = await call(top, 'getAgentSettlements', { ...RANGE, kind: 'dividend' });
    expect(dividends.body.value).toMatchObject({ total: 1, totalAmount: 30.5 });
    const given = await call(top, 'getAgentSettlements', { ...RANGE, kind: 'daily', scope: 'given' });
    expect(given.body.value!.list.map((s) => [s.username, s.amount])).toEqual([[sub.username, 5]]);
    expect(given.body.value!.totalAmount).toBe(5);
    const ofBoss = await call(boss, 'getAgentSettlements', { ...RANGE, kind: 'daily', scope: 'given' });
    expect(ofBoss.body.value).toMatchObject({ total: 2, totalAmount: 12 });
  });

  it('refuses a username outside the team (another agent’s member, the agent itself), members, and bad ranges', async () => {
    for (const username of [otherMember.username, stranger.username, top.username, boss.username, 'nobody999']) {
      for (const name of ['getAgentTeamBetting', 'getAgentTeamTransactions'] as const) {
        const refused = await call(top, name, { ...RANGE, username });
        expect([refused.status, refused.body.errorCode], `${name} ${username}`).toEqual([
          403,
          'agent_target_outside_team',
        ]);
      }
    }
    // Translated.
    const cn = await platform
      .client(AURORA, 'CN')
      .call('getAgentTeamBetting', { ...RANGE, username: otherMember.username } as never, { token: top.token });
    expect(cn.body.errorCode).toBe('agent_target_outside_team');
    expect(cn.body.message).toMatch(/[\u4e00-\u9fff]/);

    const names = [
      'getAgentTeamBetting',
      'getAgentMemberProfitLoss',
      'getAgentIncome',
      'getAgentTeamTransactions',
      'getAgentSettlements',
    ] as const;
    for (const name of names) {
      const extra = name === 'getAgentSettlements' ? { kind: 'daily' } : {};
      const asMember = await call(direct, name, { ...RANGE, ...extra });
      expect([asMember.status, asMember.body.errorCode], name).toEqual([403, 'account_type_refused']);
      const backwards = await call(top, name, { startTime: RANGE.endTime, endTime: RANGE.startTime, ...extra });
      expect(backwards.body.errorCode, name).toBe('request_param_err');
      const tooLong = await call(top, name, { startTime: 0, endTime: 200 * 86_400_000, ...extra });
      expect(tooLong.body.errorCode, name).toBe('request_param_err');
    }
  });

  it('keeps the team hours equal to the raw bets’ sums after every settle path (insert settled, insertMany, settleWins, settleLost, void, open)', async () => {
    const repos = reposOf(platform, AURORA);
    const head = await newMember(platform, { type: ACCOUNT_TYPES.AGENT, prefix: 'hhd' });
    const agentT = await newMember(platform, { type: ACCOUNT_TYPES.SUB_AGENT, uplineId: head.id, prefix: 'hta' });
    const agentS = await newMember(platform, { type: ACCOUNT_TYPES.SUB_AGENT, uplineId: agentT.id, prefix: 'hsa' });
    const m1 = await newMember(platform, { uplineId: agentS.id, prefix: 'hm1' });
    const m2 = await newMember(platform, { uplineId: agentS.id, prefix: 'hm2' });
    const m3 = await newMember(platform, { uplineId: agentT.id, prefix: 'hm3' });
    const h = local(15, 0); // a whole hour
    await repos.transaction(async (trx) => {
      await trx.bettingRecords.insert(slotBet(m1, h + 10 * 60_000, 10_00, 5_00));
      await trx.bettingRecords.insert(slotBet(agentT, h + 20 * 60_000, 11_00, 0)); // the agent's own: its upline's team
      await trx.bettingRecords.insertMany([
        slotBet(m2, h + 30 * 60_000, 20_00, 0),
        slotBet(m3, h + 40 * 60_000, 30_00, 0, 'open'),
        slotBet(m1, h + 50 * 60_000, 40_00, 0, 'open'),
        slotBet(m2, h + 65 * 60_000, 50_00, 0, 'open'),
        slotBet(m1, h + 70 * 60_000, 60_00, 0, 'void'),
        slotBet(m3, h + 119 * 60_000, 70_00, 140_00),
        slotBet(m2, h + 150 * 60_000, 80_00, 0, 'open'), // stays open
      ]);
    });
    const open = async (who: Member, placedAt: number) =>
      (
        await repos.bettingRecords.page(
          { accountId: who.id, status: 'open', placedFrom: placedAt, placedTo: placedAt },
          { offset: 0, limit: 1 },
        )
      )[0]!.id;
    const m3Open = await open(m3, h + 40 * 60_000);
    const m1Open = await open(m1, h + 50 * 60_000);
    const m2Open = await open(m2, h + 65 * 60_000);
    const settle = () =>
      repos.transaction(async (trx) => {
        await trx.bettingRecords.settleWins(
          [
            { id: m3Open, winMinor: 90_00, detail: {} },
            { id: m2Open, winMinor: 100_00, detail: {} },
          ],
          h + 3 * 3_600_000,
        );
        await trx.bettingRecords.settleLost([m1Open], h + 3 * 3_600_000);
      });
    await settle();
    await settle(); // a second settlement of the same bets changes nothing

    const hoursOf = async (agentId: number) =>
      platform.app.platform.db
        .selectFrom('agent_team_hours')
        .select(['hour', 'bets', 'stake_minor', 'valid_minor', 'win_minor'])
        .where('merchant_code', '=', AURORA)
        .where('agent_id', '=', agentId)
        .orderBy('hour')
        .execute();
    // Hand-computed: S's team is m1 and m2 — hour 0: 10/5 (m1), 20/0 (m2), 40/0 (m1 lost); hour 1: 50/100 (m2 won).
    expect(await hoursOf(agentS.id)).toEqual([
      { hour: h, bets: 3, stake_minor: 70_00, valid_minor: 70_00, win_minor: 5_00 },
      { hour: h + 3_600_000, bets: 1, stake_minor: 50_00, valid_minor: 50_00, win_minor: 100_00 },
    ]);
    // T's team adds m3: hour 0 30/90 (won); hour 1 70/140 (inserted settled).
    expect(await hoursOf(agentT.id)).toEqual([
      { hour: h, bets: 4, stake_minor: 100_00, valid_minor: 100_00, win_minor: 95_00 },
      { hour: h + 3_600_000, bets: 2, stake_minor: 120_00, valid_minor: 120_00, win_minor: 240_00 },
    ]);
    // Equal to the raw bets' sums for every agent and range, whole hours or pieces of one.
    const ranges = [
      [h, h + 4 * 3_600_000 - 1],
      [h + 15 * 60_000, h + 66 * 60_000],
      [h + 60 * 60_000, h + 2 * 3_600_000 - 1],
      [h + 31 * 60_000, h + 32 * 60_000],
    ] as const;
    for (const agentId of [head.id, agentT.id, agentS.id, m1.id]) {
      for (const [from, to] of ranges) {
        const raw = await repos.bettingRecords.totals({
          teamOf: agentId,
          status: 'settled',
          placedFrom: from,
          placedTo: to,
        });
        const kept = await repos.bettingRecords.teamTotals(agentId, from, to);
        expect(kept, `agent ${agentId} ${from - h}..${to - h}`).toEqual({
          count: raw.count,
          betMinor: raw.betMinor,
          validBetMinor: raw.validBetMinor,
          winMinor: raw.winMinor,
        });
      }
      const rawDays = await repos.bettingRecords.totalsBy(
        { teamOf: agentId, status: 'settled', placedFrom: RANGE.startTime, placedTo: local(17, 0) },
        ['day'],
        { dayShiftMs: 7 * 3_600_000 },
      );
      const keptDays = await repos.bettingRecords.teamTotalsByDay(
        agentId,
        RANGE.startTime,
        local(17, 0),
        7 * 3_600_000,
      );
      const strip = (
        rows: { day: number; count: number; betMinor: number; validBetMinor: number; winMinor: number }[],
      ) =>
        rows
          .map(({ day, count, betMinor, validBetMinor, winMinor }) => ({
            day: Number(day),
            count,
            betMinor,
            validBetMinor,
            winMinor,
          }))
          .sort((a, b) => a.day - b.day);
      expect(strip(keptDays)).toEqual(strip(rawDays));
    }
    // The head's team holds the agent's own bet as well (it is T's upline).
    expect((await repos.bettingRecords.teamTotals(head.id, h, h + 4 * 3_600_000 - 1)).betMinor).toBe(
      100_00 + 120_00 + 11_00,
    );
  });

  it('reads a bettor’s uplines once (they never change), and keeps none read where an account was inserted and rolled back', async () => {
    const repos = reposOf(platform, AURORA);
    const head = await newMember(platform, { type: ACCOUNT_TYPES.AGENT, prefix: 'uhd' });
    const member = await newMember(platform, { uplineId: head.id, prefix: 'umb' });
    const h = local(16, 0);
    const hoursOf = async (agentId: number) =>
      platform.app.platform.db
        .selectFrom('agent_team_hours')
        .select(['bets', 'stake_minor'])
        .where('merchant_code', '=', AURORA)
        .where('agent_id', '=', agentId)
        .where('hour', '=', h)
        .executeTakeFirst();
    const log = watchAllQueries();
    try {
      for (const minute of [1, 2, 3])
        await repos.transaction((trx) => trx.bettingRecords.insert(slotBet(member, h + minute * 60_000, 10_00, 0)));
      expect(log.reading('agent_tree')).toHaveLength(1);
    } finally {
      log.stop();
    }
    expect(await hoursOf(head.id)).toEqual({ bets: 3, stake_minor: 30_00 });

    // An account under the head bets in the transaction that inserts it, which then rolls back; SQLite
    // gives its id to the next account (without an upline): that one's bets are no team's.
    const rolledBack = await repos
      .transaction(async (trx) => {
        const id = await trx.accounts.insert({
          username: `urb${engine}`,
          username_key: `urb${engine}`,
          nickname: 'urb',
          type: ACCOUNT_TYPES.MEMBER,
          status: 'active',
          password_hash: 'unused',
          password_changed_at: h,
          must_change_password: 0,
          profile_json: '{}',
          language: 'EN',
          created_at: h,
          upline_id: head.id,
        });
        await trx.bettingRecords.insert(slotBet({ ...member, id }, h + 4 * 60_000, 5_00, 0));
        throw new RolledBack(id);
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack) return error.id;
        throw error;
      });
    const next = await newMember(platform, { prefix: 'unx' });
    if (engine === 'sqlite') expect(next.id).toBe(rolledBack);
    await repos.transaction((trx) => trx.bettingRecords.insert(slotBet(next, h + 5 * 60_000, 7_00, 0)));
    expect(await hoursOf(head.id)).toEqual({ bets: 3, stake_minor: 30_00 });
  });

  it('keeps every tenant to its own: another brand’s agent sees nothing of aurora’s and cannot name its members', async () => {
    const lotusAgent = await newMember(platform, { type: ACCOUNT_TYPES.AGENT, merchant: LOTUS, prefix: 'rlt' });
    const lotusMember = await newMember(platform, { uplineId: lotusAgent.id, merchant: LOTUS, prefix: 'rlm' });
    await reposOf(platform, LOTUS).bettingRecords.insert({
      ...slotBet(lotusMember, local(10, 3), 7_00, 0),
      currency: 'THB',
    });
    const betting = await call(lotusAgent, 'getAgentTeamBetting', RANGE);
    expect(betting.body.value!.total).toEqual({
      betCount: 1,
      betAmount: 7,
      validBetAmount: 7,
      winAmount: 0,
      profitLoss: -7,
    });
    const named = await call(lotusAgent, 'getAgentTeamBetting', { ...RANGE, username: leaf.username });
    expect(named.body.errorCode).toBe('agent_target_outside_team');
    const rows = await call(lotusAgent, 'getAgentMemberProfitLoss', { ...RANGE, includeIdle: 'true' });
    expect(rows.body.value!.list.map((m) => m.username)).toEqual([lotusMember.username]);
    const moves = await call(lotusAgent, 'getAgentTeamTransactions', RANGE);
    expect(moves.body.value!.list).toEqual([]);
    // Aurora's agent's figures are unchanged by lotus's bet.
    const aurora = await call(top, 'getAgentTeamBetting', RANGE);
    expect(aurora.body.value!.total.betCount).toBe(3);
  });
});
