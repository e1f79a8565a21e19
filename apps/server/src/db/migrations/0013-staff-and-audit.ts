// 0013: the operator's staff (named people with roles and their own passwords, no shared key),
// their sessions (only a keyed hash of each token is kept), maker–checker approvals of large
// rewards and refunds, and the audit trail of every operator decision.
//
// The audit trail is append-only in the database itself: triggers refuse every UPDATE and DELETE
// of `audit_log` on both engines, so no code path (nor a bug in one) can rewrite what staff did.
// Removing rows (retention) is a deliberate act of a database owner: drop the trigger, delete, put
// it back — which a database audit of its own records.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { idColumns, type DialectKind } from '../dialect';

export function staffAndAuditMigration(dialect: DialectKind): Migration {
  const { id, idType } = idColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'text', (col) => col.notNull())
        .addColumn('username', 'text', (col) => col.notNull())
        .addColumn('display_name', 'text', (col) => col.notNull())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        /** Comma-separated roles: finance, content, support, admin. */
        .addColumn('roles', 'text', (col) => col.notNull())
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('failed_logins', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('locks', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('last_login_at', 'bigint')
        .addUniqueConstraint('staff_merchant_username', ['merchant_code', 'username'])
        .execute();
      await db.schema
        .createTable('staff_sessions')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'text', (col) => col.notNull())
        .addColumn('staff_id', idType, (col) => col.notNull())
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('revoked_at', 'bigint')
        .addColumn('ip', 'text')
        .execute();
      await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').columns(['staff_id']).execute();
      await db.schema
        .createTable('approvals')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'text', (col) => col.notNull())
        /** reward | refund */
        .addColumn('kind', 'text', (col) => col.notNull())
        /** pending | approved | rejected */
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('account_id', idType, (col) => col.notNull())
        .addColumn('amount_minor', 'bigint', (col) => col.notNull())
        /** The reward's title or the refund's withdrawal number. */
        .addColumn('subject', 'text', (col) => col.notNull())
        /** What the decision carries out when approved (JSON): the reward's expiry, … */
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('maker_id', idType, (col) => col.notNull())
        .addColumn('checker_id', idType)
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('decided_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('approvals_merchant_status')
        .on('approvals')
        .columns(['merchant_code', 'status', 'id'])
        .execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', idType, id)
        .addColumn('merchant_code', 'text', (col) => col.notNull())
        .addColumn('at', 'bigint', (col) => col.notNull())
        /** The staff member (null for the platform's own clock). */
        .addColumn('staff_id', idType)
        /** The staff member's username at the time, or `system`. */
        .addColumn('actor', 'text', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        /** done | pending | denied */
        .addColumn('outcome', 'text', (col) => col.notNull())
        .addColumn('account_id', idType)
        .addColumn('username', 'text')
        .addColumn('amount_minor', 'bigint')
        .addColumn('subject', 'text')
        .addColumn('before_state', 'text')
        .addColumn('after_state', 'text')
        .addColumn('ip', 'text')
        .execute();
      await db.schema.createIndex('audit_log_merchant').on('audit_log').columns(['merchant_code', 'id']).execute();
      if (dialect === 'postgres') {
        await sql`
          create function audit_log_append_only() returns trigger language plpgsql as $$
          begin raise exception 'audit_log is append-only'; end $$`.execute(db);
        await sql`
          create trigger audit_log_no_change before update or delete on audit_log
          for each statement execute function audit_log_append_only()`.execute(db);
      } else {
        await sql`
          create trigger audit_log_no_update before update on audit_log
          begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
        await sql`
          create trigger audit_log_no_delete before delete on audit_log
          begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`drop trigger audit_log_no_change on audit_log`.execute(db);
        await sql`drop function audit_log_append_only()`.execute(db);
      }
      await db.schema.dropTable('audit_log').execute();
      await db.schema.dropTable('approvals').execute();
      await db.schema.dropTable('staff_sessions').execute();
      await db.schema.dropTable('staff').execute();
    },
  };
}
