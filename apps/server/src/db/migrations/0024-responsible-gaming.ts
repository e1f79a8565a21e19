// 0024: responsible gaming (issue 25). The member's own limits and breaks, which the platform
// enforces at the deposit, the bet, the game launch and the login (services/responsible-gaming):
// - `rg_limits`: one row per (account, kind deposit | loss, period daily | weekly | monthly) the
//   member ever set: the limit in force (null: none) and a raise or removal waiting for its
//   cooling-off (`pending_amount_minor`, null meaning "no limit", with `pending_effective_at`).
// - `rg_settings`: one row per account with its reality-check interval and the end of a time-out.
// - `rg_exclusions`: self-exclusions by verified identity (`identity_key`: `mobile:<E.164>` or
//   `email:<lower-cased>`), read across every tenant of the operator — the one table a login reads
//   without its own merchant code, on purpose; `merchant_code` and `account_id` say who asked.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumns, type DialectKind } from '../dialect';

export function responsibleGamingMigration(dialect: DialectKind): Migration {
  const { idType, id } = idColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rg_limits')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('period', 'varchar(8)', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint')
        .addColumn('pending_amount_minor', 'bigint')
        .addColumn('pending_effective_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('rg_limits_pk', ['merchant_code', 'account_id', 'kind', 'period'])
        .addCheckConstraint('rg_limits_kind', sql`kind in ('deposit', 'loss')`)
        .addCheckConstraint('rg_limits_period', sql`period in ('daily', 'weekly', 'monthly')`)
        .addCheckConstraint('rg_limits_amounts', sql`amount_minor >= 0 and pending_amount_minor >= 0`)
        .execute();

      await db.schema
        .createTable('rg_settings')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('reality_check_minutes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('time_out_until', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('rg_settings_pk', ['merchant_code', 'account_id'])
        .execute();

      await db.schema
        .createTable('rg_exclusions')
        .addColumn('id', idType, id)
        .addColumn('identity_key', 'varchar(160)', (c) => c.notNull())
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('ends_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rg_exclusions_identity')
        .on('rg_exclusions')
        .columns(['identity_key', 'ends_at'])
        .execute();
      await db.schema
        .createIndex('rg_exclusions_account')
        .on('rg_exclusions')
        .columns(['merchant_code', 'account_id', 'ends_at'])
        .execute();
      // The cross-tenant look-up of the accounts that share an identity (same mobile / e-mail).
      await db.schema.createIndex('accounts_mobile_number').on('accounts').column('mobile_number').execute();
      await db.schema
        .createIndex('accounts_email_key')
        .on('accounts')
        .expression(sql`lower(email)`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('accounts_email_key').execute();
      await db.schema.dropIndex('accounts_mobile_number').execute();
      await db.schema.dropTable('rg_exclusions').execute();
      await db.schema.dropTable('rg_settings').execute();
      await db.schema.dropTable('rg_limits').execute();
    },
  };
}
