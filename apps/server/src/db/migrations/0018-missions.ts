// 0018: missions (issue 22). The brand's missions (tenants/<brand>/seed/missions.json, seeded and
// kept up to date on start) and what the period job (jobs/mission-periods.ts) wrote when each
// mission's period ended:
// - `missions`: one row per mission of a tenant, its definition as JSON (contracts TenantMission plus
//   the brand's zone), in the file's order.
// - `mission_periods`: one row per (mission, period) closed. Its primary key is what makes the close
//   happen once: a rerun of the job finds the row and pays nothing.
// - `mission_results`: the members who reached the target that period, with what they were paid
//   and the reference of the payment.
// - The money ledger's one-shot guard for the new kind `mission_reward` (a mission's bonus): its own
//   partial unique index, so that 0010's `ledger_one_shot` (and any later migration that rebuilds
//   its list) is left as it is. A mission's points are one-shot already: point_ledger's references
//   are unique per merchant (0015).
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumns, type DialectKind } from '../dialect';

export function missionsMigration(dialect: DialectKind): Migration {
  const { idType } = idColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('missions')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('id', 'varchar(32)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('definition_json', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('missions_pk', ['merchant_code', 'id'])
        .execute();

      await db.schema
        .createTable('mission_periods')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('mission_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('period_start', 'bigint', (c) => c.notNull())
        .addColumn('period_end', 'bigint', (c) => c.notNull())
        /** Minor units (amounts) or bets (bet_count), as it was when the period closed. */
        .addColumn('target', 'bigint', (c) => c.notNull())
        .addColumn('winners', 'integer', (c) => c.notNull())
        .addColumn('closed_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('mission_periods_pk', ['merchant_code', 'mission_id', 'period_start'])
        .execute();

      await db.schema
        .createTable('mission_results')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('mission_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('period_start', 'bigint', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('progress', 'bigint', (c) => c.notNull())
        /** points | bonus */
        .addColumn('reward_kind', 'varchar(8)', (c) => c.notNull())
        /** Hundredths of a point, or minor units of money. */
        .addColumn('reward_minor', 'bigint', (c) => c.notNull())
        .addColumn('reference', 'varchar(80)', (c) => c.notNull())
        .addColumn('paid_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('mission_results_pk', ['merchant_code', 'mission_id', 'period_start', 'account_id'])
        .execute();
      await db.schema
        .createIndex('mission_results_account')
        .on('mission_results')
        .columns(['merchant_code', 'account_id', 'period_start'])
        .execute();

      await sql`
        create unique index ledger_one_shot_mission on ledger (merchant_code, kind, reference)
        where kind = 'mission_reward'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index ledger_one_shot_mission`.execute(db);
      await db.schema.dropTable('mission_results').execute();
      await db.schema.dropTable('mission_periods').execute();
      await db.schema.dropTable('missions').execute();
    },
  };
}
