// Serves the built back office (apps/backoffice, one build for every tenant: staff name their
// tenant at login) at /backoffice/. Hashed assets are cached for a year; index.html revalidates on
// every load; a path under /backoffice/ that is not a file of the build gets index.html (the app's
// own routes: /backoffice/withdrawals…), a missing file with an extension a 404. Pages go out with
// a CSP of their own, stricter than the portal's: scripts only from this origin (no inline script),
// no framing either way, pictures only from here and the object URLs of proof images, calls only
// to this origin (/ops). A missing build answers a 503 page naming the build command.
import { statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html';
import { DOCUMENT_ONLY_HEADERS } from './portal-pages';

export const BACKOFFICE_PREFIX = '/backoffice/';
const HASHED_ASSET = /^assets\//;

/**
 * The back office's Content-Security-Policy. styled-components writes <style> elements, hence
 * 'unsafe-inline' for styles only; `blob:` pictures are the proof images the app fetched with the
 * staff member's token.
 */
export const BACKOFFICE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Cache policy of a file of the back office build (relative path). */
export function backofficeCacheControl(relative: string): string {
  if (HASHED_ASSET.test(relative)) return 'public, max-age=31536000, immutable';
  if (relative.endsWith('.html')) return 'no-cache';
  return 'public, max-age=300';
}

function missingBuildPage(dir: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Back office not built</title></head><body>
<main><h1>The back office is not built yet</h1>
<p>The platform is running, but <code>${escapeHtml(dir)}</code> holds no <code>index.html</code>.</p>
<p>Build it with <code>npm start</code> (or <code>pnpm --filter @portal/backoffice run build</code>), then reload this page.</p>
<p>The staff API answers under <code>/ops/</code> meanwhile.</p></main></body></html>`;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

// Not wrapped in fastify-plugin: its @fastify/static (and the reply.sendFile it adds) stays in this
// plugin's scope, beside the portal's own.
export default async function backofficePages(app: FastifyInstance) {
  const dir = app.platform.config.backofficeDist;
  await app.register(fastifyStatic, { root: dir, serve: false, decorateReply: true });

  const send = (reply: FastifyReply, file: string) => {
    const page = file.endsWith('.html');
    if (page) reply.header('content-security-policy', BACKOFFICE_CSP).header('x-robots-tag', 'noindex, nofollow');
    else for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    const immutable = HASHED_ASSET.test(file);
    return reply
      .header('cache-control', backofficeCacheControl(file))
      .sendFile(file, dir, { cacheControl: false, etag: !immutable, lastModified: !immutable });
  };

  const serve = async (reply: FastifyReply, wildcard: string) => {
    if (!isFile(join(dir, 'index.html'))) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .header('content-security-policy', BACKOFFICE_CSP)
        .type('text/html; charset=utf-8')
        .send(missingBuildPage(dir));
    }
    let relative: string;
    try {
      relative = normalize(decodeURIComponent(wildcard)).replace(/^([/\\])+/, '');
    } catch {
      return reply.status(400).type('text/plain').send('Bad path');
    }
    if (relative.split(sep).includes('..')) return reply.status(404).type('text/plain').send('Not found');
    if (relative && relative !== '.' && isFile(join(dir, relative))) return send(reply, relative);
    // A missing file (anything with an extension but .html) is a 404, never the app.
    const extension = extname(relative);
    if (extension && extension !== '.html')
      return reply.status(404).header('cache-control', 'no-cache').type('text/plain').send('Not found');
    return send(reply, 'index.html');
  };

  // The router ignores a trailing slash, so this route answers both /backoffice and /backoffice/:
  // the first goes to the second (the build's addresses are relative to the folder).
  app.route({
    method: ['GET', 'HEAD'],
    url: '/backoffice',
    config: { rateLimit: false },
    schema: { hide: true },
    handler: async (request, reply) => {
      const [path = '', query] = request.url.split('?');
      if (!path.endsWith('/')) return reply.redirect(`${BACKOFFICE_PREFIX}${query ? `?${query}` : ''}`, 308);
      return serve(reply, '');
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: `${BACKOFFICE_PREFIX}*`,
    config: { rateLimit: false },
    schema: { hide: true },
    handler: async (request, reply) => serve(reply, (request.params as { '*': string })['*'] ?? ''),
  });
}
