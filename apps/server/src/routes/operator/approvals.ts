// Maker–checker (`/ops/approvals`): the rewards (content) and refunds (finance) above the brand's
// threshold, waiting for a second staff member of that role, who approves (carried out at once)
// or rejects them.
import { approvalParamsSchema, approvalSchema, approvalsRequestSchema, approvalsValueSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperatorRoute } from '../../plugins/app/operator-auth';

export default async function operatorApprovalRoutes(app: FastifyInstance) {
  const { decisions } = app.platform;
  const checkers = ['finance', 'content'] as const;

  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: '/ops/approvals',
      summary: 'Approvals of the kinds one’s roles decide (refunds: finance; rewards: content)',
      roles: checkers,
      querystring: approvalsRequestSchema,
      response: approvalsValueSchema,
    },
    ({ tenant, repos, principal, query }) => decisions.list(tenant, repos, principal, query),
  );
  for (const verdict of ['approve', 'reject'] as const) {
    registerOperatorRoute(
      app,
      {
        method: 'POST',
        url: `/ops/approvals/:approvalId/${verdict}`,
        summary:
          verdict === 'approve'
            ? 'Approve another staff member’s reward or refund: it is carried out at once'
            : 'Reject another staff member’s reward or refund',
        roles: checkers,
        action: verdict === 'approve' ? 'approval.approve' : 'approval.reject',
        params: approvalParamsSchema,
        response: approvalSchema,
      },
      ({ tenant, repos, principal, actor, params }) =>
        decisions.decide(
          tenant,
          repos,
          principal,
          actor,
          params.approvalId,
          verdict === 'approve' ? 'approved' : 'rejected',
        ),
    );
  }
}
