// The delivery measurement (`npm run perf` at the root): the built portal and the platform in demo
// mode, measured with Lighthouse (the npm package's Node API) in Debian's Chromium on the home
// page, a lobby route (/rng) and /register of both brands, with the mobile and the desktop
// profile — 12 runs — plus one repeat visit per brand (storage kept: what a returning visitor
// transfers once the service worker and the HTTP cache hold the shell). It prints a Markdown table
// and writes it into apps/portal/README.md between the perf markers.
// Not a timed test: scores depend on the machine and on what else runs on it; run it after a change
// that could move them. Needs the builds first:
//   pnpm exec turbo run build --filter=@portal/portal --filter=@portal/server
// Env: CHROME_PATH (default /usr/bin/chromium), PERF_ROUTES (e.g. "/,/rng"), PERF_BRANDS ("aurora"),
// PERF_REPORTS (a folder that receives every run's Lighthouse JSON).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { freePort } from './free-port.mjs';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..', '..');
const README = join(HERE, '..', 'README.md');
const SERVER = join(ROOT, 'apps', 'server', 'dist', 'main.js');
const DIST = join(HERE, '..', 'dist');
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
// The flags of /work/shared/TOOLCHAIN.md: without the networking ones Chromium keeps calling the closed network.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const ALL_BRANDS = [
  { id: 'aurora', host: 'localhost' },
  { id: 'lotus', host: 'lotus.localhost' },
];
const BRAND_FILTER = process.env.PERF_BRANDS?.split(',');
const BRANDS = BRAND_FILTER ? ALL_BRANDS.filter((b) => BRAND_FILTER.includes(b.id)) : ALL_BRANDS;
const ROUTES = process.env.PERF_ROUTES ? process.env.PERF_ROUTES.split(',') : ['/', '/rng', '/register'];
const PROFILES = ['mobile', 'desktop'];

/**
 * Waits until `url` answers at all (any status: the status call without a Merchant header is a 400).
 * @param {string} url
 * @param {string} what
 */
async function waitFor(url, what) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      return await fetch(url);
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not start within 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * A stopper that ends the started process (and only it) by its id.
 * @param {import('node:child_process').ChildProcess} child
 * @returns {() => Promise<void>}
 */
function started(child) {
  return () =>
    new Promise((/** @type {(value?: void) => void} */ resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
}

async function startPlatform() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-perf-'));
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_MODE: 'demo',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = started(child);
  const stopAll = async () => (await stop(), rmSync(dataDir, { recursive: true, force: true }));
  await waitFor(`http://127.0.0.1:${port}/wps/system/status`, 'the platform').catch(async (error) => {
    await stopAll();
    throw error;
  });
  return { port, stop: stopAll };
}

async function startChrome() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'portal-perf-chrome-'));
  const child = spawn(
    CHROME,
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const stop = started(child);
  const stopAll = async () => (await stop(), rmSync(profile, { recursive: true, force: true }));
  await waitFor(`http://127.0.0.1:${port}/json/version`, 'Chromium').catch(async (error) => {
    await stopAll();
    throw error;
  });
  return { port, stop: stopAll };
}

const KIB = 1024;
const round = (/** @type {number | undefined | null} */ value, digits = 0) =>
  value === undefined || value === null ? NaN : Number(value.toFixed(digits));

/**
 * @typedef {{ performance: number; accessibility: number; fcp: number; lcp: number; tbt: number; cls: number; transferKiB: number; nonApiKiB: number }} Figures
 * @typedef {Figures & { brand: string; route: string; profile: string }} Row
 */

/**
 * One Lighthouse run; `keepStorage` measures a repeat visit (cache and service worker kept).
 * @param {number} chromePort
 * @param {string} url
 * @param {string} profile
 * @returns {Promise<Figures>}
 */
async function measure(chromePort, url, profile, keepStorage = false) {
  /** @type {import('lighthouse').Flags} */
  const flags = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
  };
  const result = await lighthouse(url, flags, profile === 'desktop' ? desktopConfig : undefined);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // PERF_REPORTS=<folder> keeps each run's full Lighthouse report (JSON) for a closer look.
  if (process.env.PERF_REPORTS)
    writeFileSync(
      join(
        process.env.PERF_REPORTS,
        `${new URL(url).hostname}${new URL(url).pathname.replace(/\//g, '_')}-${profile}${keepStorage ? '-repeat' : ''}.json`,
      ),
      JSON.stringify(lhr),
    );
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const details = /** @type {{ items?: { url: string; transferSize?: number }[] } | undefined} */ (
    lhr.audits['network-requests']?.details
  );
  const requests = details?.items ?? [];
  const apiBytes = requests
    .filter((r) => /\/(wps|lgw)\//.test(r.url))
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: round((lhr.categories.performance?.score ?? NaN) * 100),
    accessibility: round((lhr.categories.accessibility?.score ?? NaN) * 100),
    fcp: round(audit('first-contentful-paint') / 1000, 1),
    lcp: round(audit('largest-contentful-paint') / 1000, 1),
    tbt: round(audit('total-blocking-time')),
    cls: round(audit('cumulative-layout-shift'), 3),
    transferKiB: round(audit('total-byte-weight') / KIB, 1),
    nonApiKiB: round((audit('total-byte-weight') - apiBytes) / KIB, 1),
  };
}

/** @param {Row[]} rows */
function table(rows) {
  const lines = [
    '| brand | route | profile | performance | accessibility | FCP (s) | LCP (s) | TBT (ms) | CLS | transferred (KiB) |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.brand} | \`${r.route}\` | ${r.profile} | ${r.performance} | ${r.accessibility} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.transferKiB} |`,
    );
  return lines.join('\n');
}

/** @param {Row[]} rows */
function repeatTable(rows) {
  const lines = [
    '| brand | route | profile | transferred (KiB) | of which not API answers (KiB) | performance |',
    '|---|---|---|---:|---:|---:|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.brand} | \`${r.route}\` | ${r.profile}, repeat visit | ${r.transferKiB} | ${r.nonApiKiB} | ${r.performance} |`,
    );
  return lines.join('\n');
}

/** @param {string} markdown */
function writeReadme(markdown) {
  const text = readFileSync(README, 'utf8');
  const start = '<!-- perf:start -->';
  const end = '<!-- perf:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${README} has no ${start} … ${end} markers`);
  writeFileSync(README, `${text.slice(0, from + start.length)}\n${markdown}\n${text.slice(to)}`);
}

for (const brand of BRANDS) {
  if (!existsSync(join(DIST, brand.id, 'index.html')))
    throw new Error(
      `dist/${brand.id} is not built: pnpm exec turbo run build --filter=@portal/portal --filter=@portal/server`,
    );
}
if (!existsSync(SERVER)) throw new Error('apps/server/dist/main.js is not built: pnpm --filter @portal/server build');

const platform = await startPlatform();
const chrome = await startChrome().catch(async (error) => {
  await platform.stop();
  throw error;
});
/** @type {Row[]} */
const rows = [];
/** @type {Row[]} */
const repeats = [];
try {
  for (const brand of BRANDS) {
    const origin = `http://${brand.host}:${platform.port}`;
    for (const route of ROUTES) {
      for (const profile of PROFILES) {
        const figures = await measure(chrome.port, origin + route, profile);
        rows.push({ brand: brand.id, route, profile, ...figures });
        console.log(
          `[perf] ${brand.id} ${route} ${profile}: performance ${figures.performance}, LCP ${figures.lcp} s, TBT ${figures.tbt} ms, CLS ${figures.cls}, ${figures.transferKiB} KiB`,
        );
      }
    }
    // The repeat visit: a first load fills the caches (and installs the service worker), the second is measured.
    await measure(chrome.port, `${origin}/`, 'mobile', true);
    const again = await measure(chrome.port, `${origin}/`, 'mobile', true);
    repeats.push({ brand: brand.id, route: '/', profile: 'mobile', ...again });
    console.log(
      `[perf] ${brand.id} / repeat visit: ${again.transferKiB} KiB (${again.nonApiKiB} KiB besides API answers)`,
    );
  }
} finally {
  await chrome.stop();
  await platform.stop();
}

const cpu = (await import('node:os')).cpus();
const when = new Date().toISOString().slice(0, 10);
const markdown = [
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} in Chromium (headless), against the built portal and the platform in demo mode (\`node apps/server/dist/main.js\`), ${when}, ${cpu.length} × ${cpu[0]?.model ?? 'cpu'} (shared with other work: scores move by a few points between runs). Mobile: Lighthouse's default (Moto G Power, simulated slow 4G, 4× CPU slowdown); desktop: its desktop preset.`,
  '',
  table(rows),
  '',
  repeatTable(repeats),
].join('\n');
console.log(`\n${markdown}`);
if (BRANDS.length === ALL_BRANDS.length && ROUTES.length === 3) writeReadme(markdown);
else console.log('\n(a partial run: README not updated)');
