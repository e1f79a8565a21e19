// Promotions and activities (issue 22; spec lobby §2, §3, §4, §7): the brand's promotions and one
// promotion's terms (public reads), the member's activities, joining, an application's images and
// the application, and the raffle claim. One registerEndpoint line per call; the rules are in
// services/promotions. Trial accounts are refused the token calls (play money earns no rewards).
// The raffle claim pays money: frozen while the tenant is in maintenance (moneyCall).
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/app/endpoint-route';

export default async function promotionRoutes(app: FastifyInstance) {
  const { promotions } = app.platform;
  const tags = ['promotions'];
  const member = { refuseTrial: true, tags };

  registerEndpoint(
    app,
    'getPromotions',
    ({ tenant, repos, payload, language }) => promotions.list(tenant, repos, payload, language),
    { tags, cache: 'public-revalidate' },
  );
  registerEndpoint(
    app,
    'getPromotionDetail',
    ({ tenant, repos, payload, language }) => promotions.detail(tenant, repos, payload.promotionId, language),
    { tags, cache: 'public-revalidate' },
  );
  registerEndpoint(app, 'getMyActivities', ({ repos, account }) => promotions.myActivities(repos, account), member);
  registerEndpoint(
    app,
    'joinPromotion',
    ({ repos, account, payload }) => promotions.join(repos, account, payload.promotionId),
    member,
  );
  registerEndpoint(
    app,
    'uploadActivityImage',
    ({ repos, account, payload, bytes }) =>
      promotions.uploadImage(repos, account, payload.promotionId, bytes ?? Buffer.alloc(0)),
    member,
  );
  registerEndpoint(
    app,
    'applyActivity',
    ({ repos, account, payload }) => promotions.apply(repos, account, payload),
    member,
  );
  registerEndpoint(
    app,
    'claimRafflePromotion',
    ({ tenant, repos, account, payload }) => promotions.claimRaffle(tenant, repos, account, payload.promotionId),
    { ...member, moneyCall: true },
  );
}
