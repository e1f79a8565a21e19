// No player action lost to a fault, on SQLite and PostgreSQL: a money call cut by a real database
// fault — PostgreSQL terminating the call's own connection in the middle of its transaction (what a
// restart does to the transactions in flight), SQLite's write lock held by another connection past
// busy_timeout — answers 503 `service_unavailable` with `Retry-After`, never 500, and leaves nothing
// half-written; the same call sent again with the same request id / round id is answered and moves
// the money once, and a third copy is answered from the first.
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { HEADERS, WALLET_IDS } from '@portal/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startPlatform, testDatabaseUrl, type CallResult, type TestPlatform } from './helpers';
import { expectLedgerConsistent, mainBalance, newMember, reposOf, requestId, type Member } from './money-helpers';

/** A fault that cuts the database under the money calls of one account until it is lifted. */
interface Fault {
  lift(): Promise<void>;
}

/**
 * PostgreSQL: the first ledger row written for the account makes its backend terminate itself
 * (`pg_terminate_backend`, 57P01 — what `pg_ctl restart` does to every session): the transaction is
 * cut after it has written, and the connection is gone.
 */
async function cutPostgresConnection(platform: TestPlatform, accountId: number): Promise<Fault> {
  const client = new pg.Client({
    connectionString: testDatabaseUrl(),
    options: `-c search_path=${platform.config.databaseSchema!}`,
  });
  await client.connect();
  await client.query(`create or replace function fault_cut_connection() returns trigger language plpgsql as $$
    begin perform pg_terminate_backend(pg_backend_pid()); return new; end $$`);
  await client.query(`create trigger fault_cut_connection after insert on ledger for each row
    when (new.account_id = ${Number(accountId)}) execute function fault_cut_connection()`);
  return {
    async lift() {
      await client.query('drop trigger fault_cut_connection on ledger');
      await client.end();
    },
  };
}

/**
 * SQLite: another connection to the file holds the write lock; the platform's connection waits
 * busy_timeout (lowered to 50 ms for the test), its transaction is rerun once, and fails again.
 */
async function holdSqliteWriteLock(platform: TestPlatform): Promise<Fault> {
  await sql`pragma busy_timeout = 50`.execute(platform.app.platform.db);
  const other = new SQLite(platform.config.sqliteFile);
  other.exec('begin immediate');
  return {
    async lift() {
      other.exec('rollback');
      other.close();
      await sql`pragma busy_timeout = 5000`.execute(platform.app.platform.db);
    },
  };
}

function expectServiceUnavailable(result: CallResult<unknown>): void {
  expect(result.status, JSON.stringify(result.body)).toBe(503);
  expect(result.headers['retry-after']).toBe('1');
  expect(result.body).toMatchObject({
    success: false,
    errorCode: 'service_unavailable',
    value: { retryAfterSeconds: 1 },
  });
  expect(result.body.message).toMatch(/try again in 1 second/);
}

describe.each(ENGINES)('a money call cut by a database fault (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  const fault = (accountId: number) =>
    engine === 'postgres' ? cutPostgresConnection(platform, accountId) : holdSqliteWriteLock(platform);
  const ledgerRows = async (member: Member) =>
    (
      await platform.app.platform.db
        .selectFrom('ledger')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('merchant_code', '=', member.merchant)
        .where('account_id', '=', member.id)
        .executeTakeFirstOrThrow()
    ).n;
  const gameWallet = async (member: Member) =>
    (await reposOf(platform, member.merchant).wallets.balances(member.id)).find((w) => w.walletId === 11)
      ?.balanceMinor ?? 0;

  it('answers a cut transfer 503 with Retry-After, keeps nothing of it, and moves the money once when it comes again', async () => {
    const member = await newMember(platform, { balanceMinor: 10_000 });
    const id = requestId('fault');
    const transfer = () =>
      member.client.call(
        'walletTransfer',
        { fromWallet: WALLET_IDS.MAIN, toWallet: 11, amount: '25', requestId: id },
        { token: member.token },
      );
    const rowsBefore = await ledgerRows(member);

    const cut = await fault(member.id);
    let first: CallResult<unknown>;
    try {
      first = await transfer();
    } finally {
      await cut.lift();
    }
    expectServiceUnavailable(first);
    // Nothing half-written: no transfer under the id, no ledger row, the balance as it was.
    expect(await reposOf(platform, member.merchant).transfers.byRequest(member.id, id)).toBeUndefined();
    expect(await ledgerRows(member)).toBe(rowsBefore);
    expect(await mainBalance(platform, member)).toBe(10_000);

    // The client's retry: the same request id, once the database is back.
    const retried = await transfer();
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const again = await transfer();
    expect(again.status).toBe(200);
    expect(again.body.value).toEqual(retried.body.value);
    expect(await mainBalance(platform, member)).toBe(10_000 - 2_500);
    expect(await gameWallet(member)).toBe(2_500);
    expect(await ledgerRows(member)).toBe(rowsBefore + 2);
    await expectLedgerConsistent(platform, [member]);
  });

  it('answers a cut spin 503 with Retry-After, keeps nothing of it, and pays the round once when it comes again', async () => {
    const member = await newMember(platform, { balanceMinor: 10_000 });
    await member.client.call('closeGame', {}, { token: member.token });
    const launch = await member.client.call(
      'launchGame',
      { nodeId: 'INH-SLOT', vassalage: 'INH', launchMode: 'GLS' },
      { token: member.token },
    );
    const ticket = new URL(launch.body.value!.content.game_url!, 'http://x').searchParams.get('ticket')!;
    const gameSession = (await member.client.call('startInhouseSession', { ticket })).body.value!.gameSessionToken;
    const roundId = randomUUID();
    const spin = () =>
      member.client.call(
        'spinInhouseSlot',
        { roundId, betMinor: 100 },
        { headers: { [HEADERS.gameSession]: gameSession } },
      );
    const rowsBefore = await ledgerRows(member);

    const cut = await fault(member.id);
    let first: CallResult<unknown>;
    try {
      first = await spin();
    } finally {
      await cut.lift();
    }
    expectServiceUnavailable(first);
    expect(await ledgerRows(member)).toBe(rowsBefore);
    expect(await mainBalance(platform, member)).toBe(10_000);

    const retried = await spin();
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.value!.replayed).toBe(false);
    const again = await spin();
    expect(again.body.value).toMatchObject({ roundId, replayed: true, balanceMinor: retried.body.value!.balanceMinor });
    const bets = await platform.app.platform.db
      .selectFrom('ledger')
      .select(['amount_minor'])
      .where('account_id', '=', member.id)
      .where('kind', '=', 'bet')
      .where('reference', '=', roundId)
      .execute();
    expect(bets).toEqual([{ amount_minor: -100 }]);
    expect(await mainBalance(platform, member)).toBe(10_000 - 100 + retried.body.value!.winMinor);
    await expectLedgerConsistent(platform, [member]);
  });
});
