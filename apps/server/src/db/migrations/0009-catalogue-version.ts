// 0009: the catalogue version of each tenant, which every write to its vendors, classifications or
// games bumps in the same transaction. The lobby keeps each tenant's game list in memory and its
// vendor answer cached, both labelled with the version they were read at, and reads the version
// (one primary-key row) on each call: an import or a seed shows at once, on every instance,
// whichever process wrote it. The game list is searched in that memory now, so the two indexes of
// folded names that search used to count with go.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const catalogueVersionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('catalogue_versions')
      .addColumn('merchant_code', 'varchar(16)', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.dropIndex('games_name_key').execute();
    await db.schema.dropIndex('games_type_name_key').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.createIndex('games_name_key').on('games').columns(['merchant_code', 'name_key']).execute();
    await db.schema
      .createIndex('games_type_name_key')
      .on('games')
      .columns(['merchant_code', 'game_type', 'name_key'])
      .execute();
    await db.schema.dropTable('catalogue_versions').execute();
  },
};
