import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/helpers';
import type { Executor } from '../repositories/executor';
import { openDatabase } from './connect';
import { GroupCommit, groupCommitOf } from './group-commit';
import type { Database } from './schema';

// A small ledger of its own: a balance that must stay >= 0 and rounds unique by id.
interface Tables {
  gc_wallet: { member: number; balance: number };
  gc_round: { round_id: string; member: number; bet: number };
}
const tables = (db: Executor) => db as unknown as Kysely<Tables>;

class Refused extends Error {}

/** A spin: the round id's answer if it exists (no second bet), else the bet taken if the balance holds. */
const spin = (member: number, roundId: string, bet: number) => async (trx: Executor) => {
  const db = tables(trx);
  const existing = await db.selectFrom('gc_round').selectAll().where('round_id', '=', roundId).executeTakeFirst();
  if (existing) return { roundId, replayed: true };
  await db.insertInto('gc_round').values({ round_id: roundId, member, bet }).execute();
  const row = await db
    .updateTable('gc_wallet')
    .set((eb) => ({ balance: eb('balance', '-', bet) }))
    .where('member', '=', member)
    .where((eb) => eb(eb('balance', '-', bet), '>=', 0))
    .returning('balance')
    .executeTakeFirst();
  if (!row) throw new Refused(`member ${member} cannot bet ${bet}`);
  return { roundId, balance: row.balance };
};

/** A gate that holds the group running now, so the works queued meanwhile form the next group. */
function gate() {
  let open!: () => void;
  let running!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const started = new Promise<void>((resolve) => (running = resolve));
  return {
    open,
    started,
    work: async () => {
      running();
      await opened;
    },
  };
}

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

const engines: [string, () => Promise<{ db: Executor; close: () => Promise<void> }>][] = [
  [
    'sqlite',
    async () => {
      const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
      return { db, close: () => db.destroy() };
    },
  ],
  [
    'postgres',
    async () => {
      const handle = await openDatabase({
        url: testDatabaseUrl(),
        schema: 'group_commit_test',
        sqliteFile: ':memory:',
      });
      return { db: handle.db, close: () => handle.close() };
    },
  ],
];

describe.each(engines)('group commit (%s)', (_engine, open) => {
  let db: Executor;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await open());
    await sql`drop table if exists gc_wallet`.execute(db);
    await sql`drop table if exists gc_round`.execute(db);
    await sql`create table gc_wallet (member integer primary key, balance integer not null check (balance >= 0))`.execute(
      db,
    );
    await sql`create table gc_round (round_id text primary key, member integer not null, bet integer not null)`.execute(
      db,
    );
  });
  afterAll(() => close?.());

  const wallet = async (member: number, balance: number) => {
    await tables(db).deleteFrom('gc_wallet').where('member', '=', member).execute();
    await tables(db).insertInto('gc_wallet').values({ member, balance }).execute();
  };
  const balanceOf = async (member: number) =>
    (await tables(db).selectFrom('gc_wallet').select('balance').where('member', '=', member).executeTakeFirstOrThrow())
      .balance;
  const roundsOf = async (member: number) =>
    (
      await tables(db)
        .selectFrom('gc_round')
        .select('round_id')
        .where('member', '=', member)
        .orderBy('round_id')
        .execute()
    ).map((r) => r.round_id);

  it('runs the works queued behind a running group together; one refusal rolls back only its own work', async () => {
    const group = new GroupCommit(db);
    for (const member of [1, 2, 3, 4, 5]) await wallet(member, 100);
    await wallet(3, 10); // member 3 cannot bet 50
    const held = gate();
    const first = group.run(held.work);
    await held.started; // its group has begun: what follows queues for the next one
    const spins = [1, 2, 3, 4, 5].map((member) => settle(group.run(spin(member, `a-${member}`, 50))));
    held.open();
    await first;
    const answers = await Promise.all(spins);
    expect(answers.map((a) => ('error' in a ? 'refused' : a.value))).toEqual([
      { roundId: 'a-1', balance: 50 },
      { roundId: 'a-2', balance: 50 },
      'refused',
      { roundId: 'a-4', balance: 50 },
      { roundId: 'a-5', balance: 50 },
    ]);
    expect((answers[2] as { error: unknown }).error).toBeInstanceOf(Refused);
    // The refused spin's round row was rolled back with it; the others committed.
    expect(await roundsOf(3)).toEqual([]);
    expect(await balanceOf(3)).toBe(10);
    expect(await roundsOf(4)).toEqual(['a-4']);
  });

  it('puts the works queued in one turn of the event loop into one group', async () => {
    const group = new GroupCommit(db);
    for (const member of [41, 42, 43]) await wallet(member, 100);
    const answers = await Promise.all([41, 42, 43].map((member) => group.run(spin(member, `t-${member}`, 10))));
    expect(answers.map((a) => a.balance)).toEqual([90, 90, 90]);
    expect(group.groups).toBe(1);
    // A lone work later is a group of its own.
    await group.run(spin(41, 't-41-again', 10));
    expect(group.groups).toBe(2);
  });

  it('groups on SQLite only: on PostgreSQL each work is a transaction of its own, run at once', async () => {
    for (const member of [51, 52]) await wallet(member, 100);
    const group = groupCommitOf(db);
    const before = group.groups;
    await Promise.all([51, 52].map((member) => group.run(spin(member, `p-${member}`, 10))));
    expect(group.groups - before).toBe(_engine === 'sqlite' ? 1 : 2);
    expect([await balanceOf(51), await balanceOf(52)]).toEqual([90, 90]);
  });

  it('answers a round id played twice in one group once: the second sees the first, no second bet', async () => {
    const group = new GroupCommit(db);
    await wallet(11, 100);
    const held = gate();
    const first = group.run(held.work);
    await held.started; // its group has begun: what follows queues for the next one
    const twice = [group.run(spin(11, 'dup-1', 30)), group.run(spin(11, 'dup-1', 30))];
    held.open();
    await first;
    expect(await Promise.all(twice)).toEqual([
      { roundId: 'dup-1', balance: 70 },
      { roundId: 'dup-1', replayed: true },
    ]);
    expect(await balanceOf(11)).toBe(70);
  });

  it('runs two spins of one member in one group in their order: the second sees the first one’s balance', async () => {
    const group = new GroupCommit(db);
    await wallet(21, 100);
    const held = gate();
    const first = group.run(held.work);
    await held.started; // its group has begun: what follows queues for the next one
    const spins = [
      settle(group.run(spin(21, 'o-1', 60))),
      settle(group.run(spin(21, 'o-2', 60))),
      settle(group.run(spin(21, 'o-3', 30))),
    ];
    held.open();
    await first;
    const answers = await Promise.all(spins);
    expect(answers[0]).toEqual({ value: { roundId: 'o-1', balance: 40 } });
    expect((answers[1] as { error: unknown }).error).toBeInstanceOf(Refused);
    expect(answers[2]).toEqual({ value: { roundId: 'o-3', balance: 10 } });
    expect(await roundsOf(21)).toEqual(['o-1', 'o-3']);
  });

  it('commits nothing of a group whose transaction fails, and every caller of it gets the error', async () => {
    const group = new GroupCommit(db);
    await wallet(31, 100);
    await wallet(32, 100);
    const held = gate();
    const first = group.run(held.work);
    await held.started; // its group has begun: what follows queues for the next one
    // The database gives the whole transaction up (a serialisation failure, each time it runs).
    const crash = async (trx: Executor) => {
      await spin(32, 'c-crash', 10)(trx);
      throw Object.assign(new Error('could not serialize access'), { code: '40001' });
    };
    const spins = [
      settle(group.run(spin(31, 'c-1', 10))),
      settle(group.run(crash)),
      settle(group.run(spin(32, 'c-2', 10))),
    ];
    held.open();
    await first;
    const answers = await Promise.all(spins);
    for (const answer of answers) expect((answer as { error: Error }).error.message).toMatch(/serialize/);
    expect(await balanceOf(31)).toBe(100);
    expect(await balanceOf(32)).toBe(100);
    expect([...(await roundsOf(31)), ...(await roundsOf(32))]).toEqual([]);
    // The queue goes on after a failed group.
    expect(await group.run(spin(31, 'c-after', 10))).toEqual({ roundId: 'c-after', balance: 90 });
  });
});
