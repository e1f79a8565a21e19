// Lottery benchmark: settling one draw with many open bets, and bets placed per second over HTTP.
// Starts the platform (SQLite in a temporary folder, or PostgreSQL in a throwaway schema with
// BENCH_DATABASE_URL), lottery timer off, a manual clock; makes BENCH_PLAYERS members, inserts
// BENCH_LOTTERY_BETS open bets (a mix of BIG_SMALL, ODD_EVEN and POSITION; their stakes debited
// through the ledger) on one FAST5 issue, moves the clock past its draw and times one scheduler
// tick; then places bets through POST /lgw/lottery/bets with BENCH_CONNECTIONS concurrent clients
// for BENCH_SECONDS (one bet per request, then ten). Prints a Markdown table.
//   node --conditions=@portal/source --import tsx scripts/lottery-bench.ts
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ACCOUNT_TYPES, WALLET_IDS } from '@portal/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ManualClock, SECOND } from '../src/lib/clock';
import type { NewBettingRecord } from '../src/repositories/betting-records';
import { tenantRepositories } from '../src/repositories/index';
import { LOTTERY_VENDOR, lotteryGameType, lotteryNodeId, playTypesOf } from '../src/services/lottery/game-view';
import { oddsOf } from '../src/games/lottery/bets';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BETS = Number(process.env.BENCH_LOTTERY_BETS ?? 100_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1_000);
const MERCHANT = 'AUR';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-lottery-bench-'));
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
const BENCH_SCHEMA = BENCH_DATABASE_URL ? `lbench_${process.pid}` : undefined;
const base = loadConfig({ PORTAL_MODE: 'demo', DATA_DIR: dataDir, DEMO_SLOT_GAMES: '0' });
const config = {
  ...base,
  databaseUrl: BENCH_DATABASE_URL,
  databaseSchema: BENCH_SCHEMA,
  redisUrl: undefined,
  lottery: { ...base.lottery, timer: false },
  rateLimits: { global: 10_000_000, login: 10_000_000, sms: 10_000_000, register: 10_000_000, boards: 10_000_000 },
};
const clock = new ManualClock(Date.UTC(2026, 5, 1, 12, 0, 30));
const app = await buildApp({ config, clock, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const url = `http://127.0.0.1:${address.port}`;
const { db, lottery, lotteryDraws, sessions } = app.platform;
const repos = tenantRepositories(db, MERCHANT);
const rows: string[][] = [];
const engine = BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

try {
  // Members with money, and a portal session each.
  const now = clock.now();
  const players: { id: number; token: string }[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const username = `bench${i}`;
    const id = await repos.transaction(async (trx) => {
      const accountId = await trx.accounts.insert({
        username,
        username_key: username,
        nickname: username,
        type: ACCOUNT_TYPES.MEMBER,
        status: 'active',
        password_hash: 'unused',
        password_changed_at: now,
        must_change_password: 0,
        profile_json: '{}',
        language: 'EN',
        created_at: now,
      });
      await trx.wallets.open(accountId, WALLET_IDS.MAIN, 'USD', now);
      await trx.wallets.post({
        accountId,
        walletId: WALLET_IDS.MAIN,
        amountMinor: 100_000_000,
        kind: 'deposit',
        // A deposit is paid once per reference (the ledger's unique index).
        reference: `bench-deposit:${accountId}`,
        now,
      });
      return accountId;
    });
    const account = (await repos.accounts.findById(id))!;
    players.push({ id, token: (await sessions.start(repos, account, { ip: '127.0.0.1', deviceId: 'bench' })).token });
  }

  // One draw with BETS open bets, inserted as placing them would (records + debits).
  const game = (await repos.lotteryGames.find('FAST5'))!;
  const rules = playTypesOf(game);
  const issue = await lottery.ensureCurrentIssue(repos, game, clock.now());
  const picks = [
    ['BIG_SMALL', 'BIG'],
    ['BIG_SMALL', 'SMALL'],
    ['ODD_EVEN', 'ODD'],
    ['ODD_EVEN', 'EVEN'],
    ['POSITION', '1-3'],
  ] as const;
  const insertStarted = performance.now();
  const perPlayer = Math.ceil(BETS / PLAYERS);
  let made = 0;
  for (const player of players) {
    const count = Math.min(perPlayer, BETS - made);
    if (count <= 0) break;
    const requestId = randomUUID();
    await repos.transaction(async (trx) => {
      const bets = Array.from({ length: count }, (_, i) => {
        const [playType, selection] = picks[(made + i) % picks.length]!;
        const rule = rules.find((r) => r.playType === playType)!;
        const bet: NewBettingRecord = {
          accountId: player.id,
          walletId: WALLET_IDS.MAIN,
          roundId: `${requestId}:${i}`,
          source: 'lottery',
          issueId: issue.id,
          nodeId: lotteryNodeId('FAST5'),
          vendor: LOTTERY_VENDOR,
          gameType: lotteryGameType(game),
          gameName: game.game_name,
          betMinor: 100,
          winMinor: null,
          validBetMinor: null,
          currency: 'USD',
          status: 'open',
          placedAt: clock.now(),
          settledAt: null,
          requestHash: 'bench',
          detail: {
            gameCode: 'FAST5',
            issueNumber: issue.issue_number,
            playType,
            selection,
            oddsMilli: oddsOf(rule, selection),
          },
        };
        return bet;
      });
      for (let at = 0; at < bets.length; at += 400) await trx.bettingRecords.insertMany(bets.slice(at, at + 400));
      await trx.wallets.post({
        accountId: player.id,
        walletId: WALLET_IDS.MAIN,
        amountMinor: -100 * count,
        kind: 'lottery_bet',
        reference: requestId,
        now: clock.now(),
      });
    });
    made += count;
  }
  const insertSeconds = (performance.now() - insertStarted) / 1000;

  clock.set(Number(issue.draw_at) + SECOND);
  const settleStarted = performance.now();
  const report = await lotteryDraws.tick();
  const settleSeconds = (performance.now() - settleStarted) / 1000;
  if (report.betsSettled !== made) throw new Error(`settled ${report.betsSettled} of ${made}`);
  rows.push([
    `settle one draw: ${made.toLocaleString('en')} open bets (${report.winsPaid.toLocaleString('en')} wins paid)`,
    engine,
    `${settleSeconds.toFixed(1)} s`,
    `${Math.round(made / settleSeconds).toLocaleString('en')} bets/s`,
  ]);
  rows.push([
    `(setup: insert ${made.toLocaleString('en')} open bets + debits)`,
    engine,
    `${insertSeconds.toFixed(1)} s`,
    '',
  ]);

  // Placing bets over HTTP on the next issue.
  const next = await lottery.currentIssue(repos, 'FAST5');
  for (const perRequest of [1, 10]) {
    let requests = 0;
    let failed = 0;
    const deadline = performance.now() + SECONDS * 1000;
    const latencies: number[] = [];
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, c) => {
        let turn = c;
        while (performance.now() < deadline) {
          const player = players[turn++ % players.length]!;
          const body = JSON.stringify({
            gameCode: 'FAST5',
            issueNumber: next.issue.issueNumber,
            requestId: randomUUID(),
            bets: Array.from({ length: perRequest }, (_, i) => ({
              playType: 'POSITION',
              selection: `${(i % 5) + 1}-${i % 10}`,
              amountMinor: 100,
            })),
          });
          const started = performance.now();
          const response = await fetch(`${url}/lgw/lottery/bets`, {
            method: 'POST',
            headers: { merchant: MERCHANT, authorization: player.token, 'content-type': 'application/json' },
            body,
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - started);
          if (response.status === 200) requests++;
          else failed++;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0);
    rows.push([
      `place bets over HTTP, ${perRequest} bet${perRequest > 1 ? 's' : ''} per request, ${CONNECTIONS} clients${failed ? ` (${failed} failed)` : ''}`,
      engine,
      `p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`,
      `${Math.round(requests / SECONDS).toLocaleString('en')} requests/s = ${Math.round((requests * perRequest) / SECONDS).toLocaleString('en')} bets/s`,
    ]);
  }

  console.log(`\n| measurement | engine | time | rate |\n|---|---|---|---|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (BENCH_DATABASE_URL && BENCH_SCHEMA) {
    const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${BENCH_SCHEMA}" CASCADE`);
    await client.end();
  }
}
