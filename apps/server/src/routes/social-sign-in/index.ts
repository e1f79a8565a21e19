// Social sign-in routes (OpenID Connect): the tenant's buttons, the start (the provider's authorize
// URL), the callback page's completion, and the link of an identity to a member after the password.
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/app/endpoint-route';
import { requestMeta } from '../shared';

export default async function socialSignInRoutes(app: FastifyInstance) {
  const { socialSignIn, config } = app.platform;
  const limits = config.rateLimits;
  const tags = ['session'];

  registerEndpoint(app, 'listSocialProviders', ({ tenant }) => socialSignIn.providers(tenant), { tags });

  registerEndpoint(
    app,
    'startSocialSignIn',
    ({ tenant, repos, payload }) => socialSignIn.start(tenant, repos, payload),
    {
      rateLimit: limits.login,
      tags,
    },
  );

  registerEndpoint(
    app,
    'completeSocialSignIn',
    ({ tenant, repos, payload, request }) => socialSignIn.complete(tenant, repos, payload, requestMeta(request)),
    { rateLimit: limits.login, tags },
  );

  registerEndpoint(
    app,
    'linkSocialIdentity',
    ({ tenant, repos, payload, request }) => socialSignIn.link(tenant, repos, payload, requestMeta(request)),
    { rateLimit: limits.login, tags },
  );
}
