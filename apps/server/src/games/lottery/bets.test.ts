// The lottery's pure rules: selections, hits per play type, wins, and the return to player of the
// demo odds, exact by enumerating every fast5 draw (100,000) and by expectation for the VN table.
import { describe, expect, it } from 'vitest';
import { FairRandom } from '../fairness';
import { SUM_RANGES, fairOdds, hitsOf, isValidSelection, oddsOf, sumRangeProbability, winOf } from './bets';
import { demoLotteryGames } from './demo-games';
import { VN_NUMBER_COUNT, drawNumbers, recomputeDraw, vnPrizes } from './draws';
import { currentSlot, slotAt } from './schedule';

const fast = demoLotteryGames({ fastIntervalSeconds: 180 })[0]!;
const vn = demoLotteryGames({ fastIntervalSeconds: 180 }).find((g) => g.gameCode === 'VNMN')!;
const rule = (game: typeof fast, playType: string) => game.playTypes.find((r) => r.playType === playType)!;

describe('selections', () => {
  it("takes each play type's grammar and nothing else", () => {
    expect(isValidSelection('BIG_SMALL', 'BIG')).toBe(true);
    expect(isValidSelection('BIG_SMALL', 'big')).toBe(false);
    expect(isValidSelection('ODD_EVEN', 'EVEN')).toBe(true);
    expect(isValidSelection('POSITION', '5-9')).toBe(true);
    expect(isValidSelection('POSITION', '6-1')).toBe(false);
    expect(isValidSelection('POSITION', '0-1')).toBe(false);
    expect(isValidSelection('SUM_RANGE', '16-20')).toBe(true);
    expect(isValidSelection('SUM_RANGE', '16-21')).toBe(false);
    expect(isValidSelection('LO2', '07')).toBe(true);
    expect(isValidSelection('LO2', '7')).toBe(false);
    expect(isValidSelection('LO3', '123')).toBe(true);
    expect(isValidSelection('DE2', '123')).toBe(false);
    expect(isValidSelection('NOPE', '1')).toBe(false);
  });
  it('covers the sums 0–45 exactly once with the sum ranges', () => {
    const covered = SUM_RANGES.flatMap((r) => {
      const [lo, hi] = r.split('-').map(Number) as [number, number];
      return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
    });
    expect(covered).toEqual(Array.from({ length: 46 }, (_, i) => i));
    expect(
      SUM_RANGES.reduce((p, r) => p + sumRangeProbability(...(r.split('-').map(Number) as [number, number])), 0),
    ).toBeCloseTo(1, 12);
  });
});

describe('hits and wins per bet type', () => {
  const draw = ['9', '8', '7', '0', '1']; // sum 25: BIG, ODD
  it('reads the fast5 bets off the digits and their sum', () => {
    expect(hitsOf('BIG_SMALL', 'BIG', draw)).toBe(1);
    expect(hitsOf('BIG_SMALL', 'SMALL', draw)).toBe(0);
    expect(hitsOf('BIG_SMALL', 'SMALL', ['4', '4', '4', '5', '5'])).toBe(1); // 22 is small
    expect(hitsOf('BIG_SMALL', 'BIG', ['4', '4', '5', '5', '5'])).toBe(1); // 23 is big
    expect(hitsOf('ODD_EVEN', 'ODD', draw)).toBe(1);
    expect(hitsOf('ODD_EVEN', 'EVEN', draw)).toBe(0);
    expect(hitsOf('POSITION', '1-9', draw)).toBe(1);
    expect(hitsOf('POSITION', '5-1', draw)).toBe(1);
    expect(hitsOf('POSITION', '5-9', draw)).toBe(0);
    expect(hitsOf('SUM_RANGE', '25-29', draw)).toBe(1);
    expect(hitsOf('SUM_RANGE', '21-24', draw)).toBe(0);
  });
  it('counts every VN number ending in a lô selection, and only the special prize for đề', () => {
    const numbers = [
      '07',
      '107',
      '1234',
      '5607',
      '9999',
      '0000',
      '12345',
      '22222',
      '33307',
      '44444',
      '55555',
      '66666',
      '77777',
      '88888',
      '99999',
      '10000',
      '20000',
      '123407',
    ];
    expect(numbers).toHaveLength(VN_NUMBER_COUNT);
    expect(hitsOf('LO2', '07', numbers)).toBe(5);
    expect(hitsOf('LO3', '107', numbers)).toBe(1); // the 2-digit G8 cannot end in three digits
    expect(hitsOf('LO3', '307', numbers)).toBe(1);
    expect(hitsOf('LO3', '407', numbers)).toBe(1);
    expect(hitsOf('DE2', '07', numbers)).toBe(1);
    expect(hitsOf('DE2', '34', numbers)).toBe(0);
    expect(hitsOf('DE3', '407', numbers)).toBe(1);
  });
  it('pays stake × odds × hits rounded down, nothing on a loss', () => {
    expect(winOf(100, 1980, 1)).toBe(198);
    expect(winOf(333, 1980, 1)).toBe(659); // 659.34
    expect(winOf(1000, 5200, 3)).toBe(15_600);
    expect(winOf(1000, 95_000, 0)).toBe(0);
    expect(oddsOf(rule(fast, 'SUM_RANGE'), '0-15')).toBe(fairOdds(sumRangeProbability(0, 15), 0.98));
  });
});

describe('return to player of the demo odds', () => {
  it('returns 98 % (minus rounding to the thousandth) on every fast5 selection, over all 100,000 draws', () => {
    const selections: [string, string][] = [
      ['BIG_SMALL', 'BIG'],
      ['BIG_SMALL', 'SMALL'],
      ['ODD_EVEN', 'ODD'],
      ['ODD_EVEN', 'EVEN'],
      ['POSITION', '3-7'],
      ...SUM_RANGES.map((r): [string, string] => ['SUM_RANGE', r]),
    ];
    const paid = new Map<string, number>();
    for (let n = 0; n < 100_000; n++) {
      const digits = String(n).padStart(5, '0').split('');
      for (const [playType, selection] of selections) {
        const win = winOf(1000, oddsOf(rule(fast, playType), selection), hitsOf(playType, selection, digits));
        paid.set(`${playType}:${selection}`, (paid.get(`${playType}:${selection}`) ?? 0) + win);
      }
    }
    for (const [key, total] of paid) {
      const rtp = total / (100_000 * 1000);
      expect(rtp, key).toBeLessThanOrEqual(0.98);
      expect(rtp, key).toBeGreaterThan(0.979);
    }
  });
  it('returns 93–95 % on the VN bets by expectation', () => {
    // LO2: 18 numbers each ending uniformly; LO3: 17 numbers of ≥ 3 digits.
    expect(((18 / 100) * rule(vn, 'LO2').oddsMilli) / 1000).toBeCloseTo(0.936, 3);
    expect(((17 / 1000) * rule(vn, 'LO3').oddsMilli) / 1000).toBeCloseTo(0.935, 3);
    expect(((1 / 100) * rule(vn, 'DE2').oddsMilli) / 1000).toBeCloseTo(0.95, 3);
    expect(((1 / 1000) * rule(vn, 'DE3').oddsMilli) / 1000).toBeCloseTo(0.9, 3);
  });
});

describe('draws and schedule', () => {
  it('draws five digits (fast5) and the 18-number prize table (vn) deterministically from the seed', () => {
    const seed = 'ab'.repeat(32);
    const a = recomputeDraw('vn', seed, 'VNMN', '20260601');
    expect(a).toEqual(recomputeDraw('vn', seed, 'VNMN', '20260601'));
    expect(a).not.toEqual(recomputeDraw('vn', seed, 'VNMN', '20260602'));
    expect(vnPrizes(a).map((p) => [p.prize, p.numbers.length, p.numbers[0]!.length])).toEqual([
      ['G8', 1, 2],
      ['G7', 1, 3],
      ['G6', 3, 4],
      ['G5', 1, 4],
      ['G4', 7, 5],
      ['G3', 2, 5],
      ['G2', 1, 5],
      ['G1', 1, 5],
      ['DB', 1, 6],
    ]);
    const digits = drawNumbers(
      'fast5',
      new FairRandom({ serverSeed: seed, clientSeed: 'FAST5:202606010242', nonce: 0 }),
    );
    expect(digits).toEqual(recomputeDraw('fast5', seed, 'FAST5', '202606010242'));
    expect(digits.every((d) => /^\d$/.test(d))).toBe(true);
  });
  it('names and times issues from the calendar: every 3 minutes, and daily at 16:15 Vietnam time', () => {
    const fastSchedule = { intervalSeconds: 180, offsetSeconds: 0, closeSeconds: 18 };
    const noon = Date.UTC(2026, 5, 1, 12);
    expect(currentSlot(fastSchedule, noon)).toEqual({
      issueNumber: '202606010242',
      opensAt: noon - 18_000,
      closesAt: noon + 162_000,
      drawAt: noon + 180_000,
    });
    // 0241 draws at noon and closed 18 s before: from then on 0242 takes the bets.
    expect(currentSlot(fastSchedule, noon - 18_001).issueNumber).toBe('202606010241');
    expect(currentSlot(fastSchedule, noon - 18_000).issueNumber).toBe('202606010242');
    expect(slotAt(fastSchedule, Date.UTC(2026, 5, 2)).issueNumber).toBe('202606020001');
    const daily = { intervalSeconds: 86_400, offsetSeconds: 33_300, closeSeconds: 900 };
    expect(currentSlot(daily, noon)).toMatchObject({
      issueNumber: '20260602',
      drawAt: Date.UTC(2026, 5, 2, 9, 15),
      closesAt: Date.UTC(2026, 5, 2, 9, 0),
    });
    expect(currentSlot(daily, Date.UTC(2026, 5, 1, 8, 59)).issueNumber).toBe('20260601');
    expect(currentSlot(daily, Date.UTC(2026, 5, 1, 9, 0)).issueNumber).toBe('20260602');
  });
});
