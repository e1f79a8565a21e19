// 0015: the points mall (issue 22). Points are a second ledger shaped like the money one
// (repositories/points.ts): a balance row per member (`point_wallets`) and append-only rows
// (`point_ledger`) that each say what earned or spent them. Amounts are integer hundredths of a
// point. Numbered 0015 because 0013 and 0014 were taken by other branches when this shipped:
// kysely runs migrations in name order, so it runs after them whatever order they merge in.
//
// The database's own guards, beside the code:
// - No points balance below zero and no reward redeemed below zero: CHECK constraints. These
//   tables are new, so both engines take a CHECK in CREATE TABLE (0010 needed triggers on SQLite
//   only because it changed an existing table).
// - Every points row has a reference unique per merchant (`bet:<id>`, `deposit:<order>`,
//   `redeem:<no>`, `refund:<no>`, `convert:<no>`): an accrual run twice, a redeem or conversion
//   retried, writes its row once.
// - A redeem and a conversion are unique per (merchant, account, request id), like withdrawals.
// - The money ledger's one-shot index (0010, `ledger_one_shot`) gains the kind `points` (points
//   converted into balance, a bonus reward): one credit per reference. Its list is frozen here.
//
// Also two indexes for the accrual's reads since its watermark: settled bets by settled_at and
// paid deposit orders by updated_at, tenant-wide.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumns, type DialectKind } from '../dialect';

const ONE_SHOT_KINDS_0010 = [
  'deposit',
  'win',
  'lottery_win',
  'withdrawal_release',
  'reward',
  'transfer_in',
  'wallet_transfer_in',
] as const;
const ONE_SHOT_KINDS_0015 = [...ONE_SHOT_KINDS_0010, 'points'] as const;
const kindList = (kinds: readonly string[]) => sql.raw(kinds.map((kind) => `'${kind}'`).join(', '));

export function pointsMallMigration(dialect: DialectKind): Migration {
  const { id, idType } = idColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('point_wallets')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        /** Hundredths of a point; changed only together with a point_ledger row. */
        .addColumn('balance_minor', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('point_wallets_pk', ['merchant_code', 'account_id'])
        .addCheckConstraint('point_wallets_balance_not_negative', sql`balance_minor >= 0`)
        .execute();

      await db.schema
        .createTable('point_ledger')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        /** contracts POINT_KINDS */
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('balance_after_minor', 'bigint', (c) => c.notNull())
        .addColumn('reference', 'varchar(80)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('point_ledger_reference')
        .on('point_ledger')
        .columns(['merchant_code', 'reference'])
        .unique()
        .execute();
      await db.schema
        .createIndex('point_ledger_account')
        .on('point_ledger')
        .columns(['merchant_code', 'account_id', 'created_at'])
        .execute();

      // How many of a reward of the tenant's catalogue (tenant.json) are redeemed, not rejected:
      // a redeem raises it only while it stays within the catalogue's stock (one conditional UPDATE).
      await db.schema
        .createTable('point_reward_stock')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('reward_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('redeemed', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('point_reward_stock_pk', ['merchant_code', 'reward_id'])
        .addCheckConstraint('point_reward_stock_not_negative', sql`redeemed >= 0`)
        .execute();

      await db.schema
        .createTable('point_redeems')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('redeem_no', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('reward_id', 'varchar(32)', (c) => c.notNull())
        /** goods | bonus */
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('points_minor', 'bigint', (c) => c.notNull())
        /** A bonus's balance credit in all; null for goods. */
        .addColumn('bonus_minor', 'bigint')
        /** in_process → approved | rejected (a bonus is approved at once). */
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('receiver_name', 'varchar(64)')
        .addColumn('address', 'varchar(200)')
        .addColumn('mobile', 'varchar(24)')
        .addColumn('remark', 'varchar(200)')
        .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('decided_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('point_redeems_quantity_positive', sql`quantity > 0`)
        .execute();
      await db.schema
        .createIndex('point_redeems_request')
        .on('point_redeems')
        .columns(['merchant_code', 'account_id', 'request_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('point_redeems_account')
        .on('point_redeems')
        .columns(['merchant_code', 'account_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('point_redeems_status')
        .on('point_redeems')
        .columns(['merchant_code', 'status', 'created_at'])
        .execute();

      await db.schema
        .createTable('point_converts')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('convert_no', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('points_minor', 'bigint', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('point_converts_request')
        .on('point_converts')
        .columns(['merchant_code', 'account_id', 'request_id'])
        .unique()
        .execute();

      // The accrual's watermark per tenant and source (bets, deposits): the time it has read up to.
      await db.schema
        .createTable('point_accrual_marks')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('source', 'varchar(16)', (c) => c.notNull())
        .addColumn('mark', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('point_accrual_marks_pk', ['merchant_code', 'source'])
        .execute();

      await db.schema
        .createIndex('betting_records_settled')
        .on('betting_records')
        .columns(['merchant_code', 'settled_at', 'id'])
        .execute();
      await db.schema
        .createIndex('deposit_orders_paid')
        .on('deposit_orders')
        .columns(['merchant_code', 'status', 'updated_at'])
        .execute();

      await sql`drop index ledger_one_shot`.execute(db);
      await sql`
        create unique index ledger_one_shot on ledger (merchant_code, kind, reference)
        where kind in (${kindList(ONE_SHOT_KINDS_0015)})`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index ledger_one_shot`.execute(db);
      await sql`
        create unique index ledger_one_shot on ledger (merchant_code, kind, reference)
        where kind in (${kindList(ONE_SHOT_KINDS_0010)})`.execute(db);
      await db.schema.dropIndex('deposit_orders_paid').execute();
      await db.schema.dropIndex('betting_records_settled').execute();
      for (const table of [
        'point_accrual_marks',
        'point_converts',
        'point_redeems',
        'point_reward_stock',
        'point_ledger',
        'point_wallets',
      ])
        await db.schema.dropTable(table).execute();
    },
  };
}
