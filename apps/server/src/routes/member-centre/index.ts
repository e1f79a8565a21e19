// Member centre routes (issue 11): betting record, account record, profit by day, bonus details,
// reward centre, referral and platform messages. One registerEndpoint line per call; the rules
// are in services/member-centre. Every call is a token call: the member reads only its own.
import type { FastifyInstance } from 'fastify';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { registerEndpoint } from '../../plugins/app/endpoint-route';
import type { AuthenticatedSession } from '../../services/accounts/session-service';

/** The account of a token call (the route's token flag has authenticated it; this keeps the type honest). */
function member(auth: AuthenticatedSession | null): AccountRow {
  if (!auth) throw new AppError('login.not.session');
  return auth.account;
}

export default async function memberCentreRoutes(app: FastifyInstance) {
  const { records, rewards, referral, inbox } = app.platform;
  const tags = ['member centre'];

  registerEndpoint(app, 'getBettingRecords', ({ repos, auth, payload }) => records.bettingRecords(repos, member(auth), payload), { tags });
  registerEndpoint(app, 'getTransactions', ({ repos, auth, payload }) => records.transactions(repos, member(auth), payload), { tags });
  registerEndpoint(app, 'getPersonalProfit', ({ repos, auth, payload }) => records.profit(repos, member(auth), payload), { tags });
  registerEndpoint(app, 'getBonuses', ({ repos, auth, payload }) => records.bonuses(repos, member(auth), payload), { tags });

  registerEndpoint(app, 'getRewards', ({ repos, auth, payload }) => rewards.list(repos, member(auth), payload), { tags });
  // A trial account plays with play money: it has no rewards to take into a real wallet.
  registerEndpoint(app, 'claimReward', ({ repos, auth, payload }) => rewards.claim(repos, member(auth), payload.rewardId), { tags, refuseTrial: true });
  registerEndpoint(app, 'getReferral', ({ repos, auth, payload }) => referral.referral(repos, member(auth), payload), { tags, refuseTrial: true });

  registerEndpoint(app, 'getMessages', ({ repos, auth, payload }) => inbox.list(repos, member(auth), payload), { tags });
  registerEndpoint(app, 'readMessages', ({ repos, auth, payload }) => inbox.read(repos, member(auth), payload.messageIds), { tags });
  registerEndpoint(app, 'getUnreadCount', ({ repos, auth }) => inbox.unreadCount(repos, member(auth)), { tags });
}
