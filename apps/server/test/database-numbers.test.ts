// Both engines answer numbers as numbers: bigint columns (ids, epoch-ms times, minor units),
// count(*) and the aggregates of bigint columns. db/connect.ts parses PostgreSQL's int8 and numeric
// once, which is why no repository or service casts a row's value with Number().
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { ENGINES, testDatabaseUrl, type Engine } from './helpers';

async function emptyDatabase(engine: Engine): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  if (engine === 'sqlite') {
    const handle = await openDatabase({ sqliteFile: ':memory:' });
    return { handle, close: () => handle.close() };
  }
  const schema = `n_${randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ url: testDatabaseUrl(), schema, sqliteFile: ':memory:' });
  return {
    handle,
    async close() {
      await handle.close();
      const admin = new pg.Client({ connectionString: testDatabaseUrl() });
      await admin.connect();
      await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
      await admin.end();
    },
  };
}

describe.each(ENGINES)('numbers from the database (%s)', (engine) => {
  it('answers bigint columns, count(*), sum(), min() and avg() as numbers', async () => {
    const { handle, close } = await emptyDatabase(engine);
    try {
      const { db } = handle;
      // Past int4's range, as epoch milliseconds are.
      const times = [1_780_000_000_000, 1_780_000_000_500];
      for (const created_at of times) {
        const message = {
          merchant_code: 'AUR',
          channel: 'sms',
          recipient: '+84912000001',
          code: null,
          text: 't',
          created_at,
        };
        await db.insertInto('outbox').values(message).execute();
      }

      const rows = await db.selectFrom('outbox').select(['id', 'created_at']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: 1, created_at: times[0] },
        { id: 2, created_at: times[1] },
      ]);

      const aggregates = await db
        .selectFrom('outbox')
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.sum<number>('created_at').as('total'),
          eb.fn.min<number>('created_at').as('oldest'),
          eb.fn.avg<number>('id').as('meanId'),
        ])
        .executeTakeFirstOrThrow();
      expect(aggregates).toEqual({ n: 2, total: times[0]! + times[1]!, oldest: times[0], meanId: 1.5 });
    } finally {
      await close();
    }
  });
});
