// 0006: lottery games as data, their issues (draws), the lottery bets' issue link on
// betting_records, and job leases (one instance at a time runs a clock job such as the draws).
//
// A lottery bet is a betting record (source 'lottery', status open until its issue is drawn,
// detail_json: play type, selection, odds); `issue_id` finds the open bets of an issue when it
// settles. An issue's server seed is made when the issue is, its SHA-256 published at once; the
// seed itself is answered only once the issue is drawn.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumns, type DialectKind } from '../dialect';

export function lotteryMigration(dialect: DialectKind): Migration {
  const { id, idType } = idColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('lottery_games')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('game_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('game_name', 'varchar(128)', (c) => c.notNull())
        /** fast5 | vn: the draw format and its bet rules (games/lottery). */
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('group_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('group_label', 'varchar(64)', (c) => c.notNull())
        /** Lott | ZY | Elott | SEA */
        .addColumn('prize_mode', 'varchar(8)', (c) => c.notNull())
        .addColumn('lotto_area', 'varchar(8)')
        .addColumn('interval_seconds', 'integer', (c) => c.notNull())
        .addColumn('offset_seconds', 'integer', (c) => c.notNull())
        .addColumn('close_seconds', 'integer', (c) => c.notNull())
        /** [{ playType, oddsMilli, oddsBySelection?, minBetMinor, maxBetMinor }] */
        .addColumn('play_types_json', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('lottery_games_code')
        .on('lottery_games')
        .columns(['merchant_code', 'game_code'])
        .unique()
        .execute();

      await db.schema
        .createTable('lottery_issues')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('game_code', 'varchar(32)', (c) => c.notNull())
        .addColumn('issue_number', 'varchar(32)', (c) => c.notNull())
        .addColumn('opens_at', 'bigint', (c) => c.notNull())
        .addColumn('closes_at', 'bigint', (c) => c.notNull())
        .addColumn('draw_at', 'bigint', (c) => c.notNull())
        /** Secret until drawn_at; its SHA-256 is published from the start. */
        .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
        .addColumn('seed_hash', 'varchar(64)', (c) => c.notNull())
        /** open → drawn (numbers fixed, seed revealed, bets being settled) → settled. */
        .addColumn('status', 'varchar(8)', (c) => c.notNull())
        .addColumn('numbers_json', 'text')
        .addColumn('drawn_at', 'bigint')
        .addColumn('settled_at', 'bigint')
        .addColumn('bet_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('lottery_issues_number')
        .on('lottery_issues')
        .columns(['merchant_code', 'game_code', 'issue_number'])
        .unique()
        .execute();
      // The scheduler's work list (due and not settled) and a game's latest results.
      await db.schema
        .createIndex('lottery_issues_status')
        .on('lottery_issues')
        .columns(['merchant_code', 'status', 'draw_at'])
        .execute();
      await db.schema
        .createIndex('lottery_issues_game_draw')
        .on('lottery_issues')
        .columns(['merchant_code', 'game_code', 'draw_at'])
        .execute();

      await db.schema.alterTable('betting_records').addColumn('issue_id', idType).execute();
      await db.schema
        .createIndex('betting_records_issue')
        .on('betting_records')
        .columns(['merchant_code', 'issue_id', 'status'])
        .execute();

      await db.schema
        .createTable('job_leases')
        .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('holder', 'varchar(64)', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('job_leases').execute();
      await db.schema.dropIndex('betting_records_issue').execute();
      await db.schema.alterTable('betting_records').dropColumn('issue_id').execute();
      await db.schema.dropTable('lottery_issues').execute();
      await db.schema.dropTable('lottery_games').execute();
    },
  };
}
