// The finance role's withdrawal calls (`/ops/withdrawals…`): list by state or member (support reads
// them too, with payee numbers masked), approve, reject (the hold returned), mark paid, refund what
// did not arrive of a not_received or partial withdrawal (once; 202 with an approval above the
// brand's threshold), and the member's proof images. The token decides the tenant: a withdrawal
// number of another tenant is not found.
import {
  approvalSchema,
  operatorDecisionSchema,
  operatorProofParamsSchema,
  operatorWithdrawalParamsSchema,
  operatorWithdrawalSchema,
  operatorWithdrawalsRequestSchema,
  operatorWithdrawalsValueSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { registerOperatorRoute } from '../../plugins/app/operator-auth';
import { recordDecision } from '../../services/operator/audit';
import { sendStoredImage } from '../shared';

export default async function operatorWithdrawalRoutes(app: FastifyInstance) {
  const { withdrawals, decisions, clock } = app.platform;
  const finance = ['finance'] as const;
  const decision = {
    params: operatorWithdrawalParamsSchema,
    response: operatorWithdrawalSchema,
    roles: finance,
  } as const;

  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: '/ops/withdrawals',
      summary:
        "The brand's withdrawals, newest first, optionally of one state or member (whole payee numbers: finance only)",
      roles: ['finance', 'support'],
      querystring: operatorWithdrawalsRequestSchema,
      response: operatorWithdrawalsValueSchema,
    },
    ({ repos, principal, query }) =>
      withdrawals.operatorList(repos, query, { fullNumbers: principal.roles.includes('finance') }),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/withdrawals/:withdrawalNo/approve',
      summary: 'Approve a requested withdrawal',
      action: 'withdrawal.approve',
      body: operatorDecisionSchema.nullish(),
      ...decision,
    },
    ({ repos, actor, params, body }) => withdrawals.approve(repos, params.withdrawalNo, actor, body?.remark),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/withdrawals/:withdrawalNo/reject',
      summary: 'Reject a requested withdrawal: the held amount goes back to the main wallet',
      action: 'withdrawal.reject',
      body: operatorDecisionSchema.nullish(),
      ...decision,
    },
    ({ repos, actor, params, body }) => withdrawals.reject(repos, params.withdrawalNo, actor, body?.remark),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/withdrawals/:withdrawalNo/paid',
      summary: "Mark an approved withdrawal paid (the player then confirms it within the tenant's minutes)",
      action: 'withdrawal.paid',
      ...decision,
    },
    ({ tenant, repos, actor, params }) => withdrawals.markPaid(tenant, repos, params.withdrawalNo, actor),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/withdrawals/:withdrawalNo/refund',
      summary:
        'Refund what did not arrive of a not_received or partial withdrawal, once (never an auto receipt); 202 with an approval above the brand’s threshold',
      action: 'withdrawal.refund',
      accepted: approvalSchema,
      ...decision,
    },
    async ({ tenant, repos, actor, reply, params }) => {
      const outcome = await decisions.refund(tenant, repos, actor, params.withdrawalNo);
      if ('done' in outcome) return outcome.done;
      reply.code(202);
      return outcome.pending;
    },
  );
  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: '/ops/withdrawals/:withdrawalNo/proofs/:proofNo',
      summary: 'One proof image the member uploaded (png or jpeg by its bytes), as an inert download',
      roles: finance,
      action: 'withdrawal.proof_view',
      params: operatorProofParamsSchema,
      response: 'binary',
    },
    async ({ repos, actor, reply, params }) => {
      const proof = await withdrawals.proof(repos, params.withdrawalNo, params.proofNo);
      if (!proof) throw new AppError('not_found');
      await recordDecision(repos, actor, 'withdrawal.proof_view', clock.now(), {
        accountId: proof.row.account_id,
        subject: `${params.withdrawalNo} proof ${params.proofNo}`,
      });
      return sendStoredImage(reply, {
        contentType: proof.contentType,
        bytes: proof.bytes,
        filename: `${params.withdrawalNo}-${params.proofNo}`,
      });
    },
  );
}
