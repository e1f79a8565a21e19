// Lottery routes: the §7 lottery calls and ours (current issue, bets, verify). One
// registerEndpoint line per call; the rules are in services/lottery.
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/app/endpoint-route';

export default async function lotteryRoutes(app: FastifyInstance) {
  const { lottery, popularLotteries, config } = app.platform;
  const tags = ['lottery'];

  registerEndpoint(
    app,
    'getLotteryMenus',
    ({ repos, payload }) => lottery.menus(repos, { ...(payload.prizeMode ? { prizeMode: payload.prizeMode } : {}) }),
    { tags },
  );
  registerEndpoint(
    app,
    'getVnLotteryMenu',
    ({ repos, payload }) =>
      lottery.menus(repos, { vnOnly: true, ...(payload.prizeMode ? { prizeMode: payload.prizeMode } : {}) }),
    { tags },
  );
  registerEndpoint(
    app,
    'getVnLotteryRecent',
    ({ repos, account, payload }) => lottery.vnRecent(repos, account, payload.count),
    { tags },
  );
  // A public board every lobby visit reads: cached per tenant, with a rate limit of its own.
  registerEndpoint(app, 'getPopularLotteries', ({ repos, payload }) => popularLotteries.list(repos, payload), {
    tags,
    rateLimit: config.rateLimits.boards,
  });
  registerEndpoint(
    app,
    'getVnOpenedNumbers',
    ({ repos, payload }) =>
      lottery.results(
        repos,
        { vnOnly: true, ...(payload.gameCode ? { gameCode: payload.gameCode } : {}) },
        payload.count,
      ),
    { tags },
  );
  registerEndpoint(
    app,
    'getOpenedNumero',
    ({ repos, payload }) => lottery.results(repos, { gameCode: payload.gameCode }, payload.count),
    { tags },
  );
  registerEndpoint(app, 'launchLottery', ({ repos, payload }) => lottery.launch(repos, payload), { tags });

  registerEndpoint(app, 'getLotteryIssue', ({ repos, payload }) => lottery.currentIssue(repos, payload.gameCode), {
    tags,
  });
  // Trial accounts have no real money to bet: the lottery takes bets from members' main wallets.
  registerEndpoint(
    app,
    'placeLotteryBets',
    ({ tenant, repos, account, payload }) => lottery.placeBets(tenant, repos, account, payload),
    { tags, refuseTrial: true, moneyCall: true },
  );
  registerEndpoint(app, 'getLotteryBets', ({ repos, account, payload }) => lottery.bets(repos, account, payload), {
    tags,
  });
  registerEndpoint(
    app,
    'verifyLotteryDraw',
    ({ repos, payload }) => lottery.verify(repos, payload.gameCode, payload.issueNumber),
    { tags },
  );
}
