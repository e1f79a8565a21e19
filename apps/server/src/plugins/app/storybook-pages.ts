// Serves the static Storybook (apps/storybook's build, one for every brand) in demo and development
// mode only: /storybook/ lists the brands, /storybook/<brand>/ is the whole Storybook starting in
// that brand (the preview reads the brand from its address), its files the same build's for every
// brand. Designers open it without the toolchain after `npm start`. Not registered in production.
// The pages go out with a CSP of their own: Storybook's pages carry inline scripts and its preview
// evaluates code (its docs), its manager frames the preview from this origin, and MSW's service
// worker (mockServiceWorker.js) answers the stories' platform calls in the browser. A missing build
// answers a 503 page naming the build command.
import { statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html';
import { DOCUMENT_ONLY_HEADERS } from './portal-pages';

export const STORYBOOK_PREFIX = '/storybook/';

export const STORYBOOK_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;
}

export default async function storybookPages(app: FastifyInstance) {
  const dir = app.platform.config.storybookDist;
  await app.register(fastifyStatic, { root: dir, serve: false, decorateReply: true });

  const brands = async () => (await app.platform.tenants.all()).map((tenant) => tenant.id).sort();

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', STORYBOOK_CSP)
      .type('text/html; charset=utf-8')
      .send(body);

  const missingBuild = (reply: FastifyReply) =>
    html(
      reply,
      503,
      page(
        'Storybook not built',
        `<h1>Storybook is not built yet</h1><p><code>${escapeHtml(dir)}</code> holds no <code>index.html</code>.</p>
<p>Build it with <code>npm start</code> (or <code>pnpm --filter @portal/storybook run build</code>), then reload this page.</p>`,
      ),
    );

  const send = (reply: FastifyReply, file: string) => {
    if (file.endsWith('.html')) {
      reply.header('content-security-policy', STORYBOOK_CSP).header('x-frame-options', 'SAMEORIGIN');
      reply.header('x-robots-tag', 'noindex, nofollow');
    } else for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    return reply.header('cache-control', 'no-cache').sendFile(file, dir, { cacheControl: false });
  };

  // /storybook/: the brands, each a link to its Storybook.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/storybook',
    config: { rateLimit: false },
    schema: { hide: true },
    handler: async (request, reply) => {
      if (!request.url.split('?')[0]?.endsWith('/')) return reply.redirect(STORYBOOK_PREFIX, 308);
      if (!isFile(join(dir, 'index.html'))) return missingBuild(reply);
      const links = (await brands())
        .map((brand) => `<li><a href="${STORYBOOK_PREFIX}${brand}/">${escapeHtml(brand)}</a></li>`)
        .join('');
      return html(
        reply,
        200,
        page('Storybook', `<h1>Storybook</h1><p>Every screen, in the brand you choose:</p><ul>${links}</ul>`),
      );
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: `${STORYBOOK_PREFIX}*`,
    config: { rateLimit: false },
    schema: { hide: true },
    handler: async (request, reply) => {
      // From the address itself: the router drops a trailing slash from the wildcard.
      const path = request.url.split('?')[0] ?? '';
      const [brand = '', ...rest] = path.slice(STORYBOOK_PREFIX.length).split('/');
      if (!(await brands()).includes(brand)) return reply.status(404).type('text/plain').send('Not found');
      if (rest.length === 0) return reply.redirect(`${STORYBOOK_PREFIX}${brand}/`, 308);
      if (!isFile(join(dir, 'index.html'))) return missingBuild(reply);
      let relative: string;
      try {
        relative = normalize(decodeURIComponent(rest.join('/'))).replace(/^([/\\])+/, '');
      } catch {
        return reply.status(400).type('text/plain').send('Bad path');
      }
      if (relative.split(sep).includes('..')) return reply.status(404).type('text/plain').send('Not found');
      if (relative === '' || relative === '.') relative = 'index.html';
      if (isFile(join(dir, relative))) return send(reply, relative);
      return reply.status(404).header('cache-control', 'no-cache').type('text/plain').send('Not found');
    },
  });
}
