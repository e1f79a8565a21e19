// agent01's demo team (issue 23, services/platform/seed-agent-team.ts) on SQLite and PostgreSQL: a
// fresh seed gives agent01 a team of three levels and more with settled bets in the last 7 days,
// so the team overview answers real figures; contracts through the contract service (active for
// subagent01 with settlement records the settlement job wrote at the first start, an offer waiting
// for subagent02); every wallet equal to its ledger and agent01's and member01's money untouched;
// the same bets from a second fresh seed (a fixed PRNG seed); seeding again, or starting again,
// adds nothing; two instances starting at once on a fresh PostgreSQL schema seed it and pay it once.
import { randomBytes } from 'node:crypto';
import {
  CONTRACT_KIND_MODULES,
  type ContractsValue,
  type TeamMembersValue,
  type TeamOverviewValue,
} from '@portal/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../src/lib/clock';
import { DEMO_ACCOUNTS, seedTenants } from '../src/services/platform/seed';
import { DEMO_CONTRACTS, DEMO_TEAM } from '../src/services/platform/seed-agent-team';
import { AURORA, ENGINES, LOTUS, startPlatform, TEST_HASHER, type TestPlatform } from './helpers';
import { reposOf } from './money-helpers';

const TEAM_TABLES = [
  'accounts',
  'agent_tree',
  'betting_records',
  'ledger',
  'wallets',
  'money_transfers',
  'agent_contracts',
  'agent_settlements',
] as const;

describe.each(ENGINES)('the demo team of agent01 (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine, config: { seedDemoTeam: true } });
  });
  afterAll(() => platform?.close());

  const rowCounts = async (target: TestPlatform = platform) =>
    Object.fromEntries(
      await Promise.all(
        TEAM_TABLES.map(async (table) => {
          const row = await target.app.platform.db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow();
          return [table, Number(row.n)] as const;
        }),
      ),
    );

  /** The team's bets of a tenant, relative to the seed's clock (what a fixed PRNG seed must repeat). */
  const betsOf = async (target: TestPlatform, merchant: string) =>
    (
      await target.app.platform.db
        .selectFrom('betting_records as b')
        .innerJoin('accounts as a', 'a.id', 'b.account_id')
        .select(['a.username', 'b.round_id', 'b.node_id', 'b.bet_minor', 'b.win_minor', 'b.placed_at'])
        .where('b.merchant_code', '=', merchant)
        .orderBy('b.round_id')
        .execute()
    ).map((b) => ({ ...b, placed_at: b.placed_at - target.clock.now() }));

  it.each([AURORA, LOTUS])(
    'gives agent01 in %s a team of three levels with settled bets in the last 7 days',
    async (merchant) => {
      const client = platform.client(merchant);
      const token = await client.login('agent01');
      const now = platform.clock.now();

      const members = await client.call('getAgentTeamMembers', { scope: 'all', pageSize: 100 }, { token });
      expect(members.status, JSON.stringify(members.body)).toBe(200);
      const team = (members.body.value as TeamMembersValue).list;
      expect(team.length).toBeGreaterThanOrEqual(20);
      expect(team.length).toBeLessThanOrEqual(40);
      expect(Math.max(...team.map((m) => m.level))).toBeGreaterThanOrEqual(3);
      const byName = Object.fromEntries(team.map((m) => [m.username, m]));
      expect(byName.member01).toMatchObject({ level: 1, isAgent: false });
      expect(byName.subagent01).toMatchObject({ level: 1, isAgent: true, type: 2 });
      expect(byName.subagent02).toMatchObject({ level: 1, isAgent: true, type: 2 });
      expect(byName.subagent11).toMatchObject({ level: 2, isAgent: true });
      expect(byName.player31).toMatchObject({ level: 3, isAgent: false });

      const overview = await client.call('getAgentTeamOverview', { startTime: now - 7 * DAY, endTime: now }, { token });
      expect(overview.status, JSON.stringify(overview.body)).toBe(200);
      const figures = overview.body.value as TeamOverviewValue;
      expect(figures.teamCount).toBe(team.length);
      expect(figures.directCount).toBe(team.filter((m) => m.level === 1).length);
      expect(figures.newMembers).toBeGreaterThan(0);
      expect(figures.activeMembers).toBeGreaterThanOrEqual(5);
      expect(figures.betCount).toBeGreaterThan(0);
      expect(figures.validBetAmount).toBeGreaterThan(0);
      expect(figures.winAmount).toBeGreaterThan(0);
      expect(figures.profitLoss).not.toBe(0);
      // Some members are idle: fewer active than in the team.
      const month = await client.call('getAgentTeamOverview', { startTime: now - 30 * DAY, endTime: now }, { token });
      expect((month.body.value as TeamOverviewValue).activeMembers).toBeLessThan(team.length);
      // Every demo account of the team logs in with the demo password.
      expect(await client.login('player31')).toBeTruthy();
    },
  );

  it.each([AURORA, LOTUS])(
    'gives subagent01 in %s active contracts settled by the job, subagent02 offers',
    async (merchant) => {
      const client = platform.client(merchant);
      const sub1 = await client.login('subagent01');
      const daily = (await client.call('getDailySalaryContract', {}, { token: sub1 })).body.value as ContractsValue;
      expect(daily.current).toMatchObject({ status: 'active', uplineUsername: 'agent01', rate: 1.5 });
      expect(daily.given).toEqual([expect.objectContaining({ username: 'subagent11', status: 'active' })]);
      // The settlement job of the first start settled the days since the (backdated) acceptance, and paid some.
      expect(daily.settlements.length).toBeGreaterThan(5);
      expect(daily.settlements.some((s) => s.amount > 0)).toBe(true);
      const dividend = (await client.call('getDividendContract', {}, { token: sub1 })).body.value as ContractsValue;
      expect(dividend.current).toMatchObject({ status: 'active', period: 'W' });
      expect(dividend.settlements.length).toBeGreaterThan(0);
      const repos = reposOf(platform, merchant);
      const sub1Row = (await repos.accounts.findByUsername('subagent01'))!;
      const paid = await platform.app.platform.db
        .selectFrom('ledger')
        .select(sql<number>`count(*)`.as('n'))
        .where('merchant_code', '=', merchant)
        .where('account_id', '=', sub1Row.id)
        .where('kind', 'in', ['agent_salary', 'agent_dividend'])
        .executeTakeFirstOrThrow();
      // One payment on the ledger per paid settlement record, every kind.
      const paidRecords = await platform.app.platform.db
        .selectFrom('agent_settlements')
        .select(sql<number>`count(*)`.as('n'))
        .where('merchant_code', '=', merchant)
        .where('account_id', '=', sub1Row.id)
        .where('amount_minor', '>', 0)
        .executeTakeFirstOrThrow();
      expect(Number(paid.n)).toBe(Number(paidRecords.n));
      expect(Number(paid.n)).toBeGreaterThan(0);

      // Hourly and real-time salary only where the tenant enables them (aurora), settled since their acceptance.
      for (const name of ['getHourlySalaryContract', 'getRealtimeSalaryContract'] as const) {
        const value = await client.call(name, {}, { token: sub1 });
        if (merchant === AURORA) {
          expect((value.body.value as ContractsValue).current).toMatchObject({ status: 'active' });
          expect((value.body.value as ContractsValue).settlements.length).toBeGreaterThan(0);
        } else expect(value.body.success).toBe(false);
      }

      const sub2 = await client.login('subagent02');
      for (const name of ['getDailySalaryContract', 'getDividendContract'] as const) {
        const value = (await client.call(name, {}, { token: sub2 })).body.value as ContractsValue;
        expect(value.current).toBeNull();
        expect(value.offer).toMatchObject({ status: 'offered', uplineUsername: 'agent01' });
      }
    },
  );

  it('keeps every wallet equal to its ledger, and agent01’s and member01’s money as it was', async () => {
    const db = platform.app.platform.db;
    const wallets = await db
      .selectFrom('wallets')
      .select(['merchant_code', 'account_id', 'wallet_id', 'balance_minor'])
      .execute();
    const sums = await db
      .selectFrom('ledger')
      .select(['merchant_code', 'account_id', 'wallet_id', sql<number>`sum(amount_minor)`.as('total')])
      .groupBy(['merchant_code', 'account_id', 'wallet_id'])
      .execute();
    const sumOf = new Map(sums.map((s) => [`${s.merchant_code}:${s.account_id}:${s.wallet_id}`, Number(s.total)]));
    for (const w of wallets)
      expect(w.balance_minor).toBe(sumOf.get(`${w.merchant_code}:${w.account_id}:${w.wallet_id}`) ?? 0);
    for (const merchant of [AURORA, LOTUS]) {
      const repos = reposOf(platform, merchant);
      for (const [username, balance] of [
        ['agent01', 500_000],
        ['member01', 100_000],
      ] as const) {
        const account = (await repos.accounts.findByUsername(username))!;
        expect(await repos.wallets.balances(account.id)).toEqual([expect.objectContaining({ balanceMinor: balance })]);
      }
      // Deposits, withdrawals and transfers are on the ledger with their own kinds.
      const kinds = await db
        .selectFrom('ledger')
        .select('kind')
        .distinct()
        .where('merchant_code', '=', merchant)
        .execute();
      expect(kinds.map((k) => k.kind)).toEqual(
        expect.arrayContaining([
          'deposit',
          'withdrawal_hold',
          'transfer_out',
          'transfer_in',
          'bet',
          'win',
          'agent_salary',
        ]),
      );
    }
  });

  it('seeds the same team again from scratch (a fixed PRNG seed), and adds nothing when it runs again', async () => {
    const before = await rowCounts();
    await seedTenants(platform.app.platform.db, platform.config.tenantsDir, platform.clock, TEST_HASHER, {
      demoTeam: true,
    });
    expect(await rowCounts()).toEqual(before);
    // A second instance starting on the same database: nothing seeded, nothing more settled.
    const again = await startPlatform({
      engine,
      shareWith: platform,
      clock: platform.clock,
      config: { seedDemoTeam: true },
    });
    try {
      expect(await rowCounts()).toEqual(before);
    } finally {
      await again.close();
    }

    const fresh = await startPlatform({ engine, clock: platform.clock, config: { seedDemoTeam: true } });
    try {
      for (const merchant of [AURORA, LOTUS]) {
        const first = await betsOf(platform, merchant);
        expect(first.length).toBeGreaterThan(100);
        expect(await betsOf(fresh, merchant)).toEqual(first);
      }
      expect(await rowCounts(fresh)).toEqual(before);
    } finally {
      await fresh.close();
    }
  });
});

describe('two instances starting at once on a fresh PostgreSQL schema, with the demo team', () => {
  const platforms: TestPlatform[] = [];
  afterAll(async () => {
    for (const platform of platforms.reverse()) await platform.close();
  });

  it('seed the team once and pay its settled periods once', async () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    platforms.push(
      ...(await Promise.all(
        [0, 1].map(() => startPlatform({ engine: 'postgres', config: { databaseSchema: schema, seedDemoTeam: true } })),
      )),
    );
    const db = platforms[0]!.app.platform.db;
    const tenants = await db.selectFrom('tenants').select(['merchant_code', 'modules_json']).execute();
    const count = async (table: 'accounts' | 'agent_contracts') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('accounts')).toBe(tenants.length * (DEMO_ACCOUNTS.length + DEMO_TEAM.length));
    const enabled = (modulesJson: string) =>
      DEMO_CONTRACTS.filter((c) => (JSON.parse(modulesJson) as Record<string, boolean>)[CONTRACT_KIND_MODULES[c.kind]])
        .length;
    expect(await count('agent_contracts')).toBe(tenants.reduce((n, t) => n + enabled(t.modules_json), 0));
    // Each paid period once on the ledger, whichever instance's first tick paid it.
    const paidRecords = await db
      .selectFrom('agent_settlements')
      .select(sql<number>`count(*)`.as('n'))
      .where('amount_minor', '>', 0)
      .executeTakeFirstOrThrow();
    const payments = await db
      .selectFrom('ledger')
      .select(sql<number>`count(*)`.as('n'))
      .where('kind', 'in', ['agent_salary', 'agent_dividend'])
      .executeTakeFirstOrThrow();
    expect(Number(paidRecords.n)).toBeGreaterThan(0);
    expect(Number(payments.n)).toBe(Number(paidRecords.n));
  });
});
