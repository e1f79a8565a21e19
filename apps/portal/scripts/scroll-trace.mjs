// Where a scrolled frame's CPU goes, thread by thread (`node scripts/scroll-trace.mjs [brand]
// [frames]`): the built portal and the demo platform as in lobby-bench.mjs, /rng scrolled a wheel
// notch a frame (the bench's scroll, 300 frames by default) under a Chromium trace. Prints the CPU
// time per frame of every busy thread (the renderer's main and compositor threads, the raster
// workers, the display compositor, the browser) and each one's heaviest events by self time, then the
// share of frames missed. Two cores give 33 ms of CPU per 16.7 ms frame: when the threads' sum
// passes that, frames are missed whatever the page's script costs. SCROLL_TRACE_CSS=<rules> adds a
// style sheet first (trying a paint change without a build). Not part of the bench's figures.
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '@portal/test-config';
import { startDemoPlatform } from './demo-platform.mjs';
import { BRANDS, displayPeriod, LOBBY_VIEWPORT, missedShare, openLobby, scrollByNotches } from './lobby-page.mjs';

const args = process.argv.slice(2);
const brandId = args.find((arg) => !/^\d+$/.test(arg)) ?? 'aurora';
const brand = BRANDS[/** @type {keyof typeof BRANDS} */ (brandId)];
if (!brand) throw new Error(`unknown brand ${brandId}`);
const FRAMES = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 300);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc'];

/**
 * Self time (µs) per event name of each thread: complete events ('X') nest by time on a thread.
 * @param {any[]} events
 */
function selfTimeByThread(events) {
  /** @type {Map<string, string>} */
  const names = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  /** @type {Map<string, any[]>} */
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur) continue;
    const key = `${e.pid}:${e.tid}`;
    byThread.set(key, [...(byThread.get(key) ?? []), e]);
  }
  return [...byThread].map(([key, list]) => {
    list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    /** @type {Map<string, number>} */
    const self = new Map();
    /** @type {any[]} */
    const open = [];
    for (const e of list) {
      while (open.length > 0 && open[open.length - 1].ts + open[open.length - 1].dur <= e.ts) open.pop();
      const parent = open[open.length - 1];
      if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur);
      self.set(e.name, (self.get(e.name) ?? 0) + e.dur);
      open.push(e);
    }
    const total = [...self.values()].reduce((sum, value) => sum + value, 0);
    return { thread: names.get(key) ?? key, total, self };
  });
}

const platform = await startDemoPlatform('portal-scroll-trace-');
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage({ viewport: LOBBY_VIEWPORT });
  await openLobby(page, brand, platform.port);
  if (process.env.SCROLL_TRACE_CSS) await page.addStyleTag({ content: process.env.SCROLL_TRACE_CSS });
  await page.waitForTimeout(500);
  const period = await displayPeriod(page);
  await browser.startTracing(page, { categories: CATEGORIES });
  const { intervals } = await scrollByNotches(page, FRAMES);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const threads = selfTimeByThread(traceEvents)
    .filter((t) => t.total / 1000 / FRAMES >= 0.3)
    .sort((a, b) => b.total - a.total);
  const perFrame = (/** @type {number} */ us) => (us / 1000 / FRAMES).toFixed(2);
  console.log(`${brandId}: ${FRAMES} frames, a wheel notch (120 px) each; CPU ms per frame by thread`);
  for (const t of threads) {
    const heaviest = [...t.self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, us]) => `${name} ${perFrame(us)}`);
    console.log(`${perFrame(t.total).padStart(7)}  ${t.thread}: ${heaviest.join(', ')}`);
  }
  console.log(`${perFrame(threads.reduce((sum, t) => sum + t.total, 0)).padStart(7)}  all threads above`);
  const sorted = [...intervals].sort((a, b) => a - b);
  const at = (/** @type {number} */ p) => (sorted[Math.ceil(p * sorted.length) - 1] ?? NaN).toFixed(1);
  console.log(
    `frame interval p50 / p95: ${at(0.5)} / ${at(0.95)} ms; display period ${period.toFixed(1)} ms; frames missed (over 1.5 periods): ${(missedShare(intervals, period) * 100).toFixed(1)} %`,
  );
} finally {
  await browser.close();
  await platform.stop();
}
