// Member routes: registration, member info, icon, avatar, password calls, language, balance,
// and the affiliate check.
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/app/endpoint-route';
import { requestMeta } from '../shared';

export default async function memberRoutes(app: FastifyInstance) {
  const { registration, members, passwords, system, config } = app.platform;
  const limits = config.rateLimits;
  const tags = ['member'];

  registerEndpoint(
    app,
    'register',
    ({ tenant, repos, payload, request }) =>
      registration.register(tenant, repos, 'register', payload, requestMeta(request)),
    { rateLimit: limits.register, tags },
  );
  registerEndpoint(
    app,
    'registerMobile',
    ({ tenant, repos, payload, request }) =>
      registration.register(tenant, repos, 'registerMobile', payload, requestMeta(request)),
    { rateLimit: limits.register, tags },
  );
  registerEndpoint(app, 'checkAffiliate', ({ repos, payload }) => system.checkAffiliate(repos, payload.code), {
    rateLimit: limits.register,
    tags,
  });

  registerEndpoint(app, 'getMemberInfo', ({ tenant, account }) => members.info(tenant, account), { tags });
  registerEndpoint(app, 'getMemberIcon', ({ account }) => members.icon(account), { tags });
  registerEndpoint(app, 'getPlayerAvatar', ({ account }) => members.avatar(account), { tags });
  // The balance carries the promotions' two figures (spec §3 Balance: availablePromo, availablePromoCount).
  registerEndpoint(
    app,
    'getBalance',
    async ({ tenant, repos, account }) => {
      // The wallets, the acted promotions and the open raffles' turnover in one read.
      const { wallets, figures } = await app.platform.promotions.balance(repos, account);
      return { ...members.balanceOf(tenant, wallets), ...figures };
    },
    { tags },
  );
  registerEndpoint(
    app,
    'updateLanguage',
    async ({ tenant, repos, account, payload }) => {
      await members.updateLanguage(tenant, repos, account, payload.language);
      return null;
    },
    { tags },
  );

  registerEndpoint(
    app,
    'changePassword',
    async ({ tenant, repos, auth, payload }) => {
      await passwords.change(tenant, repos, auth, payload);
      return null;
    },
    { rateLimit: limits.login, refuseTrial: true, tags },
  );
  registerEndpoint(
    app,
    'forgotPasswordByEmail',
    async ({ tenant, repos, payload, request }) => {
      await passwords.forgotByEmail(tenant, repos, payload, requestMeta(request));
      return null;
    },
    { rateLimit: limits.sms, tags },
  );
  registerEndpoint(
    app,
    'resetPasswordByPhone',
    ({ tenant, repos, payload, request }) => passwords.resetByPhone(tenant, repos, payload, requestMeta(request)),
    { rateLimit: limits.login, tags },
  );
}
