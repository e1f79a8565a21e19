// Security headers, by helmet (the library). The portal's scripts come only from its own origin (no
// inline script); styled-components injects <style> tags, hence 'unsafe-inline' for styles only.
// Nothing may frame the portal; the portal may frame game providers over https. Pages may also
// connect to the brands' own domains (tenant.json `domains`, any port): the speed test measures each.
//
// Helmet's headers depend on its options alone, so they are computed once, here, and the same list
// is set on every answer. (@fastify/helmet builds the whole middleware again for every request,
// parsing the CSP directives each time: a measurable share of a cached read's time.) Pages that need
// another policy (the back office, the in-house game page, proof images) set their own header over it.
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The headers helmet's middleware sets for these options (it only sets and removes headers). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export default fp(
  async (app) => {
    const production = app.platform.config.mode === 'production';
    const domains = new Set((await app.platform.tenants.all()).flatMap((tenant) => tenant.config.domains ?? []));
    const speedTestSources = [...domains].map((domain) => `${domain}:*`);
    const headers = helmetHeaders({
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
          ...(production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // HSTS only where TLS is terminated for us (production behind HTTPS).
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
