// 0005: betting records, fairness seeds and in-house game sessions.
//
// `betting_records` is the one table of bets for every kind of game: in-house rounds (settled at
// once), lottery bets (open until a draw settles them), vendors' bets (reported by their
// wallets). Promotions, points, missions and agent salaries read it, so its shape is shared:
// who (merchant, account, wallet), which game (node, vendor, game type, name at the time), how
// much (bet, win, valid bet — the turnover that counts; integer minor units, in the currency of
// the wallet), state (open → settled | void) and when, plus a JSON detail the game owns (outcome,
// fairness inputs, draw number…). `round_id` is unique per merchant: it is the idempotency key of
// a bet, so a retried request finds its record instead of betting twice.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumns, type DialectKind } from '../dialect';

export function gameRoundsMigration(dialect: DialectKind): Migration {
  const { id, idType } = idColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('betting_records')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('wallet_id', 'integer', (c) => c.notNull())
        .addColumn('round_id', 'varchar(64)', (c) => c.notNull())
        /** Who settles it: inhouse | lottery | vendor. */
        .addColumn('source', 'varchar(16)', (c) => c.notNull())
        .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('vendor', 'varchar(32)', (c) => c.notNull())
        .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('game_name', 'varchar(128)', (c) => c.notNull())
        .addColumn('bet_minor', 'bigint', (c) => c.notNull())
        /** Null while open. */
        .addColumn('win_minor', 'bigint')
        /** The turnover that counts for promotions and salaries; null while open, 0 when void. */
        .addColumn('valid_bet_minor', 'bigint')
        .addColumn('currency', 'varchar(8)', (c) => c.notNull())
        /** open | settled | void */
        .addColumn('status', 'varchar(8)', (c) => c.notNull())
        .addColumn('placed_at', 'bigint', (c) => c.notNull())
        .addColumn('settled_at', 'bigint')
        /** SHA-256 of what the request asked (game, bet, choices): a reused round id must ask the same. */
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('detail_json', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema
        .createIndex('betting_records_round_unique')
        .on('betting_records')
        .columns(['merchant_code', 'round_id'])
        .unique()
        .execute();
      // The member's records, newest first (member centre), and the tenant's turnover by time.
      await db.schema
        .createIndex('betting_records_account_time')
        .on('betting_records')
        .columns(['merchant_code', 'account_id', 'placed_at'])
        .execute();
      // The winner board: the biggest wins settled in a recent window.
      await db.schema
        .createIndex('betting_records_winners')
        .on('betting_records')
        .columns(['merchant_code', 'settled_at', 'win_minor'])
        .execute();

      await db.schema
        .createTable('fairness_seeds')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        /** Secret until revealed_at; its SHA-256 was published first. */
        .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
        .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
        .addColumn('next_nonce', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('revealed_at', 'bigint')
        .execute();
      // One seed in use per account.
      await db.schema
        .createIndex('fairness_seeds_active')
        .on('fairness_seeds')
        .columns(['merchant_code', 'account_id'])
        .unique()
        .where(sql.ref('revealed_at'), 'is', null)
        .execute();

      await db.schema
        .createTable('game_sessions')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        /** HMAC-SHA256(pepper, token): the token itself is never stored. */
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('wallet_id', 'integer', (c) => c.notNull())
        .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('language', 'varchar(8)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('game_sessions_account')
        .on('game_sessions')
        .columns(['merchant_code', 'account_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('game_sessions').execute();
      await db.schema.dropTable('fairness_seeds').execute();
      await db.schema.dropTable('betting_records').execute();
    },
  };
}
