// The slot's RTP: exactly by enumeration (must equal the stated figure) and by a large simulated
// run through the provably fair random source (must land within the stated tolerance).
import { describe, expect, it } from 'vitest';
import { FairRandom, newClientSeed, newServerSeed, type RandomSource } from '../fairness';
import { PAYLINES, STATED_RTP_PERCENT, STRIPS, SYMBOLS } from './reels';
import { enumerateSlotRtp, linePay, spinSlot, windowAt } from './slot-engine';

/** 200,000 spins; the mean return must land within 2 percentage points of the stated RTP. */
const SIMULATED_SPINS = 200_000;
const TOLERANCE_PERCENT_POINTS = 2;

/** Random integers from a list, for spins whose stops a test chooses. */
function fixedStops(stops: number[]): RandomSource {
  let i = 0;
  return { int: () => stops[i++]! };
}

describe('slot rules', () => {
  it('pays left to right with wilds standing in, and nothing for a broken run', () => {
    expect(linePay(['7', '7', '7', 'C', 'C'])).toEqual({ multiplier: 10, symbol: '7', count: 3 });
    expect(linePay(['W', '7', 'W', '7', 'C'])).toEqual({ multiplier: 50, symbol: '7', count: 4 });
    expect(linePay(['W', 'W', 'W', 'C', 'C'])).toEqual({ multiplier: 20, symbol: 'W', count: 3 });
    expect(linePay(['W', 'W', 'W', 'W', 'W'])).toEqual({ multiplier: 500, symbol: 'W', count: 5 });
    // Three wilds then cherries: the wilds' own 20 beats cherry ×5 (15).
    expect(linePay(['W', 'W', 'W', 'C', 'C'])).toMatchObject({ multiplier: 20 });
    expect(linePay(['C', 'C', 'G', 'C', 'C'])).toEqual({ multiplier: 0, symbol: '', count: 0 });
    expect(linePay(['G', 'C', 'C', 'C', 'C'])).toEqual({ multiplier: 0, symbol: '', count: 0 });
  });

  it('shows three rows per reel from the stop, wrapping round the strip', () => {
    const last = STRIPS[0]!.length - 1;
    const window = windowAt([last, 0, 0, 0, 0]);
    expect(window[0]).toEqual([STRIPS[0]![last], STRIPS[0]![0], STRIPS[0]![1]]);
  });

  it('spreads the stake over the paylines and rounds the win down', () => {
    // Stops where the middle row of reels 1–3 reads 7: find them from the strips.
    const stops = STRIPS.map((strip, reel) => (reel < 3 ? (strip.indexOf('7') - 1 + strip.length) % strip.length : 0));
    const { outcome, winMinor } = spinSlot(fixedStops(stops), 105);
    const total = outcome.lineWins.reduce((sum, w) => sum + w.multiplier, 0);
    expect(outcome.lineWins.some((w) => w.line === 1 && w.symbol === '7' && w.count >= 3)).toBe(true);
    expect(winMinor).toBe(Math.floor((105 * total) / PAYLINES.length));
  });

  it('has strips of the stated composition', () => {
    for (const strip of STRIPS) {
      const count = (id: string) => strip.filter((s) => s === id).length;
      expect({
        W: count('W'),
        7: count('7'),
        B: count('B'),
        R: count('R'),
        G: count('G'),
        L: count('L'),
        C: count('C'),
      }).toEqual({ W: 2, 7: 1, B: 3, R: 2, G: 4, L: 3, C: 4 });
      expect(strip.every((id) => SYMBOLS.some((s) => s.id === id))).toBe(true);
    }
  });
});

describe('slot RTP', () => {
  it('equals the stated RTP when computed exactly from the reel strips', () => {
    const { numerator, denominator } = enumerateSlotRtp();
    expect(numerator).toBe(2_386_919);
    expect(denominator).toBe(19 ** 5);
    expect(Math.abs((numerator / denominator) * 100 - STATED_RTP_PERCENT)).toBeLessThan(0.00005);
  });

  it(`lands within ${TOLERANCE_PERCENT_POINTS} points of the stated RTP over ${SIMULATED_SPINS} fair spins`, () => {
    const serverSeed = newServerSeed();
    const clientSeed = newClientSeed();
    const bet = 1_000; // large enough that rounding down to the minor unit does not move the figure
    let staked = 0;
    let returned = 0;
    let sumSquares = 0;
    for (let nonce = 0; nonce < SIMULATED_SPINS; nonce++) {
      const { winMinor } = spinSlot(new FairRandom({ serverSeed, clientSeed, nonce }), bet);
      staked += bet;
      returned += winMinor;
      sumSquares += (winMinor / bet) ** 2;
    }
    const rtp = returned / staked;
    const sd = Math.sqrt(sumSquares / SIMULATED_SPINS - rtp ** 2);
    // The tolerance is at least four standard errors of the mean for this game's spread of wins.
    expect(4 * (sd / Math.sqrt(SIMULATED_SPINS)) * 100).toBeLessThan(TOLERANCE_PERCENT_POINTS);
    expect(Math.abs(rtp * 100 - STATED_RTP_PERCENT)).toBeLessThan(TOLERANCE_PERCENT_POINTS);
  });
});
