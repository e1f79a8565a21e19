// 0027: passkeys (WebAuthn) as a way in (issue 25, services/accounts/passkey-service.ts).
//
// - `passkeys`: a member's registered credentials: the credential id (base64url, unique per tenant:
//   the same authenticator registered on two brands is two rows that never meet), the COSE public
//   key (base64url), the signature counter (a counter that goes backwards is a cloned
//   authenticator), the transports the browser named, a name the member sees, created and last-used.
// - `passkey_challenges`: the single-use challenges of a registration (bound to the session that
//   asked) or a sign-in, stored as keyed hashes, five minutes.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumns, type DialectKind } from '../dialect';

export function passkeysMigration(dialect: DialectKind): Migration {
  const { idType, id } = idColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('passkeys')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('credential_id', 'varchar(512)', (c) => c.notNull())
        .addColumn('public_key', 'varchar(2048)', (c) => c.notNull())
        .addColumn('counter', 'bigint', (c) => c.notNull())
        .addColumn('transports', 'varchar(256)', (c) => c.notNull())
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_used_at', 'bigint')
        .addUniqueConstraint('passkeys_credential', ['merchant_code', 'credential_id'])
        .execute();
      await db.schema.createIndex('passkeys_account').on('passkeys').columns(['merchant_code', 'account_id']).execute();

      await db.schema
        .createTable('passkey_challenges')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('challenge_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.references('accounts.id'))
        .addColumn('session_id', idType)
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('consumed_at', 'bigint')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('passkey_challenges').execute();
      await db.schema.dropTable('passkeys').execute();
    },
  };
}
