// Loopback benchmark: starts the platform on a free 127.0.0.1 port (SQLite in a temporary folder,
// demo seed, logs off, rate limits lifted), then measures each target for a few seconds with
// autocannon and prints a Markdown table. A bare route measured just before each target shows what
// the framework and the global hooks cost on this machine at that moment, so each row is read
// against it ("× bare"). Every target first runs BENCH_WARMUP seconds (default 1) unmeasured. After
// the run the ledger invariant is checked (each wallet is the sum of its ledger rows, none
// negative): the run exits non-zero otherwise.
//   pnpm --filter @portal/server run bench            (BENCH_SECONDS=3 BENCH_CONNECTIONS=10 by default)
//   BENCH_ONLY=<regex> measures only the targets whose name matches (and the bare baseline).
//   BENCH_PROFILE=<folder> writes a CPU profile of each target's run (`<target>.cpuprofile`: open it in
//   Chrome DevTools' Performance panel or speedscope for the flame graph). The load generator runs in
//   this process too, so its frames (autocannon, the HTTP client) are in the profile beside the server's.
// Then the board load check (scripts/bench-board-load.ts; BENCH_ONLY='board load' for it alone):
// members' spins alone and under a crowd of anonymous clients on the popular lotteries and the
// winner board; the run exits non-zero when the spins' p99 more than doubles.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { encryptPayload } from '@portal/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { FAILURES_BEFORE_CAPTCHA } from '../src/services/accounts/auth-service';
import {
  benchMembers,
  BOARD_CLIENTS,
  BOARD_CLIENT_RATE,
  boardLoadCheck,
  SPIN_MEMBERS,
  SPIN_P99_LIMIT,
  SPIN_RATE,
} from './bench-board-load';
import { RECORDS_ROWS, seedRecordsAccount } from './bench-records';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** Each target first runs this long unmeasured, so every row (the bare route too) is measured warm. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const PROFILE_DIR = process.env.BENCH_PROFILE || null;

/** Runs `work` under the CPU profiler when BENCH_PROFILE names a folder, writing `<name>.cpuprofile` there. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(PROFILE_DIR, { recursive: true });
    const file = name
      .replace(/[^\w]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80);
    writeFileSync(join(PROFILE_DIR, `${file}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A fresh body per request (a spin needs a new round id each time). */
  newBody?: () => string;
  /** Connections for this target (CONNECTIONS otherwise). */
  connections?: number;
  /**
   * Headers of connection i's requests, over `headers` (a member per connection: its token or game
   * session). Each connection sends its own member's requests only, one after the other.
   */
  perConnection?: (connection: number) => Record<string, string>;
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;
const BENCH_SCHEMA = BENCH_DATABASE_URL ? `bench_${process.pid}` : undefined;
const config = {
  ...loadConfig({ PORTAL_MODE: 'demo', DATA_DIR: dataDir }),
  // BENCH_DATABASE_URL runs the same targets on PostgreSQL (in a throwaway schema, dropped at the end).
  databaseUrl: BENCH_DATABASE_URL,
  databaseSchema: BENCH_SCHEMA,
  redisUrl: undefined,
  rateLimits: { global: 10_000_000, login: 10_000_000, sms: 10_000_000, register: 10_000_000, boards: 10_000_000 },
};
// The clocked jobs stay off: they would work through the seeded 100,000 bets (points accrual,
// settlements) during the runs, and the rows measure the calls, not the jobs.
config.lottery = { ...config.lottery, timer: false };
config.money = { ...config.money, timer: false };
config.points = { ...config.points, timer: false };
config.promotions = { ...config.promotions, timer: false };
config.missions = { ...config.missions, timer: false };
config.agentSettlement = { ...config.agentSettlement, timer: false };
const app = await buildApp({ config, logger: false });
app.get('/bench/bare', { config: { rateLimit: false } }, async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const base = `http://127.0.0.1:${address.port}`;
const api = { merchant: 'AUR', language: 'EN', device: 'web', 'x-gateway-version': '3' };
/** What Chromium sends with every request. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(base + path, {
    ...init,
    headers: { ...api, ...(init.headers as Record<string, string>) },
  });
  return (await response.json()) as { success: boolean; value: unknown };
}

const key = (await call('/wps/session/key/rsa')).value as { keyId: string; publicKey: string };
const seal = (payload: unknown) => encryptPayload(key.publicKey, key.keyId, payload);
// member01's session serves member info; agent01 logs in over and over (each login ends its previous session).
const memberLogin = await seal({
  username: 'member01',
  password: 'demo1234',
  type: 'username',
  loginDeviceId: 'bench',
});
const { token } = (
  await call('/wps/session/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', encryption: memberLogin.header },
    body: JSON.stringify(memberLogin.body),
  })
).value as { token: string };
const agentLogin = await seal({ username: 'agent01', password: 'demo1234', type: 'username', loginDeviceId: 'bench' });
// agent01 plays the in-house slot: its launch ticket buys a game session, each spin a new round id
// (bet 0.10; the seeded 5,000.00 lasts far longer than a run at the slot's 96.4 % RTP).
const agentToken = (
  (
    await call('/wps/session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', encryption: agentLogin.header },
      body: JSON.stringify(agentLogin.body),
    })
  ).value as { token: string }
).token;
const gameUrl = (
  (
    await call('/wps/game/launchGame?nodeId=INH-SLOT&vassalage=INH&launchMode=GLS', {
      headers: { authorization: agentToken },
    })
  ).value as { content: { game_url: string } }
).content.game_url;
const ticket = new URL(gameUrl, base).searchParams.get('ticket');
// The member centre over one account of 100,000 ledger rows and 100,000 bets over 90 days.
const records = await seedRecordsAccount(app);
console.log(`seeded ${RECORDS_ROWS} ledger rows and ${RECORDS_ROWS} bets in ${records.seedSeconds.toFixed(1)} s`);
const recordRange = `startTime=${records.startTime}&endTime=${records.endTime}`;
const recordHeaders = { ...api, authorization: records.token };
const gameSession = (
  (
    await call('/lgw/inhouse/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket }),
    })
  ).value as { gameSessionToken: string }
).gameSessionToken;

// The targets "…, N members": one member per connection (N = BENCH_CONNECTIONS), as N people use the
// portal — each waits for its answer before its next call (a person cannot send ten spins at once),
// and their calls and spins meet on the server. The targets above share ONE member's token and
// game session over every connection: there the balance calls of a turn carry one key, and the
// spins queue on that account's fairness-seed row. Fresh members with 5,000.00 each (a deposit on
// the ledger), no upline (member01's upline, agent01, makes each of its bets count in a team).
const MEMBERS = CONNECTIONS;
const members = await benchMembers(app, base, api, 'AUR', 'benchmember', MEMBERS);
const tokenOf = (connection: number) => ({ authorization: members[connection % MEMBERS]!.token });
const gameSessionOf = (connection: number) => ({ 'game-session': members[connection % MEMBERS]!.gameSession });

const targets: Target[] = [
  { name: 'bare route (baseline)', method: 'GET', path: '/bench/bare' },
  { name: 'tenant config (GET /wps/system/status)', method: 'GET', path: '/wps/system/status', headers: api },
  {
    name: 'member info (GET /wps/member/info)',
    method: 'GET',
    path: '/wps/member/info',
    headers: { ...api, authorization: token },
  },
  {
    name: 'balance (GET /wps/v2/wallets/balance, T)',
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    headers: { ...api, authorization: token },
  },
  {
    name: `member info, ${MEMBERS} members (a member per connection)`,
    method: 'GET',
    path: '/wps/member/info',
    headers: api,
    perConnection: tokenOf,
  },
  {
    name: `balance, ${MEMBERS} members (GET /wps/v2/wallets/balance, T, a member per connection)`,
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    headers: api,
    perConnection: tokenOf,
  },
  // The lobby over the demo catalogue (10,000 slot games, DEMO_SLOT_GAMES).
  {
    name: 'game vendors (GET GCSGAME_newGameVendor, cached)',
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop',
    headers: api,
  },
  {
    name: 'game list, RNG page 1 of 42 (GET GCSGAME_gameList)',
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=42',
    headers: api,
  },
  {
    name: 'game list, RNG page 100',
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=100&pageSize=42',
    headers: api,
  },
  {
    name: 'game list, name search "vuong" over 10,000',
    method: 'GET',
    path: `/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=${encodeURIComponent('vuong')}&pageSize=42`,
    headers: api,
  },
  {
    name: 'game list, Thai search + vendor + min bet',
    method: 'GET',
    path: `/wps/relay/GCSGAME_gameList?vassalage=PG&gameName=${encodeURIComponent('มังกร')}&minBet=1&pageSize=42`,
    headers: api,
  },
  {
    name: 'hot games (GET GCSGAME_hotGamesV2)',
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2',
    headers: api,
  },
  // The same reads as a browser asks for them: every browser sends Accept-Encoding, and a kept
  // answer goes out compressed (brotli, compressed once per answer: PreparedAnswer.encoded).
  ...(
    [
      ['game vendors', '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop'],
      ['game list, RNG page 1', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=42'],
      ['hot games', '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2'],
    ] as const
  ).map(([name, path]): Target => ({
    name: `${name}, as a browser asks (Accept-Encoding: ${BROWSER_ACCEPT_ENCODING})`,
    method: 'GET',
    path,
    headers: { ...api, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
  })),
  {
    name: 'favourite ids (GET MCSFE_getFavoriteGames, T)',
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    headers: { ...api, authorization: token },
  },
  {
    name: 'recent games (GET GCS_recentGame, T)',
    method: 'GET',
    path: '/wps/relay/GCS_recentGame?clientType=3',
    headers: { ...api, authorization: token },
  },
  {
    name: 'launch (GET /wps/game/launchGame, T, ticket + recent)',
    method: 'GET',
    path: '/wps/game/launchGame?nodeId=INH-SLOT&vassalage=INH&launchMode=GLS&accountType=1&confirmTrans=0&clientType=3',
    headers: { ...api, authorization: token },
  },
  {
    name: 'slot spin (POST /lgw/inhouse/slot/spin: record + bet + win on the ledger)',
    method: 'POST',
    path: '/lgw/inhouse/slot/spin',
    headers: { ...api, 'content-type': 'application/json', 'game-session': gameSession },
    newBody: () => JSON.stringify({ roundId: randomUUID(), betMinor: 10 }),
  },
  {
    name: `slot spin, ${MEMBERS} members (a member and its game session per connection)`,
    method: 'POST',
    path: '/lgw/inhouse/slot/spin',
    headers: { ...api, 'content-type': 'application/json' },
    perConnection: gameSessionOf,
    newBody: () => JSON.stringify({ roundId: randomUUID(), betMinor: 10 }),
  },
  {
    name: `betting record, page 1 + totals of ${RECORDS_ROWS} bets (90 days)`,
    method: 'GET',
    path: `/wps/v2/records/bets?${recordRange}&pageSize=20`,
    headers: recordHeaders,
  },
  {
    name: 'betting record, page 200, gameType RNG',
    method: 'GET',
    path: `/wps/v2/records/bets?${recordRange}&gameType=RNG&pageNo=200&pageSize=20`,
    headers: recordHeaders,
  },
  {
    name: `account record, page 1 of ${RECORDS_ROWS} ledger rows`,
    method: 'GET',
    path: `/wps/relay/ODSFE2_MemTransDet?${recordRange}&pageSize=20`,
    headers: recordHeaders,
  },
  {
    name: 'account record, page 50, kind deposit',
    method: 'GET',
    path: `/wps/relay/ODSFE2_MemTransDet?${recordRange}&kind=deposit&pageNo=50&pageSize=20`,
    headers: recordHeaders,
  },
  {
    name: 'bonus details, page 1 (+ total)',
    method: 'GET',
    path: `/wps/v2/records/bonuses?${recordRange}&pageSize=20`,
    headers: recordHeaders,
  },
  {
    name: 'profit by day, 90 days in UTC+7 (all rows grouped)',
    method: 'GET',
    path: `/wps/v2/records/profit?${recordRange}&utcOffsetMinutes=420`,
    headers: recordHeaders,
  },
  {
    name: 'reward centre (GET /wps/v2/rewards)',
    method: 'GET',
    path: '/wps/v2/rewards?pageSize=20',
    headers: recordHeaders,
  },
  {
    name: 'platform messages, page 1',
    method: 'GET',
    path: '/wps/v2/messages?pageSize=20',
    headers: { ...api, authorization: token },
  },
  {
    name: 'unread count (GET EMFE_getInboxUnreadCount)',
    method: 'GET',
    path: '/wps/relay/EMFE_getInboxUnreadCount',
    headers: { ...api, authorization: token },
  },
  {
    name: 'popular lotteries (GET /lgw/games/popular, cached)',
    method: 'GET',
    path: '/lgw/games/popular?count=20',
    headers: api,
  },
  {
    name: 'winner board (GET GCSGAME_getRankList, cached)',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    headers: api,
  },
  // At most FAILURES_BEFORE_CAPTCHA logins of one account in flight: each attempt is counted before
  // the password is checked, so a fourth one at the same moment is asked for a captcha (README, Security).
  {
    name: 'login (POST /wps/session/login, E, argon2id; 3 connections)',
    method: 'POST',
    path: '/wps/session/login',
    headers: { ...api, 'content-type': 'application/json', encryption: agentLogin.header },
    body: JSON.stringify(agentLogin.body),
    connections: FAILURES_BEFORE_CAPTCHA,
  },
];

/** The wallets (at most 20 named) whose balance is not their ledger's sum or is negative, and negative rows. */
async function ledgerInvariantBreaks(instance: typeof app): Promise<string[]> {
  const { db } = instance.platform;
  const wallets = await sql<{
    merchant_code: string;
    account_id: number;
    wallet_id: number;
    balance_minor: number;
    ledger_minor: number;
  }>`
    select w.merchant_code, w.account_id, w.wallet_id, w.balance_minor,
           coalesce((select sum(l.amount_minor) from ledger l
                     where l.merchant_code = w.merchant_code and l.account_id = w.account_id
                       and l.wallet_id = w.wallet_id), 0) as ledger_minor
    from wallets w`.execute(db);
  const breaks = wallets.rows
    .filter((w) => Number(w.ledger_minor) !== Number(w.balance_minor) || Number(w.balance_minor) < 0)
    .map(
      (w) =>
        `wallet ${w.merchant_code}/${w.account_id}/${w.wallet_id}: balance ${w.balance_minor}, ledger sum ${w.ledger_minor}`,
    );
  const negative = await sql<{
    merchant_code: string;
    account_id: number;
    wallet_id: number;
    kind: string;
    balance_after_minor: number;
  }>`select merchant_code, account_id, wallet_id, kind, balance_after_minor from ledger where balance_after_minor < 0`.execute(
    db,
  );
  const negativeRows = negative.rows.map(
    (r) =>
      `ledger row of ${r.merchant_code}/${r.account_id}/${r.wallet_id} (${r.kind}) leaves ${r.balance_after_minor}`,
  );
  return [
    ...breaks.slice(0, 20),
    ...(breaks.length > 20 ? [`… and ${breaks.length - 20} more wallets`] : []),
    ...negativeRows.slice(0, 20),
  ];
}

interface Row {
  name: string;
  rps: number;
  /** The bare route's requests/s measured just before this target. */
  bareRps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** This process's CPU time (user + system) per request of the target's run, in µs. */
  cpuMicros: number;
}
const rows: Row[] = [];
const run = (target: Target, duration: number) => {
  const fresh = target.newBody
    ? { setupRequest: (request: autocannon.Request) => ({ ...request, body: target.newBody!() }) }
    : {};
  // A member per connection: autocannon calls setupClient once for each connection it opens (10
  // connections, 10 calls, numbered here in that order), and that connection then sends only its
  // own request list (these headers over the target's). One autocannon run, one set of figures.
  let opened = 0;
  const perConnection = target.perConnection;
  return autocannon({
    url: base + target.path,
    method: target.method,
    headers: target.headers ?? {},
    body: target.body,
    connections: target.connections ?? CONNECTIONS,
    duration,
    ...(target.newBody ? { requests: [fresh] } : {}),
    ...(perConnection
      ? { setupClient: (client) => client.setRequests([{ headers: perConnection(opened++), ...fresh }]) }
      : {}),
  });
};
// The machine is shared: its load moves during a run, so each target is read against the bare
// route measured just before it (BENCH_SECONDS each), not only against the first row.
const [bareTarget] = targets;
const loadAtStart = loadavg();
for (const target of targets.filter((t, i) => i === 0 || !ONLY || ONLY.test(t.name))) {
  // The login's warm-up would only count failed attempts towards the captcha: it runs cold.
  if (WARMUP_SECONDS > 0 && !target.body) await run(target, WARMUP_SECONDS);
  const bareBefore = target === bareTarget ? undefined : await run(bareTarget!, SECONDS);
  // This process's CPU time per answered request (server and load generator; on PostgreSQL not the
  // database's): steadier than requests/s on a shared machine, where other work takes the cores.
  const cpuBefore = process.cpuUsage();
  const result = await profiled(target.name, () => run(target, SECONDS));
  const cpuUsed = process.cpuUsage(cpuBefore);
  rows.push({
    name: target.name,
    rps: result.requests.average,
    bareRps: bareBefore?.requests.average ?? result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMicros: (cpuUsed.user + cpuUsed.system) / Math.max(1, result.requests.total),
  });
}
const load =
  !ONLY || ONLY.test('board load')
    ? await boardLoadCheck({ app, base, api, merchantCode: 'AUR', seconds: SECONDS })
    : undefined;
// Each bench member's spins in the run (warm-up included): a spread over all of them shows that
// each connection spun its own member.
const memberSpins = await sql<{ username: string; spins: number }>`
  select a.username, count(b.id) as spins
  from accounts a left join betting_records b on b.merchant_code = a.merchant_code and b.account_id = a.id
  where a.merchant_code = 'AUR' and a.username like 'benchmember%'
  group by a.username order by a.username`.execute(app.platform.db);
// The ledger invariant after every spin, launch and login of the run: each wallet's balance is the
// sum of its ledger rows, and no balance (nor any balance a row left behind) is negative.
const ledgerBreaks = await ledgerInvariantBreaks(app);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
if (BENCH_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${BENCH_SCHEMA}" CASCADE`);
  await admin.end();
}

const cpu = (await import('node:os')).cpus();
console.log(
  `\nLoopback, ${CONNECTIONS} connections, ${SECONDS} s per target, ${BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, Node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}\n`,
);
// "× bare": the target's requests/s as a share of the bare route's measured just before it.
console.log(
  '| target | requests/s | bare route just before | × bare | p50 (ms) | p99 (ms) | non-2xx | CPU µs/request |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.name} | ${Math.round(r.rps)} | ${Math.round(r.bareRps)} | ${(r.rps / (r.bareRps || 1)).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.non2xx + r.errors} | ${Math.round(r.cpuMicros)} |`,
  );
const spinCounts = memberSpins.rows.map((r) => Number(r.spins));
if (spinCounts.some((n) => n > 0))
  console.log(
    `\nSpins per bench member (${spinCounts.length} members, warm-up included): ${Math.min(...spinCounts)}–${Math.max(...spinCounts)}`,
  );
const { groups, rounds } = app.platform.inhouse.groups;
if (rounds > 0)
  console.log(
    `\nRound groups (services/games/round-group.ts): ${groups} for ${rounds} rounds, ${(rounds / groups).toFixed(1)} a group`,
  );
const loads = (l: number[]) => l.map((n) => n.toFixed(2)).join(', ');
console.log(`\nLoad average (1, 5, 15 min): ${loads(loadAtStart)} at the start, ${loads(loadavg())} at the end`);
console.log(
  ledgerBreaks.length === 0
    ? '\nLedger invariant: every wallet is the sum of its ledger rows, none negative: PASS'
    : `\nLedger invariant: FAIL\n${ledgerBreaks.join('\n')}`,
);
if (ledgerBreaks.length > 0) process.exitCode = 1;
if (load) {
  console.log(
    `\nBoard load: ${SPIN_MEMBERS} members spinning ${SPIN_RATE} rounds/s each, alone and then with ${BOARD_CLIENTS} ` +
      `anonymous clients at ${BOARD_CLIENT_RATE} requests/s each on the popular lotteries and the winner board, ` +
      `${SECONDS} s each, ${load.rounds.length} rounds\n`,
  );
  console.log('| round | spins | answered | failed | requests/s | p50 (ms) | p99 (ms) |');
  console.log('|---:|---|---:|---:|---:|---:|---:|');
  for (const [i, round] of load.rounds.entries())
    for (const [name, r] of [
      ['alone', round.alone],
      ['under the crowd', round.underCrowd],
      ['(the crowd: boards)', round.boards],
    ] as const)
      console.log(
        `| ${i + 1} | ${name} | ${r.answered} | ${r.failed} | ${Math.round(r.rps)} | ${Math.round(r.p50)} | ${Math.round(r.p99)} |`,
      );
  console.log(
    `\nspin p99 (median of the rounds) under the crowd ${Math.round(load.crowdP99)} ms / alone ` +
      `${Math.round(load.aloneP99)} ms = ${load.ratio.toFixed(2)} (limit ${SPIN_P99_LIMIT}): ${load.passed ? 'PASS' : 'FAIL'}`,
  );
  if (!load.passed) process.exitCode = 1;
}
