// Migrations stand alone: a database stopped at an old version reaches the latest one, and a data
// migration does to old rows what it did when it shipped. Here 0003's move of legacy mobile numbers
// to E.164 (its frozen copy of the phone normalisation), 0010's money guards (which refuse to
// start over rows that already break them), 0011's binding of game sessions to the portal session
// (older rows get none), 0012's seeds at rest (old seeds stay readable, one still in use is
// revealed) and 0014's winner-board index, on both engines.
import { createHash, randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationProvider } from '../src/db/migrations/index';
import { ServerSeeds } from '../src/games/fairness';
import { ENGINES, testDatabaseUrl, type Engine } from './helpers';

interface OldDatabase {
  db: Kysely<unknown>;
  migrator: Migrator;
  close(): Promise<void>;
}

async function emptyDatabase(engine: Engine): Promise<OldDatabase> {
  if (engine === 'sqlite') {
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    return { db, migrator: new Migrator({ db, provider: migrationProvider('sqlite') }), close: () => db.destroy() };
  }
  const schema = `m_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  const pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2, options: `-c search_path=${schema}` });
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    migrator: new Migrator({ db, provider: migrationProvider('postgres'), migrationTableSchema: schema }),
    async close() {
      await db.destroy();
      await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
      await admin.end();
    },
  };
}

describe.each(ENGINES)('migrations (%s)', (engine) => {
  let database: OldDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('0003 moves the mobile numbers of a 0002 database to E.164, as it shipped', async () => {
    database = await emptyDatabase(engine);
    const { db, migrator } = database;
    expect((await migrator.migrateTo('0002-maintenance-end')).error).toBeUndefined();

    await sql`insert into tenants (merchant_code, tenant_id, brand_name, config_json, modules_json, registration_json,
      created_at, updated_at) values ('AUR', 'aurora', 'Aurora', '{}', '{}', '{}', 0, 0)`.execute(db);
    const legacy: [string, string | null, string][] = [
      ['plain', '+84', '912000001'], // N
      ['trunk', '84', '0912000002'], // 0N
      ['twin-a', '+84', '912000003'], // N and 0N of one number: one of them keeps its old form
      ['twin-b', '+84', '0912000003'],
      ['invalid', '+84', '12345'], // not a valid mobile number: its digits behind the dialing code
      ['already', '+84', '+84912000009'],
    ];
    for (const [username, dialing, number] of legacy) {
      await sql`insert into accounts (merchant_code, username, username_key, nickname, type, password_hash, password_changed_at,
        mobile_dialing_code, mobile_number, language, created_at)
        values ('AUR', ${username}, ${username}, ${username}, 0, 'x', 0, ${dialing}, ${number}, 'EN', 0)`.execute(db);
    }

    const { error, results } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    expect(results?.[0]?.migrationName).toBe('0003-account-security');
    const rows = (
      await sql<{ username: string; mobile_number: string }>`select username, mobile_number from accounts`.execute(db)
    ).rows;
    const numbers = Object.fromEntries(rows.map((r) => [r.username, r.mobile_number]));
    expect(numbers).toMatchObject({
      plain: '+84912000001',
      trunk: '+84912000002',
      invalid: '+8412345',
      already: '+84912000009',
    });
    // Either twin may come first (no order in the migration's select): the other keeps its form.
    expect([
      ['+84912000003', '0912000003'],
      ['912000003', '+84912000003'],
    ]).toContainEqual([numbers['twin-a'], numbers['twin-b']]);
  });

  it('0010 names the rows that already break a money guard and stops, then adds the guards once they are settled', async () => {
    database = await emptyDatabase(engine);
    const { db, migrator } = database;
    expect((await migrator.migrateTo('0009-catalogue-version')).error).toBeUndefined();
    await sql`insert into tenants (merchant_code, tenant_id, brand_name, config_json, modules_json, registration_json,
      created_at, updated_at) values ('AUR', 'aurora', 'Aurora', '{}', '{}', '{}', 0, 0)`.execute(db);
    await sql`insert into accounts (merchant_code, username, username_key, nickname, type, password_hash, password_changed_at,
      language, created_at) values ('AUR', 'old', 'old', 'old', 0, 'x', 0, 'EN', 0)`.execute(db);
    const id = (await sql<{ id: number }>`select id from accounts`.execute(db)).rows[0]!.id;
    await sql`insert into wallets (merchant_code, account_id, wallet_id, currency, balance_minor, updated_at)
      values ('AUR', ${id}, 1, 'USD', -100, 0)`.execute(db);
    for (let i = 0; i < 2; i++)
      await sql`insert into ledger (merchant_code, account_id, wallet_id, amount_minor, balance_after_minor, kind, reference, created_at)
        values ('AUR', ${id}, 1, 500, 500, 'deposit', 'D-OLD', 0)`.execute(db);

    const negative = await migrator.migrateToLatest();
    expect(String(negative.error)).toContain('AUR account ' + id + ' wallet 1 (-100)');
    await sql`update wallets set balance_minor = 900`.execute(db);
    const repeated = await migrator.migrateToLatest();
    expect(String(repeated.error)).toContain('AUR deposit D-OLD ×2');
    await sql`update ledger set reference = 'D-OLD-2' where id = (select max(id) from ledger)`.execute(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    // Now the database itself refuses both.
    await expect(sql`update wallets set balance_minor = -1`.execute(db)).rejects.toThrow();
    await expect(
      sql`insert into ledger (merchant_code, account_id, wallet_id, amount_minor, balance_after_minor, kind, reference, created_at)
        values ('AUR', ${id}, 1, 500, 500, 'deposit', 'D-OLD', 0)`.execute(db),
    ).rejects.toThrow();
  });

  it('0011 binds tickets and game sessions to a portal session: rows made before it get none (and are refused)', async () => {
    database = await emptyDatabase(engine);
    const { db, migrator } = database;
    expect((await migrator.migrateTo('0010-money-guards')).error).toBeUndefined();
    await sql`insert into tenants (merchant_code, tenant_id, brand_name, config_json, modules_json, registration_json,
      created_at, updated_at) values ('AUR', 'aurora', 'Aurora', '{}', '{}', '{}', 0, 0)`.execute(db);
    await sql`insert into accounts (merchant_code, username, username_key, nickname, type, password_hash, password_changed_at,
      language, created_at) values ('AUR', 'old', 'old', 'old', 0, 'x', 0, 'EN', 0)`.execute(db);
    const id = (await sql<{ id: number }>`select id from accounts`.execute(db)).rows[0]!.id;
    await sql`insert into launch_tickets (ticket_hash, merchant_code, account_id, node_id, room_id, wallet_id,
      account_type, created_at, expires_at, used_at) values ('t-old', 'AUR', ${id}, 'INH-SLOT', null, 1, 1, 0, 60000, null)`.execute(
      db,
    );
    await sql`insert into game_sessions (merchant_code, token_hash, account_id, wallet_id, node_id, language,
      created_at, expires_at) values ('AUR', 'g-old', ${id}, 1, 'INH-SLOT', 'EN', 0, 7200000)`.execute(db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const tickets = await sql<{ session_id: number | null }>`select session_id from launch_tickets`.execute(db);
    const sessions = await sql<{ session_id: number | null }>`select session_id from game_sessions`.execute(db);
    expect([...tickets.rows, ...sessions.rows]).toEqual([{ session_id: null }, { session_id: null }]);
    // And back down: the columns go, the rows stay.
    expect((await migrator.migrateTo('0010-money-guards')).error).toBeUndefined();
    expect((await sql`select * from game_sessions`.execute(db)).rows[0]).not.toHaveProperty('session_id');
  });

  it('0012 keeps old seeds readable, reveals an in-house seed in use, leaves an open issue its seed', async () => {
    database = await emptyDatabase(engine);
    const { db, migrator } = database;
    expect((await migrator.migrateTo('0011-game-session-binding')).error).toBeUndefined();
    await sql`insert into tenants (merchant_code, tenant_id, brand_name, config_json, modules_json, registration_json,
      created_at, updated_at) values ('AUR', 'aurora', 'Aurora', '{}', '{}', '{}', 0, 0)`.execute(db);
    await sql`insert into accounts (merchant_code, username, username_key, nickname, type, password_hash,
      password_changed_at, language, created_at) values ('AUR', 'old', 'old', 'old', 0, 'x', 0, 'EN', 0)`.execute(db);
    const id = (await sql<{ id: number }>`select id from accounts`.execute(db)).rows[0]!.id;
    const seed = (n: number) => createHash('sha256').update(`old seed ${n}`).digest('hex');
    const hash = (value: string) => createHash('sha256').update(value).digest('hex');
    const [one, two, three] = [seed(1), seed(2), seed(3)];
    const [hashOne, hashTwo, hashThree] = [hash(one), hash(two), hash(three)];
    await sql`insert into fairness_seeds (merchant_code, account_id, server_seed, server_seed_hash, client_seed,
      next_nonce, created_at, revealed_at) values ('AUR', ${id}, ${one}, ${hashOne}, 'c', 5, 0, 10)`.execute(db);
    await sql`insert into fairness_seeds (merchant_code, account_id, server_seed, server_seed_hash, client_seed,
      next_nonce, created_at, revealed_at) values ('AUR', ${id}, ${two}, ${hashTwo}, 'c', 3, 10, null)`.execute(db);
    await sql`insert into lottery_issues (merchant_code, game_code, issue_number, opens_at, closes_at, draw_at,
      server_seed, seed_hash, status)
      values ('AUR', 'FAST5', '1', 0, 100, 118, ${three}, ${hashThree}, 'open')`.execute(db);

    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    const seeds = (
      await sql<{
        seed_ref: string;
        server_seed_hash: string;
        revealed_at: number | null;
        next_seed_ref: string | null;
        next_seed_hash: string | null;
      }>`select seed_ref, server_seed_hash, revealed_at, next_seed_ref, next_seed_hash
        from fairness_seeds order by id`.execute(db)
    ).rows;
    expect(seeds.map((s) => [s.seed_ref, s.revealed_at === null, s.next_seed_ref, s.next_seed_hash])).toEqual([
      [seed(1), false, null, null],
      [seed(2), false, null, null],
    ]);
    expect(Number(seeds[0]!.revealed_at)).toBe(10);
    const issue = (
      await sql<{ seed_ref: string; seed_hash: string }>`select seed_ref, seed_hash from lottery_issues`.execute(db)
    ).rows[0]!;
    expect(issue.seed_ref).toBe(seed(3));
    // A legacy reference is the seed itself: it still verifies against the published hash.
    const keeper = new ServerSeeds(randomBytes(32));
    for (const row of seeds) expect(hash(keeper.seedOf(row.seed_ref))).toBe(row.server_seed_hash);
    expect(hash(keeper.seedOf(issue.seed_ref))).toBe(issue.seed_hash);
  });

  it('0014 gives the winner board its win-ordered index over the settled wins and drops the settled-at one', async () => {
    database = await emptyDatabase(engine);
    const { db, migrator } = database;
    expect((await migrator.migrateTo('0012-seeds-at-rest')).error).toBeUndefined();
    const indexes = async () =>
      (engine === 'sqlite'
        ? await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
            where type = 'index' and tbl_name = 'betting_records' and name like 'betting_records_%'`.execute(db)
        : await sql<{ name: string; sql: string }>`select indexname as name, indexdef as sql from pg_indexes
            where tablename = 'betting_records' and schemaname = current_schema()`.execute(db)
      ).rows;
    expect((await indexes()).map((i) => i.name)).toContain('betting_records_winners');

    const { error, results } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    expect(results?.map((r) => r.migrationName)).toContain('0014-winner-board-index');
    const after = await indexes();
    expect(after.map((i) => i.name)).not.toContain('betting_records_winners');
    const board = after.find((i) => i.name === 'betting_records_biggest_wins');
    expect(board?.sql).toMatch(/merchant_code.*win_minor.*settled_at.*account_id/s);
    expect(board?.sql).toMatch(/status.*settled.*win_minor.*> *0/s);
  });

  it('0021 backfills the agent tree from the upline chain, any depth, per tenant', async () => {
    database = await emptyDatabase(engine);
    const { db, migrator } = database;
    expect((await migrator.migrateTo('0016-announcement-execution')).error).toBeUndefined();
    for (const code of ['AUR', 'LTS'])
      await sql`insert into tenants (merchant_code, tenant_id, brand_name, config_json, modules_json, registration_json,
        created_at, updated_at) values (${code}, ${code}, ${code}, '{}', '{}', '{}', 0, 0)`.execute(db);
    const ids: Record<string, number> = {};
    // top → sub → leaf in AUR, plus a second direct downline of top; a lone account in LTS.
    const chain: [string, string, string | null][] = [
      ['AUR', 'top', null],
      ['AUR', 'sub', 'top'],
      ['AUR', 'leaf', 'sub'],
      ['AUR', 'side', 'top'],
      ['LTS', 'lone', null],
    ];
    for (const [merchant, username, upline] of chain) {
      const row = (
        await sql<{ id: number }>`insert into accounts (merchant_code, username, username_key, nickname, type,
          password_hash, password_changed_at, language, created_at, upline_id)
          values (${merchant}, ${username}, ${username}, ${username}, 1, 'x', 0, 'EN', 0, ${upline ? ids[upline]! : null})
          returning id`.execute(db)
      ).rows[0]!;
      ids[username] = Number(row.id);
    }
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = (
      await sql<{ merchant_code: string; ancestor_id: number; descendant_id: number; depth: number }>`
        select merchant_code, ancestor_id, descendant_id, depth from agent_tree`.execute(db)
    ).rows;
    const name = (id: number) => Object.keys(ids).find((k) => ids[k] === Number(id));
    const pairs = rows.map(
      (r) => `${r.merchant_code}:${name(r.ancestor_id)}>${name(r.descendant_id)}@${Number(r.depth)}`,
    );
    expect(pairs.sort()).toEqual(['AUR:sub>leaf@1', 'AUR:top>leaf@2', 'AUR:top>side@1', 'AUR:top>sub@1']);
  });

  it('0022 backfills the team hours from the settled bets and the tree, per agent and hour, per tenant', async () => {
    database = await emptyDatabase(engine);
    const { db, migrator } = database;
    expect((await migrator.migrateTo('0020-operator-content')).error).toBeUndefined();
    for (const code of ['AUR', 'LTS'])
      await sql`insert into tenants (merchant_code, tenant_id, brand_name, config_json, modules_json, registration_json,
        created_at, updated_at) values (${code}, ${code}, ${code}, '{}', '{}', '{}', 0, 0)`.execute(db);
    const ids: Record<string, number> = {};
    const chain: [string, string, string | null][] = [
      ['AUR', 'top', null],
      ['AUR', 'sub', 'top'],
      ['AUR', 'leaf', 'sub'],
      ['LTS', 'ltop', null],
      ['LTS', 'lleaf', 'ltop'],
    ];
    for (const [merchant, username, upline] of chain) {
      const row = (
        await sql<{ id: number }>`insert into accounts (merchant_code, username, username_key, nickname, type,
          password_hash, password_changed_at, language, created_at, upline_id)
          values (${merchant}, ${username}, ${username}, ${username}, 1, 'x', 0, 'EN', 0, ${upline ? ids[upline]! : null})
          returning id`.execute(db)
      ).rows[0]!;
      ids[username] = Number(row.id);
    }
    expect((await migrator.migrateTo('0021-agent-tree')).error).toBeUndefined();
    const HOUR = 3_600_000;
    const h = 500 * HOUR;
    let n = 0;
    const bet = (merchant: string, who: string, placedAt: number, betMinor: number, winMinor: number, status: string) =>
      sql`insert into betting_records (merchant_code, account_id, wallet_id, round_id, source, node_id, vendor,
        game_type, game_name, bet_minor, win_minor, valid_bet_minor, currency, status, placed_at, settled_at,
        request_hash, detail_json)
        values (${merchant}, ${ids[who]!}, 1, ${`m22-${++n}`}, 'inhouse', 'INH-SLOT', 'INH', 'RNG', 'Slot', ${betMinor},
          ${status === 'open' ? null : winMinor}, ${status === 'settled' ? betMinor : status === 'void' ? 0 : null},
          'USD', ${status}, ${placedAt}, ${status === 'open' ? null : placedAt}, 'x', '{}')`.execute(db);
    await bet('AUR', 'leaf', h + 1, 100, 50, 'settled');
    await bet('AUR', 'leaf', h + HOUR - 1, 200, 0, 'settled');
    await bet('AUR', 'sub', h + HOUR, 300, 600, 'settled');
    await bet('AUR', 'leaf', h + 2, 400, 0, 'open');
    await bet('AUR', 'leaf', h + 3, 500, 0, 'void');
    await bet('AUR', 'top', h + 4, 600, 0, 'settled'); // no upline: in no team
    await bet('LTS', 'lleaf', h + 5, 700, 0, 'settled');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = (
      await sql<{
        merchant_code: string;
        agent_id: number;
        hour: number;
        bets: number;
        stake_minor: number;
        valid_minor: number;
        win_minor: number;
      }>`
        select merchant_code, agent_id, hour, bets, stake_minor, valid_minor, win_minor from agent_team_hours`.execute(
        db,
      )
    ).rows;
    const name = (id: number) => Object.keys(ids).find((k) => ids[k] === Number(id));
    const view = rows.map(
      (r) =>
        `${r.merchant_code}:${name(r.agent_id)}@${(Number(r.hour) - h) / HOUR} ${Number(r.bets)}/${Number(r.stake_minor)}/${Number(r.valid_minor)}/${Number(r.win_minor)}`,
    );
    expect(view.sort()).toEqual([
      'AUR:sub@0 2/300/300/50',
      'AUR:top@0 2/300/300/50',
      'AUR:top@1 1/300/300/600',
      'LTS:ltop@0 1/700/700/0',
    ]);
  });
});
