// The points' arithmetic, written once: points are integer hundredths inside (like money's minor
// units, so a bet of 0.50 at 1 point per unit earns 0.50 points instead of nothing) and numbers on
// the wire; a ratio (points per 1 of money) or a rate (money per 1 point) is applied in integers so
// that no float rounding gives or takes a hundredth, and always rounds down (the platform never
// gives a fraction it does not owe).
import type { PointBetKind } from '@portal/contracts';
import { toMajor, toMinor } from '../../lib/money';
import type { BettingRecord } from '../../repositories/betting-records';

/** A points request's decimal string ("150", "12.50") or a catalogue number → hundredths. */
export const toPointsMinor = toMinor;
/** Hundredths → the wire's number. */
export const toPoints = toMajor;

/** Points (hundredths) a money amount (minor units) earns at `ratio` points per 1: rounded down. */
export function pointsFor(amountMinor: number, ratio: number): number {
  const ratioHundredths = BigInt(Math.round(ratio * 100));
  return Number((BigInt(amountMinor) * ratioHundredths) / 100n);
}

/** Money (minor units) points (hundredths) convert to at `rate` money per point: rounded down. */
export function moneyFor(pointsMinor: number, rate: number): number {
  const rateMillionths = BigInt(Math.round(rate * 1_000_000));
  return Number((BigInt(pointsMinor) * rateMillionths) / 1_000_000n);
}

/**
 * The points kind of a bet: a lottery bet is lottery; a vendor's game by its lobby lane (LIVE, PVP,
 * SPORTS — esports and cockfighting are in the sports lane —, LOTT, ELOTT); everything else (RNG,
 * FISH, the in-house slot and dice) is slots.
 */
export function betKindOf(bet: Pick<BettingRecord, 'source' | 'gameType'>): PointBetKind {
  if (bet.source === 'lottery') return 'lottery';
  switch (bet.gameType.toUpperCase()) {
    case 'LIVE':
      return 'live';
    case 'PVP':
      return 'pvp';
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return 'sports';
    case 'LOTT':
    case 'ELOTT':
      return 'lottery';
    default:
      return 'slots';
  }
}
