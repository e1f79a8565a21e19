// The dice's odds: every offered target returns 99 % by enumeration of all 10,000 rolls, and a
// simulated run through the provably fair random source lands within the stated tolerance.
import { describe, expect, it } from 'vitest';
import { FairRandom, newClientSeed, newServerSeed } from '../fairness';
import {
  DICE_OUTCOMES,
  DICE_RTP_PERCENT,
  diceWinMinor,
  isOfferedTarget,
  rollDice,
  rollWins,
  winningOutcomes,
} from './dice-engine';

const SIMULATED_ROLLS = 200_000;
/** Percentage points; at least four standard errors for a 49.5 % bet (payout ×2). */
const TOLERANCE_PERCENT_POINTS = 1;

describe('dice rules', () => {
  it('offers chances from 1 % to 98 % on either side', () => {
    expect(isOfferedTarget(100, 'under')).toBe(true);
    expect(isOfferedTarget(99, 'under')).toBe(false);
    expect(isOfferedTarget(9800, 'under')).toBe(true);
    expect(isOfferedTarget(9801, 'under')).toBe(false);
    expect(isOfferedTarget(9899, 'over')).toBe(true);
    expect(isOfferedTarget(9900, 'over')).toBe(false);
    expect(isOfferedTarget(199, 'over')).toBe(true);
    expect(isOfferedTarget(198, 'over')).toBe(false);
  });

  it('pays (100 − edge) ÷ chance, rounded down: ×1.98 at 50 %', () => {
    expect(diceWinMinor(100, 5000)).toBe(198);
    expect(diceWinMinor(100, 100)).toBe(9900);
    const { outcome } = rollDice({ int: () => 4999 }, 100, 5000, 'under');
    expect(outcome).toMatchObject({ rollHundredths: 4999, won: true, multiplierTenThousandths: 19_800 });
    expect(rollDice({ int: () => 5000 }, 100, 5000, 'under')).toMatchObject({ winMinor: 0, outcome: { won: false } });
    expect(rollDice({ int: () => 5001 }, 100, 5000, 'over')).toMatchObject({ winMinor: 198, outcome: { won: true } });
  });

  it('refuses a target it does not offer', () => {
    expect(() => rollDice({ int: () => 0 }, 100, 50, 'under')).toThrow(RangeError);
  });
});

describe('dice RTP', () => {
  it(`returns exactly ${DICE_RTP_PERCENT} % for every offered target, enumerating all rolls`, () => {
    const offered: [number, 'under' | 'over'][] = [];
    for (const direction of ['under', 'over'] as const) {
      for (let target = 0; target < DICE_OUTCOMES; target++)
        if (isOfferedTarget(target, direction)) offered.push([target, direction]);
    }
    expect(offered).toHaveLength(2 * 9_701);
    // The chance each target states is the share of the 10,000 rolls that win it.
    const wrongChances = offered.filter(([target, direction]) => {
      let wins = 0;
      for (let roll = 0; roll < DICE_OUTCOMES; roll++) if (rollWins(roll, target, direction)) wins++;
      return wins !== winningOutcomes(target, direction);
    });
    expect(wrongChances).toEqual([]);
    // Through the engine itself, on a sample of targets: a stake that the payout divides exactly
    // returns 99 % of what the 10,000 rolls staked.
    for (const [target, direction] of offered.filter((_, i) => i % 97 === 0)) {
      const bet = 100 * winningOutcomes(target, direction);
      let returned = 0;
      for (let roll = 0; roll < DICE_OUTCOMES; roll++)
        returned += rollDice({ int: () => roll }, bet, target, direction).winMinor;
      expect(returned * 100).toBe(DICE_RTP_PERCENT * bet * DICE_OUTCOMES);
    }
  });

  it(`lands within ${TOLERANCE_PERCENT_POINTS} point of ${DICE_RTP_PERCENT} % over ${SIMULATED_ROLLS} fair rolls`, () => {
    const serverSeed = newServerSeed();
    const clientSeed = newClientSeed();
    const bet = 10_000;
    let returned = 0;
    for (let nonce = 0; nonce < SIMULATED_ROLLS; nonce++) {
      returned += rollDice(
        new FairRandom({ serverSeed, clientSeed, nonce }),
        bet,
        5000,
        nonce % 2 ? 'under' : 'over',
      ).winMinor;
    }
    const rtp = (returned / (bet * SIMULATED_ROLLS)) * 100;
    expect(Math.abs(rtp - DICE_RTP_PERCENT)).toBeLessThan(TOLERANCE_PERCENT_POINTS);
  });
});
