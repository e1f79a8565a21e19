// 0017: promotions and activities (issue 22). A promotion is the brand's content, seeded from
// `tenants/<brand>/seed/promotions.json` (like announcements); an activity is what one member did
// with one promotion, one row per (merchant, account, promotion) — the unique index is what makes a
// join, an application and a raffle claim happen once. Images of an application are uploaded
// before it is sent (`activity_id` null until `applyActivity` binds them).
//
// The money ledger's one-shot index (0010, `ledger_one_shot`, last rebuilt by 0015) gains the kinds
// `promotion_bonus` (`promotion:<id>:<account>`) and `raffle_prize` (`raffle:<id>:<account>`): one
// credit per reference. Its list is frozen here. A partial unique index, so both engines take it.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumns, type DialectKind } from '../dialect';

const ONE_SHOT_KINDS_0015 = [
  'deposit',
  'win',
  'lottery_win',
  'withdrawal_release',
  'reward',
  'transfer_in',
  'wallet_transfer_in',
  'points',
] as const;
const ONE_SHOT_KINDS_0017 = [...ONE_SHOT_KINDS_0015, 'promotion_bonus', 'raffle_prize'] as const;
const kindList = (kinds: readonly string[]) => sql.raw(kinds.map((kind) => `'${kind}'`).join(', '));

export function promotionsMigration(dialect: DialectKind): Migration {
  const { id, idType } = idColumns(dialect);
  const bytesType = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('promotions')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('id', 'varchar(48)', (c) => c.notNull())
        /** contracts PROMOTION_CATEGORIES */
        .addColumn('category', 'varchar(16)', (c) => c.notNull())
        /** contracts PROMOTION_KINDS */
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        /** `{ "<LANG>": text }`; content is sanitised HTML. */
        .addColumn('title_json', 'text', (c) => c.notNull())
        .addColumn('summary_json', 'text', (c) => c.notNull())
        .addColumn('content_json', 'text', (c) => c.notNull())
        .addColumn('starts_at', 'bigint', (c) => c.notNull())
        .addColumn('ends_at', 'bigint')
        .addColumn('turnover_minor', 'bigint')
        .addColumn('reward_minor', 'bigint')
        /** A raffle's `[{ "amountMinor", "weight" }]`; null for other kinds. */
        .addColumn('prizes_json', 'text')
        /** The seed file's order. */
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('promotions_pk', ['merchant_code', 'id'])
        .execute();

      await db.schema
        .createTable('promotion_activities')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('promotion_id', 'varchar(48)', (c) => c.notNull())
        /** joined | applying | issued | rejected | claimed | closed (the stored ones of ACTIVITY_STATES). */
        .addColumn('state', 'varchar(16)', (c) => c.notNull())
        .addColumn('acted_at', 'bigint', (c) => c.notNull())
        .addColumn('decided_at', 'bigint')
        /** `staff:<id>` or `system` (the settlement job). */
        .addColumn('decided_by', 'varchar(64)')
        .addColumn('decision_remark', 'varchar(200)')
        .addColumn('paid_minor', 'bigint')
        /** The member's application remark (apply). */
        .addColumn('remark', 'varchar(200)')
        .execute();
      await db.schema
        .createIndex('promotion_activities_once')
        .on('promotion_activities')
        .columns(['merchant_code', 'account_id', 'promotion_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('promotion_activities_state')
        .on('promotion_activities')
        .columns(['merchant_code', 'state', 'acted_at'])
        .execute();

      await db.schema
        .createTable('activity_images')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('promotion_id', 'varchar(48)', (c) => c.notNull())
        /** Null until an application binds it. */
        .addColumn('activity_id', idType, (c) => c.references('promotion_activities.id'))
        /** image/png | image/jpeg, by the bytes. */
        .addColumn('content_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('bytes', bytesType, (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('activity_images_owner')
        .on('activity_images')
        .columns(['merchant_code', 'account_id', 'promotion_id'])
        .execute();
      await db.schema
        .createIndex('activity_images_activity')
        .on('activity_images')
        .columns(['merchant_code', 'activity_id'])
        .execute();

      await sql`drop index ledger_one_shot`.execute(db);
      await sql`
        create unique index ledger_one_shot on ledger (merchant_code, kind, reference)
        where kind in (${kindList(ONE_SHOT_KINDS_0017)})`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index ledger_one_shot`.execute(db);
      await sql`
        create unique index ledger_one_shot on ledger (merchant_code, kind, reference)
        where kind in (${kindList(ONE_SHOT_KINDS_0015)})`.execute(db);
      for (const table of ['activity_images', 'promotion_activities', 'promotions'])
        await db.schema.dropTable(table).execute();
    },
  };
}
