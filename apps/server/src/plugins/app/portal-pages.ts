// Serves the built portal of each tenant by host name: http://<brand>.localhost:8080 → dist/<brand>/,
// any other host → the default tenant. Hashed assets are cached for a year, index.html and the
// service worker revalidate on every load (no-cache + ETag → 304); paths that are not files fall
// back to the route's page: its build-time first paint (with the brand's before-login popup and a
// lobby grid's first games painted in, first-paint-page.ts), or the bare app.html (see pageFor). Text files go out as the build's brotli or gzip
// twin (`<file>.br`, `<file>.gz`) when the browser accepts one (@fastify/static `preCompressed`,
// `Vary: Accept-Encoding`). A tenant whose build is missing gets a 503 page naming the build
// command. API paths never fall through here.
import { existsSync, statSync } from 'node:fs';
import { dirname, extname, join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FIRST_PAINT_LOGIN_LINK } from '@portal/contracts';
import fp from 'fastify-plugin';
import { escapeHtml } from '../../lib/html';
import { jsonEtag } from '../../lib/prepared-answer';
import { ifNoneMatchHits } from './endpoint-route';
import { paintedPage } from './first-paint-page';
import { sendError } from './errors';

// Paths the portal's fallback leaves alone: the APIs (the staff API under /ops/ too) and the back
// office (backoffice-pages.ts), so an unknown path there is a 404 rather than the portal's page.
const API_PREFIXES = ['/wps/', '/lgw/', '/dev/', '/docs', '/ops/', '/backoffice/'];
const HASHED_ASSET = /^assets\//;
/** Files the browser must check on every load: the service worker and its workbox runtime are not hashed by name. */
const REVALIDATED = new Set(['sw.js', 'registerSW.js', 'manifest.webmanifest']);
/**
 * Security headers that only a document (a page) acts on. A script, style or picture goes without
 * them: the home page loads some sixty such files, and over HTTP/1.1 these would be ~650 bytes of
 * each response (more than many of the files). nosniff and the resource policy stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** The build's compressed twins are served through their originals, never by their own name. */
const COMPRESSED_TWIN = /\.(br|gz)$/;
/** Never served by their own name: the compressed twins, and a route's page for a login link (pageFor serves it to such a request only). */
const NOT_BY_NAME = new RegExp(`(\\.(br|gz)|(^|/)${FIRST_PAINT_LOGIN_LINK.file.replace('.', '\\.')})$`);
/**
 * The live chat's page (`/chat`, services/support): the portal shows it in an iframe of its own
 * origin, so this one page may be framed by the same origin (every other page by none).
 */
const SAME_ORIGIN_FRAMED = /^\/chat\/?$/;

function allowSameOriginFrame(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string')
    reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  reply.header('x-frame-options', 'SAMEORIGIN');
}

/** Cache policy of a file of the portal build (relative path). */
export function portalCacheControl(relative: string): string {
  if (HASHED_ASSET.test(relative)) return 'public, max-age=31536000, immutable';
  if (REVALIDATED.has(relative) || /^workbox-[\w-]+\.js$/.test(relative) || relative.endsWith('.html'))
    return 'no-cache';
  return 'public, max-age=300';
}

function missingBuildPage(tenantId: string, dir: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head><body>
<main><h1>The portal of “${escapeHtml(tenantId)}” is not built yet</h1>
<p>The platform is running, but <code>${escapeHtml(dir)}</code> holds no <code>index.html</code>.</p>
<p>Build every tenant with <code>npm start</code> (or <code>pnpm --filter @portal/portal run build</code>), then reload this page.</p>
<p>The API answers under <code>/wps/</code> meanwhile.</p></main></body></html>`;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The page that answers an app route: the build's first paint of that route when it wrote one
 * (`/` → index.html, `/rng` → rng/index.html; for a login link at a brand that forces login, the
 * route's login-link.html beside it), else app.html, the bare page the app paints (builds from before
 * the first paint have only index.html).
 */
export function pageFor(dir: string, relative: string, query = new URLSearchParams()): string {
  const route = relative.replace(/[/\\]+$/, '');
  const page = route === '' || route === 'index.html' ? 'index.html' : join(route, 'index.html');
  if (!isFile(join(dir, page))) return isFile(join(dir, 'app.html')) ? 'app.html' : 'index.html';
  // A member arriving by a login link at a brand that forces login: the route, not its login page.
  const signedIn = join(dirname(page), FIRST_PAINT_LOGIN_LINK.file);
  return query.has(FIRST_PAINT_LOGIN_LINK.param) && isFile(join(dir, signedIn)) ? signedIn : page;
}

async function tenantFolder(app: FastifyInstance, hostname: string): Promise<string> {
  const label = hostname.split('.')[0]?.toLowerCase() ?? '';
  const tenants = await app.platform.tenants.all();
  return tenants.some((t) => t.id === label) ? label : app.platform.config.defaultTenant;
}

export default fp(
  async (app) => {
    const { portalDist } = app.platform.config;
    await app.register(fastifyStatic, { root: portalDist, serve: false, decorateReply: true, preCompressed: true });

    const send = (reply: FastifyReply, file: string, dir: string, cacheControl: string) => {
      if (!file.endsWith('.html')) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      // A hashed asset is never revalidated (immutable): no validators to send with it.
      const immutable = HASHED_ASSET.test(file);
      return reply
        .header('cache-control', cacheControl)
        .sendFile(file, dir, { cacheControl: false, etag: !immutable, lastModified: !immutable });
    };

    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      config: { rateLimit: false },
      schema: { hide: true },
      handler: async (request, reply) => {
        const path = request.url.split('?')[0] ?? '/';
        if (API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p)))
          return sendError(reply, request, 'not_found');

        const tenantId = await tenantFolder(app, request.hostname);
        const dir = join(portalDist, tenantId);
        if (!existsSync(join(dir, 'index.html'))) {
          return reply
            .status(503)
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(missingBuildPage(tenantId, dir));
        }
        let relative: string;
        try {
          relative = normalize(decodeURIComponent((request.params as { '*': string })['*'] ?? '')).replace(
            /^([/\\])+/,
            '',
          );
        } catch {
          return reply.status(400).type('text/plain').send('Bad path');
        }
        if (relative.split(sep).includes('..')) return reply.status(404).type('text/plain').send('Not found');
        if (relative && relative !== 'index.html' && !NOT_BY_NAME.test(relative) && isFile(join(dir, relative))) {
          if (relative.endsWith('.webmanifest')) reply.type('application/manifest+json; charset=utf-8');
          return send(reply, relative, dir, portalCacheControl(relative));
        }
        // A missing file (with an extension other than .html) is a 404, not the app.
        const extension = extname(relative);
        if ((extension && extension !== '.html') || COMPRESSED_TWIN.test(relative))
          return reply.status(404).header('cache-control', 'no-cache').type('text/plain').send('Not found');
        if (SAME_ORIGIN_FRAMED.test(path)) allowSameOriginFrame(reply);
        const page = pageFor(dir, relative, new URLSearchParams(request.url.split('?')[1] ?? ''));
        // A first-paint page carries the brand's current popup and its grid's first games: built
        // per request (compressed by the compress plugin), with an ETag of its bytes.
        const html = await paintedPage(app.platform, tenantId, dir, page);
        if (html === null) return send(reply, page, dir, 'no-cache');
        const etag = jsonEtag(html);
        reply.header('cache-control', 'no-cache').header('etag', etag);
        if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.status(304).send();
        return reply.type('text/html; charset=utf-8').send(html);
      },
    });
  },
  { name: 'portal-pages' },
);
