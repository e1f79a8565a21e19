// Agent team benchmark (issue 23: an agent with 10,000 downlines over five levels, team queries
// p99 ≤ 50 ms on SQLite and PostgreSQL). Starts the platform (SQLite in a temporary folder, or
// PostgreSQL in a throwaway schema with BENCH_DATABASE_URL), registers BENCH_TEAM downlines under
// one top agent through `accounts.insert` (which writes the agent tree, as registration does) over
// five levels — 10 agents, 100 sub-agents, 1,000 sub-agents, then members under those — and
// BENCH_TEAM_BETS settled bets of the day through the bet door, then times BENCH_ROUNDS calls of
// each team query through the services (the SQL the calls run, without HTTP) and prints a
// Markdown table of p50 / p99 — the team overview, the downline list and the reports (team
// betting, user profit and loss). Then the top agent (10,000 downlines) gets a daily salary contract
// from a boss above it and its day is settled alone, timed; then every agent gets a daily salary
// contract (the ten level-1 agents a real-time one too) and one settlement run settles the day,
// timed, and a rerun pays nothing.
//   node --conditions=@portal/source --import tsx scripts/agent-team-bench.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import {
  ACCOUNT_TYPES,
  WALLET_IDS,
  memberProfitLossRequestSchema,
  teamBettingRequestSchema,
  teamMembersRequestSchema,
} from '@portal/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DAY, ManualClock } from '../src/lib/clock';
import type { NewBettingRecord } from '../src/repositories/betting-records';
import { tenantRepositories } from '../src/repositories/index';
import { AgentSettlementService } from '../src/services/agents/agent-settlement';
import { teamBetFigures } from '../src/services/agents/agent-team';

const TEAM = Number(process.env.BENCH_TEAM ?? 10_000);
const BETS = Number(process.env.BENCH_TEAM_BETS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const MERCHANT = 'AUR';
/** Agents per level for the first three levels (each has this many agent children); the rest are members. */
const AGENT_LEVELS = [10, 100, 1_000];
const CHUNK = 500;

const dataDir = mkdtempSync(join(tmpdir(), 'portal-agent-bench-'));
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
const BENCH_SCHEMA = BENCH_DATABASE_URL ? `abench_${process.pid}` : undefined;
const base = loadConfig({ PORTAL_MODE: 'demo', DATA_DIR: dataDir, DEMO_SLOT_GAMES: '0', SEED_DEMO_TEAM: '0' });
const config = {
  ...base,
  databaseUrl: BENCH_DATABASE_URL,
  databaseSchema: BENCH_SCHEMA,
  redisUrl: undefined,
  lottery: { ...base.lottery, timer: false },
  // The settlement is run by hand below, at a time of its own (the timer's ticks would settle the day up to the clock's now meanwhile).
  agentSettlement: { ...base.agentSettlement, timer: false },
};
const clock = new ManualClock(Date.UTC(2026, 5, 1, 12, 0, 0));
const app = await buildApp({ config, clock, logger: false });
await app.ready();
const { db, agentTeam, agentReports } = app.platform;
const repos = tenantRepositories(db, MERCHANT);
const engine = BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const rows: string[][] = [];

async function timed(label: string, call: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 5; i++) await call(); // warm the caches and plans
  const latencies: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await call();
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  rows.push([label, engine, `${p(0.5)} ms`, `${p(0.99)} ms`]);
}

try {
  const now = clock.now();
  // The brand's day (tenant.json utcOffsetMinutes: aurora's starts at 17:00 UTC), as reports and settlement cut it.
  const tenant = (await app.platform.tenants.byMerchantCode(MERCHANT))!;
  const shiftMs = (tenant.config.utcOffsetMinutes ?? 0) * 60_000;
  const dayStart = Math.floor((now + shiftMs) / DAY) * DAY - shiftMs;
  const seedStarted = performance.now();
  const newAccount = (username: string, type: number, uplineId: number | null) => ({
    username,
    username_key: username,
    nickname: username,
    type,
    status: 'active',
    password_hash: 'unused',
    password_changed_at: now,
    must_change_password: 0,
    profile_json: '{}',
    language: 'EN',
    created_at: now,
    upline_id: uplineId,
  });
  // The tree, level by level, in one transaction (each insert attaches the account to the tree).
  const { bossId, topId, members, agents } = await repos.transaction(async (trx) => {
    // The boss offers the top agent its contract (the settlement of the top agent's 10,000 downlines).
    const boss = await trx.accounts.insert(newAccount('benchboss', ACCOUNT_TYPES.AGENT, null));
    const top = await trx.accounts.insert(newAccount('benchtop', ACCOUNT_TYPES.SUB_AGENT, boss));
    await trx.wallets.open(top, WALLET_IDS.MAIN, 'USD', now);
    const all: number[] = [];
    const agentLinks: { id: number; uplineId: number; level: number }[] = [];
    let parents = [top];
    let made = 0;
    for (const [level, count] of AGENT_LEVELS.entries()) {
      const next: number[] = [];
      for (let i = 0; i < count; i++) {
        const id = await trx.accounts.insert(
          newAccount(`bagent${level + 1}x${i}`, ACCOUNT_TYPES.SUB_AGENT, parents[i % parents.length]!),
        );
        next.push(id);
        all.push(id);
        agentLinks.push({ id, uplineId: parents[i % parents.length]!, level: level + 1 });
        made++;
      }
      parents = next;
    }
    // Levels 4 and 5: a fifth of the rest under the level-3 agents, the others under those.
    const level4Count = Math.floor((TEAM - made) / 5);
    const level4: number[] = [];
    for (let i = 0; i < level4Count; i++) {
      const id = await trx.accounts.insert(
        newAccount(`bmember4x${i}`, ACCOUNT_TYPES.MEMBER, parents[i % parents.length]!),
      );
      level4.push(id);
      all.push(id);
    }
    for (let i = 0; made + level4Count + i < TEAM; i++) {
      const id = await trx.accounts.insert(
        newAccount(`bmember5x${i}`, ACCOUNT_TYPES.MEMBER, level4[i % level4.length]!),
      );
      all.push(id);
    }
    return { bossId: boss, topId: top, members: all, agents: agentLinks };
  });
  const treeSeconds = (performance.now() - seedStarted) / 1000;

  const betsStarted = performance.now();
  await repos.transaction(async (trx) => {
    for (let at = 0; at < BETS; at += CHUNK) {
      const bets: NewBettingRecord[] = [];
      for (let i = at; i < Math.min(at + CHUNK, BETS); i++) {
        const placedAt = dayStart + Math.floor((i * DAY) / BETS);
        bets.push({
          accountId: members[(i * 7919) % members.length]!,
          walletId: WALLET_IDS.MAIN,
          roundId: `abench-${i}`,
          source: 'inhouse',
          nodeId: 'INH-SLOT',
          vendor: 'INH',
          gameType: 'RNG',
          gameName: 'Slot',
          betMinor: 100,
          winMinor: (i % 3) * 90,
          validBetMinor: 100,
          currency: 'USD',
          status: 'settled',
          placedAt,
          settledAt: placedAt,
          requestHash: 'abench',
          detail: {},
        });
      }
      await trx.bettingRecords.insertMany(bets);
    }
  });
  const betsSeconds = (performance.now() - betsStarted) / 1000;
  if (app.platform.dialect === 'postgres')
    await sql`vacuum analyze accounts, agent_tree, betting_records, agent_team_hours`.execute(db);

  const top = (await repos.accounts.findById(topId))!;
  const counts = await repos.agentTree.counts(topId);
  rows.push([
    `(setup: ${counts.team.toLocaleString('en')} downlines, ${counts.direct} direct, five levels)`,
    engine,
    `${treeSeconds.toFixed(1)} s`,
    '',
  ]);
  rows.push([
    `(setup: ${BETS.toLocaleString('en')} settled bets of the day)`,
    engine,
    `${betsSeconds.toFixed(1)} s`,
    '',
  ]);

  const day = { startTime: dayStart, endTime: dayStart + DAY - 1 };
  const overview = await agentTeam.overview(repos, top, day);
  if (overview.teamCount !== TEAM || overview.betCount !== BETS)
    throw new Error(`overview counted ${overview.teamCount} downlines and ${overview.betCount} bets`);
  await timed(`team overview, the day (${BETS.toLocaleString('en')} bets, ${overview.activeMembers} active)`, () =>
    agentTeam.overview(repos, top, day),
  );
  await timed('team overview, an hour', () =>
    agentTeam.overview(repos, top, { startTime: dayStart + 12 * 3_600_000, endTime: dayStart + 13 * 3_600_000 }),
  );
  const list = (query: Record<string, unknown>) => agentTeam.members(repos, top, teamMembersRequestSchema.parse(query));
  await timed('downline list, direct, page 1', () => list({}));
  await timed('downline list, every depth, page 1', () => list({ scope: 'all' }));
  await timed('downline list, every depth, page 50', () => list({ scope: 'all', pageNo: 50 }));
  await timed('downline search, every depth, prefix "bmember5x12"', () =>
    list({ scope: 'all', username: 'bmember5x12' }),
  );
  await timed('downline list of a level-3 agent (parent)', () => list({ scope: 'all', parent: 'bagent3x7' }));

  // The reports.
  const betting = (query: Record<string, unknown>) =>
    agentReports.teamBetting.report(tenant, repos, top, teamBettingRequestSchema.parse(query));
  await timed('team betting report, the day', () => betting(day));
  await timed('team betting report, a week (one day of bets)', () =>
    betting({ startTime: dayStart - 6 * DAY, endTime: dayStart + DAY - 1 }),
  );
  await timed('team betting report, a level-1 agent with its team', () =>
    betting({ ...day, username: 'bagent1x3', withTeam: 'true' }),
  );
  const profitLoss = (query: Record<string, unknown>) =>
    agentReports.memberProfitLoss.report(repos, top, memberProfitLossRequestSchema.parse(query));
  await timed('user profit and loss, every depth, page 1', () => profitLoss(day));
  await timed('user profit and loss, every depth, page 50', () => profitLoss({ ...day, pageNo: 50 }));

  // The top agent's day alone: one daily contract over 10,000 downlines (its read timed as a query,
  // then the run that settles and pays it).
  await timed('settlement read of the top agent’s day (10,000 downlines)', () =>
    teamBetFigures(repos, topId, dayStart, dayStart + DAY - 1),
  );
  await repos.transaction(async (trx) => {
    await trx.agentContracts.insert({
      kind: 'daily',
      upline_id: bossId,
      account_id: topId,
      rate_bp: 100,
      period: 'D',
      min_valid_bet_minor: null,
      min_profit_loss_minor: null,
      min_active_members: null,
      daily_bet_minor: null,
      hourly_bet_minor: null,
      status: 'active',
      end_reason: null,
      offered_at: dayStart,
      decided_at: dayStart,
      ended_at: null,
      updated_at: dayStart,
    });
  });
  const topStarted = performance.now();
  const topSettled = await new AgentSettlementService().run(tenant, repos, dayStart + DAY + 1000);
  rows.push([
    `settle the top agent's day: 1 daily contract over ${TEAM.toLocaleString('en')} downlines (${topSettled.paid} paid)`,
    engine,
    `${(performance.now() - topStarted).toFixed(1)} ms`,
    '',
  ]);

  // Settlement of the day: every agent (1,110) holds a daily salary contract from its upline and
  // the ten level-1 agents a real-time one too (288 five-minute periods each); one run settles the day.
  const activeSince = dayStart;
  await repos.transaction(async (trx) => {
    for (const link of agents) {
      for (const kind of link.level === 1 ? (['daily', 'realtime'] as const) : (['daily'] as const))
        await trx.agentContracts.insert({
          kind,
          upline_id: link.uplineId,
          account_id: link.id,
          rate_bp: 100,
          period: 'D',
          min_valid_bet_minor: null,
          min_profit_loss_minor: null,
          min_active_members: null,
          daily_bet_minor: null,
          hourly_bet_minor: null,
          status: 'active',
          end_reason: null,
          offered_at: activeSince,
          decided_at: activeSince,
          ended_at: null,
          updated_at: activeSince,
        });
      await trx.wallets.open(link.id, WALLET_IDS.MAIN, 'USD', now);
    }
  });
  const settlement = new AgentSettlementService();
  const settleStarted = performance.now();
  const settled = await settlement.run(tenant, repos, dayStart + DAY + 1000);
  const settleSeconds = (performance.now() - settleStarted) / 1000;
  rows.push([
    `settle the day: ${agents.length.toLocaleString('en')} daily contracts + 10 real-time (${settled.paid.toLocaleString('en')} periods paid)`,
    engine,
    `${settleSeconds.toFixed(1)} s`,
    '',
  ]);
  const rerunStarted = performance.now();
  const rerun = await settlement.run(tenant, repos, dayStart + DAY + 1000);
  rows.push([
    'settle the day again (nothing left to pay)',
    engine,
    `${((performance.now() - rerunStarted) / 1000).toFixed(1)} s`,
    '',
  ]);
  // Paid once: no rerun payment, one ledger credit per paid settlement record.
  const credits = await db
    .selectFrom('ledger')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('reference').distinct().as('refs')])
    .where('merchant_code', '=', MERCHANT)
    .where('kind', '=', 'agent_salary')
    .executeTakeFirstOrThrow();
  if (rerun.paid !== 0 || credits.n !== settled.paid + topSettled.paid || credits.refs !== credits.n)
    throw new Error(`paid ${settled.paid}, then ${rerun.paid}; ${credits.n} credits, ${credits.refs} references`);

  console.log(`\n| measurement | engine | p50 | p99 |\n|---|---|---|---|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (BENCH_DATABASE_URL && BENCH_SCHEMA) {
    const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${BENCH_SCHEMA}" CASCADE`);
    await admin.end();
  }
}
