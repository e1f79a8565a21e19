// Member centre routes: betting record, account record, profit by day, bonus details,
// reward centre, referral and platform messages. One registerEndpoint line per call; the rules
// are in services/member-centre. Every call is a token call: the member reads only its own.
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/app/endpoint-route';

export default async function memberCentreRoutes(app: FastifyInstance) {
  const { records, rewards, referral, inbox } = app.platform;
  const tags = ['member centre'];

  registerEndpoint(
    app,
    'getBettingRecords',
    ({ repos, account, payload }) => records.bettingRecords(repos, account, payload),
    { tags },
  );
  registerEndpoint(
    app,
    'getTransactions',
    ({ repos, account, payload }) => records.transactions(repos, account, payload),
    { tags },
  );
  registerEndpoint(app, 'getPersonalProfit', ({ repos, account, payload }) => records.profit(repos, account, payload), {
    tags,
  });
  registerEndpoint(app, 'getBonuses', ({ repos, account, payload }) => records.bonuses(repos, account, payload), {
    tags,
  });

  registerEndpoint(app, 'getRewards', ({ repos, account, payload }) => rewards.list(repos, account, payload), { tags });
  // A trial account plays with play money: it has no rewards to take into a real wallet.
  registerEndpoint(
    app,
    'claimReward',
    ({ repos, account, payload }) => rewards.claim(repos, account, payload.rewardId),
    { tags, refuseTrial: true, moneyCall: true },
  );
  registerEndpoint(app, 'getReferral', ({ repos, account, payload }) => referral.referral(repos, account, payload), {
    tags,
    refuseTrial: true,
  });

  registerEndpoint(app, 'getMessages', ({ repos, account, payload }) => inbox.list(repos, account, payload), { tags });
  registerEndpoint(
    app,
    'readMessages',
    ({ repos, account, payload }) => inbox.read(repos, account, payload.messageIds),
    { tags },
  );
  registerEndpoint(app, 'getUnreadCount', ({ repos, account }) => inbox.unreadCount(repos, account), { tags });
}
