// Migration 0001: the first schema. Ids are identity columns on PostgreSQL and rowid aliases on
// SQLite; everything else is plain SQL both engines take.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumns, type DialectKind } from '../dialect';

export function initialMigration(dialect: DialectKind): Migration {
  const { id, idType } = idColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tenants')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('brand_name', 'varchar(128)', (c) => c.notNull())
        .addColumn('config_json', 'text', (c) => c.notNull())
        .addColumn('modules_json', 'text', (c) => c.notNull())
        .addColumn('registration_json', 'text', (c) => c.notNull())
        .addColumn('maintenance', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('accounts')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull().references('tenants.merchant_code'))
        .addColumn('username', 'varchar(64)', (c) => c.notNull())
        .addColumn('username_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('password_changed_at', 'bigint', (c) => c.notNull())
        .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('temp_password_hash', 'text')
        .addColumn('temp_password_expires_at', 'bigint')
        .addColumn('payment_password_hash', 'text')
        .addColumn('mobile_dialing_code', 'varchar(8)')
        .addColumn('mobile_number', 'varchar(16)')
        .addColumn('email', 'varchar(254)')
        .addColumn('payee_name', 'varchar(64)')
        .addColumn('profile_json', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('affiliate_code', 'varchar(32)')
        .addColumn('upline_id', idType)
        .addColumn('language', 'varchar(8)', (c) => c.notNull())
        .addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('icon', 'varchar(256)')
        .addColumn('register_domain', 'varchar(253)')
        .addColumn('register_url', 'varchar(2048)')
        .addColumn('last_login_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('accounts_username_unique')
        .on('accounts')
        .columns(['merchant_code', 'username_key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('accounts_mobile_unique')
        .on('accounts')
        .columns(['merchant_code', 'mobile_number'])
        .unique()
        .execute();
      await db.schema
        .createIndex('accounts_affiliate_unique')
        .on('accounts')
        .columns(['merchant_code', 'affiliate_code'])
        .unique()
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('device_id', 'varchar(64)')
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .addColumn('revoked_reason', 'varchar(32)')
        .execute();
      await db.schema.createIndex('sessions_account').on('sessions').columns(['merchant_code', 'account_id']).execute();

      await db.schema
        .createTable('login_failures')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('username_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('last_failed_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('login_failures_pk', ['merchant_code', 'username_key'])
        .execute();

      await db.schema
        .createTable('captchas')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('answer', 'varchar(16)', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('verification_codes')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('channel', 'varchar(8)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('consumed_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('verification_codes_recipient')
        .on('verification_codes')
        .columns(['merchant_code', 'channel', 'recipient', 'created_at'])
        .execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('channel', 'varchar(8)', (c) => c.notNull())
        .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
        .addColumn('code', 'varchar(64)')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('outbox_created').on('outbox').columns(['created_at']).execute();

      await db.schema
        .createTable('wallets')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('wallet_id', 'integer', (c) => c.notNull())
        .addColumn('currency', 'varchar(8)', (c) => c.notNull())
        .addColumn('balance_minor', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('wallets_pk', ['merchant_code', 'account_id', 'wallet_id'])
        .execute();

      await db.schema
        .createTable('ledger')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('wallet_id', 'integer', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('balance_after_minor', 'bigint', (c) => c.notNull())
        .addColumn('kind', 'varchar(32)', (c) => c.notNull())
        .addColumn('reference', 'varchar(128)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ledger_account')
        .on('ledger')
        .columns(['merchant_code', 'account_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('feedback')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType)
        .addColumn('type', 'varchar(16)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('contact', 'varchar(128)')
        .addColumn('language', 'varchar(8)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('help_articles')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('id', 'varchar(64)', (c) => c.notNull())
        .addColumn('category', 'varchar(64)', (c) => c.notNull())
        .addColumn('title_json', 'text', (c) => c.notNull())
        .addColumn('content_json', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('help_articles_pk', ['merchant_code', 'id'])
        .execute();

      await db.schema
        .createTable('announcements')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('id', 'varchar(64)', (c) => c.notNull())
        .addColumn('type', 'varchar(32)', (c) => c.notNull())
        .addColumn('title_json', 'text', (c) => c.notNull())
        .addColumn('content_json', 'text', (c) => c.notNull())
        .addColumn('published_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('announcements_pk', ['merchant_code', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'announcements',
        'help_articles',
        'feedback',
        'ledger',
        'wallets',
        'outbox',
        'verification_codes',
        'captchas',
        'login_failures',
        'sessions',
        'accounts',
        'tenants',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
