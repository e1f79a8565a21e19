// 0026: social sign-in through OpenID Connect (issue 25, services/accounts/social-sign-in.ts).
//
// - `social_sign_in_states`: one row per started sign-in: the keyed hash of its `state`, the nonce
//   and PKCE code verifier the callback needs, the provider, the redirect URI and where the browser
//   returns; single use (`used_at`), ten minutes. Per tenant: a state of one brand is not found on another.
// - `social_identities`: the provider's subject linked to a member, unique per (tenant, provider, subject).
// - `social_link_tickets`: the step between a provider's verified e-mail that names a member and
//   the member's password confirming the link (single use, ten minutes, five tries).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumns, type DialectKind } from '../dialect';

export function socialSignInMigration(dialect: DialectKind): Migration {
  const { idType, id } = idColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('social_sign_in_states')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('state_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('provider', 'varchar(32)', (c) => c.notNull())
        .addColumn('nonce', 'varchar(128)', (c) => c.notNull())
        .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
        .addColumn('redirect_uri', 'varchar(512)', (c) => c.notNull())
        .addColumn('return_path', 'varchar(256)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();

      await db.schema
        .createTable('social_identities')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('provider', 'varchar(32)', (c) => c.notNull())
        .addColumn('subject', 'varchar(255)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('email', 'varchar(255)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('social_identities_pk', ['merchant_code', 'provider', 'subject'])
        .execute();
      await db.schema
        .createIndex('social_identities_account')
        .on('social_identities')
        .columns(['merchant_code', 'account_id'])
        .execute();

      await db.schema
        .createTable('social_link_tickets')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('ticket_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('provider', 'varchar(32)', (c) => c.notNull())
        .addColumn('subject', 'varchar(255)', (c) => c.notNull())
        .addColumn('email', 'varchar(255)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('return_path', 'varchar(256)')
        .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('consumed_at', 'bigint')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('social_link_tickets').execute();
      await db.schema.dropTable('social_identities').execute();
      await db.schema.dropTable('social_sign_in_states').execute();
    },
  };
}
