// Lottery bets as pure functions: which selections a play type takes, how many times a selection
// hits a draw, and what that pays. Odds are integer thousandths of the stake, stake included
// (1980 = ×1.98); a win is rounded down to the minor unit.
//
// fast5 (5 digits d1…d5, sum 0–45):
//   BIG_SMALL  BIG (sum 23–45) | SMALL (0–22)       each exactly ½
//   ODD_EVEN   ODD | EVEN (of the sum)              each exactly ½
//   POSITION   `<position 1–5>-<digit 0–9>`          1/10
//   SUM_RANGE  one of SUM_RANGES (`lo-hi`)          its own odds (oddsBySelection)
// vn (18 numbers, the special prize DB last):
//   LO2  a 2-digit number: hits = how many of the 18 numbers end in it (pays per hit)
//   LO3  a 3-digit number: hits = how many of the 17 numbers of ≥ 3 digits end in it (per hit)
//   DE2  a 2-digit number: the special prize's last two digits
//   DE3  a 3-digit number: the special prize's last three digits
import type { LotteryKind } from './draws';

export const PLAY_TYPES: Record<LotteryKind, readonly string[]> = {
  fast5: ['BIG_SMALL', 'ODD_EVEN', 'POSITION', 'SUM_RANGE'],
  vn: ['LO2', 'LO3', 'DE2', 'DE3'],
};

/** The sum ranges of the fast e-lottery's SUM_RANGE bet (they cover 0–45 exactly once). */
export const SUM_RANGES = ['0-15', '16-20', '21-24', '25-29', '30-45'] as const;

/** A play type as the game data holds it. */
export interface PlayTypeRule {
  playType: string;
  /** Thousandths of the stake paid per hit, stake included. */
  oddsMilli: number;
  /** Per-selection odds (SUM_RANGE); `oddsMilli` otherwise. */
  oddsBySelection?: Record<string, number>;
  minBetMinor: number;
  maxBetMinor: number;
}

const SELECTION: Record<string, RegExp> = {
  BIG_SMALL: /^(BIG|SMALL)$/,
  ODD_EVEN: /^(ODD|EVEN)$/,
  POSITION: /^[1-5]-[0-9]$/,
  LO2: /^\d{2}$/,
  DE2: /^\d{2}$/,
  LO3: /^\d{3}$/,
  DE3: /^\d{3}$/,
};

/** Whether `selection` is one the play type takes (its grammar, for SUM_RANGE one of its ranges). */
export function isValidSelection(playType: string, selection: string): boolean {
  if (playType === 'SUM_RANGE') return (SUM_RANGES as readonly string[]).includes(selection);
  return SELECTION[playType]?.test(selection) ?? false;
}

/** The selection grammar of a play type, as a regular-expression source (the wire shows it). */
export function selectionPattern(playType: string): string {
  if (playType === 'SUM_RANGE') return `^(${SUM_RANGES.join('|')})$`;
  return SELECTION[playType]?.source ?? '^$';
}

function digitSum(numbers: readonly string[]): number {
  return numbers.reduce((sum, d) => sum + Number(d), 0);
}

/** How many times the selection wins against the drawn numbers (0 = lost). */
export function hitsOf(playType: string, selection: string, numbers: readonly string[]): number {
  switch (playType) {
    case 'BIG_SMALL':
      return (digitSum(numbers) >= 23 ? 'BIG' : 'SMALL') === selection ? 1 : 0;
    case 'ODD_EVEN':
      return (digitSum(numbers) % 2 === 1 ? 'ODD' : 'EVEN') === selection ? 1 : 0;
    case 'POSITION': {
      const [position, digit] = selection.split('-');
      return numbers[Number(position) - 1] === digit ? 1 : 0;
    }
    case 'SUM_RANGE': {
      const [lo, hi] = selection.split('-').map(Number) as [number, number];
      const sum = digitSum(numbers);
      return sum >= lo && sum <= hi ? 1 : 0;
    }
    case 'LO2':
      return numbers.filter((n) => n.endsWith(selection)).length;
    case 'LO3':
      return numbers.filter((n) => n.length >= 3 && n.endsWith(selection)).length;
    case 'DE2':
    case 'DE3':
      return numbers[numbers.length - 1]!.endsWith(selection) ? 1 : 0;
    default:
      throw new Error(`unknown play type ${playType}`);
  }
}

export function oddsOf(rule: PlayTypeRule, selection: string): number {
  return rule.oddsBySelection?.[selection] ?? rule.oddsMilli;
}

/** What a bet pays: stake × odds × hits, rounded down to the minor unit (0 when it lost). */
export function winOf(amountMinor: number, oddsMilli: number, hits: number): number {
  return Math.floor((amountMinor * oddsMilli * hits) / 1000);
}

/** The exact probability that the sum of five uniform digits falls in [lo, hi] (for the odds). */
export function sumRangeProbability(lo: number, hi: number): number {
  let dist = [1];
  for (let d = 0; d < 5; d++) {
    const next = new Array<number>(dist.length + 9).fill(0);
    dist.forEach((ways, sum) => {
      for (let digit = 0; digit < 10; digit++) next[sum + digit]! += ways;
    });
    dist = next;
  }
  let ways = 0;
  for (let s = lo; s <= hi; s++) ways += dist[s] ?? 0;
  return ways / 100_000;
}

/**
 * Odds (thousandths) that return `rtp` of the stake on average for a chance `p` of one hit,
 * rounded down (a hair of slack first: 0.98 / 0.1 is 9.799999… in floating point, not 9.8).
 */
export function fairOdds(p: number, rtp: number): number {
  return Math.floor((rtp / p) * 1000 + 1e-6);
}
