// Where every call goes and how it travels — path, method, module flag, token, encryption, payload
// encoding — without its schemas or its docs line (endpoint-summaries.ts). One table per domain
// (routes/*.ts), the same domains as @portal/api's endpoint files: the portal's client reads a domain's
// table only where that domain's calls are made, so a lazy screen's calls stay out of the first paint.
// No zod here: the first paint makes calls with these tables and loads the schemas (endpoints.ts) only
// to check answers. endpoints.ts adds the schemas to each route, so a path is written once, in its
// domain's table.
import type { EndpointRoute } from './endpoint-route';
import { SESSION_ROUTES } from './routes/session';
import { MEMBER_ROUTES } from './routes/member';
import { SYSTEM_ROUTES } from './routes/system';
import { GAMES_ROUTES } from './routes/games';
import { INHOUSE_ROUTES } from './routes/inhouse';
import { LOTTERY_ROUTES } from './routes/lottery';
import { WALLET_ROUTES } from './routes/wallet';
import { POINTS_ROUTES } from './routes/points';
import { PROMOTIONS_ROUTES } from './routes/promotions';
import { MISSIONS_ROUTES } from './routes/missions';
import { RECORDS_ROUTES } from './routes/records';
import { AGENT_ROUTES } from './routes/agent';
import { SUPPORT_ROUTES } from './routes/support';
import { SECOND_FACTOR_ROUTES } from './routes/second-factor';
import { RESPONSIBLE_GAMING_ROUTES } from './routes/responsible-gaming';
import { SOCIAL_SIGN_IN_ROUTES } from './routes/social-sign-in';

export type { EndpointRoute, HttpMethod, PayloadEncoding } from './endpoint-route';

/**
 * Every call, from the tables of its domain (routes/*.ts). The platform and the contract read this;
 * the portal's client does not: each of its domain files reads its own table, so the first paint
 * carries only the routes of the calls it can make.
 */
export const ENDPOINT_ROUTES = {
  ...SESSION_ROUTES,
  ...MEMBER_ROUTES,
  ...SYSTEM_ROUTES,
  ...GAMES_ROUTES,
  ...INHOUSE_ROUTES,
  ...LOTTERY_ROUTES,
  ...WALLET_ROUTES,
  ...POINTS_ROUTES,
  ...PROMOTIONS_ROUTES,
  ...MISSIONS_ROUTES,
  ...RECORDS_ROUTES,
  ...AGENT_ROUTES,
  ...SUPPORT_ROUTES,
  ...SECOND_FACTOR_ROUTES,
  ...RESPONSIBLE_GAMING_ROUTES,
  ...SOCIAL_SIGN_IN_ROUTES,
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof ENDPOINT_ROUTES;
export const ENDPOINT_NAMES = Object.keys(ENDPOINT_ROUTES) as EndpointName[];
