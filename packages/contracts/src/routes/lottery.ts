// The calls of the lottery: menus, draws, bets and results: where each goes and how it travels (see endpoint-routes.ts).
import type { EndpointRoute } from '../endpoint-route';

export const LOTTERY_ROUTES = {
  getLotteryMenus: { method: 'GET', path: '/lgw/games/game_menus', token: false, encrypted: false, body: 'query' },
  getVnLotteryMenu: { method: 'GET', path: '/lgw/vn/games/game_menu', token: false, encrypted: false, body: 'query' },
  getVnLotteryRecent: {
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getPopularLotteries: { method: 'GET', path: '/lgw/games/popular', token: false, encrypted: false, body: 'query' },
  getVnOpenedNumbers: {
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    token: false,
    encrypted: false,
    body: 'query',
  },
  getOpenedNumero: {
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    token: true,
    encrypted: false,
    body: 'query',
  },
  launchLottery: { method: 'GET', path: '/lgw/games/launch', token: true, encrypted: false, body: 'query' },
  getLotteryIssue: { method: 'GET', path: '/lgw/lottery/issue', token: false, encrypted: false, body: 'query' },
  placeLotteryBets: { method: 'POST', path: '/lgw/lottery/bets', token: true, encrypted: false, body: 'json' },
  getLotteryBets: { method: 'GET', path: '/lgw/lottery/bets', token: true, encrypted: false, body: 'query' },
  verifyLotteryDraw: { method: 'GET', path: '/lgw/lottery/verify', token: false, encrypted: false, body: 'query' },
} as const satisfies Record<string, EndpointRoute>;
