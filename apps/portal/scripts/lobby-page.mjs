// The lobby as the browser benchmarks open and scroll it (lobby-bench.mjs, lobby-trace.mjs,
// scroll-trace.mjs): the brands, /rng opened once the app's grid has replaced the painted page, and
// the bench's scroll, a wheel notch (120 px) a frame.

export const BRANDS = {
  aurora: { id: 'aurora', host: 'localhost', login: false },
  lotus: { id: 'lotus', host: 'lotus.localhost', login: true },
};

/** The viewport of every lobby measurement. */
export const LOBBY_VIEWPORT = { width: 1366, height: 900 };

/**
 * Opens /rng (a signed-in member first on a brand whose every route needs one) and waits for the
 * app's grid: the page's first paint holds the grid's first games too, and its painted grid neither
 * scrolls virtually nor searches (a bench that started on it scrolled a detached element).
 * @param {import('@playwright/test').Page} page
 * @param {{ host: string, login: boolean }} brand
 * @param {number} port
 */
export async function openLobby(page, brand, port) {
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
  await page.waitForFunction(() => !document.querySelector('[data-first-paint]'), null, { timeout: 60_000 });
}

/** The grid's scrolling element (the grid itself or the nearest ancestor that scrolls). Runs in the page. */
export function scrollerOf() {
  let element = document.querySelector('[role="gridcell"]')?.closest('[role="grid"]') ?? null;
  while (element && element !== document.body) {
    const style = getComputedStyle(element);
    if (/(auto|scroll)/.test(style.overflowY) && element.scrollHeight > element.clientHeight) return element;
    element = element.parentElement;
  }
  return document.scrollingElement;
}

/**
 * Scrolls the grid down a wheel notch (120 px) a frame for `frames` frames and returns the frame
 * intervals (ms) and the most tiles that were in the DOM.
 * @param {import('@playwright/test').Page} page
 * @param {number} frames
 * @returns {Promise<{ intervals: number[], maxTiles: number }>}
 */
export function scrollByNotches(page, frames) {
  return page.evaluate(
    async ({ scrollerSource, frames }) => {
      const scroller = new Function(`return (${scrollerSource})()`)();
      const intervals = [];
      let maxTiles = 0;
      let last = performance.now();
      for (let i = 0; i < frames; i++) {
        scroller.scrollTop += 120;
        const frameStart = /** @type {number} */ (await new Promise((resolve) => requestAnimationFrame(resolve)));
        intervals.push(frameStart - last);
        last = frameStart;
        maxTiles = Math.max(maxTiles, document.querySelectorAll('[role="gridcell"]').length);
      }
      // The first interval runs from before the first notch, not from a frame.
      intervals.shift();
      return { intervals, maxTiles };
    },
    { scrollerSource: scrollerOf.toString(), frames },
  );
}

/**
 * The display's frame period (ms): the median interval of 60 animation frames of the page at rest.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<number>}
 */
export function displayPeriod(page) {
  return page.evaluate(async () => {
    /** @type {number[]} */
    const intervals = [];
    let last = await new Promise((resolve) => requestAnimationFrame(resolve));
    for (let i = 0; i < 60; i++) {
      const now = await new Promise((resolve) => requestAnimationFrame(resolve));
      intervals.push(now - last);
      last = now;
    }
    return intervals.sort((a, b) => a - b)[29] ?? NaN;
  });
}

/**
 * The share of frame intervals over 1.5 display periods (a missed frame). The period is measured at
 * rest, not taken from the scroll's own median: a scroll whose every frame takes two periods has a
 * median of two, and would count none of them missed.
 * @param {number[]} intervals
 * @param {number} period
 */
export function missedShare(intervals, period) {
  if (intervals.length === 0) return NaN;
  return intervals.filter((interval) => interval > 1.5 * period).length / intervals.length;
}
