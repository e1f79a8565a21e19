import { describe, expect, it } from 'vitest';
import { balanceLeftMinor, emptySlip, removeBet, slipKey, slipTotalMinor, toggleBet } from './slip';

describe('bet slip maths', () => {
  it('totals one stake per bet and says what balance it leaves', () => {
    let slip = emptySlip(500);
    slip = toggleBet(slip, { playType: 'BIG_SMALL', selection: 'BIG' });
    slip = toggleBet(slip, { playType: 'POSITION', selection: '1-7' });
    slip = toggleBet(slip, { playType: 'SUM_RANGE', selection: '0-15' });
    expect(slipTotalMinor(slip)).toBe(1500);
    expect(balanceLeftMinor(slip, 10_000)).toBe(8500);
    expect(balanceLeftMinor(slip, null)).toBeNull();
    expect(balanceLeftMinor(slip, 1000)).toBe(-500);
  });

  it('toggles a bet off when picked again, and removes one bet', () => {
    let slip = toggleBet(emptySlip(100), { playType: 'ODD_EVEN', selection: 'ODD' });
    slip = toggleBet(slip, { playType: 'ODD_EVEN', selection: 'EVEN' });
    slip = toggleBet(slip, { playType: 'ODD_EVEN', selection: 'ODD' });
    expect(slip.bets).toEqual([{ playType: 'ODD_EVEN', selection: 'EVEN' }]);
    expect(removeBet(slip, { playType: 'ODD_EVEN', selection: 'EVEN' }).bets).toEqual([]);
  });

  it('keys a slip by game, issue, stake and bets (the request id follows the key)', () => {
    const slip = toggleBet(emptySlip(100), { playType: 'LO2', selection: '27' });
    expect(slipKey('FAST5', '202611240001', slip)).toBe(slipKey('FAST5', '202611240001', { ...slip }));
    expect(slipKey('FAST5', '202611240001', slip)).not.toBe(slipKey('FAST5', '202611240002', slip));
    expect(slipKey('FAST5', '202611240001', slip)).not.toBe(
      slipKey('FAST5', '202611240001', { ...slip, amountMinor: 200 }),
    );
  });
});
