// Where a lobby search keystroke's main-thread time goes (`node scripts/lobby-trace.mjs [brand]
// [--profile]`): the built portal and the demo platform as in lobby-bench.mjs, the same search
// terms typed at the same pace into /rng, under a Chromium trace. Per keystroke (from its keydown
// to the next), the renderer main thread's self time is split into the key's handlers (script run
// inside the keyboard and input events), other script (the render that shows the answer, the
// store, timers), style, layout, paint (pre-paint, paint, layerize, commit), GC and the rest;
// it prints the median and p90 of each over the keystrokes. Medians vary far less with the
// machine's load than the bench's p95, so they compare builds. --profile adds V8's CPU profile of
// the typing: the functions with the most self time. PORTAL_DIST points the platform at another
// build (an A/B against a copy of an older dist); LOBBY_TRACE_NAMES=1 lists the trace events with
// the most self time per keystroke. LOBBY_TRACE_CSS=<rules> adds a style sheet once the lobby is open
// (trying a paint change without a build). Not part of the bench's figures.
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '@portal/test-config';
import { startDemoPlatform } from './demo-platform.mjs';
import { BRANDS, LOBBY_VIEWPORT, openLobby } from './lobby-page.mjs';
import { SEARCH_TERMS, TYPING_INTERVAL_MS } from './lobby-typing.mjs';

const args = process.argv.slice(2);
const brandId = args.find((arg) => !arg.startsWith('--')) ?? 'aurora';
const brand = BRANDS[/** @type {keyof typeof BRANDS} */ (brandId)];
if (!brand) throw new Error(`unknown brand ${brandId}`);
const withProfile = args.includes('--profile');

/** Script events: their self time is the page's JavaScript. */
const SCRIPT = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.callFunction',
  'V8.Execute',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'v8.run',
  'XHRReadyStateChange',
  'RunMicrotasks',
  'V8.RunMicrotasks',
  'EventDispatch',
  'v8.compile',
  'V8.DeoptimizeCode',
  'ResourceReceivedData',
]);
const BUCKETS = /** @type {const} */ (['handler', 'script', 'style', 'layout', 'paint', 'gc', 'other']);

/**
 * The bucket of an event's self time. "other" is mostly the task itself (RunTask): the time of work
 * the trace's categories do not name (loading, IPC, the tracing's own cost).
 * @param {string} name
 */
function bucketOf(name, inInput = false) {
  if (SCRIPT.has(name) || name.startsWith('V8.') || name.startsWith('v8.')) {
    if (/GC|Scavenge|Marking|Sweep/.test(name)) return 'gc';
    return inInput ? 'handler' : 'script';
  }
  if (/GC|Scavenge/.test(name)) return 'gc';
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles' || name === 'ScheduleStyleRecalculation')
    return 'style';
  if (
    name === 'Layout' ||
    name === 'IntersectionObserverController::computeIntersections' ||
    name === 'UpdateLayerTree'
  )
    return 'layout';
  if (/Paint|Layerize|Commit|PrePaint|Composit|Raster|Decode/.test(name)) return 'paint';
  return 'other';
}

/** @param {number[]} values @param {number} p */
function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** @param {any[]} events */
function summarise(events) {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The main thread that handled the keydowns.
  const keydowns = (/** @type {number} */ pid, /** @type {number} */ tid) =>
    events.filter(
      (e) => e.pid === pid && e.tid === tid && e.name === 'EventDispatch' && e.args?.data?.type === 'keydown',
    );
  const main = mains
    .map((m) => ({ pid: m.pid, tid: m.tid, keys: keydowns(m.pid, m.tid) }))
    .sort((a, b) => b.keys.length - a.keys.length)[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const keyTimes = main.keys.map((e) => e.ts).sort((a, b) => a - b);
  const marks = events.filter((e) => e.name === 'lobby-trace-painted' && e.pid === main.pid).map((e) => e.ts);
  /** @type {Map<string, number>} */
  const names = new Map();
  /** @type {Record<string, number>[]} */
  const perKey = keyTimes.map(() => Object.fromEntries([...BUCKETS, 'total', 'toPaint'].map((b) => [b, 0])));
  const windowOf = (/** @type {number} */ ts) => {
    let lo = 0;
    let hi = keyTimes.length - 1;
    if (ts < (keyTimes[0] ?? Infinity)) return -1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((keyTimes[mid] ?? 0) <= ts) lo = mid;
      else hi = mid - 1;
    }
    // The last key's window ends TYPING_INTERVAL_MS after it.
    if (lo === keyTimes.length - 1 && ts > (keyTimes[lo] ?? 0) + TYPING_INTERVAL_MS * 1000) return -1;
    return lo;
  };
  // Self time: a stack sweep over the nested complete events.
  /** @type {{ e: any, end: number, child: number, inInput: boolean }[]} */
  const stack = [];
  const close = (/** @type {{ e: any, end: number, child: number, inInput: boolean }} */ frame) => {
    const self = Math.max(0, frame.e.dur - frame.child);
    const w = windowOf(frame.e.ts);
    if (w < 0) return;
    const slot = /** @type {Record<string, number>} */ (perKey[w]);
    const bucket = bucketOf(frame.e.name, frame.inInput);
    slot[bucket] = (slot[bucket] ?? 0) + self / 1000;
    if (process.env.LOBBY_TRACE_NAMES)
      names.set(`${bucket} ${frame.e.name}`, (names.get(`${bucket} ${frame.e.name}`) ?? 0) + self / 1000);
    if (stack.length === 0) slot.total = (slot.total ?? 0) + frame.e.dur / 1000;
  };
  for (const e of onMain) {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= e.ts) close(/** @type {any} */ (stack.pop()));
    const parent = stack.at(-1);
    if (parent) parent.child += e.dur;
    const isInput = e.name === 'EventDispatch' && /^(key|input|beforeinput|textInput)/.test(e.args?.data?.type ?? '');
    stack.push({ e, end: e.ts + e.dur, child: 0, inInput: Boolean(parent?.inInput) || isInput });
  }
  while (stack.length > 0) close(/** @type {any} */ (stack.pop()));
  // Keystroke → painted mark (the bench's measure), matched to each window's first mark.
  for (const ts of marks) {
    const w = windowOf(ts);
    if (w >= 0 && perKey[w] && perKey[w].toPaint === 0) perKey[w].toPaint = (ts - (keyTimes[w] ?? 0)) / 1000;
  }
  if (process.env.LOBBY_TRACE_NAMES)
    for (const [name, ms] of [...names].sort((a, b) => b[1] - a[1]).slice(0, 40))
      console.log(`${(ms / keyTimes.length).toFixed(2).padStart(8)}  ${name}`);
  return perKey;
}

const platform = await startDemoPlatform('portal-lobby-trace-');
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const page = await browser.newPage({ viewport: LOBBY_VIEWPORT });
  await openLobby(page, brand, platform.port);
  if (process.env.LOBBY_TRACE_CSS) await page.addStyleTag({ content: process.env.LOBBY_TRACE_CSS });
  await page.waitForTimeout(1000);
  // The bench's mark: the first frame after the grid's texts or rows change, as a user-timing mark.
  await page.evaluate(() => {
    const grid = /** @type {Element} */ (document.querySelector('[role="gridcell"]')?.closest('[role="grid"]'));
    let pending = false;
    new MutationObserver(() => {
      if (!pending) return;
      pending = false;
      requestAnimationFrame(() => performance.mark('lobby-trace-painted'));
    }).observe(grid, { subtree: true, childList: true, characterData: true });
    document.addEventListener('keydown', () => (pending = true), true);
  });
  const search = page.getByRole('searchbox').first();
  await search.click();
  const cdp = await page.context().newCDPSession(page);
  if (withProfile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  } else {
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'],
    });
  }
  for (const term of SEARCH_TERMS) {
    for (const character of term) {
      const typedAt = Date.now();
      await page.keyboard.type(character);
      await page.waitForTimeout(Math.max(0, TYPING_INTERVAL_MS - (Date.now() - typedAt)));
    }
    await search.fill('');
    await page.waitForTimeout(300);
  }
  if (withProfile) {
    const { profile } = await cdp.send('Profiler.stop');
    /** @type {Map<number, any>} */
    const nodes = new Map(profile.nodes.map((/** @type {any} */ n) => [n.id, n]));
    /** @type {Map<string, number>} */
    const self = new Map();
    const deltas = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((/** @type {number} */ id, /** @type {number} */ i) => {
      const node = nodes.get(id);
      const f = node.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
    });
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    console.log(`CPU profile of the typing (${brandId}), self time, ms (of ${total.toFixed(0)} ms sampled):`);
    for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 45))
      console.log(`${ms.toFixed(1).padStart(8)}  ${key}`);
  } else {
    const buffer = await browser.stopTracing();
    const { traceEvents } = JSON.parse(buffer.toString('utf8'));
    const perKey = summarise(traceEvents);
    const active = perKey.filter((k) => (k.toPaint ?? 0) > 0);
    console.log(
      `${brandId}: ${perKey.length} keystrokes, ${active.length} with a painted mark; main-thread ms per keystroke (those with a mark)`,
    );
    console.log('bucket     median    p90');
    for (const bucket of [...BUCKETS, 'total', 'toPaint'])
      console.log(
        `${bucket.padEnd(9)} ${percentile(
          active.map((k) => k[bucket] ?? 0),
          50,
        )
          .toFixed(2)
          .padStart(7)} ${percentile(
          active.map((k) => k[bucket] ?? 0),
          90,
        )
          .toFixed(2)
          .padStart(7)}`,
      );
  }
  await page.close();
} finally {
  await browser.close();
  await platform.stop();
}
