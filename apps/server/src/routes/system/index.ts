// System routes: the boot call, module tree, registration settings, domains, help centre,
// announcements, feedback and the country list.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { fromTrustedProxy, type TrustFunction } from '../../lib/proxy-trust';
import { registerEndpoint } from '../../plugins/app/endpoint-route';
import type { Tenant } from '../../services/platform/tenant-service';

/** The visitor's country as the trusted proxy in front reports it (e.g. Cloudflare's CF-IPCountry), else null. */
export function geoCountry(config: AppConfig, trust: TrustFunction, request: FastifyRequest): string | null {
  if (!fromTrustedProxy(trust, request)) return null;
  const value = request.headers[config.geoCountryHeader];
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}

/** The language a brand's content is asked in: the `Language` header, else the brand's default. */
function contentLanguage(tenant: Tenant, request: FastifyRequest): string {
  return typeof request.headers.language === 'string'
    ? request.headers.language.trim().toUpperCase()
    : tenant.config.defaultLanguage;
}

export default async function systemRoutes(app: FastifyInstance) {
  const { system, sessions, config, proxyTrust } = app.platform;
  const tags = ['system'];

  // The status answer names the visitor's IP and country: it stays no-store (its tenant part is
  // cached in memory per tenant by the service). The reads below are the same for every visitor
  // of a tenant (the help centre per language): no-cache + ETag, 304 when unchanged.
  const shared = { tags, cache: 'public-revalidate' } as const;
  registerEndpoint(
    app,
    'getSystemStatus',
    ({ tenant, request }) => system.status(tenant, request.ip, geoCountry(config, proxyTrust, request)),
    { tags },
  );
  registerEndpoint(app, 'getWhitelabel', ({ tenant }) => system.whitelabel(tenant), shared);
  registerEndpoint(app, 'getRegisterSettings', ({ tenant }) => tenant.registration, shared);
  registerEndpoint(app, 'getDomainRoute', ({ tenant }) => system.domainRoute(tenant), shared);
  registerEndpoint(app, 'getCountries', ({ tenant }) => tenant.config.countries, shared);
  registerEndpoint(
    app,
    'getHelpCenter',
    ({ tenant, repos, request, payload }) =>
      system.helpCenter(tenant, repos, contentLanguage(tenant, request), payload.category),
    shared,
  );
  registerEndpoint(
    app,
    'getListAnnouncements',
    ({ tenant, repos, request, payload }) =>
      system.announcements(tenant, repos, contentLanguage(tenant, request), payload),
    shared,
  );
  registerEndpoint(
    app,
    'sendFeedback',
    async ({ tenant, repos, payload, request, language }) => {
      // Visitors may send feedback; a member's feedback is linked to its account when a valid token comes along.
      let accountId: number | null = null;
      const token = request.headers.authorization;
      if (typeof token === 'string' && token)
        accountId = await sessions.authenticate(repos, token).then(
          (a) => a.account.id,
          () => null,
        );
      return system.feedback(tenant, repos, payload, accountId, language);
    },
    { rateLimit: config.rateLimits.register, tags },
  );
}
