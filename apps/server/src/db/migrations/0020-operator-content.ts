// 0020: content belongs to the brand's staff (issue 22). An announcement or help article an
// operator deletes is withdrawn (`withdrawn_at`), not removed: the first-start seed inserts only
// what is missing, so a removed row would come back at the next start, a withdrawn one stays
// withdrawn. A points-mall reward's stock set by staff (`stock`) overrides tenant.json's
// `points.rewards[].stock`; null keeps the brand file's.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const operatorContentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('announcements').addColumn('withdrawn_at', 'bigint').execute();
    await db.schema.alterTable('help_articles').addColumn('withdrawn_at', 'bigint').execute();
    await db.schema.alterTable('point_reward_stock').addColumn('stock', 'integer').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('point_reward_stock').dropColumn('stock').execute();
    await db.schema.alterTable('help_articles').dropColumn('withdrawn_at').execute();
    await db.schema.alterTable('announcements').dropColumn('withdrawn_at').execute();
  },
};
