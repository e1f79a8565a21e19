// What makes a story draw the same pixels on every run (the visual check, visual/): a fixed clock
// and a seeded Math.random (both reset before each story), the fonts the repository ships (Noto
// Sans for Latin and Vietnamese, Noto Sans Thai for Thai glyphs under the same family name, so the
// machine's own fonts never take part), and, when the capture script asks for it, no animations,
// transitions or carets.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
import thai400 from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2?url';
import thai500 from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-500-normal.woff2?url';
import thai600 from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-600-normal.woff2?url';
import thai700 from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff2?url';

/** Every story's "now": Tuesday 24 November 2026, 10:00 UTC (the fixtures' dates are around it). */
export const STORY_NOW = Date.parse('2026-11-24T10:00:00.000Z');

const RealDate = Date;
/** A story's clock stands still unless it asks for a running one (`parameters.clock: 'running'`). */
let running = false;
let startedAt = 0;

/** Date whose "now" is STORY_NOW (plus the time since the story started, if its clock runs). */
class StoryDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(StoryDate.now());
    else super(...(args as ConstructorParameters<DateConstructor>));
  }
  static override now() {
    return running ? STORY_NOW + Math.round(performance.now() - startedAt) : STORY_NOW;
  }
}

let seed = 0;
/** mulberry32: a small seeded generator in place of Math.random. */
function seededRandom() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const THAI_RANGE = 'U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC';

/** Installs the fixed clock, the seeded random and the Thai faces; once, when the preview loads. */
export function installDeterminism() {
  globalThis.Date = StoryDate as DateConstructor;
  Math.random = seededRandom;
  for (const [weight, url] of [
    ['400', thai400],
    ['500', thai500],
    ['600', thai600],
    ['700', thai700],
  ] as const) {
    document.fonts.add(new FontFace('Noto Sans', `url(${url}) format('woff2')`, { weight, unicodeRange: THAI_RANGE }));
  }
  if (window.__PORTAL_VISUAL__) {
    const style = document.createElement('style');
    style.textContent =
      '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;scroll-behavior:auto!important}';
    document.head.append(style);
  }
}

/**
 * Before each story: the same random sequence every time, and the clock at STORY_NOW, standing
 * still, or running from there for a story that needs time to pass (a countdown's play function).
 */
export function resetDeterminism(clock: 'fixed' | 'running' = 'fixed') {
  seed = 20261124;
  running = clock === 'running';
  startedAt = performance.now();
}

declare global {
  interface Window {
    /** Set by the visual check's capture script (visual/capture.ts) before the page loads. */
    __PORTAL_VISUAL__?: boolean;
  }
}
