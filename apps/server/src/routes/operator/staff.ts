// The admin's calls (`/ops/staff`, `/ops/audit`): staff accounts (create with a one-time password,
// roles, on/off, password reset) and the audit trail.
import {
  auditRequestSchema,
  auditValueSchema,
  createStaffRequestSchema,
  staffListValueSchema,
  staffParamsSchema,
  staffSchema,
  staffWithPasswordSchema,
  updateStaffRequestSchema,
  type AuditAction,
  type AuditEntry,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { toMajor } from '../../lib/money';
import { registerOperatorRoute } from '../../plugins/app/operator-auth';
import { pageFields, pageWindow } from '../../services/member-centre/record-pages';

export default async function operatorStaffRoutes(app: FastifyInstance) {
  const { staff } = app.platform;
  const admin = ['admin'] as const;

  registerOperatorRoute(
    app,
    { method: 'GET', url: '/ops/staff', summary: 'The brand’s staff', roles: admin, response: staffListValueSchema },
    async ({ repos }) => ({ list: await staff.list(repos) }),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/staff',
      summary: 'Add a staff member; the answer holds their first password (shown once)',
      roles: admin,
      action: 'staff.create',
      body: createStaffRequestSchema,
      response: staffWithPasswordSchema,
    },
    ({ repos, actor, body }) => staff.create(repos, actor, body),
  );
  registerOperatorRoute(
    app,
    {
      method: 'PUT',
      url: '/ops/staff/:staffId',
      summary: 'Change a staff member’s name or roles, or switch them off (their sessions end)',
      roles: admin,
      action: 'staff.update',
      params: staffParamsSchema,
      body: updateStaffRequestSchema,
      response: staffSchema,
    },
    ({ repos, actor, params, body }) => staff.update(repos, actor, params.staffId, body),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/staff/:staffId/password',
      summary: 'Give a staff member a new generated password (shown once; their sessions end)',
      roles: admin,
      action: 'staff.password_reset',
      params: staffParamsSchema,
      response: staffWithPasswordSchema,
    },
    ({ repos, actor, params }) => staff.resetPassword(repos, actor, params.staffId),
  );
  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: '/ops/audit',
      summary: 'The audit trail: every operator decision and refused attempt, newest first',
      roles: admin,
      querystring: auditRequestSchema,
      response: auditValueSchema,
    },
    async ({ repos, query }) => {
      const { rows, total } = await repos.auditLog.page(query, pageWindow(query));
      const list: AuditEntry[] = rows.map((row) => ({
        auditId: row.id,
        at: row.at,
        actor: row.actor,
        action: row.action as AuditAction,
        outcome: row.outcome as AuditEntry['outcome'],
        username: row.username,
        amount: row.amount_minor === null ? null : toMajor(row.amount_minor),
        subject: row.subject,
        before: row.before_state,
        after: row.after_state,
        ip: row.ip,
      }));
      return { list, ...pageFields(query, total) };
    },
  );
}
