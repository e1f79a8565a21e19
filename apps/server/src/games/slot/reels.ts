// The in-house slot's rules as data: 5 reels × 3 rows, 10 paylines, 7 symbols with a wild, and a
// 19-stop strip per reel. The return to player follows from these numbers alone (see README.md
// and slot.test.ts, which computes it by enumeration); change a strip or a pay and the test says
// what the RTP became.

export const REELS = 5;
export const ROWS = 3;

export interface SlotSymbol {
  id: string;
  /** The accessible name the game page reads out. */
  label: string;
  /** Line pays for 3, 4 and 5 of a kind from the leftmost reel, in line bets. */
  pays: readonly [number, number, number];
  wild: boolean;
}

export const SYMBOLS: readonly SlotSymbol[] = [
  { id: 'W', label: 'Wild', pays: [20, 100, 500], wild: true },
  { id: '7', label: 'Seven', pays: [10, 50, 250], wild: false },
  { id: 'B', label: 'Diamond', pays: [8, 30, 120], wild: false },
  { id: 'R', label: 'Bar', pays: [5, 20, 80], wild: false },
  { id: 'G', label: 'Heart', pays: [3, 10, 40], wild: false },
  { id: 'L', label: 'Club', pays: [2, 6, 25], wild: false },
  { id: 'C', label: 'Spade', pays: [1, 5, 15], wild: false },
];

/** Each payline names the row (0 = top) it crosses on each reel, left to right. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/**
 * The reel strips (the window shows a stop and the two symbols after it, wrapping). Every strip
 * holds W×2, 7×1, B×3, R×2, G×4, L×3, C×4 in its own order.
 */
export const STRIPS: readonly (readonly string[])[] = [
  ['C', 'G', 'B', 'L', 'W', 'C', 'R', 'G', 'L', '7', 'C', 'B', 'G', 'W', 'L', 'R', 'C', 'B', 'G'],
  ['G', 'C', 'L', 'B', 'R', 'W', 'G', 'C', '7', 'L', 'B', 'G', 'C', 'R', 'W', 'L', 'B', 'G', 'C'],
  ['L', 'B', 'C', 'G', 'W', 'R', 'C', 'G', 'B', 'L', '7', 'G', 'C', 'W', 'B', 'R', 'L', 'C', 'G'],
  ['B', 'G', 'C', 'W', 'L', 'R', 'G', 'C', 'B', '7', 'L', 'G', 'W', 'C', 'R', 'B', 'L', 'G', 'C'],
  ['R', 'C', 'G', 'L', 'B', 'W', 'C', 'G', '7', 'B', 'L', 'C', 'G', 'R', 'W', 'B', 'G', 'L', 'C'],
];

/**
 * The RTP the enumeration of the strips gives: 2,386,919 / 2,476,099 = 96.3984 % of the stake
 * (exact, before a win is rounded down to the minor unit; that rounding costs under one minor unit
 * per winning spin).
 */
export const STATED_RTP_PERCENT = 96.3984;
