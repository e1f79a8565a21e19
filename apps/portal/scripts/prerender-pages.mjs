// The build-time first paint of one tenant (build-tenants.mjs calls it after the tenant's browser
// build): builds src/prerender.tsx for Node with the same tenant, renders every public route a
// visitor lands on, and writes each as a page of its own into dist/<tenant>/ — `/` as index.html,
// `/rng` as rng/index.html — with the route's markup inside #root and its styles in <head>, so the
// browser paints the page before a script has run. Routes it does not render (a game, a member's
// page) get app.html: the bare page, painted by the app. See README (delivery: first paint).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { FIRST_PAINT_GAMES, FIRST_PAINT_LOGIN_LINK, FIRST_PAINT_POPUP, SESSION_STORAGE_KEYS } from '@portal/contracts';
import { importSource } from './import-source.mjs';
import { START_MODULES } from './start-modules.mjs';

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

/** A lobby grid's tile template for the platform to fill with the grid's first games (FIRST_PAINT_GAMES). */
const PAINTED_GAMES_TEMPLATE = new RegExp(
  `<template ${FIRST_PAINT_GAMES.attribute}="[^"]*">[\\s\\S]*?</template>`,
  'g',
);

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The start script's first step: a popup the platform painted into the page (FIRST_PAINT_POPUP) goes
 * before it paints when this tab has shown it (each shows once per tab) or holds a member's session
 * (the popup is for visitors). The script is deferred: it runs as the page finishes parsing, and
 * on the tab's next page (the only one that can have shown the popup) it comes from the cache.
 */
const PAINTED_POPUP_CHECK = `var popup = document.querySelector('[data-painted-popup]');
  if (popup) {
    try {
      var seen = JSON.parse(sessionStorage.getItem(${JSON.stringify(FIRST_PAINT_POPUP.seenStorageKey)}) || '[]');
      if (sessionStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEYS.token)}) || seen.indexOf(popup.getAttribute('data-painted-popup')) >= 0)
        popup.parentNode.removeChild(popup);
    } catch (error) {
      // Storage unavailable: the app's first render decides.
    }
  }`;

/**
 * The start script of the first-paint pages: it requests the app's scripts (the entry and the
 * module preloads Vite put in index.html) once the page has painted and its priority picture has
 * loaded (at most a second later), so on a slow connection the page and its largest picture come
 * first. A hidden tab starts at once. With them go the chunks of the lazy parts the page shows (its
 * `data-parts`, see partChunks; the route's screen among them) and of what its query opens
 * (`query:<parameter>`, see queryPartSources), which the app loads before its first
 * render: asked for here (three a task), Vite's preload helper finds them in <head> instead of
 * inserting each on its own in one task of the app's. Once it has asked for them all it says so
 * (`inserted`, src/app/start-preloads.ts), and the app's start waits for that: the helper notes
 * what <head> holds on its first call, and inserts the rest itself.
 * @param {string} entry
 * @param {string[]} preloads
 * @param {Record<string, string[]>} [parts] each part's chunks
 * @param {{ attribute: string; event: string }} [inserted] the <html> attribute and the document event that say so
 */
export function startScript(entry, preloads, parts = {}, inserted) {
  return `// Requests the portal's scripts after the first paint (apps/portal/scripts/prerender-pages.mjs).
(function () {
  ${PAINTED_POPUP_CHECK}
  var started = false;
  var parts = ${JSON.stringify(parts)};
  function start() {
    if (started) return;
    started = true;
    var hrefs = ${JSON.stringify(preloads)};
    function add(name) {
      (parts[name] || []).forEach(function (href) {
        if (hrefs.indexOf(href) < 0) hrefs.push(href);
      });
    }
    // The painted root's parts, and those of what the platform painted into it (a popup).
    document.querySelectorAll('[data-first-paint], [data-first-paint] [data-parts]').forEach(function (painted) {
      (painted.getAttribute('data-parts') || '').split(',').forEach(add);
    });
    // What the address's query opens at once (?member=: the member centre).
    new URLSearchParams(location.search).forEach(function (value, key) {
      add('query:' + key);
    });
    // Inserted three at a time, each three in a task of their own, the entry with the first: a
    // module preload costs 0.6-0.9 ms to insert in a fragment (1.9 ms alone), unthrottled. A task
    // of six took up to 12 ms, 48 at Lighthouse's 4x (over 50, blocking, on a slower phone); of
    // three, up to 6 ms. The home page's 69 in one task were 20-65 ms at 4x.
    var BATCH = 3;
    function insert(from) {
      var tags = document.createDocumentFragment();
      hrefs.slice(from, from + BATCH).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        tags.appendChild(link);
      });
      if (from === 0) {
        var script = document.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = ${JSON.stringify(entry)};
        tags.appendChild(script);
      }
      document.head.appendChild(tags);
      if (from + BATCH < hrefs.length) setTimeout(function () { insert(from + BATCH); }, 0);
      else inserted();
    }
    function inserted() {${
      inserted
        ? `
      document.documentElement.setAttribute(${JSON.stringify(inserted.attribute)}, '');
      document.dispatchEvent(new Event(${JSON.stringify(inserted.event)}));`
        : ''
    }
    }
    insert(0);
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
 * The lazy parts a source file declares: `lazyPart('footer', () => import('../footer/footer'))`.
 * @param {string} source
 * @returns {{ name: string, specifier: string }[]}
 */
export function lazyPartImports(source) {
  return [...source.matchAll(/lazyPart\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map((match) => ({
    name: /** @type {string} */ (match[1]),
    specifier: /** @type {string} */ (match[2]),
  }));
}

/**
 * Each lazy part of the portal's source: its name and its module as the Vite manifest names it
 * (`src/shell/footer/footer.tsx`).
 * @param {string} portalDir
 * @returns {Record<string, string>}
 */
export function lazyPartSources(portalDir) {
  /** @type {Record<string, string>} */
  const sources = {};
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        for (const { name, specifier } of lazyPartImports(readFileSync(path, 'utf8'))) {
          const base = join(dirname(path), specifier);
          const file = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f));
          if (file) sources[name] = relative(portalDir, file).split('\\').join(posix.sep);
        }
    }
  };
  walk(join(portalDir, 'src'));
  return sources;
}

/**
 * Each route screen of the build as a part (`screen:register/register-screen` → its module, as the
 * manifest names it; the prerender names a page's screen so, see src/prerender.tsx). Its chunks go
 * with the page's other parts: the router's lazy import then finds them in <head>, where Vite's
 * preload helper would insert each of the screen's chunks on its own in one task (up to 100 ms at
 * Lighthouse's 4× on /register, whose form has some twenty).
 * @param {Record<string, unknown>} manifest
 * @param {(module: string) => string} partName the prerender's name of a screen's part (screenPart)
 * @returns {Record<string, string>}
 */
export function screenPartSources(manifest, partName) {
  /** @type {Record<string, string>} */
  const sources = {};
  for (const key of Object.keys(manifest)) {
    const module = /^src\/screens\/([^/]+\/[^/]+-screen)\.tsx$/.exec(key)?.[1];
    if (module) sources[partName(module)] = key;
  }
  return sources;
}

/**
 * Each query parameter's part (`query:member`, see QUERY_PART_MODULES in src/prerender.tsx): the
 * manifest's modules whose paths end as the prerender lists them for that parameter.
 * @param {Record<string, unknown>} manifest
 * @param {Record<string, string[]>} modules each parameter's module path endings
 * @returns {Record<string, string[]>}
 */
export function queryPartSources(manifest, modules) {
  return Object.fromEntries(
    Object.entries(modules).map(([param, endings]) => [
      `query:${param}`,
      Object.keys(manifest).filter((key) => endings.some((ending) => key.endsWith(ending))),
    ]),
  );
}

/**
 * The chunks (URLs) each lazy part needs beyond the entry's static imports: its own chunk and its
 * static imports, transitively, from the Vite manifest. Parts the build does not have are left out.
 * @param {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} manifest
 * @param {Record<string, string | string[]>} sources each part's module or modules (manifest keys)
 * @returns {Record<string, string[]>}
 */
export function partChunks(manifest, sources) {
  /** @param {string} key @param {Set<string>} into */
  const closure = (key, into) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const initial = new Set();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, initial);
  const initialFiles = new Set([...initial].map((key) => manifest[key]?.file));
  /** @type {Record<string, string[]>} */
  const parts = {};
  for (const [name, source] of Object.entries(sources)) {
    const modules = [source].flat().filter((key) => manifest[key]);
    if (modules.length === 0) continue;
    const keys = new Set();
    for (const key of modules) closure(key, keys);
    parts[name] = [...keys]
      .map((key) => /** @type {string} */ (manifest[key]?.file))
      .filter((file) => !initialFiles.has(file))
      .map((file) => `/${file}`);
  }
  return parts;
}

/**
 * Splits the build's index.html into the page without its scripts and the start script that
 * loads them; `file` is the start script's hashed name under assets/.
 * @param {string} template
 * @param {Record<string, string[]>} [parts] each lazy part's chunks (partChunks)
 * @param {string[]} [startChunks] the chunks of the modules the entry imports at start (START_MODULES)
 * @param {{ attribute: string; event: string }} [inserted] see startScript
 */
export function deferScripts(template, parts = {}, startChunks = [], inserted) {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => /** @type {string} */ (match[1]));
  for (const chunk of startChunks) if (!preloads.includes(chunk)) preloads.push(chunk);
  // A part's chunks that the script requests anyway are left out of its list (a smaller script).
  const own = Object.fromEntries(
    Object.entries(parts).map(([name, chunks]) => [name, chunks.filter((chunk) => !preloads.includes(chunk))]),
  );
  const script = startScript(entry, preloads, own, inserted);
  const file = `assets/start-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`;
  const page = template
    .replace(ENTRY_SCRIPT, `\n    <script defer src="/${file}"></script>`)
    .replace(MODULE_PRELOAD, '');
  return { page, script, file };
}

/**
 * A first-paint page: the build's index.html (its scripts deferred, see deferScripts) with a
 * rendered route in it; the route's priority picture is requested from <head>. The end of the
 * painted root holds FIRST_PAINT_POPUP.marker, where the platform puts the brand's before-login
 * popup (the card's styles, `popupStyles`, are in <head> for it).
 * @param {string} template the index.html without scripts, an empty #root
 * @param {{ html: string; styles: string; lang: string; parts: string[]; texts?: string[]; markers?: string[] }} page
 * `markers`: attributes of the painted root that tell the app what was painted (FORCED_LOGIN_PAINT)
 * @param {string} [popupStyles] the <style> elements of the popup card (prerenderPopupTemplate)
 */
export function pageHtml(template, page, popupStyles = '') {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>'))
    throw new Error('prerender: index.html has no empty <div id="root"></div> or no </head>');
  // The platform's CSP allows no inline script, and a first paint must not need one. The one
  // template it may hold is a grid's tile for the platform to fill (FIRST_PAINT_GAMES).
  const markup = page.html.replace(PAINTED_GAMES_TEMPLATE, '');
  if (/<script\b|<template\b/i.test(markup))
    throw new Error('prerender: the rendered markup holds a <script> or <template> (an outlined Suspense boundary?)');
  const image = priorityImage(markup);
  const preload = image ? `<link rel="preload" as="image" href="${image}" fetchpriority="high">` : '';
  return (
    template
      .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
      .replace(/(<meta name="viewport"[^>]*>)/, `$1${preload}`)
      .replace('</head>', `${page.styles}${popupStyles}</head>`)
      // Seen, not used: until the app's first render replaces it, nothing in it can be focused or
      // clicked, and assistive technology (and tests finding elements by role) waits for the app.
      // data-parts / data-texts: the lazily loaded parts and feature texts it shows, which the app
      // loads before replacing it.
      .replace(
        root,
        `<div id="root"><div data-first-paint=""${(page.markers ?? []).map((name) => ` ${name}=""`).join('')} data-parts="${page.parts.join(',')}" data-texts="${(page.texts ?? []).join(',')}" aria-hidden="true" inert="">${page.html}${FIRST_PAINT_POPUP.marker}</div></div>`,
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
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const startModules = Object.fromEntries(START_MODULES.map((source) => [source, source]));
  const startChunks = Object.values(partChunks(manifest, startModules)).flat();
  const {
    page: template,
    script,
    file: startFile,
  } = deferScripts(
    built,
    partChunks(manifest, {
      ...lazyPartSources(portalDir),
      ...screenPartSources(manifest, prerender.screenPart),
      ...queryPartSources(manifest, prerender.QUERY_PART_MODULES),
    }),
    startChunks,
    { attribute: prerender.PRELOADS_INSERTED_ATTRIBUTE, event: prerender.PRELOADS_INSERTED_EVENT },
  );
  const appPage = join(distDir, 'app.html');
  const startScriptFile = join(distDir, startFile);
  writeFileSync(appPage, built);
  writeFileSync(startScriptFile, script);
  const popup = await prerender.prerenderPopupTemplate();
  const popupFile = join(distDir, FIRST_PAINT_POPUP.templateFile);
  writeFileSync(popupFile, popup.html);
  const written = [appPage, startScriptFile];
  const paths = prerender.prerenderedPaths();
  for (const path of paths) {
    const page = await prerender.prerenderPage(path);
    const file = join(distDir, pageFile(path));
    mkdirSync(dirname(file), { recursive: true });
    // A page painted as the login page says so: the app's router starts there (forced-login-start.ts).
    const markers = page.loginForced ? [prerender.FORCED_LOGIN_PAINT] : [];
    writeFileSync(file, pageHtml(template, { ...page, markers }, popup.styles));
    written.push(file);
    // Where the brand forces login, the route itself for a member arriving by a login link.
    if (page.loginForced) {
      const signedIn = join(dirname(file), FIRST_PAINT_LOGIN_LINK.file);
      writeFileSync(
        signedIn,
        pageHtml(template, await prerender.prerenderPage(path, { signedIn: true }), popup.styles),
      );
      written.push(signedIn);
    }
  }
  delivery.writeCompressedTwins(distDir, written);
  return paths;
}
