// The lobby benchmark (`pnpm --filter @portal/portal bench:lobby`): the built portal and the real
// platform in demo mode (10,000 slot games), driven in Debian's Chromium. For each brand it opens
// /rng and measures what a player feels:
//   - tiles in the DOM while scrolling the whole list (the virtualised grid keeps them bounded);
//   - search: from a keystroke in the search field to the first frame painted after the grid shows
//     the new results (server search included), p50 / p95 over many keystrokes;
//   - scrolling: while the grid scrolls a wheel notch (120 px) a frame, the frame intervals (p50 /
//     p95) and the share of frames missed (an interval over 1.5 display periods, the period measured
//     with the page at rest: the frame's work did not fit in 16.7 ms). "Frames under 16.7 ms at
//     p95" means fewer than 5 % missed: an interval itself never goes below the display's period,
//     so its p95 sits at 16.7 ms plus the timer's jitter even when no frame is late.
//   - the floor: the same keystrokes on a plain page of the same origin that makes the same platform
//     call per keystroke (the lobby's own search request, its headers and query, with the typed
//     text) and writes the answer's first 35 names into the DOM. What the lobby takes beyond the
//     floor is the browser's work on the lobby's side (rendering the results, styles, pictures), on
//     this machine, in this run: the ratio is what compares across machines.
// Keystrokes come at a fast typist's pace (TYPING_INTERVAL_MS), one search term at a time.
// Not a timed test: figures depend on the machine. It prints a Markdown table and writes it into
// the README between the lobby-bench markers. Needs `pnpm --filter @portal/portal build` and the
// server build (`pnpm --filter @portal/server build`) first.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '@portal/test-config';
import { startDemoPlatform } from './demo-platform.mjs';
import {
  BRANDS,
  displayPeriod,
  LOBBY_VIEWPORT,
  missedShare,
  openLobby,
  scrollByNotches,
  scrollerOf,
} from './lobby-page.mjs';
import { SEARCH_TERMS, TYPING_INTERVAL_MS } from './lobby-typing.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..', '..');
const README = join(ROOT, 'README.md');

/** @param {number[]} values @param {number} p */
function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const round = (/** @type {number} */ n) => (Number.isFinite(n) ? n.toFixed(1) : '—');

/**
 * Records, in the page, the time from each keydown to the first frame after the grid's content
 * changes (its tiles' texts or its rows: new results). Attributes are left out: a picture that
 * finishes loading sets one, and would mark a keystroke that changed nothing yet.
 */
function instrumentSearch() {
  /** @type {{ pending: number | null, marks: number[], notify: (() => void) | null, next: (n: number, timeoutMs: number) => Promise<boolean> }} */
  const state = {
    pending: null,
    marks: [],
    notify: null,
    // Resolves true once there are more than n marks, false after timeoutMs.
    next: (n, timeoutMs) =>
      new Promise((resolve) => {
        if (state.marks.length > n) return resolve(true);
        const timer = setTimeout(() => {
          state.notify = null;
          resolve(false);
        }, timeoutMs);
        state.notify = () => {
          if (state.marks.length <= n) return;
          clearTimeout(timer);
          state.notify = null;
          resolve(true);
        };
      }),
  };
  /** @type {any} */ (window).__lobbyBench = state;
  const grid = /** @type {Element} */ (document.querySelector('[role="gridcell"]')?.closest('[role="grid"]'));
  new MutationObserver(() => {
    if (state.pending === null) return;
    const start = state.pending;
    state.pending = null;
    requestAnimationFrame(() => {
      state.marks.push(performance.now() - start);
      state.notify?.();
    });
  }).observe(grid, { subtree: true, childList: true, characterData: true });
  document.addEventListener('keydown', () => (state.pending = performance.now()), true);
}

/** The floor page's path: answered by the bench itself (page.route), on the portal's origin. */
const FLOOR_PATH = '/__lobby-bench-floor';

/**
 * The floor page: a search box that makes the lobby's search call per keystroke (the captured
 * request's URL and headers, `gameName` replaced) and writes the first 35 names of the newest answer
 * into a grid of plain cells — the least a search page can do.
 * @param {{ url: string, headers: Record<string, string> }} call
 */
function floorPage(call) {
  const script = `
const call = ${JSON.stringify(call)};
const grid = document.getElementById('grid');
let latest = 0;
document.getElementById('q').addEventListener('input', async (event) => {
  const mine = ++latest;
  const url = new URL(call.url);
  url.searchParams.set('gameName', event.target.value);
  const answer = await (await fetch(url, { headers: call.headers })).json();
  if (mine !== latest) return;
  const names = (answer.value?.games ?? []).slice(0, 35).map((game) => game.gameName);
  const cells = names.map((name) => {
    const cell = document.createElement('div');
    cell.setAttribute('role', 'gridcell');
    cell.textContent = name;
    return cell;
  });
  grid.firstElementChild.replaceChildren(...cells);
});`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title></head><body>
<input id="q" type="search" aria-label="search">
<div id="grid" role="grid"><div role="row"><div role="gridcell">start</div></div></div>
<script>${script}</script></body></html>`;
}

/**
 * Types the search terms into the page's search box and answers the keystroke → paint marks.
 * @param {import('@playwright/test').Page} page
 */
async function typeSearches(page) {
  const search = page.getByRole('searchbox').first();
  await search.click();
  await page.evaluate(instrumentSearch);
  let missed = 0;
  for (const term of SEARCH_TERMS) {
    for (const character of term) {
      const before = await page.evaluate(() => /** @type {any} */ (window).__lobbyBench.marks.length);
      const typedAt = Date.now();
      // Waits in the page for the keystroke's mark (not by polling each frame, which would add work
      // to the frames being measured).
      const painted = page.evaluate(
        (/** @type {number} */ n) => /** @type {any} */ (window).__lobbyBench.next(n, 3000),
        before,
      );
      await page.keyboard.type(character);
      // False: the results did not change (the same games), or nothing painted in 3 s.
      if (!(await painted)) missed += 1;
      await page.waitForTimeout(Math.max(0, TYPING_INTERVAL_MS - (Date.now() - typedAt)));
    }
    await search.fill('');
    await page.waitForTimeout(300);
  }
  /** @type {number[]} */
  const marks = await page.evaluate(() => /** @type {any} */ (window).__lobbyBench.marks);
  return { marks, missed };
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ id: string, host: string, login: boolean }} brand
 * @param {number} port
 */
async function measureBrand(browser, brand, port) {
  const page = await browser.newPage({ viewport: LOBBY_VIEWPORT });
  await openLobby(page, brand, port);

  // Scrolling: a wheel notch a frame (120 px), as a person scrolls, for 600 frames; then jumps across
  // the whole list, as a scrollbar drag does, for the most tiles ever in the DOM.
  const period = await displayPeriod(page);
  const scroll = await scrollByNotches(page, 600);
  const jumpedTiles = await page.evaluate(async (/** @type {string} */ scrollerSource) => {
    const scroller = new Function(`return (${scrollerSource})()`)();
    let most = 0;
    for (let i = 1; i <= 40; i++) {
      scroller.scrollTop = (scroller.scrollHeight * i) / 40;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      most = Math.max(most, document.querySelectorAll('[role="gridcell"]').length);
    }
    return most;
  }, scrollerOf.toString());
  await page.evaluate((/** @type {string} */ scrollerSource) => {
    new Function(`return (${scrollerSource})()`)().scrollTop = 0;
  }, scrollerOf.toString());

  // Search: type each term a character at a time, then clear it; the lobby's search call is kept
  // (URL and headers) for the floor page.
  /** @type {{ url: string, headers: Record<string, string> } | null} */
  let searchCall = null;
  page.on('request', (request) => {
    if (!searchCall && request.url().includes('/wps/relay/GCSGAME_gameList') && request.url().includes('gameName='))
      searchCall = { url: request.url(), headers: request.headers() };
  });
  const { marks: searchMarks, missed } = await typeSearches(page);
  if (!searchCall) throw new Error(`${brand.id}: the lobby's search call was not seen`);
  const call = /** @type {{ url: string, headers: Record<string, string> }} */ (searchCall);

  // The floor, on the same origin, with the same call.
  const floor = await browser.newPage({ viewport: LOBBY_VIEWPORT });
  await floor.route(`**${FLOOR_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: floorPage({ url: call.url, headers: call.headers }) }),
  );
  await floor.goto(`http://${brand.host}:${port}${FLOOR_PATH}`);
  const { marks: floorMarks } = await typeSearches(floor);
  await floor.close();
  const totalGames = await page.evaluate(() =>
    document.querySelector('[role="gridcell"]')?.closest('[role="grid"]')?.getAttribute('aria-rowcount'),
  );
  await page.close();
  return {
    brand: brand.id,
    maxTiles: Math.max(scroll.maxTiles, jumpedTiles),
    rows: totalGames,
    searchSamples: searchMarks.length,
    searchMissed: missed,
    searchP50: percentile(searchMarks, 50),
    searchP95: percentile(searchMarks, 95),
    floorP50: percentile(floorMarks, 50),
    floorP95: percentile(floorMarks, 95),
    intervalP50: percentile(scroll.intervals, 50),
    intervalP95: percentile(scroll.intervals, 95),
    missed: missedShare(scroll.intervals, period),
  };
}

const platform = await startDemoPlatform('portal-lobby-bench-');
const browser = await chromium.launch(CHROMIUM_LAUNCH);
let results;
try {
  results = [];
  for (const brand of Object.values(BRANDS)) results.push(await measureBrand(browser, brand, platform.port));
} finally {
  await browser.close();
  await platform.stop();
}

const table = [
  '| brand | tiles in the DOM (max while scrolling) | grid rows | search keystroke → paint p50 / p95 (ms) | floor page p50 / p95 (ms) | lobby ÷ floor at p95 | keystrokes measured (unchanged) | scroll frame interval p50 / p95 (ms) | scroll frames missed |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.brand} | ${r.maxTiles} | ${r.rows ?? '—'} | ${round(r.searchP50)} / ${round(r.searchP95)} | ${round(r.floorP50)} / ${round(r.floorP95)} | ${(r.searchP95 / r.floorP95).toFixed(2)} × | ${r.searchSamples} (${r.searchMissed}) | ${round(r.intervalP50)} / ${round(r.intervalP95)} | ${(r.missed * 100).toFixed(1)} % |`,
  ),
].join('\n');
console.log(`\n${table}\n`);

const START = '<!-- lobby-bench:start -->';
const END = '<!-- lobby-bench:end -->';
const readme = readFileSync(README, 'utf8');
if (readme.includes(START) && readme.includes(END)) {
  const stamp = `Measured ${new Date().toISOString().slice(0, 10)} with \`pnpm --filter @portal/portal bench:lobby\` (demo catalogue of 10,000 slot games, Chromium headless, 1366×900).`;
  writeFileSync(
    README,
    `${readme.slice(0, readme.indexOf(START) + START.length)}\n${stamp}\n\n${table}\n${readme.slice(readme.indexOf(END))}`,
  );
  console.log('README.md updated.');
}
