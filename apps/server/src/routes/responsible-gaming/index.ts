// Responsible gaming's calls (issue 25): the member's limits, reality check, time-out and
// self-exclusion. One registerEndpoint line per call; the rules, and the checks the deposit, bet,
// launch and login paths make, are in services/responsible-gaming. Trial accounts play with play
// money: they are refused.
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/app/endpoint-route';

export default async function responsibleGamingRoutes(app: FastifyInstance) {
  const { responsibleGaming: rg, config } = app.platform;
  const options = { refuseTrial: true, tags: ['responsible-gaming'] };
  // The exclusion is confirmed by the login password: limited like a login.
  const guarded = { ...options, rateLimit: config.rateLimits.login };

  registerEndpoint(
    app,
    'getResponsibleGaming',
    ({ tenant, repos, account }) => rg.state(tenant, repos, account),
    options,
  );
  registerEndpoint(
    app,
    'setGamingLimit',
    ({ tenant, repos, account, payload }) => rg.setLimit(tenant, repos, account, payload),
    options,
  );
  registerEndpoint(
    app,
    'cancelGamingLimitRaise',
    ({ tenant, repos, account, payload }) => rg.cancelRaise(tenant, repos, account, payload),
    options,
  );
  registerEndpoint(
    app,
    'setRealityCheck',
    ({ tenant, repos, account, payload }) => rg.setRealityCheck(tenant, repos, account, payload),
    options,
  );
  registerEndpoint(
    app,
    'getRealityCheck',
    ({ tenant, repos, account, auth }) => rg.realityCheck(tenant, repos, account, auth.session),
    options,
  );
  registerEndpoint(
    app,
    'startTimeOut',
    ({ repos, account, payload }) => rg.startTimeOut(repos, account, payload),
    options,
  );
  registerEndpoint(
    app,
    'selfExclude',
    ({ repos, account, payload }) => rg.selfExclude(repos, account, payload),
    guarded,
  );
}
