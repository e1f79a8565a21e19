// 0002: a tenant's maintenance can announce when it ends (shown on the maintenance page).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const maintenanceEndMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('tenants').addColumn('maintenance_end_time', 'bigint').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('tenants').dropColumn('maintenance_end_time').execute();
  },
};
