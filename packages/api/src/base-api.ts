// The one createApi of the portal. Domain files add their endpoints with injectEndpoints.
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { useDispatch, useStore } from 'react-redux';
import type { EndpointName, EndpointRequest, EndpointRoute } from '@portal/contracts';
import { useStoreSelector } from './store-selector';
import { portalBaseQuery, type EndpointCall } from './base-query';

// RTK Query's hooks read the store with the portal's selector hook (store-selector.ts).
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ hooks: { useDispatch, useSelector: useStoreSelector, useStore } }),
);

export const TAG_TYPES = [
  'Session',
  'Member',
  'Balance',
  'Settings',
  'System',
  'HelpCenter',
  'Announcements',
  'Favorites',
  'RecentGames',
  'LotteryBets',
  // wallet and payments, member-centre records
  'Deposits',
  'Withdrawals',
  'WithdrawSettings',
  'Wallets',
  'Downlines',
  'Records',
  'Rewards',
  'Messages',
  // the points mall
  'Points',
  'PointRedeems',
  // promotions and activities
  'Activities',
  // the agent centre
  'AgentContracts',
  'AgentTeam',
  // customer service and live chat
  'Chat',
  // the second factor and active sessions
  'Authenticator',
  'ActiveSessions',
  // responsible gaming
  'ResponsibleGaming',
  // passkeys (WebAuthn)
  'Passkeys',
] as const;

export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: portalBaseQuery,
  tagTypes: TAG_TYPES,
  // Cached queries: an answer stays for 5 minutes after its last user unmounts.
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});

/**
 * The calls of one domain, from its route table in @portal/contracts (routes/*.ts), typed by the
 * contract: `const { call } = callsOf(AGENT_ROUTES)`. A domain file reads only its own table, so the
 * routes of a lazy screen's calls load with that screen, not with the first paint.
 */
export function callsOf<R extends Partial<Record<EndpointName, EndpointRoute>>>(routes: R) {
  type Name = keyof R & EndpointName;
  return {
    /** The call of one endpoint with its payload. */
    call<N extends Name>(name: N, payload?: EndpointRequest<N>): EndpointCall {
      return { name, route: routes[name] as EndpointRoute, payload };
    },
    /** The call of a `binary` endpoint: the payload goes in the query string, the file is the body. */
    binaryCall<N extends Name>(name: N, payload: EndpointRequest<N>, file: Blob): EndpointCall {
      return { name, route: routes[name] as EndpointRoute, payload, file };
    },
  };
}
