// Who made an operator decision, and the one way a decision is written down: `recordDecision`, on
// the repositories of the decision's own transaction, so a decision and its audit row commit (or
// roll back) together. The trail itself is append-only (repositories/audit-log.ts, migration 0013).
import type { AuditAction } from '@portal/contracts';
import type { TenantRepositories } from '../../repositories/index';
import type { AuditRecord } from '../../repositories/audit-log';

/** The one who decides: a staff member (from their session) or the platform's own clock. */
export interface Actor {
  staffId: number | null;
  /** The staff member's username, or `system`. */
  name: string;
  ip: string | null;
}

/** The demo mode's clock, which approves and pays withdrawals by itself (jobs/money-jobs.ts). */
export const SYSTEM_ACTOR: Actor = { staffId: null, name: 'system', ip: null };

export type DecisionRecord = Omit<AuditRecord, 'at' | 'staffId' | 'actor' | 'ip' | 'action' | 'outcome'> & {
  outcome?: AuditRecord['outcome'];
};

export async function recordDecision(
  repos: TenantRepositories,
  actor: Actor,
  action: AuditAction,
  at: number,
  record: DecisionRecord = {},
): Promise<void> {
  await repos.auditLog.append({
    ...record,
    outcome: record.outcome ?? 'done',
    action,
    at,
    staffId: actor.staffId,
    actor: actor.name,
    ip: actor.ip,
  });
}
