// 0025: the second factor of a login (issue 25, services/accounts/README "Second factor").
//
// - `authenticators`: one per account, the TOTP secret sealed with a key derived from SEED_KEY
//   (never in the clear), `confirmed_at` null while the binding waits for its first code, and the
//   last accepted time step (a code is refused again within its window: replay).
// - `recovery_codes`: ten single-use codes per binding, stored as keyed hashes.
// - `login_tickets`: the short-lived, single-use state between a right password and the session:
//   which challenge the login must pass, the device code's hash (new-device check), tries left.
// - `known_devices`: the (device, network) pairs an account has signed in from (new-device check).
// - `sessions.user_agent`: what the member sees in the list of active sessions.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumns, type DialectKind } from '../dialect';

export function secondFactorMigration(dialect: DialectKind): Migration {
  const { idType, id } = idColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('authenticators')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('secret_box', 'varchar(256)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('confirmed_at', 'bigint')
        .addColumn('last_step', 'bigint')
        .addPrimaryKeyConstraint('authenticators_pk', ['merchant_code', 'account_id'])
        .execute();

      await db.schema
        .createTable('recovery_codes')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('recovery_codes_account')
        .on('recovery_codes')
        .columns(['merchant_code', 'account_id'])
        .execute();

      await db.schema
        .createTable('login_tickets')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('ticket_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('challenge', 'varchar(16)', (c) => c.notNull())
        .addColumn('failure_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)')
        .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('device_id', 'varchar(128)')
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('via_sms', 'integer', (c) => c.notNull())
        .addColumn('password_expired', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('consumed_at', 'bigint')
        .execute();

      await db.schema
        .createTable('known_devices')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('device_id', 'varchar(128)', (c) => c.notNull())
        .addColumn('network', 'varchar(64)', (c) => c.notNull())
        .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('known_devices_pk', ['merchant_code', 'account_id', 'device_id', 'network'])
        .execute();

      await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(256)').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
      await db.schema.dropTable('known_devices').execute();
      await db.schema.dropTable('login_tickets').execute();
      await db.schema.dropTable('recovery_codes').execute();
      await db.schema.dropTable('authenticators').execute();
    },
  };
}
