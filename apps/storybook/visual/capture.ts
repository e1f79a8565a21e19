// Opens stories of the static Storybook build in Debian's Chromium and screenshots each one in
// every brand × theme × width asked for. One browser; `workers` pages at a time; each (story, brand,
// theme) is one page load (the globals in the address), screenshotted at each width by resizing.
// A picture is clipped to the story's root element (plus what it portals to <body>: dialogs,
// toasts), never the whole page. Deterministic: the preview's fixed clock, seeded random and
// shipped fonts (.storybook/determinism.ts), animations and carets off, UTC, en-US.
import { CHROMIUM_LAUNCH } from '@portal/test-config';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import type { TokenOverrides } from '@portal/theme';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
/** Desktop and phone widths (CSS pixels). */
export const WIDTHS = { desktop: 1280, phone: 390 } as const;
export type WidthName = keyof typeof WIDTHS;

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
}

export interface Shot {
  story: StoryEntry;
  brand: string;
  theme: Theme;
  width: WidthName;
  png: Buffer;
  /** With `probeColours`: whether anything visible in the story is painted in one of them. */
  usesColour?: boolean;
}

export interface CaptureProblem {
  story: StoryEntry;
  brand: string;
  theme: Theme;
  message: string;
}

/** Where a run's time went (summed over the workers, ms): for the README's cost table. */
export interface CaptureTimings {
  render: number;
  settle: number;
  screenshot: number;
  axe: number;
}

export interface CaptureOptions {
  origin: string;
  stories: readonly StoryEntry[];
  brands: readonly string[];
  themes?: readonly Theme[];
  widths?: readonly WidthName[];
  /** Token overrides laid over every brand (the proof test's changed primary colour). */
  override?: { light?: TokenOverrides; dark?: TokenOverrides };
  /** rgb triples ("109, 40, 217"): record per shot whether the story paints any of them. */
  probeColours?: readonly string[];
  workers?: number;
  /** Run axe on each story in each brand and theme (a violation is a problem of the run). */
  axe?: boolean;
  onShot?: (shot: Shot) => void;
  timings?: CaptureTimings;
}

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe over the story (root and portals), as the a11y panel checks it; answers the violations. Every
 * rule in the first brand and theme of the run; in the others only what a brand or theme changes
 * (colour contrast): the structure is the same in every brand.
 */
async function axeViolations(page: Page, allRules: boolean): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async (allRules) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; nodes: unknown[] }[] }>;
        };
      }
    ).axe;
    const exclude = [
      '.sb-wrapper',
      '#storybook-docs',
      '.sb-errordisplay',
      '.sb-nopreview',
      '.sb-preparing-story',
      '.sb-preparing-docs',
    ];
    const { violations } = await axe.run(
      { include: [['body']], exclude: exclude.map((selector) => [selector]) },
      allRules
        ? { resultTypes: ['violations'], rules: { region: { enabled: false } } }
        : { resultTypes: ['violations'], runOnly: { type: 'rule', values: ['color-contrast'] } },
    );
    return violations.map((v) => `${v.id} (${v.nodes.length})`);
  }, allRules);
}

/**
 * A story tagged so is left out of the pictures: its play function tests motion or timing (the
 * carousel's looping), which the story tests judge; what it shows at rest has a story of its own.
 */
export const NO_VISUAL_TAG = 'no-visual';

/** The stories (not docs pages) of a build's index.json. */
export function storiesOf(index: {
  entries: Record<string, StoryEntry & { type: string; tags?: string[] }>;
}): StoryEntry[] {
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !entry.tags?.includes(NO_VISUAL_TAG))
    .map(({ id, title, name, importPath }) => ({ id, title, name, importPath }));
}

// Runs in the page before the preview: counts Storybook's "rendered" (and "failed") events, so the
// capture can switch story and globals in place and wait for the next render.
function watchStoryRendered() {
  const w = window as unknown as {
    __PORTAL_VISUAL__: boolean;
    __storyRenders: { count: number; last: string };
    __STORYBOOK_ADDONS_CHANNEL__?: { on: (event: string, listener: (...args: unknown[]) => void) => void };
  };
  w.__PORTAL_VISUAL__ = true;
  w.__storyRenders = { count: 0, last: '' };
  const attach = () => {
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return void setTimeout(attach, 5);
    channel.on('storyRendered', () => {
      w.__storyRenders = { count: w.__storyRenders.count + 1, last: 'ok' };
    });
    for (const event of ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'])
      channel.on(event, (error: unknown) => {
        w.__storyRenders = {
          count: w.__storyRenders.count + 1,
          last: `${event}: ${JSON.stringify(error)?.slice(0, 300)}`,
        };
      });
  };
  attach();
}

type RenderWindow = Window & {
  __storyRenders: { count: number; last: string };
  __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
};

/** Does `action` in the page and waits for the render it causes; answers "ok" or the failure. */
async function renderAfter(page: Page, action: (() => void) | null, payload?: unknown): Promise<string> {
  const before = await page.evaluate(() => (window as unknown as RenderWindow).__storyRenders.count);
  if (action) await page.evaluate(action as (payload: unknown) => void, payload);
  await page.waitForFunction((count) => (window as unknown as RenderWindow).__storyRenders.count > count, before, {
    timeout: 20_000,
    polling: 20,
  });
  return page.evaluate(() => (window as unknown as RenderWindow).__storyRenders.last);
}

/**
 * On a story's first picture, waits until it is still: its platform calls answered (a screen starts
 * them in effects, after the render Storybook reports), its pictures loaded or failed, and no change
 * to the page for 200 ms; at most `limitMs` (a loading story never settles: it is pictured as it
 * stands). Then, every time, the fonts and two frames.
 */
async function settle(page: Page, wait: boolean, quietMs = 200, limitMs = 3_000) {
  if (wait)
    await page
      .waitForFunction(
        (quietMs) => {
          const w = window as {
            __portalCalls?: () => { pending: number; made: number };
            __portalStoryCalls?: boolean;
            __quiet?: { made: number; mutations: number; since: number; observer: MutationObserver };
          };
          const calls = w.__portalStoryCalls
            ? (w.__portalCalls?.() ?? { pending: 0, made: 0 })
            : { pending: 0, made: 0 };
          const images = Array.from(document.images).every((img) => img.complete);
          const now = performance.now();
          if (!w.__quiet) {
            const quiet = {
              made: calls.made,
              mutations: 0,
              since: now,
              observer: new MutationObserver(() => (quiet.mutations += 1)),
            };
            quiet.observer.observe(document.body, {
              subtree: true,
              childList: true,
              attributes: true,
              characterData: true,
            });
            w.__quiet = quiet;
            return false;
          }
          if (calls.pending > 0 || !images || w.__quiet.made !== calls.made || w.__quiet.mutations > 0) {
            w.__quiet.made = calls.made;
            w.__quiet.mutations = 0;
            w.__quiet.since = now;
            return false;
          }
          return now - w.__quiet.since >= quietMs;
        },
        quietMs,
        { timeout: limitMs, polling: 25 },
      )
      .catch(() => undefined);
  await page.evaluate(() => {
    const w = window as { __quiet?: { observer: MutationObserver } };
    w.__quiet?.observer.disconnect();
    delete w.__quiet;
  });
  await page.evaluate(() =>
    document.fonts.ready.then(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    ),
  );
}

/** The story's root element and what it portalled to <body>, as one page rectangle. */
async function storyClip(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('#storybook-root');
    const parts = [root, ...Array.from(document.body.children).filter((el) => el !== root)].filter(
      (el): el is Element =>
        !!el &&
        !['SCRIPT', 'STYLE', 'LINK'].includes(el.tagName) &&
        !['storybook-docs', 'root'].includes(el.id) &&
        !el.classList.contains('sb-wrapper') &&
        !el.closest('.sb-errordisplay, .sb-nopreview, .sb-preparing-story, .sb-preparing-docs'),
    );
    let left = Infinity;
    let top = Infinity;
    let right = 0;
    let bottom = 0;
    for (const el of parts) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      left = Math.min(left, box.left + scrollX);
      top = Math.min(top, box.top + scrollY);
      right = Math.max(right, box.right + scrollX, box.left + scrollX + el.scrollWidth);
      bottom = Math.max(bottom, box.bottom + scrollY, box.top + scrollY + el.scrollHeight);
    }
    if (left === Infinity) return { x: 0, y: 0, width: 1, height: 1 };
    const x = Math.max(0, Math.floor(left));
    const y = Math.max(0, Math.floor(top));
    const maxWidth = document.documentElement.scrollWidth;
    return {
      x,
      y,
      width: Math.max(1, Math.min(Math.ceil(right), maxWidth) - x),
      height: Math.max(1, Math.ceil(bottom) - y),
    };
  });
}

/** Whether any visible element (or its ::before/::after) is painted in one of the rgb triples. */
function paintsColour(colours: readonly string[]): boolean {
  const hit = (value: string) => colours.some((rgb) => value.includes(`(${rgb}`));
  const visible = (style: CSSStyleDeclaration) =>
    style.display !== 'none' && style.visibility !== 'hidden' && style.opacity !== '0';
  const paints = (el: Element, style: CSSStyleDeclaration, pseudo: boolean) => {
    if (!visible(style)) return false;
    if (hit(style.backgroundColor) || hit(style.backgroundImage) || hit(style.boxShadow)) return true;
    for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
      const width = parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`));
      if (width > 0 && style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none')
        if (hit(style.getPropertyValue(`border-${side.toLowerCase()}-color`))) return true;
    }
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && hit(style.outlineColor)) return true;
    if (el instanceof SVGElement && (hit(style.fill) || hit(style.stroke))) return true;
    const hasText = pseudo
      ? style.content !== 'none' && style.content !== 'normal' && style.content !== '""'
      : Array.from(el.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    const isField =
      el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
    if ((hasText || isField) && (hit(style.color) || hit(style.textDecorationColor))) return true;
    // accent-color tints a checkbox or radio only when it is checked and enabled (a range always).
    const tinted =
      el instanceof HTMLInputElement && !el.disabled && (el.checked || el.indeterminate || el.type === 'range');
    if (tinted && hit(style.accentColor)) return true;
    return false;
  };
  const root = document.querySelector('#storybook-root');
  const scopes = [
    root,
    ...Array.from(document.body.children).filter((el) => el !== root && el.id !== 'storybook-docs'),
  ];
  for (const scope of scopes) {
    if (!scope) continue;
    for (const el of [scope, ...Array.from(scope.querySelectorAll('*'))]) {
      if (paints(el, getComputedStyle(el), false)) return true;
      for (const pseudo of ['::before', '::after', '::placeholder', '::marker']) {
        const style = getComputedStyle(el, pseudo);
        if (pseudo === '::placeholder') {
          if (
            (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) &&
            el.placeholder &&
            !el.value &&
            hit(style.color)
          )
            return true;
          continue;
        }
        if (pseudo === '::marker') continue;
        if (style.content !== 'none' && style.content !== 'normal' && paints(el, style, true)) return true;
      }
    }
  }
  return false;
}

/** A worker's browser context: MSW's service worker stays registered across its pages. */
async function workerContext(browser: Browser, options: CaptureOptions): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: WIDTHS.desktop, height: 800 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  });
  await context.addInitScript(watchStoryRendered);
  if (options.override)
    await context.addInitScript((override) => {
      (window as { __PORTAL_BRAND_OVERRIDE__?: unknown }).__PORTAL_BRAND_OVERRIDE__ = override;
    }, options.override);
  return context;
}

/**
 * One worker: a page loaded once, then each story in turn (Storybook's setCurrentStory), in each
 * brand and theme (updateGlobals), at each width (the viewport). A story that fails to render, or
 * logs a console error, is a problem of the run.
 */
async function captureStories(
  context: BrowserContext,
  options: CaptureOptions,
  next: () => StoryEntry | undefined,
  out: Shot[],
  problems: CaptureProblem[],
  notes: CaptureProblem[],
) {
  const widths = options.widths ?? (Object.keys(WIDTHS) as WidthName[]);
  const themes = options.themes ?? THEMES;
  let page: Page | null = null;
  let errors: string[] = [];
  const open = async (
    story: StoryEntry,
    brand: string,
    theme: Theme,
    reducedMotion: 'reduce' | 'no-preference' = 'reduce',
  ) => {
    await page?.close();
    const fresh = await context.newPage();
    page = fresh;
    await fresh.emulateMedia({ reducedMotion });
    fresh.on('console', (message) => {
      // A picture a story breaks on purpose (an avatar's fallback) is the browser's network log, not an error of ours.
      // "AL:" is Storybook's own log of a failed play function, which the run judges by Storybook's event.
      const text = message.text();
      if (message.type() === 'error' && !text.startsWith('Failed to load resource') && !text.startsWith('AL:'))
        errors.push(message.text());
    });
    fresh.on('pageerror', (error) => errors.push(error.message));
    const url = `${options.origin}/${brand}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=tenant:${brand};theme:${theme}`;
    // Every worker's page behaves as the focused one (two pages side by side: only one window has
    // the focus), so a play function that moves focus or waits for it works in each.
    const cdp = await context.newCDPSession(fresh);
    await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: true });
    await fresh.goto(url, { waitUntil: 'domcontentloaded' });
    await fresh.waitForFunction(() => (window as unknown as RenderWindow).__storyRenders?.count > 0, undefined, {
      timeout: 60_000,
      polling: 20,
    });
    return fresh.evaluate(() => (window as unknown as RenderWindow).__storyRenders.last);
  };
  const looks = options.brands.flatMap((brand) => themes.map((theme) => ({ brand, theme })));
  const setLook = (target: Page, brand: string, theme: Theme) =>
    target.evaluate(
      ([b, t]) => (window as unknown as { __portalSetLook: (b: string, t: string) => void }).__portalSetLook(b, t),
      [brand, theme] as const,
    );
  for (let story = next(); story; story = next()) {
    const [firstLook] = looks;
    if (!firstLook) break;
    errors = [];
    let state: string;
    let mark = performance.now();
    const spent = (phase: keyof CaptureTimings) => {
      const now = performance.now();
      if (options.timings) options.timings[phase] += now - mark;
      mark = now;
    };
    // The story, drawn once (in the first brand and theme; the others in place below).
    try {
      if (!page) state = await open(story, firstLook.brand, firstLook.theme);
      else state = await renderAfter(page, showStory as () => void, story.id);
    } catch (error) {
      state = error instanceof Error ? error.message : String(error);
    }
    spent('render');
    const job = { story, ...firstLook };
    if (state !== 'ok' && page) {
      // Once more on a page of its own, with motion allowed: a story whose play function moves
      // focus or clicks can trip over the story before it in the same page; on its own it must pass.
      await (page as Page).close();
      page = null;
      errors = [];
      try {
        state = await open(story, firstLook.brand, firstLook.theme, 'no-preference');
      } catch (error) {
        state = error instanceof Error ? error.message : String(error);
      }
      spent('render');
    }
    // A play function that fails here (but passes in the story tests, which run every play
    // function in Chromium) is noted in the report, and the story is pictured as it stands.
    if (state.startsWith('playFunctionThrewException') && page) {
      notes.push({ ...job, message: state.slice(0, 300) });
      state = 'ok';
    }
    if (state !== 'ok' || !page) {
      for (const look of looks) problems.push({ story, ...look, message: state });
      // Start the next story on a fresh page: a broken one may leave the preview in any state.
      await (page as Page | null)?.close();
      page = null;
      continue;
    }
    const current: Page = page;
    let firstWidth = true;
    for (const width of widths) {
      // Still before the pictures of a width: the story's calls answered and its pictures loaded
      // (first), the layout done after the resize (a virtual grid lays out again, lazy pictures
      // start after their 200 ms throttle). A new look at the same width changes colours only.
      await current.setViewportSize({ width: WIDTHS[width], height: 800 });
      // The page's media queries must agree with the new width before anything is measured (under
      // load, one desktop picture once showed a story's narrow layout).
      await current.waitForFunction(
        (px) => window.innerWidth === px && matchMedia(`(width: ${px}px)`).matches,
        WIDTHS[width],
      );
      await current.evaluate(() => window.scrollTo(0, 0));
      await settle(current, true, 300);
      spent('settle');
      for (const look of looks) {
        await setLook(current, look.brand, look.theme);
        await settle(current, false);
        spent('settle');
        const clip = await storyClip(current);
        const png = await current.screenshot({
          clip,
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
        });
        spent('screenshot');
        const usesColour = options.probeColours
          ? await current.evaluate(paintsColour, options.probeColours)
          : undefined;
        const shot: Shot = { story, ...look, width, png, usesColour };
        out.push(shot);
        options.onShot?.(shot);
        if (options.axe && firstWidth) {
          const violations = await axeViolations(current, look === firstLook);
          spent('axe');
          if (violations.length) problems.push({ story, ...look, message: `axe: ${violations.join(', ')}` });
        }
      }
      firstWidth = false;
    }
    if (errors.length) problems.push({ ...job, message: `console: ${errors.join(' | ').slice(0, 500)}` });
  }
  await (page as Page | null)?.close();
}

function showStory(storyId: string) {
  (window as unknown as RenderWindow).__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
    storyId,
    viewMode: 'story',
  });
}

/** Every story in every brand × theme × width, in `workers` pages of one browser. */
export async function capture(
  options: CaptureOptions,
): Promise<{ shots: Shot[]; problems: CaptureProblem[]; notes: CaptureProblem[] }> {
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, '--font-render-hinting=none', '--hide-scrollbars'],
  });
  const shots: Shot[] = [];
  const problems: CaptureProblem[] = [];
  const notes: CaptureProblem[] = [];
  let index = 0;
  const next = () => options.stories[index++];
  try {
    await Promise.all(
      Array.from({ length: Math.max(1, options.workers ?? 2) }, async () => {
        const context = await workerContext(browser, options);
        try {
          await captureStories(context, options, next, shots, problems, notes);
        } finally {
          await context.close();
        }
      }),
    );
  } finally {
    await browser.close();
  }
  return { shots, problems, notes };
}
