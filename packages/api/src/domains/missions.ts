// The missions' calls (shapes in @portal/contracts' missions.ts): the member's missions of this
// period with their progress and the open count (the member centre's badge), and this period's
// leaderboard. Progress moves on the platform as the member bets and deposits, so nothing here
// invalidates them: the badge polls and the page reads again when it opens. Every read is the
// member's own ('Session').
import { MISSIONS_ROUTES, type EndpointRequest, type EndpointValue } from '@portal/contracts';
import { callsOf, portalApi } from '../base-api';

const { call } = callsOf(MISSIONS_ROUTES);

export const missionsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getMissionSummary: build.query<EndpointValue<'getMissionSummary'>, void>({
      query: () => call('getMissionSummary', {}),
      providesTags: ['Session'],
    }),
    getMissionLeaderboard: build.query<
      EndpointValue<'getMissionLeaderboard'>,
      EndpointRequest<'getMissionLeaderboard'>
    >({
      query: (args) => call('getMissionLeaderboard', args),
      providesTags: ['Session'],
    }),
  }),
});

export const { useGetMissionSummaryQuery, useGetMissionLeaderboardQuery } = missionsApi;
