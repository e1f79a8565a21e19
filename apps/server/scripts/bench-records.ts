// The member centre's benchmark account (the target: a page of records p99 ≤ 50 ms on an account
// with 100,000 ledger rows and 100,000 bets): `bench100k` of AURORA, its rows spread over the last
// 90 days and inserted in bulk (500 a statement, one transaction; the bets through the betting
// records' insertMany), then a session for it.
// The ledger rows are written directly, not through wallets.post (which would take minutes): they
// run up a consistent balance, and the wallet is set to where they end. On PostgreSQL the two
// tables are vacuumed and analysed after the load.
import { ACCOUNT_TYPES, WALLET_IDS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DAY } from '../src/lib/clock';
import type { BetStatus, NewBettingRecord } from '../src/repositories/betting-records';
import { tenantRepositories } from '../src/repositories/index';

export const RECORDS_ROWS = Number(process.env.BENCH_RECORD_ROWS ?? 100_000);
const CHUNK = 500;
const LEDGER_KINDS = [
  'bet',
  'win',
  'deposit',
  'lottery_bet',
  'lottery_win',
  'bonus',
  'reward',
  'withdrawal_hold',
  'withdrawal_release',
  'wallet_transfer_out',
  'wallet_transfer_in',
];
const GAMES = [
  { vendor: 'PG', gameType: 'RNG', gameName: 'Fortune Tiger' },
  { vendor: 'EVO', gameType: 'LIVE', gameName: 'Baccarat' },
  { vendor: 'LOTTERY', gameType: 'ELOTT', gameName: 'FAST5' },
  { vendor: 'INH', gameType: 'RNG', gameName: 'Slot' },
];

export interface RecordsBenchAccount {
  token: string;
  startTime: number;
  endTime: number;
  seedSeconds: number;
}

export async function seedRecordsAccount(app: FastifyInstance, merchantCode = 'AUR'): Promise<RecordsBenchAccount> {
  const started = performance.now();
  const { db, clock, sessions } = app.platform;
  const repos = tenantRepositories(db, merchantCode);
  const now = clock.now();
  const startTime = now - 90 * DAY;
  const step = Math.floor((90 * DAY) / RECORDS_ROWS);
  const accountId = await repos.transaction(async (trx) => {
    const id = await trx.accounts.insert({
      username: 'bench100k',
      username_key: 'bench100k',
      nickname: 'bench100k',
      type: ACCOUNT_TYPES.MEMBER,
      status: 'active',
      password_hash: 'unused',
      password_changed_at: now,
      must_change_password: 0,
      profile_json: '{}',
      language: 'EN',
      created_at: startTime,
    });
    await trx.wallets.open(id, WALLET_IDS.MAIN, 'USD', now);
    return id;
  });
  await db.transaction().execute(async (trx) => {
    let balance = 0;
    for (let at = 0; at < RECORDS_ROWS; at += CHUNK) {
      const ledger = [];
      const bets: NewBettingRecord[] = [];
      for (let i = at; i < Math.min(at + CHUNK, RECORDS_ROWS); i++) {
        const time = startTime + i * step;
        // The first row is an opening deposit large enough that no later row leaves the balance
        // below zero (the bench checks the ledger invariant after its run).
        const kind = i === 0 ? 'deposit' : LEDGER_KINDS[i % LEDGER_KINDS.length]!;
        const amount =
          i === 0 ? 10_000 : kind.endsWith('bet') || kind.endsWith('_out') || kind === 'withdrawal_hold' ? -100 : 150;
        balance += amount;
        ledger.push({
          merchant_code: merchantCode,
          account_id: accountId,
          wallet_id: WALLET_IDS.MAIN,
          amount_minor: amount,
          balance_after_minor: balance,
          kind,
          reference: `R${i}`,
          created_at: time,
        });
        const game = GAMES[i % GAMES.length]!;
        const status: BetStatus = i % 50 === 0 ? 'open' : i % 97 === 0 ? 'void' : 'settled';
        bets.push({
          accountId,
          walletId: WALLET_IDS.MAIN,
          roundId: `bench-${i}`,
          source: 'inhouse',
          nodeId: `${game.vendor}-1`,
          ...game,
          betMinor: 100,
          winMinor: status === 'open' ? null : (i % 3) * 90,
          currency: 'USD',
          status,
          validBetMinor: status === 'settled' ? 100 : status === 'void' ? 0 : null,
          placedAt: time,
          settledAt: status === 'open' ? null : time,
          requestHash: 'bench',
          detail: {},
        });
      }
      await trx.insertInto('ledger').values(ledger).execute();
      await tenantRepositories(trx, merchantCode).bettingRecords.insertMany(bets);
    }
    await trx
      .updateTable('wallets')
      .set({ balance_minor: balance })
      .where('merchant_code', '=', merchantCode)
      .where('account_id', '=', accountId)
      .execute();
  });
  // What autovacuum does after a bulk load anyway (statistics, the visibility map for index-only
  // scans), done at once so the first seconds of the run do not measure a stale plan.
  if (app.platform.dialect === 'postgres') await sql`vacuum analyze ledger, betting_records`.execute(db);
  const account = (await repos.accounts.findById(accountId))!;
  const { token } = await sessions.start(repos, account, { ip: '127.0.0.1', deviceId: 'bench' });
  return { token, startTime, endTime: now, seedSeconds: (performance.now() - started) / 1000 };
}
