// 0019: promotions and missions written by the brand's staff (issue 22, the content role's
// `/ops/content/promotions` and `/ops/content/missions`).
// - `promotions.withdrawn_at`: a promotion staff withdraw is kept (its activities point at it) but
//   no longer listed, shown or joined; the seed inserts only missing rows, so it stays withdrawn.
// - `missions.source`: `brand` for a row the brand's missions.json wrote, `staff` once staff
//   created or edited it. The seed updates and removes `brand` rows only, so a staff edit survives
//   a restart (server README, "Content staff write").
// - `missions.withdrawn_at`: a mission staff withdraw (its source becomes `staff`, so the seed
//   neither brings it back nor deletes it); its closed periods and results stay.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const staffPromotionsMissionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('promotions').addColumn('withdrawn_at', 'bigint').execute();
    await db.schema
      .alterTable('missions')
      .addColumn('source', 'varchar(8)', (c) => c.notNull().defaultTo('brand'))
      .execute();
    await db.schema.alterTable('missions').addColumn('withdrawn_at', 'bigint').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('missions').dropColumn('withdrawn_at').execute();
    await db.schema.alterTable('missions').dropColumn('source').execute();
    await db.schema.alterTable('promotions').dropColumn('withdrawn_at').execute();
  },
};
