// The operator's withdrawal calls (`/ops/withdrawals…`, operator key, plugins/app/operator-auth.ts):
// list by state, approve, reject (the hold returned), mark paid, refund what did not arrive of a
// not_received or partial withdrawal (once). The key decides the tenant: a withdrawal number of
// another tenant is not found.
import {
  operatorDecisionSchema,
  operatorWithdrawalParamsSchema,
  operatorWithdrawalSchema,
  operatorWithdrawalsRequestSchema,
  operatorWithdrawalsValueSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperatorRoute } from '../../plugins/app/operator-auth';

export default async function operatorWithdrawalRoutes(app: FastifyInstance) {
  const { withdrawals } = app.platform;
  const decision = { params: operatorWithdrawalParamsSchema, response: operatorWithdrawalSchema } as const;

  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: '/ops/withdrawals',
      summary: "The tenant's withdrawals, newest first, optionally of one state",
      querystring: operatorWithdrawalsRequestSchema,
      response: operatorWithdrawalsValueSchema,
    },
    ({ repos, query }) => withdrawals.operatorList(repos, query),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/withdrawals/:withdrawalNo/approve',
      summary: 'Approve a requested withdrawal',
      body: operatorDecisionSchema.nullish(),
      ...decision,
    },
    ({ repos, params, body }) => withdrawals.approve(repos, params.withdrawalNo, body?.remark),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/withdrawals/:withdrawalNo/reject',
      summary: 'Reject a requested withdrawal: the held amount goes back to the main wallet',
      body: operatorDecisionSchema.nullish(),
      ...decision,
    },
    ({ repos, params, body }) => withdrawals.reject(repos, params.withdrawalNo, body?.remark),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/withdrawals/:withdrawalNo/paid',
      summary: "Mark an approved withdrawal paid (the player then confirms it within the tenant's minutes)",
      ...decision,
    },
    ({ tenant, repos, params }) => withdrawals.markPaid(tenant, repos, params.withdrawalNo),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/withdrawals/:withdrawalNo/refund',
      summary: 'Refund what did not arrive of a not_received or partial withdrawal, once (never an auto receipt)',
      ...decision,
    },
    ({ repos, params }) => withdrawals.refund(repos, params.withdrawalNo),
  );
}
