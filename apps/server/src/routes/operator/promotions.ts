// The operator's promotion applications (`/ops/promotions/applications…`): the brand's
// applications by state, an application's images as inert downloads, and the decision on one
// waiting — issue (finance: the promotion's reward is paid through the ledger; above the brand's
// approval threshold it waits for a second finance member and above its ceiling it is refused,
// like a reward: services/operator/decision-service.ts) or reject with a reason (finance or
// content) — once, audited in the decision's transaction (services/promotions/promotions-service.ts). The token decides the tenant: another tenant's
// activity id is not found.
import {
  operatorApplicationImageParamsSchema,
  operatorApplicationParamsSchema,
  operatorApplicationSchema,
  operatorApplicationsRequestSchema,
  operatorApplicationsValueSchema,
  operatorDecisionSchema,
  operatorRejectApplicationSchema,
  approvalSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { registerOperatorRoute } from '../../plugins/app/operator-auth';
import { recordDecision } from '../../services/operator/audit';
import { sendStoredImage } from '../shared';

export default async function operatorPromotionRoutes(app: FastifyInstance) {
  const { promotions, decisions, clock } = app.platform;
  const readers = ['finance', 'content'] as const;

  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: '/ops/promotions/applications',
      summary: "The brand's promotion applications, newest first, optionally of one state",
      roles: readers,
      querystring: operatorApplicationsRequestSchema,
      response: operatorApplicationsValueSchema,
    },
    ({ tenant, repos, query }) => promotions.applications(tenant, repos, query),
  );
  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: '/ops/promotions/applications/:activityId/images/:imageNo',
      summary: 'One image of an application (png or jpeg by its bytes), as an inert download',
      roles: readers,
      action: 'promotion.image_view',
      params: operatorApplicationImageParamsSchema,
      response: 'binary',
    },
    async ({ repos, actor, reply, params }) => {
      const image = await promotions.applicationImage(repos, params.activityId, params.imageNo);
      if (!image) throw new AppError('not_found');
      await recordDecision(repos, actor, 'promotion.image_view', clock.now(), {
        accountId: image.row.account_id,
        subject: `activity ${params.activityId} image ${params.imageNo}`,
      });
      return sendStoredImage(reply, {
        contentType: image.contentType,
        bytes: image.bytes,
        filename: `activity-${params.activityId}-${params.imageNo}`,
      });
    },
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/promotions/applications/:activityId/issue',
      summary:
        "Issue an application: the promotion's reward is paid to the member's main wallet (202 with an approval above the brand's threshold)",
      roles: ['finance'],
      action: 'promotion.issue',
      params: operatorApplicationParamsSchema,
      body: operatorDecisionSchema.nullish(),
      response: operatorApplicationSchema,
      accepted: approvalSchema,
    },
    async ({ tenant, repos, actor, reply, params, body }) => {
      const outcome = await decisions.issueApplication(
        tenant,
        repos,
        actor,
        params.activityId,
        body?.remark?.trim() || null,
      );
      if ('done' in outcome) return outcome.done;
      reply.code(202);
      return outcome.pending;
    },
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/promotions/applications/:activityId/reject',
      summary: 'Reject an application with the reason the member reads',
      roles: readers,
      action: 'promotion.reject',
      params: operatorApplicationParamsSchema,
      body: operatorRejectApplicationSchema,
      response: operatorApplicationSchema,
    },
    ({ tenant, repos, actor, params, body }) =>
      promotions.decide(tenant, repos, actor, params.activityId, 'rejected', body.remark),
  );
}
