// The content role's promotions and missions (`/ops/content/promotions`, `/ops/content/missions`):
// list the live ones in every language, create, edit, withdraw; each change audited in its own
// transaction (services/operator/campaign-content-service.ts). The body is the brand file's own
// entry (the seed's schema). The token decides the tenant: another tenant's id is not found.
import {
  contentWithdrawnValueSchema,
  operatorMissionParamsSchema,
  operatorMissionRequestSchema,
  operatorMissionSchema,
  operatorMissionsValueSchema,
  operatorPromotionParamsSchema,
  operatorPromotionRequestSchema,
  operatorPromotionSchema,
  operatorPromotionsValueSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperatorRoute } from '../../plugins/app/operator-auth';

export default async function operatorCampaignContentRoutes(app: FastifyInstance) {
  const { campaignContent } = app.platform;
  const roles = ['content'] as const;

  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: '/ops/content/promotions',
      summary: "The brand's live promotions in the portal's order, every language, with their activity counts",
      roles,
      response: operatorPromotionsValueSchema,
    },
    ({ tenant, repos }) => campaignContent.promotionList(tenant, repos),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/content/promotions',
      summary: "A new promotion (the brand file's entry, every language, HTML sanitised), listed at once",
      roles,
      action: 'promotion.create',
      body: operatorPromotionRequestSchema,
      response: operatorPromotionSchema,
    },
    ({ tenant, repos, actor, body }) => campaignContent.createPromotion(tenant, repos, actor, body),
  );
  registerOperatorRoute(
    app,
    {
      method: 'PUT',
      url: '/ops/content/promotions/:id',
      summary: 'Edit a promotion (its kind is kept once members have activities); the next seed keeps the edit',
      roles,
      action: 'promotion.update',
      params: operatorPromotionParamsSchema,
      body: operatorPromotionRequestSchema,
      response: operatorPromotionSchema,
    },
    ({ tenant, repos, actor, params, body }) => campaignContent.updatePromotion(tenant, repos, actor, params.id, body),
  );
  registerOperatorRoute(
    app,
    {
      method: 'DELETE',
      url: '/ops/content/promotions/:id',
      summary: 'Withdraw a promotion nobody waits on (the next seed does not bring it back)',
      roles,
      action: 'promotion.withdraw',
      params: operatorPromotionParamsSchema,
      response: contentWithdrawnValueSchema,
    },
    ({ repos, actor, params }) => campaignContent.withdrawPromotion(repos, actor, params.id),
  );

  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: '/ops/content/missions',
      summary: "The brand's live missions in the member centre's order, every language, with who wrote them",
      roles,
      response: operatorMissionsValueSchema,
    },
    ({ tenant, repos }) => campaignContent.missionList(tenant, repos),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/content/missions',
      summary: "A new mission (the brand file's entry, every language); its periods count from now",
      roles,
      action: 'mission.create',
      body: operatorMissionRequestSchema,
      response: operatorMissionSchema,
    },
    ({ tenant, repos, actor, body }) => campaignContent.createMission(tenant, repos, actor, body),
  );
  registerOperatorRoute(
    app,
    {
      method: 'PUT',
      url: '/ops/content/missions/:id',
      summary: "Edit a mission; from then on the brand's file no longer rewrites it",
      roles,
      action: 'mission.update',
      params: operatorMissionParamsSchema,
      body: operatorMissionRequestSchema,
      response: operatorMissionSchema,
    },
    ({ tenant, repos, actor, params, body }) => campaignContent.updateMission(tenant, repos, actor, params.id, body),
  );
  registerOperatorRoute(
    app,
    {
      method: 'DELETE',
      url: '/ops/content/missions/:id',
      summary: 'Withdraw a mission (the next seed does not bring it back; closed periods stay)',
      roles,
      action: 'mission.withdraw',
      params: operatorMissionParamsSchema,
      response: contentWithdrawnValueSchema,
    },
    ({ repos, actor, params }) => campaignContent.withdrawMission(repos, actor, params.id),
  );
}
