// What the lobby's browser benchmarks type into /rng's search box (lobby-bench.mjs, lobby-trace.mjs).

/**
 * Search terms typed one character at a time (Latin, Vietnamese with and without marks, Thai): names
 * of the demo catalogue in each script, with and without accents; about 40 keystrokes a brand change
 * the results (enough for a p95 that is not the single slowest).
 */
export const SEARCH_TERMS = [
  'dragon',
  'vuong',
  'vương',
  'มังกร',
  'gold',
  'lucky',
  'phoenix',
  'thần tài',
  'เสือ',
  'midnight',
  'chateau',
  'samurai',
];

/** About 80 words a minute. */
export const TYPING_INTERVAL_MS = 150;
