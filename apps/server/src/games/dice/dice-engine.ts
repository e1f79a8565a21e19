// The in-house dice as a pure function: a roll of 0.00–99.99 (10,000 equally likely outcomes, kept
// in hundredths), a bet under or over a target, and a payout of (100 − edge) ÷ chance. With a 1 %
// house edge every target returns exactly 99 % of the stake (before the win is rounded down to
// the minor unit); dice.test.ts checks it by enumeration and by simulation.
import type { DiceOdds, DiceOutcome } from '@portal/contracts';
import type { RandomSource } from '../fairness';

export const DICE_OUTCOMES = 10_000;
export const HOUSE_EDGE_PERCENT = 1;
/** Chances the game offers: 1 % to 98 % (in outcomes of 10,000). */
export const MIN_WINNING_OUTCOMES = 100;
export const MAX_WINNING_OUTCOMES = 9_800;
export const DICE_RTP_PERCENT = 100 - HOUSE_EDGE_PERCENT;

export type DiceDirection = DiceOutcome['direction'];

/** How many of the 10,000 rolls win: under → rolls below the target; over → rolls above it. */
export function winningOutcomes(targetHundredths: number, direction: DiceDirection): number {
  return direction === 'under' ? targetHundredths : DICE_OUTCOMES - 1 - targetHundredths;
}

export function isOfferedTarget(targetHundredths: number, direction: DiceDirection): boolean {
  if (!Number.isInteger(targetHundredths) || targetHundredths < 0 || targetHundredths >= DICE_OUTCOMES) return false;
  const wins = winningOutcomes(targetHundredths, direction);
  return wins >= MIN_WINNING_OUTCOMES && wins <= MAX_WINNING_OUTCOMES;
}

export function rollWins(rollHundredths: number, targetHundredths: number, direction: DiceDirection): boolean {
  return direction === 'under' ? rollHundredths < targetHundredths : rollHundredths > targetHundredths;
}

/** The win for a winning bet: bet × (100 − edge) % ÷ chance, rounded down to the minor unit. */
export function diceWinMinor(betMinor: number, wins: number): number {
  return Math.floor((betMinor * DICE_RTP_PERCENT * DICE_OUTCOMES) / (100 * wins));
}

export function rollDice(
  random: RandomSource,
  betMinor: number,
  targetHundredths: number,
  direction: DiceDirection,
): { outcome: DiceOutcome; winMinor: number } {
  if (!isOfferedTarget(targetHundredths, direction))
    throw new RangeError(`target ${targetHundredths} ${direction} is not offered`);
  const wins = winningOutcomes(targetHundredths, direction);
  const rollHundredths = random.int(DICE_OUTCOMES);
  const won = rollWins(rollHundredths, targetHundredths, direction);
  const multiplierTenThousandths = Math.floor((DICE_RTP_PERCENT * DICE_OUTCOMES * 10_000) / (100 * wins));
  return {
    outcome: { engine: 'dice', rollHundredths, targetHundredths, direction, won, multiplierTenThousandths },
    winMinor: won ? diceWinMinor(betMinor, wins) : 0,
  };
}

export function diceOdds(): DiceOdds {
  return {
    outcomes: DICE_OUTCOMES,
    houseEdgePercent: HOUSE_EDGE_PERCENT,
    // Under: target = winning outcomes; the bounds below are the under side's (over mirrors them).
    minTargetHundredths: MIN_WINNING_OUTCOMES,
    maxTargetHundredths: MAX_WINNING_OUTCOMES,
    rtpPercent: DICE_RTP_PERCENT,
  };
}
