// Security headers. The portal's scripts come only from its own origin (no inline script);
// styled-components injects <style> tags, hence 'unsafe-inline' for styles only. Nothing may
// frame the portal; the portal may frame game providers over https. Pages may also connect to the
// brands' own domains (tenant.json `domains`, any port): the speed test measures each of them.
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    const domains = new Set((await app.platform.tenants.all()).flatMap((tenant) => tenant.config.domains ?? []));
    const speedTestSources = [...domains].map((domain) => `${domain}:*`);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...speedTestSources],
          frameSrc: ["'self'", 'https:'],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          ...(app.platform.config.mode === 'production' ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // HSTS only where TLS is terminated for us (production behind HTTPS).
      strictTransportSecurity:
        app.platform.config.mode === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'helmet' },
);
