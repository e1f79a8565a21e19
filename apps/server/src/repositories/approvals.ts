// Maker–checker approvals of one tenant (migration 0013): a reward or refund above the tenant's
// threshold, waiting for a second staff member. `decide` is one conditional UPDATE from pending,
// so of two decisions at once exactly one counts.
import type { ApprovalRow } from '../db/schema';
import type { Executor } from './executor';
import type { Page } from './periods';

export interface NewApproval {
  kind: 'reward' | 'refund' | 'promotion';
  accountId: number;
  amountMinor: number;
  subject: string;
  payload: unknown;
  makerId: number;
  createdAt: number;
}

export function approvalsRepository(db: Executor, merchantCode: string) {
  function filtered(kinds: readonly string[], status: string | undefined) {
    let q = db
      .selectFrom('approvals')
      .where('merchant_code', '=', merchantCode)
      .where('kind', 'in', [...kinds]);
    if (status) q = q.where('status', '=', status);
    return q;
  }
  return {
    create(approval: NewApproval): Promise<ApprovalRow> {
      return db
        .insertInto('approvals')
        .values({
          merchant_code: merchantCode,
          kind: approval.kind,
          status: 'pending',
          account_id: approval.accountId,
          amount_minor: approval.amountMinor,
          subject: approval.subject,
          payload: JSON.stringify(approval.payload ?? {}),
          maker_id: approval.makerId,
          checker_id: null,
          created_at: approval.createdAt,
          decided_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    byId(id: number): Promise<ApprovalRow | undefined> {
      return db
        .selectFrom('approvals')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    /** A pending refund of this withdrawal (one at a time). */
    pendingFor(kind: 'reward' | 'refund' | 'promotion', subject: string): Promise<ApprovalRow | undefined> {
      return filtered([kind], 'pending').selectAll().where('subject', '=', subject).executeTakeFirst();
    },
    async page(
      kinds: readonly string[],
      status: string | undefined,
      page: Page,
    ): Promise<{ rows: ApprovalRow[]; total: number }> {
      if (kinds.length === 0) return { rows: [], total: 0 };
      const [rows, count] = await Promise.all([
        filtered(kinds, status).selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
        filtered(kinds, status)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },
    /** pending → approved | rejected by `checkerId`; false when it was no longer pending. */
    async decide(id: number, status: 'approved' | 'rejected', checkerId: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('approvals')
        .set({ status, checker_id: checkerId, decided_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
