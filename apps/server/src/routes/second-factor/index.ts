// Second-factor routes (issue 25): the second step of a login, the authenticator app (BINDGA3) and
// the member's active sessions. The rules are in services/accounts (login-challenge.ts,
// authenticator-service.ts, session-service.ts).
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/app/endpoint-route';
import { requestMeta } from '../shared';

export default async function secondFactorRoutes(app: FastifyInstance) {
  const { auth, authenticators, sessions, config } = app.platform;
  const limits = config.rateLimits;
  const tags = ['second factor'];

  registerEndpoint(
    app,
    'verifyLogin',
    ({ tenant, repos, payload, request }) => auth.verifyLogin(tenant, repos, payload, requestMeta(request)),
    { rateLimit: limits.login, tags },
  );

  registerEndpoint(
    app,
    'resendLoginCode',
    ({ tenant, repos, payload }) => auth.resendLoginCode(tenant, repos, payload.ticket),
    { rateLimit: limits.sms, tags },
  );

  registerEndpoint(app, 'getAuthenticator', ({ repos, account }) => authenticators.status(repos, account), {
    refuseTrial: true,
    tags,
  });
  registerEndpoint(
    app,
    'startAuthenticatorBinding',
    ({ tenant, repos, account }) => authenticators.startBinding(tenant, repos, account),
    { refuseTrial: true, rateLimit: limits.login, tags },
  );
  registerEndpoint(
    app,
    'confirmAuthenticatorBinding',
    ({ repos, account, payload }) => authenticators.confirmBinding(repos, account, payload.code),
    { refuseTrial: true, rateLimit: limits.login, tags },
  );
  registerEndpoint(
    app,
    'unbindAuthenticator',
    async ({ repos, account, payload }) => {
      await authenticators.unbind(repos, account, payload);
      return null;
    },
    { refuseTrial: true, rateLimit: limits.login, tags },
  );

  registerEndpoint(app, 'getActiveSessions', ({ repos, auth: current }) => sessions.active(repos, current), {
    tags,
  });
  registerEndpoint(
    app,
    'endSession',
    async ({ repos, auth: current, payload }) => ({ ended: await sessions.endOne(repos, current, payload.sessionId) }),
    { tags },
  );
  registerEndpoint(
    app,
    'endOtherSessions',
    async ({ repos, auth: current }) => ({ ended: await sessions.endAllOthers(repos, current) }),
    { tags },
  );
}
