// The finance role's points-mall calls (`/ops/points/redeems…`): the tenant's redeems by state, and
// the decision on a goods redeem in process — approve (it ships), or reject (the points and the
// stock come back) — once, audited in the decision's transaction (services/points/mall-service.ts).
// The token decides the tenant: a redeem number of another tenant is not found.
import {
  operatorDecisionSchema,
  operatorRedeemParamsSchema,
  operatorRedeemSchema,
  operatorRedeemsRequestSchema,
  operatorRedeemsValueSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperatorRoute } from '../../plugins/app/operator-auth';

export default async function operatorPointsRoutes(app: FastifyInstance) {
  const { mall } = app.platform;
  const decision = {
    params: operatorRedeemParamsSchema,
    body: operatorDecisionSchema.nullish(),
    response: operatorRedeemSchema,
    roles: ['finance'],
  } as const;

  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: '/ops/points/redeems',
      summary: "The brand's points-mall redeems, newest first, optionally of one state",
      roles: ['finance'],
      querystring: operatorRedeemsRequestSchema,
      response: operatorRedeemsValueSchema,
    },
    ({ tenant, repos, query }) => mall.operatorRedeems(tenant, repos, query),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/points/redeems/:redeemNo/approve',
      summary: 'Approve a goods redeem in process (it ships)',
      action: 'points.redeem_approve',
      ...decision,
    },
    ({ tenant, repos, actor, params, body }) =>
      mall.decide(tenant, repos, actor, params.redeemNo, 'approved', body?.remark ?? null),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/points/redeems/:redeemNo/reject',
      summary: 'Reject a goods redeem in process: its points and stock come back',
      action: 'points.redeem_reject',
      ...decision,
    },
    ({ tenant, repos, actor, params, body }) =>
      mall.decide(tenant, repos, actor, params.redeemNo, 'rejected', body?.remark ?? null),
  );
}
