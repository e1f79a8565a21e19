// 0016: a popup announcement says when it shows (A after login, B before login, F on the first
// login); other kinds leave it null.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const announcementExecutionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('announcements').addColumn('execution', 'varchar(1)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('announcements').dropColumn('execution').execute();
  },
};
