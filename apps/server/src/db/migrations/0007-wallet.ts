// 0007: the money side: deposit orders, bound payees, withdrawals with their daily
// totals and proof images, and transfers (between a member's wallets, agent ↔ downline).
//
// Every movement of money is still a ledger row (wallets.post); these tables hold the orders the
// rows belong to and their states. Each state change that moves money is a conditional UPDATE on
// the order's state in the same transaction as its ledger row, so a repeated callback or decision
// moves money at most once. Order, withdrawal and transfer numbers are unique platform-wide (a
// payment provider's callback names only the order number); request ids are unique per account
// (the idempotency key of a money request).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumns, type DialectKind } from '../dialect';

export function walletMigration(dialect: DialectKind): Migration {
  const { id, idType } = idColumns(dialect);
  const bytesType = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('deposit_orders')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('method_code', 'varchar(32)', (c) => c.notNull())
        /** The payment provider the order went to (`demo`, …): its callback must come from it. */
        .addColumn('provider', 'varchar(32)', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'varchar(8)', (c) => c.notNull())
        /** pending → paid | failed | expired (expired → paid when the money arrives late). */
        .addColumn('status', 'varchar(8)', (c) => c.notNull())
        .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        /** The language of the provider's page. */
        .addColumn('language', 'varchar(4)', (c) => c.notNull())
        .addColumn('provider_reference', 'varchar(64)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('paid_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('deposit_orders_request')
        .on('deposit_orders')
        .columns(['merchant_code', 'account_id', 'request_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('deposit_orders_account')
        .on('deposit_orders')
        .columns(['merchant_code', 'account_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('deposit_orders_due')
        .on('deposit_orders')
        .columns(['status', 'expires_at'])
        .execute();

      await db.schema
        .createTable('payees')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        /** bank | ewallet: one of each per account. */
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('provider_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('account_name', 'varchar(64)', (c) => c.notNull())
        /** As given; answered masked. */
        .addColumn('account_number', 'varchar(34)', (c) => c.notNull())
        .addColumn('bound_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('payees_kind')
        .on('payees')
        .columns(['merchant_code', 'account_id', 'kind'])
        .unique()
        .execute();

      await db.schema
        .createTable('withdrawals')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('withdrawal_no', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('payee_id', idType, (c) => c.notNull().references('payees.id'))
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'varchar(8)', (c) => c.notNull())
        /** contracts WITHDRAWAL_STATUSES */
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        /** The day (UTC, YYYY-MM-DD) whose daily limit it counts against. */
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('requested_at', 'bigint', (c) => c.notNull())
        .addColumn('decided_at', 'bigint')
        .addColumn('paid_at', 'bigint')
        .addColumn('confirm_by', 'bigint')
        .addColumn('confirmed_at', 'bigint')
        .addColumn('received_minor', 'bigint')
        .addColumn('remark', 'varchar(200)')
        /** What the operator gave back of a not_received / partial withdrawal (once). */
        .addColumn('refunded_minor', 'bigint')
        .addColumn('refunded_at', 'bigint')
        .addColumn('proof_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('withdrawals_request')
        .on('withdrawals')
        .columns(['merchant_code', 'account_id', 'request_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('withdrawals_account')
        .on('withdrawals')
        .columns(['merchant_code', 'account_id', 'requested_at'])
        .execute();
      await db.schema
        .createIndex('withdrawals_status')
        .on('withdrawals')
        .columns(['merchant_code', 'status', 'requested_at'])
        .execute();
      await db.schema.createIndex('withdrawals_due').on('withdrawals').columns(['status', 'confirm_by']).execute();

      // The daily limit's running total per account and day, changed by one conditional UPDATE, so
      // two requests at once cannot both pass the limit.
      await db.schema
        .createTable('withdrawal_days')
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('total_minor', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('withdrawal_days_pk', ['merchant_code', 'account_id', 'day'])
        .execute();

      await db.schema
        .createTable('withdrawal_proofs')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        .addColumn('withdrawal_id', idType, (c) => c.notNull().references('withdrawals.id'))
        /** image/png | image/jpeg, by the bytes. */
        .addColumn('content_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
        .addColumn('bytes', bytesType, (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('withdrawal_proofs_withdrawal')
        .on('withdrawal_proofs')
        .columns(['merchant_code', 'withdrawal_id'])
        .execute();

      await db.schema
        .createTable('money_transfers')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('transfer_no', 'varchar(32)', (c) => c.notNull().unique())
        /** wallet (between the member's wallets) | downline | upline */
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        /** The sender. */
        .addColumn('account_id', idType, (c) => c.notNull().references('accounts.id'))
        /** The receiver of a member transfer; null for a wallet transfer. */
        .addColumn('counterparty_id', idType, (c) => c.references('accounts.id'))
        .addColumn('from_wallet', 'integer', (c) => c.notNull())
        .addColumn('to_wallet', 'integer', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('money_transfers_request')
        .on('money_transfers')
        .columns(['merchant_code', 'account_id', 'request_id'])
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'money_transfers',
        'withdrawal_proofs',
        'withdrawal_days',
        'withdrawals',
        'payees',
        'deposit_orders',
      ])
        await db.schema.dropTable(table).execute();
    },
  };
}
