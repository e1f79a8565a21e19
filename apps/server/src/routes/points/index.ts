// The points mall's calls (spec lobby §7: MCS2_getPointBalance, MCS2_getPointConfig,
// MCS2_getPointReward, passwordCheck/MCS2_redeemPointReward, MCS2_getRedeemPointList, the points
// detail, passwordCheck/MCS2_convertPoint). One registerEndpoint line per call; the rules are in
// services/points. Trial accounts are refused every call (play money earns no points). Redeem and
// convert move money: frozen while the tenant is in maintenance, and limited like logins (they are
// confirmed by a password).
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/app/endpoint-route';

export default async function pointsRoutes(app: FastifyInstance) {
  const { mall, config } = app.platform;
  const points = { refuseTrial: true, tags: ['points'] };
  const guardedMoves = { ...points, rateLimit: config.rateLimits.login, moneyCall: true };

  registerEndpoint(app, 'getPointBalance', ({ repos, account }) => mall.balance(repos, account), points);
  registerEndpoint(app, 'getPointConfig', ({ tenant }) => mall.config(tenant), points);
  registerEndpoint(
    app,
    'getPointRewards',
    ({ tenant, repos, account, language }) => mall.rewards(tenant, repos, account, language),
    points,
  );
  registerEndpoint(
    app,
    'redeemPointReward',
    ({ tenant, repos, account, payload, language }) => mall.redeem(tenant, repos, account, payload, language),
    guardedMoves,
  );
  registerEndpoint(
    app,
    'getRedeemPointList',
    ({ tenant, repos, account, payload, language }) => mall.redeems(tenant, repos, account, payload, language),
    points,
  );
  registerEndpoint(
    app,
    'getPointTransactions',
    ({ repos, account, payload }) => mall.transactions(repos, account, payload),
    points,
  );
  registerEndpoint(
    app,
    'convertPoint',
    ({ tenant, repos, account, payload }) => mall.convert(tenant, repos, account, payload),
    guardedMoves,
  );
}
