import { describe, expect, it } from 'vitest';
import { betKindOf, moneyFor, pointsFor } from './points-ledger';

describe('points arithmetic', () => {
  it('earns hundredths of a point at a ratio, rounded down, without float error', () => {
    expect(pointsFor(150, 1)).toBe(150);
    expect(pointsFor(10_000, 0.5)).toBe(5000);
    // 0.57 × 100 is 56.99999… in floats: the integer arithmetic keeps 57.
    expect(pointsFor(100, 0.57)).toBe(57);
    expect(pointsFor(33, 0.1)).toBe(3);
    expect(pointsFor(1, 0.5)).toBe(0);
    expect(pointsFor(500, 0)).toBe(0);
  });

  it('converts points into money minor units at a rate, rounded down', () => {
    expect(moneyFor(50_000, 0.01)).toBe(500);
    expect(moneyFor(15_050, 0.1)).toBe(1505);
    expect(moneyFor(99, 0.01)).toBe(0);
    expect(moneyFor(1e14, 0.01)).toBe(1e12);
  });

  it('names a bet’s kind by its source and lane', () => {
    expect(betKindOf({ source: 'lottery', gameType: 'RNG' })).toBe('lottery');
    expect(betKindOf({ source: 'vendor', gameType: 'LIVE' })).toBe('live');
    expect(betKindOf({ source: 'vendor', gameType: 'PVP' })).toBe('pvp');
    expect(betKindOf({ source: 'vendor', gameType: 'SPORTS' })).toBe('sports');
    expect(betKindOf({ source: 'vendor', gameType: 'ELOTT' })).toBe('lottery');
    expect(betKindOf({ source: 'vendor', gameType: 'FISH' })).toBe('slots');
    expect(betKindOf({ source: 'inhouse', gameType: 'RNG' })).toBe('slots');
  });
});
