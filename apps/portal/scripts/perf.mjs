// The delivery measurement (`npm run perf` at the root): the built portal and the platform in demo
// mode, measured with Lighthouse (the npm package's Node API) in Debian's Chromium on the main routes
// of both brands — home, a lobby route (/rng), /register, /lottery and the member centre opened by its
// link (a member's one-time login link, so the centre opens signed in) — with the mobile and the
// desktop profile, PERF_RUNS times each (3), plus one repeat visit per brand (storage kept: what a
// returning visitor transfers once the service worker and the HTTP cache hold the shell).
//
// Two machines' figures compare only with the machine's speed beside them: every run reports
// Lighthouse's benchmark index (its own CPU measure; higher is faster), and the table gives the median
// of the runs with their spread. perf-budget.json holds the bar per route (mobile median: performance
// and total blocking time); a route over it fails the script (exit 1) after the table is printed.
// Not a timed test: scores depend on the machine and on what else runs on it; run it after a change
// that could move them. Needs the builds first:
//   pnpm exec turbo run build --filter=@portal/portal --filter=@portal/server
// Env: CHROME_PATH (default /usr/bin/chromium), PERF_ROUTES (e.g. "/,/rng"), PERF_BRANDS ("aurora"),
// PERF_RUNS (3), PERF_PROFILES ("mobile"), PERF_REPORTS (a folder that receives every run's Lighthouse JSON and trace).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { encryptPayload } from '@portal/contracts';
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
  { id: 'aurora', host: 'localhost', merchant: 'AUR' },
  { id: 'lotus', host: 'lotus.localhost', merchant: 'LTS' },
];
const BRAND_FILTER = process.env.PERF_BRANDS?.split(',');
const BRANDS = BRAND_FILTER ? ALL_BRANDS.filter((b) => BRAND_FILTER.includes(b.id)) : ALL_BRANDS;
/** The member centre opened by its link: `?member=<page>` with a one-time login link added per run. */
const MEMBER_CENTRE = '/?member=securityCenter';
const ALL_ROUTES = ['/', '/rng', '/register', '/lottery', MEMBER_CENTRE];
const ROUTES = process.env.PERF_ROUTES ? process.env.PERF_ROUTES.split(',') : ALL_ROUTES;
const PROFILES = process.env.PERF_PROFILES ? process.env.PERF_PROFILES.split(',') : ['mobile', 'desktop'];
const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 3));
/** @type {{ mobile: { default: { performance: number; tbtMs: number }; routes?: Record<string, { performance?: number; tbtMs?: number }> } }} */
const BUDGET = JSON.parse(readFileSync(join(HERE, '..', 'perf-budget.json'), 'utf8'));
/** The demo member whose centre is measured (the demo accounts' published password). */
const MEMBER = { username: 'member01', password: 'demo1234' };

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
 * @typedef {{ performance: number; accessibility: number; fcp: number; lcp: number; tbt: number; cls: number; transferKiB: number; nonApiKiB: number; benchmarkIndex: number }} Figures
 * @typedef {Figures & { brand: string; route: string; profile: string }} Row
 * @typedef {Row & { runs: Figures[] }} MedianRow
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
  if (process.env.PERF_REPORTS) mkdirSync(process.env.PERF_REPORTS, { recursive: true });
  if (process.env.PERF_REPORTS) {
    // The query's page name too (`/?member=…` is not `/`), never its one-time token.
    const name = `${new URL(url).hostname}${new URL(url).pathname.replace(/\//g, '_')}${new URL(url).searchParams.has('member') ? `member-${new URL(url).searchParams.get('member')}` : ''}-${profile}${keepStorage ? '-repeat' : ''}-${Date.now()}`;
    writeFileSync(join(process.env.PERF_REPORTS, `${name}.json`), JSON.stringify(lhr));
    // And the page's trace (DevTools' Performance panel opens it): which tasks the blocking time counts.
    writeFileSync(join(process.env.PERF_REPORTS, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
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
    benchmarkIndex: round(lhr.environment?.benchmarkIndex),
  };
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ i) => sorted[i] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** `median (min–max)` of one figure over the runs, or the value alone for one run. @param {number[]} values */
function spread(values, digits = 0) {
  const m = round(median(values), digits);
  if (values.length === 1) return String(m);
  return `${m} (${round(Math.min(...values), digits)}–${round(Math.max(...values), digits)})`;
}

/**
 * The medians of a route's runs (each figure on its own).
 * @param {Figures[]} runs
 * @returns {Figures}
 */
function medians(runs) {
  /** @type {Record<string, number>} */
  const out = {};
  for (const key of /** @type {(keyof Figures)[]} */ (Object.keys(runs[0] ?? {})))
    out[key] = median(runs.map((run) => run[key]));
  return /** @type {Figures} */ (/** @type {unknown} */ (out));
}

/**
 * A one-time login link for the demo member: the member centre route opens signed in, as a member's
 * link from an e-mail or the app does (login → POST /wps/session/link).
 * @param {string} origin
 * @param {string} merchant
 */
async function memberLoginCode(origin, merchant) {
  // Node does not resolve *.localhost: the calls go to 127.0.0.1 and the Merchant header names the brand.
  const api = origin.replace(/\/\/[^:/]+/, '//127.0.0.1');
  const headers = { merchant, language: 'EN', device: 'web' };
  const keyAnswer = await fetch(`${api}/wps/session/key/rsa`, { headers });
  const { keyId, publicKey } = (await keyAnswer.json()).value;
  const { body, header } = await encryptPayload(publicKey, keyId, {
    ...MEMBER,
    type: 'username',
    loginDeviceId: 'perf-script',
  });
  const login = await fetch(`${api}/wps/session/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', encryption: header },
    body: JSON.stringify(body),
  });
  const token = (await login.json()).value?.token;
  if (!token) throw new Error(`the perf member could not log in on ${origin}: ${login.status}`);
  const link = await fetch(`${api}/wps/session/link`, {
    method: 'POST',
    headers: { ...headers, authorization: token },
  });
  return /** @type {string} */ ((await link.json()).value.code);
}

/** @param {MedianRow[]} rows */
function table(rows) {
  const lines = [
    '| brand | route | profile | performance | TBT (ms) | FCP (s) | LCP (s) | CLS | accessibility | transferred (KiB) | benchmark index |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const of = (/** @type {keyof Figures} */ key) => r.runs.map((run) => run[key]);
    lines.push(
      `| ${r.brand} | \`${r.route}\` | ${r.profile} | ${spread(of('performance'))} | ${spread(of('tbt'))} | ${r.fcp} | ${r.lcp} | ${r.cls} | ${r.accessibility} | ${r.transferKiB} | ${spread(of('benchmarkIndex'))} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The routes over their budget (mobile medians).
 * @param {MedianRow[]} rows
 */
function overBudget(rows) {
  return rows
    .filter((r) => r.profile === 'mobile')
    .flatMap((r) => {
      const bar = { ...BUDGET.mobile.default, ...BUDGET.mobile.routes?.[r.route] };
      const misses = [];
      if (r.performance < bar.performance) misses.push(`performance ${r.performance} < ${bar.performance}`);
      if (r.tbt > bar.tbtMs) misses.push(`TBT ${r.tbt} ms > ${bar.tbtMs} ms`);
      return misses.length ? [`${r.brand} ${r.route} mobile: ${misses.join(', ')}`] : [];
    });
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
/** @type {MedianRow[]} */
const rows = [];
/** @type {Row[]} */
const repeats = [];
try {
  for (const brand of BRANDS) {
    const origin = `http://${brand.host}:${platform.port}`;
    for (const route of ROUTES) {
      for (const profile of PROFILES) {
        /** @type {Figures[]} */
        const runs = [];
        for (let run = 1; run <= RUNS; run++) {
          const url =
            route === MEMBER_CENTRE
              ? `${origin}${route}&token=${encodeURIComponent(await memberLoginCode(origin, brand.merchant))}`
              : origin + route;
          const figures = await measure(chrome.port, url, profile);
          runs.push(figures);
          console.log(
            `[perf] ${brand.id} ${route} ${profile} run ${run}/${RUNS}: performance ${figures.performance}, TBT ${figures.tbt} ms, LCP ${figures.lcp} s, CLS ${figures.cls}, ${figures.transferKiB} KiB, benchmark index ${figures.benchmarkIndex}`,
          );
        }
        rows.push({ brand: brand.id, route, profile, ...medians(runs), runs });
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
const indexes = rows.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
const markdown = [
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} in Chromium (headless), against the built portal and the platform in demo mode (\`node apps/server/dist/main.js\`), ${when}, ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}; Lighthouse benchmark index ${spread(indexes)} over the ${indexes.length} runs (higher is a faster machine). Each row: the median of ${RUNS} runs (min–max). Mobile: Lighthouse's default (Moto G Power, simulated slow 4G, 4× CPU slowdown); desktop: its desktop preset. \`/?member=securityCenter\` is the member centre opened by its link, signed in by a one-time login link.`,
  '',
  table(rows),
  '',
  repeatTable(repeats),
].join('\n');
console.log(`\n${markdown}`);
if (BRANDS.length === ALL_BRANDS.length && ROUTES.length === ALL_ROUTES.length && PROFILES.length === 2)
  writeReadme(markdown);
else console.log('\n(a partial run: README not updated)');
const misses = overBudget(rows);
if (misses.length) {
  console.error(`\n[perf] over the budget of perf-budget.json:\n  ${misses.join('\n  ')}`);
  process.exitCode = 1;
} else console.log('\n[perf] every route within perf-budget.json');
