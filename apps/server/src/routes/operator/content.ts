// The content role's calls: the brand's announcements and help-centre articles (`/ops/content/*`:
// list every kind in every language, create, edit, withdraw) and the points mall's reward stock
// (`/ops/points/rewards*`). Each change is audited in its own transaction
// (services/operator/content-service.ts, services/points/mall-service.ts). The token decides the
// tenant: another tenant's id is not found. Admin holds no content rights of its own, as with the
// other roles' routes: a staff member who writes content holds the content role.
import {
  contentParamsSchema,
  contentWithdrawnValueSchema,
  operatorAnnouncementRequestSchema,
  operatorAnnouncementSchema,
  operatorAnnouncementsValueSchema,
  operatorHelpArticleRequestSchema,
  operatorHelpArticleSchema,
  operatorHelpArticlesValueSchema,
  operatorRewardParamsSchema,
  operatorRewardStockRequestSchema,
  operatorRewardStockSchema,
  operatorRewardStocksValueSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperatorRoute } from '../../plugins/app/operator-auth';

export default async function operatorContentRoutes(app: FastifyInstance) {
  const { content, mall } = app.platform;
  const roles = ['content'] as const;

  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: '/ops/content/announcements',
      summary: "The brand's announcements, every kind and language, newest first",
      roles,
      response: operatorAnnouncementsValueSchema,
    },
    ({ tenant, repos }) => content.announcements(tenant, repos),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/content/announcements',
      summary: 'A new announcement in every language of the brand (HTML sanitised), published now',
      roles,
      action: 'announcement.create',
      body: operatorAnnouncementRequestSchema,
      response: operatorAnnouncementSchema,
    },
    ({ tenant, repos, actor, body }) => content.createAnnouncement(tenant, repos, actor, body),
  );
  registerOperatorRoute(
    app,
    {
      method: 'PUT',
      url: '/ops/content/announcements/:id',
      summary: 'Edit an announcement (every language; HTML sanitised); the next seed keeps the edit',
      roles,
      action: 'announcement.update',
      params: contentParamsSchema,
      body: operatorAnnouncementRequestSchema,
      response: operatorAnnouncementSchema,
    },
    ({ tenant, repos, actor, params, body }) => content.updateAnnouncement(tenant, repos, actor, params.id, body),
  );
  registerOperatorRoute(
    app,
    {
      method: 'DELETE',
      url: '/ops/content/announcements/:id',
      summary: 'Withdraw an announcement (the next seed does not bring it back)',
      roles,
      action: 'announcement.withdraw',
      params: contentParamsSchema,
      response: contentWithdrawnValueSchema,
    },
    ({ repos, actor, params }) => content.withdrawAnnouncement(repos, actor, params.id),
  );

  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: '/ops/content/help-articles',
      summary: "The brand's help-centre articles, every language, in the help centre's order",
      roles,
      response: operatorHelpArticlesValueSchema,
    },
    ({ tenant, repos }) => content.helpArticles(tenant, repos),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/content/help-articles',
      summary: 'A new help-centre article in every language of the brand (HTML sanitised), last in order',
      roles,
      action: 'help_article.create',
      body: operatorHelpArticleRequestSchema,
      response: operatorHelpArticleSchema,
    },
    ({ tenant, repos, actor, body }) => content.createHelpArticle(tenant, repos, actor, body),
  );
  registerOperatorRoute(
    app,
    {
      method: 'PUT',
      url: '/ops/content/help-articles/:id',
      summary: 'Edit a help-centre article (every language; HTML sanitised); the next seed keeps the edit',
      roles,
      action: 'help_article.update',
      params: contentParamsSchema,
      body: operatorHelpArticleRequestSchema,
      response: operatorHelpArticleSchema,
    },
    ({ tenant, repos, actor, params, body }) => content.updateHelpArticle(tenant, repos, actor, params.id, body),
  );
  registerOperatorRoute(
    app,
    {
      method: 'DELETE',
      url: '/ops/content/help-articles/:id',
      summary: 'Withdraw a help-centre article (the next seed does not bring it back)',
      roles,
      action: 'help_article.withdraw',
      params: contentParamsSchema,
      response: contentWithdrawnValueSchema,
    },
    ({ repos, actor, params }) => content.withdrawHelpArticle(repos, actor, params.id),
  );

  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: '/ops/points/rewards',
      summary: "The points mall's rewards with their stock, redeemed and available quantity",
      roles,
      response: operatorRewardStocksValueSchema,
    },
    ({ tenant, repos }) => mall.rewardStocks(tenant, repos),
  );
  registerOperatorRoute(
    app,
    {
      method: 'PUT',
      url: '/ops/points/rewards/:rewardId/stock',
      summary: "Set a reward's stock (never below what is redeemed or in process)",
      roles,
      action: 'points.reward_stock',
      params: operatorRewardParamsSchema,
      body: operatorRewardStockRequestSchema,
      response: operatorRewardStockSchema,
    },
    ({ tenant, repos, actor, params, body }) => mall.setStock(tenant, repos, actor, params.rewardId, body.stock),
  );
}
