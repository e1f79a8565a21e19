// 0008: the member centre's records: rewards to claim, platform messages, the invite
// code and referrer of an account, and the indexes that keep a page of records fast on an account
// with 100,000 ledger rows and 100,000 bets.
//
// - `rewards`: granted by the operator (or a promotion later); `available` until claimed, when one
//   conditional UPDATE makes it `claimed` and the main wallet is credited in the same transaction.
//   Expiry is not a stored state: a reward past `expires_at` reads as expired.
// - `platform_messages`: one row per member; `content` is HTML sanitised when it was written.
// - `accounts.invite_code`: a member's own invite code, made on first ask (unique per tenant);
//   agents keep their `affiliate_code`. `accounts.referrer_id`: whose code an account registered
//   with (an agent's code also makes the agent its upline, as before).
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumns, type DialectKind } from '../dialect';

export function memberCentreMigration(dialect: DialectKind): Migration {
  const { id, idType } = idColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rewards')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('title', 'varchar(120)', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        /** available | claimed (expired is computed from expires_at). */
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        /** operator | promotion: who granted it. */
        .addColumn('source', 'varchar(16)', (c) => c.notNull())
        .addColumn('granted_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint')
        .addColumn('claimed_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('rewards_account')
        .on('rewards')
        .columns(['merchant_code', 'account_id', 'status', 'granted_at'])
        .execute();

      await db.schema
        .createTable('platform_messages')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('title', 'varchar(120)', (c) => c.notNull())
        /** Sanitised HTML (lib/sanitize-html.ts), never the raw input. */
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('read_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // The inbox newest first, and the unread count (a range of the same index).
      await db.schema
        .createIndex('platform_messages_account')
        .on('platform_messages')
        .columns(['merchant_code', 'account_id', 'read_at', 'id'])
        .execute();

      await db.schema.alterTable('accounts').addColumn('invite_code', 'varchar(32)').execute();
      await db.schema.alterTable('accounts').addColumn('referrer_id', idType).execute();
      await db.schema
        .createIndex('accounts_invite_unique')
        .on('accounts')
        .columns(['merchant_code', 'invite_code'])
        .unique()
        .execute();
      await db.schema
        .createIndex('accounts_referrer')
        .on('accounts')
        .columns(['merchant_code', 'referrer_id', 'created_at'])
        .execute();

      // Account record by kind (bonus details, the kind filter, the profit's deposit/withdrawal/bonus
      // sums); the amount is in it so the sums read the index only.
      await db.schema
        .createIndex('ledger_account_kind')
        .on('ledger')
        .columns(['merchant_code', 'account_id', 'kind', 'created_at', 'amount_minor'])
        .execute();
      // Betting record totals over a range read only this index (no table rows): the filters and
      // the summed amounts are in it. The page itself uses betting_records_account_time.
      await db.schema
        .createIndex('betting_records_account_totals')
        .on('betting_records')
        .columns([
          'merchant_code',
          'account_id',
          'placed_at',
          'status',
          'game_type',
          'vendor',
          'bet_minor',
          'valid_bet_minor',
          'win_minor',
        ])
        .execute();
      // The few void bets, whose sums the totals subtract (plain sums over the range cost half what
      // a per-row CASE does). Partial and covering: queries name `status = 'void'` as a literal.
      await db.schema
        .createIndex('betting_records_account_void')
        .on('betting_records')
        .columns([
          'merchant_code',
          'account_id',
          'placed_at',
          'game_type',
          'vendor',
          'bet_minor',
          'valid_bet_minor',
          'win_minor',
        ])
        .where(sql.ref('status'), '=', sql.lit('void'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('betting_records_account_void').execute();
      await db.schema.dropIndex('betting_records_account_totals').execute();
      await db.schema.dropIndex('ledger_account_kind').execute();
      await db.schema.dropIndex('accounts_referrer').execute();
      await db.schema.dropIndex('accounts_invite_unique').execute();
      await db.schema.alterTable('accounts').dropColumn('referrer_id').execute();
      await db.schema.alterTable('accounts').dropColumn('invite_code').execute();
      await db.schema.dropTable('platform_messages').execute();
      await db.schema.dropTable('rewards').execute();
    },
  };
}
