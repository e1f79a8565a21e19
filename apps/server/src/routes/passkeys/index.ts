// Passkey routes (WebAuthn, issue 25): a member's passkeys in My account and the sign-in with one.
// The rules are in services/accounts/passkey-service.ts; the relying party comes from the request's
// host checked against the tenant's domains (`relyingParty`).
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/app/endpoint-route';
import { relyingParty } from '../../services/accounts/passkey-service';
import { requestMeta } from '../shared';

export default async function passkeyRoutes(app: FastifyInstance) {
  const { passkeys, config } = app.platform;
  const limits = config.rateLimits;
  const tags = ['passkeys'];

  registerEndpoint(app, 'getPasskeys', ({ repos, account }) => passkeys.list(repos, account), {
    refuseTrial: true,
    tags,
  });
  registerEndpoint(
    app,
    'passkeyRegistrationOptions',
    ({ tenant, repos, auth: current, request }) =>
      passkeys.registrationOptions(repos, current, relyingParty(tenant, request)),
    { refuseTrial: true, rateLimit: limits.login, tags },
  );
  registerEndpoint(
    app,
    'registerPasskey',
    ({ tenant, repos, auth: current, payload, request }) =>
      passkeys.register(repos, current, payload, relyingParty(tenant, request), request.headers['user-agent']),
    { refuseTrial: true, rateLimit: limits.login, tags },
  );
  registerEndpoint(app, 'renamePasskey', ({ repos, account, payload }) => passkeys.rename(repos, account, payload), {
    refuseTrial: true,
    tags,
  });
  registerEndpoint(
    app,
    'removePasskey',
    async ({ repos, account, payload }) => {
      await passkeys.remove(repos, account, payload);
      return null;
    },
    { refuseTrial: true, rateLimit: limits.login, tags },
  );

  registerEndpoint(
    app,
    'passkeyLoginOptions',
    ({ tenant, repos, request }) => passkeys.loginOptions(repos, relyingParty(tenant, request)),
    { rateLimit: limits.login, tags },
  );
  registerEndpoint(
    app,
    'passkeyLogin',
    ({ tenant, repos, payload, request }) =>
      passkeys.signIn(tenant, repos, payload, relyingParty(tenant, request), requestMeta(request)),
    { rateLimit: limits.login, tags },
  );
}
