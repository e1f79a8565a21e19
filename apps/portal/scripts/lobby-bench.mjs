// The lobby benchmark (`pnpm --filter @portal/portal bench:lobby`): the built portal and the real
// platform in demo mode (10,000 slot games), driven in Debian's Chromium. For each brand it opens
// /rng and measures what a player feels:
//   - tiles in the DOM while scrolling the whole list (the virtualised grid keeps them bounded);
//   - search: from a keystroke in the search field to the first frame painted after the grid shows
//     the new results (server search included), p50 / p95 over many keystrokes;
//   - scrolling: frame times while the grid scrolls a wheel notch (120 px) a frame, p50 / p95.
// Not a timed test: figures depend on the machine. It prints a Markdown table and writes it into
// the README between the lobby-bench markers. Needs `pnpm --filter @portal/portal build` and the
// server build (`pnpm --filter @portal/server build`) first.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '@portal/test-config';
import { freePort } from './free-port.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..', '..');
const README = join(ROOT, 'README.md');
/** Lotus forces a login before any page: the bench signs in as the demo member there. */
const BRANDS = [
  { id: 'aurora', host: 'localhost', login: false },
  { id: 'lotus', host: 'lotus.localhost', login: true },
];
/** Search terms typed one character at a time (Latin, Vietnamese with and without marks, Thai). */
const TERMS = ['dragon', 'vuong', 'vương', 'มังกร', 'gold', 'lucky'];

async function startPlatform() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-lobby-bench-'));
  const child = spawn('node', [join(ROOT, 'apps', 'server', 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(port), PORTAL_MODE: 'demo', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/wps/system/status`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('the platform did not start within 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** @param {number[]} values @param {number} p */
function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const round = (/** @type {number} */ n) => (Number.isFinite(n) ? n.toFixed(1) : '—');

/** Records, in the page, the time from each keydown to the first frame after the grid changes. */
function instrumentSearch() {
  /** @type {{ pending: number | null, marks: number[] }} */
  const state = { pending: null, marks: [] };
  /** @type {any} */ (window).__lobbyBench = state;
  const grid = /** @type {Element} */ (document.querySelector('[role="gridcell"]')?.closest('[role="grid"]'));
  new MutationObserver(() => {
    if (state.pending === null) return;
    const start = state.pending;
    state.pending = null;
    requestAnimationFrame(() => state.marks.push(performance.now() - start));
  }).observe(grid, { subtree: true, childList: true, characterData: true, attributes: true });
  document.addEventListener('keydown', () => (state.pending = performance.now()), true);
}

/** The grid's scrolling element (the grid itself or the nearest ancestor that scrolls). */
function scrollerOf() {
  let element = document.querySelector('[role="gridcell"]')?.closest('[role="grid"]') ?? null;
  while (element && element !== document.body) {
    const style = getComputedStyle(element);
    if (/(auto|scroll)/.test(style.overflowY) && element.scrollHeight > element.clientHeight) return element;
    element = element.parentElement;
  }
  return document.scrollingElement;
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ id: string, host: string, login: boolean }} brand
 * @param {number} port
 */
async function measureBrand(browser, brand, port) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  if (brand.login) {
    await page.goto(`http://${brand.host}:${port}/login`);
    await page.locator('input[autocomplete="username"]').fill('member01');
    await page.locator('input[autocomplete="current-password"]').fill('demo1234');
    await page.locator('input[autocomplete="current-password"]').press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  }
  await page.goto(`http://${brand.host}:${port}/rng`);
  // The game grid is the one holding tiles (the grid element itself may be laid out by its rows).
  await page.locator('[role="gridcell"]').first().waitFor({ timeout: 60_000 });

  // Scrolling: wheel down the whole list, recording frame times and the most tiles ever in the DOM.
  const scroll = await page.evaluate(async (/** @type {string} */ scrollerSource) => {
    const scroller = new Function(`return (${scrollerSource})()`)();
    const frames = [];
    let maxTiles = 0;
    let last = performance.now();
    // A wheel notch a frame (120 px), as a person scrolls, for 600 frames; then jumps across the
    // whole list, as a scrollbar drag does, for the tiles-in-the-DOM bound.
    const steps = 600;
    for (let i = 0; i < steps; i++) {
      scroller.scrollTop += 120;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      frames.push(now - last);
      last = now;
      maxTiles = Math.max(maxTiles, document.querySelectorAll('[role="gridcell"]').length);
    }
    for (let i = 1; i <= 40; i++) {
      scroller.scrollTop = (scroller.scrollHeight * i) / 40;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      maxTiles = Math.max(maxTiles, document.querySelectorAll('[role="gridcell"]').length);
    }
    return { frames, maxTiles, height: scroller.scrollHeight };
  }, scrollerOf.toString());
  await page.evaluate((/** @type {string} */ scrollerSource) => {
    new Function(`return (${scrollerSource})()`)().scrollTop = 0;
  }, scrollerOf.toString());

  // Search: type each term a character at a time, then clear it.
  const search = page.getByRole('searchbox').first();
  await search.click();
  await page.evaluate(instrumentSearch);
  let missed = 0;
  for (const term of TERMS) {
    for (const character of term) {
      const before = await page.evaluate(() => /** @type {any} */ (window).__lobbyBench.marks.length);
      await page.keyboard.type(character);
      try {
        await page.waitForFunction((/** @type {number} */ n) => /** @type {any} */ (window).__lobbyBench.marks.length > n, before, { timeout: 3000 });
      } catch {
        missed += 1; // the results did not change (the same games), or nothing painted in 3 s
      }
    }
    await search.fill('');
    await page.waitForTimeout(300);
  }
  /** @type {number[]} */
  const searchMarks = await page.evaluate(() => /** @type {any} */ (window).__lobbyBench.marks);
  const totalGames = await page.evaluate(() => document.querySelector('[role="gridcell"]')?.closest('[role="grid"]')?.getAttribute('aria-rowcount'));
  await page.close();
  return {
    brand: brand.id,
    maxTiles: scroll.maxTiles,
    rows: totalGames,
    searchSamples: searchMarks.length,
    searchMissed: missed,
    searchP50: percentile(searchMarks, 50),
    searchP95: percentile(searchMarks, 95),
    frameP50: percentile(scroll.frames, 50),
    frameP95: percentile(scroll.frames, 95),
  };
}

const platform = await startPlatform();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
let results;
try {
  results = [];
  for (const brand of BRANDS) results.push(await measureBrand(browser, brand, platform.port));
} finally {
  await browser.close();
  await platform.stop();
}

const table = [
  '| brand | tiles in the DOM (max while scrolling) | grid rows | search keystroke → paint p50 / p95 (ms) | keystrokes measured (unchanged) | scroll frame p50 / p95 (ms) |',
  '|---|---:|---:|---:|---:|---:|',
  ...results.map((r) => `| ${r.brand} | ${r.maxTiles} | ${r.rows ?? '—'} | ${round(r.searchP50)} / ${round(r.searchP95)} | ${r.searchSamples} (${r.searchMissed}) | ${round(r.frameP50)} / ${round(r.frameP95)} |`),
].join('\n');
console.log(`\n${table}\n`);

const START = '<!-- lobby-bench:start -->';
const END = '<!-- lobby-bench:end -->';
const readme = readFileSync(README, 'utf8');
if (readme.includes(START) && readme.includes(END)) {
  const stamp = `Measured ${new Date().toISOString().slice(0, 10)} with \`pnpm --filter @portal/portal bench:lobby\` (demo catalogue of 10,000 slot games, Chromium headless, 1366×900).`;
  writeFileSync(README, `${readme.slice(0, readme.indexOf(START) + START.length)}\n${stamp}\n\n${table}\n${readme.slice(readme.indexOf(END))}`);
  console.log('README.md updated.');
}
