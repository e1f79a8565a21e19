// Where a page's start spends the main thread (`node scripts/start-profile.mjs <url> [more urls]`): opens
// each URL in Debian's Chromium with Lighthouse mobile's 4× CPU slowdown (real, not simulated) and
// prints the long tasks (over 50 ms) of the first PROFILE_SECONDS (6) and the functions with the most
// self time in them (a V8 CPU profile), so a change can be judged by the work it cuts rather than by
// a score. Against a running portal, e.g. the platform in demo mode serving the build:
//   PORT=8306 PORTAL_MODE=demo DATA_DIR=$(mktemp -d) node ../server/dist/main.js
//   node scripts/start-profile.mjs http://localhost:8306/ http://localhost:8306/rng
// PROFILE_TYPE=dragon profiles typing that into the page's search box instead (the lobby).
// PROFILE_SAVE=<file.json> also writes the CPU profile, its offset to the page's clock and the long
// tasks, for reading a task's call tree.
// Function names need an unminified build: PORTAL_NO_MINIFY=1 TENANT=aurora node scripts/build-tenants.mjs
// (vite.config.ts; the budget then fails, as it should for such a build: profile with it, ship without).
// Not a test: the figures depend on the machine; compare runs made in the same minutes.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '@portal/test-config';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 6);
const SLOWDOWN = Number(process.env.PROFILE_SLOWDOWN ?? 4);
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const TYPE = process.env.PROFILE_TYPE ?? '';

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function profile(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    // A marker the CPU profile can see: 4 ms spinning in a function of a known name at a known
    // performance.now(), which maps the profile's clock onto the page's (for the long tasks).
    /** @type {any} */ (window).__markClock = function profileClockMark() {
      const at = performance.now();
      while (performance.now() - at < 4);
      return at;
    };
    /** @type {any} */ (window).__profileMark = /** @type {any} */ (window).__markClock();
    // React's commits and the components each rendered, counted through the hook React DOM calls for
    // its developer tools (present in production builds too): a component counts when its render
    // function ran in that commit (React's PerformedWork flag), or when it mounted.
    const react = { commits: 0, rendered: 0, marks: /** @type {number[]} */ ([]) };
    /** @type {any} */ (window).__react = react;
    const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
    /** @param {any} fiber @param {boolean} mounting */
    const count = (fiber, mounting) => {
      for (let at = fiber; at; at = at.sibling) {
        const previous = at.alternate;
        const component = COMPONENT_TAGS.has(at.tag);
        if (mounting || !previous) {
          if (component) react.rendered += 1;
          count(at.child, true);
        } else {
          if (component && (at.flags & 1) !== 0) react.rendered += 1;
          // The same child as before: React skipped the subtree (nothing in it rendered).
          if (at.child !== previous.child) count(at.child, false);
        }
      }
    };
    /** @type {any} */ (window).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      /** @param {number} _id @param {any} root */
      onCommitFiberRoot: (_id, root) => {
        react.commits += 1;
        react.marks.push(performance.now());
        count(root.current.child, false);
      },
    };
    /** @type {any} */ (window).__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        /** @type {any} */ (window).__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  /** The page's clock when the measured window starts (0: the start; else the first keystroke). */
  let windowStart = 0;
  if (TYPE) {
    // PROFILE_TYPE=<text>: the window is typing that text into the page's search box, a key every
    // 150 ms, after the page has settled.
    await page.goto(url, { waitUntil: 'load' });
    const search = page.getByRole('searchbox').first();
    await search.waitFor({ timeout: 60_000 });
    await page.locator('[role="gridcell"]').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2000);
    await search.click();
    windowStart = await page.evaluate(() => {
      const react = /** @type {any} */ (window).__react;
      react.commits = 0;
      react.rendered = 0;
      return performance.now();
    });
    await cdp.send('Profiler.start');
    await page.evaluate(() => {
      const page = /** @type {any} */ (window);
      page.__profileMark = page.__markClock();
    });
    for (const character of TYPE) {
      await page.keyboard.type(character);
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(1000);
  } else {
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SECONDS * 1000);
  }
  const { profile: cpu } = await cdp.send('Profiler.stop');
  /** @type {{ start: number, duration: number }[]} */
  const longTasks = (await page.evaluate(() => /** @type {any} */ (window).__longTasks)).filter(
    (/** @type {{ start: number }} */ task) => task.start >= windowStart,
  );
  /** @type {{ commits: number, rendered: number }} */
  const react = await page.evaluate(() => /** @type {any} */ (window).__react);
  /** @type {{ count: number, kib: number }} */
  const scripts = await page.evaluate(() => {
    const entries = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).filter(
      (entry) => entry.name.endsWith('.js'),
    );
    return { count: entries.length, kib: entries.reduce((sum, entry) => sum + entry.encodedBodySize, 0) / 1024 };
  });
  /** @type {number} */
  const markAt = await page.evaluate(() => /** @type {any} */ (window).__profileMark);
  await context.close();

  // Self time per function (name and place), from the samples.
  /** @type {Map<number, any>} */
  const nodes = new Map(cpu.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const hits = new Map();
  const deltas = cpu.timeDeltas ?? [];
  cpu.samples?.forEach((id, i) => hits.set(id, (hits.get(id) ?? 0) + (deltas[i + 1] ?? 0) / 1000));
  /** @type {Map<string, number>} */
  const self = new Map();
  let total = 0;
  for (const [id, ms] of hits) {
    const frame = nodes.get(id).callFrame;
    if (['(idle)', '(program)', '(garbage collector)'].includes(frame.functionName) && frame.url === '') {
      self.set(frame.functionName, (self.get(frame.functionName) ?? 0) + ms);
      continue;
    }
    total += ms;
    const file = frame.url.split('/').pop() || '(native)';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + ms);
  }
  /** @type {Map<string, number>} */
  const perFile = new Map();
  for (const [key, ms] of self) {
    const file = key.includes(' ') ? key.split(' ').pop()?.split(':')[0] : key;
    perFile.set(file ?? key, (perFile.get(file ?? key) ?? 0) + ms);
  }
  // Inclusive time per function: a node's samples count for it and every caller above it (once per
  // function per stack, so recursion is not counted twice).
  /** @type {Map<number, number>} */
  const parent = new Map();
  for (const node of cpu.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  /** @type {Map<string, number>} */
  const inclusive = new Map();
  // PROFILE_UNDER=<function name>: only the stacks that pass through that function (e.g.
  // performSyncWorkOnRoot: React's synchronous renders, the ones a store update forces).
  const under = process.env.PROFILE_UNDER;
  const passesUnder = (/** @type {number} */ id) => {
    for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parent.get(at))
      if (nodes.get(at).callFrame.functionName === under) return true;
    return false;
  };
  for (const [id, ms] of hits) {
    if (under && !passesUnder(id)) continue;
    const seen = new Set();
    for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parent.get(at)) {
      const frame = nodes.get(at).callFrame;
      if (!frame.url) continue;
      const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
  }
  // Each sample's time on the page's clock (ms), through the marker's first sample.
  /** @type {number[]} */
  const sampleTimes = [];
  let clock = cpu.startTime;
  deltas.forEach((delta) => sampleTimes.push((clock += delta)));
  const samples = cpu.samples ?? [];
  const markIndex = samples.findIndex((id) => nodes.get(id).callFrame.functionName === 'profileClockMark');
  const offset = markIndex >= 0 ? markAt - (sampleTimes[markIndex] ?? 0) / 1000 : NaN;
  if (process.env.PROFILE_SAVE) writeFileSync(process.env.PROFILE_SAVE, JSON.stringify({ cpu, offset, longTasks }));
  /** The functions with the most time (inclusive) in one window of the page's clock. */
  const topIn = (/** @type {number} */ from, /** @type {number} */ to) => {
    /** @type {Map<string, number>} */
    const within = new Map();
    samples.forEach((id, i) => {
      const at = (sampleTimes[i] ?? 0) / 1000 + offset;
      if (at < from || at > to) return;
      const ms = (deltas[i + 1] ?? 0) / 1000;
      const seen = new Set();
      for (let node = /** @type {number | undefined} */ (id); node !== undefined; node = parent.get(node)) {
        const frame = nodes.get(node).callFrame;
        if (!frame.url || REACT_INTERNALS.test(frame.functionName)) continue;
        const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
        if (seen.has(key)) continue;
        seen.add(key);
        within.set(key, (within.get(key) ?? 0) + ms);
      }
    });
    return [...within].sort((a, b) => b[1] - a[1]).slice(0, 14);
  };
  const blocking = longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  console.log(`\n## ${url} (${SLOWDOWN}× CPU slowdown, ${TYPE ? `typing "${TYPE}"` : `first ${SECONDS} s`})`);
  console.log(
    `long tasks: ${longTasks.length}, over 50 ms in all: ${blocking.toFixed(0)} ms; script time sampled: ${total.toFixed(0)} ms`,
  );
  const perKey = TYPE ? ` (${(react.rendered / TYPE.length).toFixed(1)} a keystroke)` : '';
  console.log(
    `React: ${react.commits} commits, ${react.rendered} components rendered${perKey}; scripts loaded: ${scripts.count} (${scripts.kib.toFixed(1)} KiB)`,
  );
  for (const task of longTasks) {
    console.log(`  @${task.start.toFixed(0)} ${task.duration.toFixed(0)} ms`);
    if (Number.isFinite(offset))
      for (const [key, ms] of topIn(task.start, task.start + task.duration))
        console.log(`      ${ms.toFixed(1).padStart(7)}  ${key}`);
  }
  console.log('self time per file (ms):');
  for (const [file, ms] of [...perFile].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${ms.toFixed(1).padStart(8)}  ${file}`);
  console.log('self time per function (ms):');
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`  ${ms.toFixed(1).padStart(8)}  ${key}`);
  console.log('inclusive time per function (ms):');
  for (const [key, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, TOP * 2))
    console.log(`  ${ms.toFixed(1).padStart(8)}  ${key}`);
}

/** React's own work loop: left out of a long task's list so the app's functions show. */
const REACT_INTERNALS =
  /^(performWorkOnRoot|performWorkUntilDeadline|performWorkOnRootViaSchedulerTask|performUnitOfWork|beginWork|renderRoot\w*|renderWithHooks|workLoop\w*|flushSync\w*|performSyncWorkOnRoot|updateFunctionComponent|updateForwardRef|updateMemoComponent|updateSimpleMemoComponent|completeRoot\w*|commitRoot|flushSpawnedWork|flush\w*Effects|commit\w+|recursivelyTraverse\w+|processRootScheduleInMicrotask|completeUnitOfWork|completeWork|mountIndeterminateComponent|reconcile\w+|resolveLazy|lazyInitializer|callCallback|runWithFiberInDEV|\(anonymous\))$/;

const urls = process.argv.slice(2);
if (urls.length === 0) throw new Error('usage: node scripts/start-profile.mjs <url> [more urls]');
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const url of urls) await profile(browser, url);
} finally {
  await browser.close();
}
