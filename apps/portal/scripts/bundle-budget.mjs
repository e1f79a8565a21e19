// The portal's performance budget. For each built tenant (dist/<tenant>/) it follows the Vite
// manifest: the initial chunks (the entry and everything it imports statically) plus, per route,
// the lazy chunks of the route's screen (the screen module and its static imports not already
// initial). It prints one Markdown table of JS and CSS bytes, raw and gzip, and fails when the
// home route's JS (initial + its lazy chunks) exceeds HOME_BUDGET_BYTES gzip.
//
// Also reported, not budgeted: what loads right after the first paint — the texts of the default
// language, and the shell parts kept in their own chunks (banner slider, footer, side-menu extras).
//
// Sizes: gzip at level 9, one file at a time (as a server with precompressed files sends them).
// KB in this report means KiB (1024 bytes).
//
// Usage: node scripts/bundle-budget.mjs [tenant…]   (default: every dist/<tenant>/ with a manifest)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { START_MODULES } from './start-modules.mjs';

// The issue asked for 150 KB; the chosen stack's floor is above it. Measured on this build (gzip,
// KiB): React + react-dom 66, + the React Router data router 30 (the declarative router: 13),
// + Redux Toolkit with RTK Query and immer ~20, + i18next ~15, + styled-components ~11 — about 142
// before any product code; with the platform client, the session and the shell the home route is
// ~178. The budget sits just above that so any regression fails the build (README: performance).
// 185 → 186 with the member centre's money and record pages: the member centre's pages, its address link and the side menu's messages
// are lazy, but each dynamic import leaves its preload list and a shared-chunk split in the first
// paint (+0.9 KB measured, after moving the routes' docs lines out of it, −1.7 KB).
// 186 → 186.5 with the build-time first paint: the entry waits for the router's first screen,
// renders in a transition and registers the worker after a load it may have missed (+0.15 KB).
// 186.5 → 187 with one way for each thing: the features' shared pieces moved down a layer become
// shared chunks of their own (the namespace loader, the kit's table), each a line in the entry's
// preload lists, and the chunk layout moved with them (aurora 186.2 → 186.6 KB, lotus 186.4).
// 187 → 188 with the money calls' retry rule (@portal/api's base query sends a cut money call again
// with its id: contracts/retry-rule.ts) and the points mall's seven calls in the endpoint registry
// the base query reads (aurora 186.6 → 187.6 KB, lotus 187.4): both are every page's, not the
// mall's, and its screens stay a lazy chunk. The registry is now one table per domain, each read by
// its @portal/api domain only (aurora 187.9 → 187.2 KB with the agent reports' calls added).
// 188 → 189 with issue 25's ways in: social sign-in, passkeys and the third-party SMS route add
// their routes to the shell's route table, their error codes to every page's error texts and their
// buttons' gates to the login form's chunk map; the formatters kept per language and zone add
// 0.08 KB (aurora and lotus 187.6 → 188.2 KB after the merge; the start-up cuts of issue 27 moved
// zod and the support schemas out of the first paint, which counts in the time, not this total).
// 189 → 190 with issue 27's start in two tasks: the React side (React DOM, the router, the shell)
// is a chunk the entry imports after the store and the platform (src/app/app-root.ts), so its
// evaluation is a task of its own rather than part of one ~90-130 ms task at 4x; the chunk boundary
// and the dynamic import's preload list cost 0.7-0.8 KB (aurora 189.0 → 189.7, lotus 189.8).
// Measured in the same minutes, Lighthouse mobile TBT, median of 3: aurora / 242 → 100 ms,
// /register 481 → 358; lotus / 175 → 179, /register 404 → 370.
// 190 → 190.5 with one selector hook for the store (@portal/api's store-selector.ts): answers render
// as transitions, not in react-redux's synchronous store renders; RTK Query's hooks built with it
// (buildCreateApi) add 0.1-0.2 KB (aurora and lotus 189.9 → 190.1 KB). Same minutes, aurora mobile
// TBT, median of 3: / 321 → 166 ms, the member centre by its link 570 → 409.
// 190.5 → 189 with issue 27's start in more tasks: the api (createApi), the store with the
// platform's connection, and React DOM with the router are chunks the entry imports one after the
// other (src/app/api-start.ts, store-start.ts, react-start.ts, before app-root.ts), and the app waits
// for the start script's module preloads (start-preloads.ts). The first two boundaries cost 0.8 KB
// (aurora and lotus 190.1 → 190.9); with the third the chunks rollup makes of the start are 2.5 KB
// smaller (188.4: React DOM and the router in one chunk, fewer shared chunks between them and the
// shell). The same minutes, load average 6-7, start-profile.mjs's blocking sum at 4x, three
// alternating pairs before the third boundary: lotus / 827, 338, 1,215 → 390, 182, 544 ms.
// Within 189 with styled-components in a start task of its own (src/app/styles-start.ts, before the
// shell: creating its sheet takes over the painted page's rules, ~25-35 ms of the shell's task at
// 4x): the boundary costs 0.1-0.2 KB (aurora 188.7 → 188.8, lotus 188.7 → 188.9 KB).
// 189 → 189.5 with amounts written without Intl where Intl writes 1,234.50 (@portal/i18n's
// formatMoney: the member's first balance made the first Intl.NumberFormat, 86-92 ms at 4x) and the
// store selector's check for a person's event (a store change in React's own tasks rendered
// synchronously, up to 399 ms at 4x): 0.2 KB together (aurora and lotus 188.9 → 189.1 KB).
export const HOME_BUDGET_BYTES = 189.5 * 1024;
const PORTAL_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Shell parts that load in their own chunk after the first paint (manifest keys). */
export const DEFERRED_SHELL_PARTS = {
  'banner slider': 'src/shell/banner/banner-area.tsx',
  footer: 'src/shell/footer/footer.tsx',
  'side-menu extras': 'src/shell/side-menu/side-menu-extras.tsx',
};

/**
 * @typedef {{ file: string, imports?: string[], css?: string[], isEntry?: boolean, src?: string }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {{ raw: number, gzip: number }} Size
 * @typedef {{ paths: string[], screenKey: string }} RouteGroup
 */

/** @param {Manifest} manifest @param {string[]} roots @returns {Set<string>} manifest keys reachable by static imports */
export function staticClosure(manifest, roots) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/** @param {string} distDir @returns {(file: string) => Size} */
function sizer(distDir) {
  /** @type {Map<string, Size>} */
  const cache = new Map();
  return (file) => {
    let size = cache.get(file);
    if (!size) {
      const bytes = readFileSync(join(distDir, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      cache.set(file, size);
    }
    return size;
  };
}

/** @param {Manifest} manifest @param {Iterable<string>} keys @param {(file: string) => Size} size */
function sum(manifest, keys, size) {
  const js = { raw: 0, gzip: 0 };
  const css = { raw: 0, gzip: 0 };
  /** @type {Set<string>} */
  const cssFiles = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    const { file, css: styles = [] } = chunk;
    if (file.endsWith('.js')) {
      const s = size(file);
      js.raw += s.raw;
      js.gzip += s.gzip;
    }
    styles.forEach((f) => cssFiles.add(f));
  }
  for (const file of cssFiles) {
    const s = size(file);
    css.raw += s.raw;
    css.gzip += s.gzip;
  }
  return { js, css };
}

/**
 * Measures one built tenant.
 * @param {string} distDir dist/<tenant>
 * @param {RouteGroup[]} routeGroups routes grouped by the screen module they load
 * @param {string} defaultLanguage the tenant's default language (its texts load before the first paint)
 */
export function measureTenant(distDir, routeGroups, defaultLanguage) {
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const size = sizer(distDir);
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entryKeys.length === 0) throw new Error(`${distDir}: the manifest has no entry`);
  // The entry and what it imports statically, and the modules it imports at start (START_MODULES).
  const initialKeys = staticClosure(manifest, [...entryKeys, ...START_MODULES.filter((key) => manifest[key])]);
  const initial = sum(manifest, initialKeys, size);
  /** @param {string[]} roots */
  const lazy = (roots) => [...staticClosure(manifest, roots)].filter((key) => !initialKeys.has(key));

  const routes = routeGroups.map(({ paths, screenKey }) => {
    if (!manifest[screenKey]) throw new Error(`${distDir}: no chunk for ${screenKey} (routes ${paths.join(', ')})`);
    const route = sum(manifest, lazy([screenKey]), size);
    return {
      paths,
      screenKey,
      initial,
      route,
      totalJsGzip: initial.js.gzip + route.js.gzip,
      totalJsRaw: initial.js.raw + route.js.raw,
    };
  });

  const language = defaultLanguage.toLowerCase();
  const textKeys = Object.keys(manifest).filter((key) => {
    const match = /\/locales\/([^/]+)\/[^/]+\.json$/.exec(`/${key}`);
    return match?.[1]?.toLowerCase() === language;
  });
  const deferred = {
    [`texts (${defaultLanguage})`]: sum(manifest, lazy(textKeys), size).js,
    ...Object.fromEntries(
      Object.entries(DEFERRED_SHELL_PARTS)
        .filter(([, key]) => manifest[key])
        .map(([name, key]) => [name, sum(manifest, lazy([key]), size).js]),
    ),
  };
  return { initial, routes, deferred };
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1);
/** @param {Size} size */
const pair = ({ raw, gzip }) => `${kb(raw)} / ${kb(gzip)}`;

/** @param {Array<{ tenant: string, measured: ReturnType<typeof measureTenant> }>} results */
export function markdownReport(results) {
  const lines = [
    '| tenant | route | initial JS (raw / gzip) | route JS (raw / gzip) | CSS (raw / gzip) | JS total gzip |',
    '|---|---|---:|---:|---:|---:|',
  ];
  for (const { tenant, measured } of results) {
    for (const route of measured.routes) {
      const css = {
        raw: route.initial.css.raw + route.route.css.raw,
        gzip: route.initial.css.gzip + route.route.css.gzip,
      };
      lines.push(
        `| ${tenant} | ${route.paths.map((p) => `\`${p}\``).join(' ')} | ${pair(route.initial.js)} | ${pair(route.route.js)} | ${pair(css)} | ${kb(route.totalJsGzip)} |`,
      );
    }
  }
  lines.push('', '| tenant | loaded after the first paint (JS raw / gzip) |', '|---|---|');
  for (const { tenant, measured } of results) {
    lines.push(
      `| ${tenant} | ${Object.entries(measured.deferred)
        .map(([name, size]) => `${name} ${pair(size)}`)
        .join('; ')} |`,
    );
  }
  lines.push(
    '',
    `Sizes in KB (1024 bytes), gzip level 9 per file. Budget: the home route's JS total ≤ ${kb(HOME_BUDGET_BYTES)} KB gzip.`,
  );
  return lines.join('\n');
}

/** @param {readonly { path: string, screen: { module: string } }[]} table */
export function groupRoutes(table) {
  /** @type {Map<string, RouteGroup>} */
  const groups = new Map();
  for (const route of table) {
    const screenKey = `src/screens/${route.screen.module}.tsx`;
    const group = groups.get(screenKey) ?? { paths: [], screenKey };
    group.paths.push(route.path);
    groups.set(screenKey, group);
  }
  return [...groups.values()];
}

async function main() {
  const { importSource } = await import('./import-source.mjs');
  /** @type {typeof import('../src/routing/route-table.ts')} */
  const { ROUTE_TABLE } = await importSource(join(PORTAL_DIR, 'src', 'routing', 'route-table.ts'), PORTAL_DIR);
  const routeGroups = groupRoutes(ROUTE_TABLE);
  const distRoot = join(PORTAL_DIR, 'dist');
  const requested = process.argv.slice(2);
  const tenants = requested.length
    ? requested
    : existsSync(distRoot)
      ? readdirSync(distRoot)
          .filter((name) => existsSync(join(distRoot, name, '.vite', 'manifest.json')))
          .sort()
      : [];
  if (tenants.length === 0) {
    console.error('[budget] nothing built: run the build first (dist/<tenant>/.vite/manifest.json)');
    process.exit(1);
  }
  const tenantsDir = process.env.PORTAL_TENANTS_DIR ?? join(PORTAL_DIR, '..', '..', 'tenants');
  const results = tenants.map((tenant) => {
    const { defaultLanguage } = JSON.parse(readFileSync(join(tenantsDir, tenant, 'tenant.json'), 'utf8'));
    return { tenant, measured: measureTenant(join(distRoot, tenant), routeGroups, defaultLanguage) };
  });
  const report = markdownReport(results);
  console.log(report);
  writeFileSync(join(distRoot, 'bundle-budget.md'), `${report}\n`);

  let failed = false;
  for (const { tenant, measured } of results) {
    const home = measured.routes.find((route) => route.paths.includes('/'));
    if (!home) throw new Error('the route table has no home route "/"');
    const verdict = home.totalJsGzip <= HOME_BUDGET_BYTES ? 'within' : 'OVER';
    console.log(
      `[budget] ${tenant}: home route JS ${kb(home.totalJsGzip)} KB gzip — ${verdict} the ${kb(HOME_BUDGET_BYTES)} KB budget`,
    );
    failed ||= verdict === 'OVER';
  }
  if (failed) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
