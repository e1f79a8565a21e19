import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { testDatabaseUrl } from '../../test/helpers';
import { compiledOnce, compiledOnceForTuples } from './compiled-once';
import { openDatabase } from './connect';
import type { Database } from './schema';

function sqlite(): Kysely<Database> {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
}

async function withTable(db: Kysely<Database>) {
  await sql`create table t (id integer primary key, merchant_code text, kind text, n integer)`.execute(db);
  await sql`insert into t values (1, 'AUR', 'a', 10), (2, 'AUR', 'b', 20), (3, 'LOT', 'a', 30)`.execute(db);
}

// A table the schema does not know: the query builder is typed for the platform's tables.
const any = (db: Kysely<Database>) =>
  db as unknown as Kysely<{ t: { id: number; merchant_code: string; kind: string; n: number } }>;

describe('compiledOnce', () => {
  it('builds and compiles a query once per database, each call with its own values and the constants kept', async () => {
    const db = sqlite();
    await withTable(db);
    const built = vi.fn();
    const query = compiledOnce((db, merchantCode: string, id: number) => {
      built();
      return any(db)
        .selectFrom('t')
        .select(['id', 'n'])
        .where('merchant_code', '=', merchantCode)
        .where('kind', '=', 'a')
        .where('id', '>=', id);
    });
    expect(await query.rows(db, 'AUR', 1)).toEqual([{ id: 1, n: 10 }]);
    expect(await query.rows(db, 'LOT', 1)).toEqual([{ id: 3, n: 30 }]);
    expect(await query.first(db, 'AUR', 2)).toBeUndefined();
    // A transaction of the same database uses the same compiled text.
    await db.transaction().execute(async (trx) => expect(await query.first(trx, 'LOT', 3)).toEqual({ id: 3, n: 30 }));
    expect(built).toHaveBeenCalledTimes(1);

    const other = sqlite();
    await withTable(other);
    expect(await query.first(other, 'AUR', 2)).toBeUndefined();
    expect(built).toHaveBeenCalledTimes(2);
    await db.destroy();
    await other.destroy();
  });

  it('runs writes with their affected-row count', async () => {
    const db = sqlite();
    await withTable(db);
    const bump = compiledOnce((db, merchantCode: string, by: number) =>
      any(db).updateTable('t').set({ n: by }).where('merchant_code', '=', merchantCode),
    );
    expect((await bump.run(db, 'AUR', 7)).numAffectedRows).toBe(2n);
    expect(await any(db).selectFrom('t').select('n').orderBy('id').execute()).toEqual([{ n: 7 }, { n: 7 }, { n: 30 }]);
    await db.destroy();
  });

  it("compiles each dialect's own text", async () => {
    const pg = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as never }) });
    const executed: { sql: string; parameters: readonly unknown[] }[] = [];
    vi.spyOn(pg, 'executeQuery').mockImplementation(async (query) => {
      executed.push(query as never);
      return { rows: [] };
    });
    const db = sqlite();
    await withTable(db);
    const query = compiledOnce((db, id: number) => any(db).selectFrom('t').select('n').where('id', '=', id));
    await query.rows(pg, 3);
    expect(executed).toEqual([
      expect.objectContaining({ sql: 'select "n" from "t" where "id" = $1', parameters: [3] }),
    ]);
    expect(await query.rows(db, 3)).toEqual([{ n: 30 }]);
    await db.destroy();
  });

  it('refuses a build that uses an argument other than as a value of the query', async () => {
    const db = sqlite();
    await withTable(db);
    const query = compiledOnce((db, id: number) =>
      any(db)
        .selectFrom('t')
        .select('n')
        .where('id', '=', Number(id) || 1),
    );
    await expect(query.rows(db, 2)).rejects.toThrow(/argument 1 is not a value/);
    await db.destroy();
  });

  it('reads a list of keys of two values each, compiled once per list size, a short list padded by its last key', async () => {
    const db = sqlite();
    await withTable(db);
    const built = vi.fn();
    const executed: unknown[][] = [];
    const spy = vi.spyOn(db.getExecutor(), 'executeQuery');
    // Each key: an id and a bound on n; the id is used twice (the `in` list and the pair's table).
    const read = compiledOnceForTuples<[string], readonly [number, number], { id: number; bound: number }>(
      1,
      2,
      (db, [merchantCode], keys) => {
        built();
        const pairs = keys
          .map(([id, bound]) =>
            db.selectNoFrom([
              sql<number>`cast(${id} as integer)`.as('id'),
              sql<number>`cast(${bound} as integer)`.as('bound'),
            ]),
          )
          .reduce((all, one) => all.unionAll(one));
        return any(db)
          .selectFrom('t')
          .innerJoin(pairs.as('p'), 'p.id', 't.id')
          .select(['t.id', 'p.bound'])
          .where('t.merchant_code', '=', merchantCode)
          .where(
            't.id',
            'in',
            keys.map(([id]) => id),
          )
          .whereRef('t.n', '<=', 'p.bound');
      },
    );
    const sorted = (rows: { id: number; bound: number }[]) =>
      [...rows].sort((a, b) => a.id - b.id || a.bound - b.bound);
    // Three keys: padded to four by repeating the last key, whole (its bound too).
    expect(
      sorted(
        await read.rows(
          db,
          ['AUR'],
          [
            [1, 10],
            [2, 5],
            [2, 20],
          ],
        ),
      ),
    ).toEqual([
      { id: 1, bound: 10 },
      { id: 2, bound: 20 },
      { id: 2, bound: 20 },
    ]);
    expect(await read.rows(db, ['LOT'], [[3, 30]])).toEqual([{ id: 3, bound: 30 }]);
    expect(await read.rows(db, ['AUR'], [[1, 9]])).toEqual([]);
    for (const call of spy.mock.calls)
      executed.push([...(call[0] as unknown as { parameters: readonly unknown[] }).parameters]);
    // The first statement: the merchant code, four pairs (the last one twice) and four ids in the list.
    expect(executed[0]).toHaveLength(1 + 4 * 2 + 4);
    expect(executed[0]!.filter((value) => value === 20)).toHaveLength(2);
    expect(executed[0]!.filter((value) => value === 2)).toHaveLength(2 * 3);
    // Sizes 4 and 1: two builds, the second size's used twice.
    expect(built).toHaveBeenCalledTimes(2);
    await db.destroy();
  });

  it('runs on PostgreSQL as a named statement, prepared once per connection', async () => {
    const handle = await openDatabase({ url: testDatabaseUrl(), schema: 'compiled_once_test', sqliteFile: ':memory:' });
    try {
      const byCode = compiledOnce((db, merchantCode: string) =>
        db.selectFrom('tenants').select('maintenance').where('merchant_code', '=', merchantCode),
      );
      const prepared = await handle.db.transaction().execute(async (trx) => {
        await byCode.rows(trx, 'AUR');
        await byCode.rows(trx, 'LTS');
        return sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(
          trx,
        );
      });
      expect(prepared.rows).toEqual([
        { name: expect.stringMatching(/^compiled_once_\d+$/), statement: expect.stringContaining('from "tenants"') },
      ]);
      // Any other query is sent unnamed, as before.
      expect((await sql<{ n: number }>`select 1 as n`.execute(handle.db)).rows).toEqual([{ n: 1 }]);
    } finally {
      await sql`drop schema compiled_once_test cascade`.execute(handle.db);
      await handle.close();
    }
  });
});
