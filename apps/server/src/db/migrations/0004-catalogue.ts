// 0004: the games catalogue (vendors, classifications, games, PVP rooms) as operator data per
// tenant, and what members do with it: favourites, recent games, launch tickets and the one open
// game per account. Every table carries merchant_code, first in every key and index.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const catalogueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('game_vendors')
      .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
      .addColumn('vassalage', 'varchar(32)', (c) => c.notNull())
      .addColumn('display_name', 'varchar(64)', (c) => c.notNull())
      /** RNG, LIVE, FISH, PVP, SPORTS, LOTT, ELOTT. */
      .addColumn('lane', 'varchar(16)', (c) => c.notNull())
      .addColumn('is_hot', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('icon_path', 'varchar(256)')
      .addColumn('account_type_name', 'varchar(32)')
      .addColumn('is_game', 'varchar(32)')
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('game_vendors_pk', ['merchant_code', 'vassalage'])
      .execute();

    await db.schema
      .createTable('game_classifications')
      .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
      .addColumn('key', 'varchar(64)', (c) => c.notNull())
      .addColumn('display_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('game_classifications_pk', ['merchant_code', 'key'])
      .execute();

    await db.schema
      .createTable('games')
      .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('game_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('vassalage', 'varchar(32)', (c) => c.notNull())
      .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('game_classify', 'varchar(64)')
      .addColumn('game_name', 'varchar(200)', (c) => c.notNull())
      /** The name folded for search: NFD, combining marks removed, lower case, đ → d (see lib/search-key). */
      .addColumn('name_key', 'varchar(200)', (c) => c.notNull())
      .addColumn('min_bet_minor', 'bigint', (c) => c.notNull())
      .addColumn('min_line_num', 'integer', (c) => c.notNull())
      .addColumn('icon_path', 'varchar(256)')
      .addColumn('is_hot', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_game', 'varchar(32)')
      .addColumn('code', 'varchar(64)')
      .addColumn('default_play_type', 'varchar(64)')
      .addColumn('account_type_name', 'varchar(32)')
      .addColumn('game_code', 'varchar(64)')
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('maintenance_start', 'bigint')
      .addColumn('maintenance_end', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('games_pk', ['merchant_code', 'node_id'])
      .execute();
    // The list filters: lane, vendor, classification, hot; each ordered as the list pages.
    await db.schema
      .createIndex('games_type_sort')
      .on('games')
      .columns(['merchant_code', 'game_type', 'sort', 'node_id'])
      .execute();
    await db.schema
      .createIndex('games_vendor_sort')
      .on('games')
      .columns(['merchant_code', 'vassalage', 'sort', 'node_id'])
      .execute();
    await db.schema.createIndex('games_classify').on('games').columns(['merchant_code', 'game_classify']).execute();
    await db.schema
      .createIndex('games_hot')
      .on('games')
      .columns(['merchant_code', 'is_hot', 'sort', 'node_id'])
      .execute();
    // Search: the folded names, so counting matches reads the index alone (no row lookups).
    await db.schema.createIndex('games_name_key').on('games').columns(['merchant_code', 'name_key']).execute();
    await db.schema
      .createIndex('games_type_name_key')
      .on('games')
      .columns(['merchant_code', 'game_type', 'name_key'])
      .execute();
    await db.schema.createIndex('games_game_code').on('games').columns(['merchant_code', 'game_code']).execute();

    await db.schema
      .createTable('pvp_rooms')
      .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
      .addColumn('room_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('room_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('min_bet_minor', 'bigint', (c) => c.notNull())
      .addColumn('max_players', 'integer', (c) => c.notNull())
      .addColumn('player_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('pvp_rooms_pk', ['merchant_code', 'room_id'])
      .execute();
    await db.schema.createIndex('pvp_rooms_node').on('pvp_rooms').columns(['merchant_code', 'node_id']).execute();

    await db.schema
      .createTable('game_favorites')
      .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
      .addColumn('account_id', 'bigint', (c) => c.notNull())
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('game_favorites_pk', ['merchant_code', 'account_id', 'node_id'])
      .execute();
    await db.schema
      .createIndex('game_favorites_newest')
      .on('game_favorites')
      .columns(['merchant_code', 'account_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('recent_games')
      .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
      .addColumn('account_id', 'bigint', (c) => c.notNull())
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('played_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('recent_games_pk', ['merchant_code', 'account_id', 'node_id'])
      .execute();
    await db.schema
      .createIndex('recent_games_newest')
      .on('recent_games')
      .columns(['merchant_code', 'account_id', 'played_at'])
      .execute();

    await db.schema
      .createTable('launch_tickets')
      /** HMAC-SHA256(pepper, ticket): the ticket itself is only in the game URL. */
      .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
      .addColumn('account_id', 'bigint', (c) => c.notNull())
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('room_id', 'varchar(64)')
      .addColumn('wallet_id', 'integer', (c) => c.notNull())
      /** 1 real money, 0 free play (a type-4 account's play money). */
      .addColumn('account_type', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('launch_tickets_expiry').on('launch_tickets').columns(['expires_at']).execute();

    await db.schema
      .createTable('open_games')
      .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
      .addColumn('account_id', 'bigint', (c) => c.notNull())
      .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('vassalage', 'varchar(32)', (c) => c.notNull())
      .addColumn('game_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('opened_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('open_games_pk', ['merchant_code', 'account_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'open_games',
      'launch_tickets',
      'recent_games',
      'game_favorites',
      'pvp_rooms',
      'games',
      'game_classifications',
      'game_vendors',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
