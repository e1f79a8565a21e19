// The build-time first paint of one tenant (build-tenants.mjs calls it after the tenant's browser
// build): builds src/prerender.tsx for Node with the same tenant, renders every public route a
// visitor lands on, and writes each as a page of its own into dist/<tenant>/ — `/` as index.html,
// `/rng` as rng/index.html — with the route's markup inside #root and its styles in <head>, so the
// browser paints the page before a script has run. Routes it does not render (a game, a member's
// page) get app.html: the bare page, painted by the app. See README (delivery: first paint).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { importSource } from './import-source.mjs';

/**
 * The page file a path is written to, relative to the tenant's dist folder.
 * @param {string} path
 */
export function pageFile(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/**
 * The first picture the page marks `fetchpriority="high"` (its largest paint, a banner), or null.
 * @param {string} html
 */
export function priorityImage(html) {
  const tag = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  return tag ? (/\bsrc="([^"]+)"/.exec(tag)?.[1] ?? null) : null;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The start script of the first-paint pages: it requests the app's scripts (the entry and the
 * module preloads Vite put in index.html) once the page has painted and its priority picture has
 * loaded (at most a second later), so on a slow connection the page and its largest picture come
 * first. A hidden tab starts at once.
 * @param {string} entry
 * @param {string[]} preloads
 */
export function startScript(entry, preloads) {
  return `// Requests the portal's scripts after the first paint (apps/portal/scripts/prerender-pages.mjs).
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // One insertion for all of them (each inserted on its own cost a phone ~5 ms).
    var tags = document.createDocumentFragment();
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      tags.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    tags.appendChild(script);
    document.head.appendChild(tags);
  }
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  if (document.visibilityState === 'hidden') return start();
  var picture = document.querySelector('img[fetchpriority="high"]');
  if (picture && !picture.complete) {
    picture.addEventListener('load', afterPaint);
    picture.addEventListener('error', afterPaint);
  } else {
    afterPaint();
  }
  setTimeout(start, 1000);
})();
`;
}

/**
 * Splits the build's index.html into the page without its scripts and the start script that
 * loads them; `file` is the start script's hashed name under assets/.
 * @param {string} template
 */
export function deferScripts(template) {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => /** @type {string} */ (match[1]));
  const script = startScript(entry, preloads);
  const file = `assets/start-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`;
  const page = template
    .replace(ENTRY_SCRIPT, `\n    <script defer src="/${file}"></script>`)
    .replace(MODULE_PRELOAD, '');
  return { page, script, file };
}

/**
 * A first-paint page: the build's index.html (its scripts deferred, see deferScripts) with a
 * rendered route in it; the route's priority picture is requested from <head>.
 * @param {string} template the index.html without scripts, an empty #root
 * @param {{ html: string; styles: string; lang: string; parts: string[] }} page
 */
export function pageHtml(template, page) {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>'))
    throw new Error('prerender: index.html has no empty <div id="root"></div> or no </head>');
  // The platform's CSP allows no inline script, and a first paint must not need one.
  if (/<script\b|<template\b/i.test(page.html))
    throw new Error('prerender: the rendered markup holds a <script> or <template> (an outlined Suspense boundary?)');
  const image = priorityImage(page.html);
  const preload = image ? `<link rel="preload" as="image" href="${image}" fetchpriority="high">` : '';
  return (
    template
      .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
      .replace(/(<meta name="viewport"[^>]*>)/, `$1${preload}`)
      .replace('</head>', `${page.styles}</head>`)
      // Seen, not used: until the app's first render replaces it, nothing in it can be focused or
      // clicked, and assistive technology (and tests finding elements by role) waits for the app.
      // data-parts: the lazily loaded parts it shows, which the app loads before replacing it.
      .replace(
        root,
        `<div id="root"><div data-first-paint="" data-parts="${page.parts.join(',')}" aria-hidden="true" inert="">${page.html}</div></div>`,
      )
  );
}

/**
 * @param {{ tenant: string; portalDir: string }} options
 * @returns {Promise<string[]>} the routes written
 */
export async function prerenderTenant({ tenant, portalDir }) {
  const distDir = join(portalDir, 'dist', tenant);
  // Inside the package, so the bundle's few external imports (Node's own) resolve from here.
  const serverDir = join(portalDir, 'node_modules', '.prerender', tenant);
  process.env.TENANT = tenant;
  await build({
    root: portalDir,
    configFile: join(portalDir, 'vite.config.ts'),
    logLevel: 'warn',
    ssr: { noExternal: true, target: 'node' },
    build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, manifest: false, minify: false },
  });
  /** @type {typeof import('../src/prerender.tsx')} */
  const prerender = await import(pathToFileURL(join(serverDir, 'prerender.js')).href);
  /** @type {typeof import('../vite/delivery-plugin.ts')} */
  const delivery = await importSource(join(portalDir, 'vite', 'delivery-plugin.ts'), portalDir);

  const built = readFileSync(join(distDir, 'index.html'), 'utf8');
  const { page: template, script, file: startFile } = deferScripts(built);
  const appPage = join(distDir, 'app.html');
  const startScriptFile = join(distDir, startFile);
  writeFileSync(appPage, built);
  writeFileSync(startScriptFile, script);
  const written = [appPage, startScriptFile];
  const paths = prerender.prerenderedPaths();
  for (const path of paths) {
    const page = await prerender.prerenderPage(path);
    const file = join(distDir, pageFile(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(template, page));
    written.push(file);
  }
  delivery.writeCompressedTwins(distDir, written);
  return paths;
}
