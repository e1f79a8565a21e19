// The audit trail of one tenant (migration 0013): append-only — this module can only add and read
// rows, and the database refuses any UPDATE or DELETE of them.
import type { AuditAction } from '@portal/contracts';
import type { AuditLogRow } from '../db/schema';
import type { Executor } from './executor';
import type { Page } from './periods';

export interface AuditRecord {
  at: number;
  /** null for the platform's own clock. */
  staffId: number | null;
  actor: string;
  action: AuditAction;
  outcome: 'done' | 'pending' | 'denied';
  accountId?: number | null;
  username?: string | null;
  amountMinor?: number | null;
  subject?: string | null;
  before?: string | null;
  after?: string | null;
  ip?: string | null;
}

export interface AuditQuery {
  action?: string | undefined;
  actor?: string | undefined;
  username?: string | undefined;
}

export function auditLogRepository(db: Executor, merchantCode: string) {
  function filtered(query: AuditQuery) {
    let q = db.selectFrom('audit_log').where('merchant_code', '=', merchantCode);
    if (query.action) q = q.where('action', '=', query.action);
    if (query.actor) q = q.where('actor', '=', query.actor);
    if (query.username) q = q.where('username', '=', query.username);
    return q;
  }
  return {
    async append(record: AuditRecord): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          merchant_code: merchantCode,
          at: record.at,
          staff_id: record.staffId,
          actor: record.actor,
          action: record.action,
          outcome: record.outcome,
          account_id: record.accountId ?? null,
          username: record.username ?? null,
          amount_minor: record.amountMinor ?? null,
          subject: record.subject ?? null,
          before_state: record.before ?? null,
          after_state: record.after ?? null,
          ip: record.ip ?? null,
        })
        .execute();
    },
    async page(query: AuditQuery, page: Page): Promise<{ rows: AuditLogRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        filtered(query).selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
        filtered(query)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },
  };
}
