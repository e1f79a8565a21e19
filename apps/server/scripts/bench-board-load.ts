// The public boards under a crowd (issue 21, "Anonymous scans"): members' slot spins measured alone,
// then again while BOARD_CLIENTS anonymous clients ask for the popular lotteries and the winner
// board, half each, at BOARD_CLIENT_RATE requests per second per client. The spins' p99 under the
// crowd must stay within SPIN_P99_LIMIT times their p99 alone; `boardLoadCheck` says whether it did
// and the benchmark exits non-zero when not. It is a benchmark, not a CI test: run it on a quiet
// machine (`pnpm --filter @portal/server run bench`, BENCH_ONLY='board load' for it alone).
//
// The spinning members are SPIN_MEMBERS fresh accounts with money and a game session each (a
// member's rounds serialise on their seed's row, as one player's would); each spin picks the next
// session. The crowd and the spins share the benchmark's process and its two cores with the
// server and the database, so the check is as much about CPU as about the database's connections.
import { randomUUID } from 'node:crypto';
import { ACCOUNT_TYPES, WALLET_IDS } from '@portal/contracts';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { tenantRepositories } from '../src/repositories/index';

export const BOARD_CLIENTS = Number(process.env.BENCH_BOARD_CLIENTS ?? 200);
/** Requests per second each anonymous client sends (a lobby page polling both boards). */
export const BOARD_CLIENT_RATE = Number(process.env.BENCH_BOARD_RATE ?? 2);
const SPIN_MEMBERS = Number(process.env.BENCH_SPIN_MEMBERS ?? 10);
export const SPIN_P99_LIMIT = 2;

export interface BoardLoadResult {
  spinAlone: { rps: number; p50: number; p99: number; answered: number };
  spinUnderCrowd: { rps: number; p50: number; p99: number; answered: number };
  boards: { rps: number; p50: number; p99: number; answered: number; non2xx: number };
  ratio: number;
  passed: boolean;
}

/** SPIN_MEMBERS members of the tenant with 5,000.00 each, a portal session and an in-house slot game session. */
async function spinningMembers(
  app: FastifyInstance,
  base: string,
  api: Record<string, string>,
  merchantCode: string,
): Promise<string[]> {
  const { db, clock, sessions } = app.platform;
  const repos = tenantRepositories(db, merchantCode);
  const gameSessions: string[] = [];
  for (let i = 0; i < SPIN_MEMBERS; i++) {
    const now = clock.now();
    const username = `spinner${i}`;
    const accountId = await repos.transaction(async (trx) => {
      const id = await trx.accounts.insert({
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
      await trx.wallets.open(id, WALLET_IDS.MAIN, 'USD', now);
      await trx.wallets.post({
        accountId: id,
        walletId: WALLET_IDS.MAIN,
        amountMinor: 500_000,
        kind: 'deposit',
        reference: `bench-spinner:${id}`,
        now,
      });
      return id;
    });
    const account = (await repos.accounts.findById(accountId))!;
    const { token } = await sessions.start(repos, account, { ip: '127.0.0.1', deviceId: 'bench' });
    const launch = await fetch(`${base}/wps/game/launchGame?nodeId=INH-SLOT&vassalage=INH&launchMode=GLS`, {
      headers: { ...api, authorization: token },
    });
    const gameUrl = ((await launch.json()) as { value: { content: { game_url: string } } }).value.content.game_url;
    const ticket = new URL(gameUrl, base).searchParams.get('ticket');
    const started = await fetch(`${base}/lgw/inhouse/session`, {
      method: 'POST',
      headers: { ...api, 'content-type': 'application/json' },
      body: JSON.stringify({ ticket }),
    });
    gameSessions.push(((await started.json()) as { value: { gameSessionToken: string } }).value.gameSessionToken);
  }
  return gameSessions;
}

export async function boardLoadCheck(options: {
  app: FastifyInstance;
  base: string;
  api: Record<string, string>;
  merchantCode: string;
  seconds: number;
  /** Concurrent spins (the benchmark's connections). */
  spinConnections: number;
}): Promise<BoardLoadResult> {
  const { app, base, api, seconds } = options;
  const gameSessions = await spinningMembers(app, base, api, options.merchantCode);
  let next = 0;
  const spins = () =>
    autocannon({
      url: `${base}/lgw/inhouse/slot/spin`,
      method: 'POST',
      headers: { ...api, 'content-type': 'application/json' },
      connections: options.spinConnections,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'game-session': gameSessions[next++ % gameSessions.length]! },
            body: JSON.stringify({ roundId: randomUUID(), betMinor: 10 }),
          }),
        },
      ],
    });
  const figures = (r: autocannon.Result) => ({
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    answered: r.requests.total,
  });

  const alone = await spins();
  // The crowd: every client alternates the two boards, at its own rate.
  const crowd = autocannon({
    url: base,
    headers: api,
    connections: BOARD_CLIENTS,
    connectionRate: BOARD_CLIENT_RATE,
    // A thread of its own: the crowd's own work (sending, reading answers) is not the server's.
    workers: 1,
    duration: seconds + 2,
    requests: [
      { method: 'GET', path: '/lgw/games/popular?count=20' },
      { method: 'GET', path: '/wps/relay/GCSGAME_getRankList' },
    ],
  });
  // Spins start once the crowd is on.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const underCrowd = await spins();
  const boards = await crowd;
  // Spins that never came back have no latency: none answered under the crowd is a failure, not a p99 of 0.
  const answered = (r: autocannon.Result) => r.requests.total > 0 && r.non2xx + r.errors + r.timeouts === 0;
  const ratio = answered(underCrowd) ? underCrowd.latency.p99 / Math.max(1, alone.latency.p99) : Infinity;
  return {
    spinAlone: figures(alone),
    spinUnderCrowd: figures(underCrowd),
    boards: { ...figures(boards), non2xx: boards.non2xx + boards.errors + boards.timeouts },
    ratio,
    passed: answered(alone) && ratio <= SPIN_P99_LIMIT,
  };
}
