// 0003: account-security state.
// - login_failures.locked_until: the temporary lock after repeated failed logins;
// - verification_codes.ip / country / delivered: the daily SMS caps (per IP, per destination
//   country) and codes issued without a message (numbers the platform will not send to);
// - accounts.register_ip: the daily cap of trial accounts per IP;
// - login_links: one-time codes for the `?token=` login;
// - mobile numbers stored in E.164 (`+84912000001`), so `N`, `0N` and `+84N` are one number.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { idColumns, type DialectKind } from '../dialect';

/**
 * A frozen copy of lib/phone.ts's normaliseMobile as this migration shipped with it (commit c67c82d,
 * libphonenumber-js 1.13.16): the E.164 form of a valid mobile number under that dialing code, else
 * null. A later change to lib/phone must not change what this migration does to old rows.
 */
function legacyE164(dialingCode: string, number: string): string | null {
  const callingCode = dialingCode.replace(/\D/g, '');
  const digits = number.replace(/[\s-]/g, '');
  if (!callingCode || !/^\d{1,20}$/.test(digits)) return null;
  const parsed = parsePhoneNumberFromString(digits, { defaultCallingCode: callingCode });
  if (!parsed?.isValid() || parsed.countryCallingCode !== callingCode) return null;
  return parsed.number;
}

interface LegacyAccount {
  id: number;
  mobile_dialing_code: string | null;
  mobile_number: string;
}

export function accountSecurityMigration(dialect: DialectKind): Migration {
  const { id, idType } = idColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('login_failures').addColumn('locked_until', 'bigint').execute();

      await db.schema.alterTable('verification_codes').addColumn('ip', 'varchar(64)').execute();
      await db.schema.alterTable('verification_codes').addColumn('country', 'varchar(8)').execute();
      await db.schema
        .alterTable('verification_codes')
        .addColumn('delivered', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('verification_codes_ip')
        .on('verification_codes')
        .columns(['merchant_code', 'channel', 'ip', 'created_at'])
        .execute();
      await db.schema
        .createIndex('verification_codes_country')
        .on('verification_codes')
        .columns(['merchant_code', 'channel', 'country', 'created_at'])
        .execute();
      await db.schema
        .createIndex('verification_codes_created')
        .on('verification_codes')
        .columns(['merchant_code', 'channel', 'created_at'])
        .execute();

      await db.schema.alterTable('accounts').addColumn('register_ip', 'varchar(64)').execute();
      await db.schema
        .createIndex('accounts_type_created')
        .on('accounts')
        .columns(['merchant_code', 'type', 'created_at'])
        .execute();

      await db.schema
        .createTable('login_links')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();

      // Existing numbers to E.164; one that does not parse keeps its digits behind the dialing code.
      const rows = (
        await sql<LegacyAccount>`select id, mobile_dialing_code, mobile_number from accounts where mobile_number is not null`.execute(
          db,
        )
      ).rows;
      for (const row of rows) {
        if (row.mobile_number.startsWith('+')) continue;
        const dialing = (row.mobile_dialing_code ?? '').replace(/\D/g, '');
        const e164 = legacyE164(dialing, row.mobile_number) ?? `+${dialing}${row.mobile_number}`;
        // Two legacy rows of one number (`N` and `0N`): the second keeps its old form.
        const taken = (
          await sql<{
            id: number;
          }>`select id from accounts where mobile_number = ${e164} and id <> ${row.id} and merchant_code = (select merchant_code from accounts where id = ${row.id})`.execute(
            db,
          )
        ).rows;
        if (taken.length === 0) await sql`update accounts set mobile_number = ${e164} where id = ${row.id}`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('login_links').ifExists().execute();
      await db.schema.dropIndex('accounts_type_created').ifExists().execute();
      await db.schema.alterTable('accounts').dropColumn('register_ip').execute();
      for (const index of ['verification_codes_ip', 'verification_codes_country', 'verification_codes_created'])
        await db.schema.dropIndex(index).ifExists().execute();
      for (const column of ['ip', 'country', 'delivered'])
        await db.schema.alterTable('verification_codes').dropColumn(column).execute();
      await db.schema.alterTable('login_failures').dropColumn('locked_until').execute();
    },
  };
}
