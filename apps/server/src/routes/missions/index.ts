// The missions' calls (spec lobby §7: MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard).
// One registerEndpoint line per call; the rules are in services/missions. Trial accounts are
// refused (play money does not count toward missions).
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/app/endpoint-route';

export default async function missionsRoutes(app: FastifyInstance) {
  const { missions, clock } = app.platform;
  const options = { refuseTrial: true, tags: ['missions'] };

  registerEndpoint(
    app,
    'getMissionSummary',
    ({ tenant, repos, account, language }) => missions.summary(tenant, repos, account, language, clock.now()),
    options,
  );
  registerEndpoint(
    app,
    'getMissionLeaderboard',
    ({ tenant, repos, account, payload }) => missions.leaderboard(tenant, repos, account, payload, clock.now()),
    options,
  );
}
