// The calls of missions: where each goes and how it travels (see endpoint-routes.ts).
import type { EndpointRoute } from '../endpoint-route';

export const MISSIONS_ROUTES = {
  getMissionSummary: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getMissionLeaderboard: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    token: true,
    encrypted: false,
    body: 'query',
  },
} as const satisfies Record<string, EndpointRoute>;
