import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import {
  MAX_BETS_PER_REQUEST,
  launchLotteryRequestSchema,
  placeLotteryBetsRequestSchema,
  popularLotteryRequestSchema,
  vnLotteryMenuRequestSchema,
  vnOpenedNumbersRequestSchema,
} from './lottery';

describe('lottery contract', () => {
  it("puts the §7 lottery calls at the spec's paths with its token flags", () => {
    const calls = {
      getLotteryMenus: ['/lgw/games/game_menus', false],
      getVnLotteryMenu: ['/lgw/vn/games/game_menu', false],
      getVnLotteryRecent: ['/lgw/vn/games/game_menu/recent', true],
      getPopularLotteries: ['/lgw/games/popular', false],
      getVnOpenedNumbers: ['/lgw/vn/numeros/opened/game', false],
      getOpenedNumero: ['/lotto/lgw/games/opened/numero', true],
    } as const;
    for (const [name, [path, token]] of Object.entries(calls)) {
      expect(endpoints[name as keyof typeof calls].path, name).toBe(path);
      expect(endpoints[name as keyof typeof calls].token, name).toBe(token);
    }
    expect(endpoints.placeLotteryBets.token && endpoints.getLotteryBets.token && endpoints.launchLottery.token).toBe(
      true,
    );
  });
  it("fills in the spec's defaults: popular count 20, VN opened numbers 100, device WEB", () => {
    expect(popularLotteryRequestSchema.parse({}).count).toBe(20);
    expect(vnOpenedNumbersRequestSchema.parse({}).count).toBe(100);
    expect(vnOpenedNumbersRequestSchema.safeParse({ count: '101' }).success).toBe(false);
    expect(vnLotteryMenuRequestSchema.parse({}).device).toBe('WEB');
  });
  it('launches with launchMode LOTT and a same-site backUrl only', () => {
    expect(
      launchLotteryRequestSchema.parse({
        gameCode: 'VNMN',
        launchMode: 'LOTT',
        lottoArea: 'VN',
        backUrl: '/vnlottery?x=1',
      }),
    ).toMatchObject({ device: 'WEB' });
    expect(launchLotteryRequestSchema.safeParse({ gameCode: 'VNMN', launchMode: 'GLS' }).success).toBe(false);
    for (const backUrl of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)']) {
      expect(
        launchLotteryRequestSchema.safeParse({ gameCode: 'VNMN', launchMode: 'LOTT', backUrl }).success,
        backUrl,
      ).toBe(false);
    }
  });
  it('takes 1 to 50 bets per request under one UUID request id', () => {
    const bet = { playType: 'LO2', selection: '07', amountMinor: 1000 };
    const base = { gameCode: 'VNMN', issueNumber: '20260601', requestId: '0b6f3c52-8d1e-4f7a-9c2b-5e4d3a2b1c0e' };
    expect(placeLotteryBetsRequestSchema.safeParse({ ...base, bets: [bet] }).success).toBe(true);
    expect(placeLotteryBetsRequestSchema.safeParse({ ...base, bets: [] }).success).toBe(false);
    expect(
      placeLotteryBetsRequestSchema.safeParse({ ...base, bets: Array(MAX_BETS_PER_REQUEST + 1).fill(bet) }).success,
    ).toBe(false);
    expect(placeLotteryBetsRequestSchema.safeParse({ ...base, requestId: 'r1', bets: [bet] }).success).toBe(false);
    expect(placeLotteryBetsRequestSchema.safeParse({ ...base, issueNumber: '2026-06-01', bets: [bet] }).success).toBe(
      false,
    );
    expect(placeLotteryBetsRequestSchema.safeParse({ ...base, bets: [{ ...bet, amountMinor: 1.5 }] }).success).toBe(
      false,
    );
  });
});
