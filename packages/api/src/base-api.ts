// The one createApi of the portal. Domain files add their endpoints with injectEndpoints.
import { createApi } from '@reduxjs/toolkit/query/react';
import type { EndpointName, EndpointRequest } from '@portal/contracts';
import { portalBaseQuery, type EndpointCall } from './base-query';

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
] as const;

export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: portalBaseQuery,
  tagTypes: TAG_TYPES,
  // Cached queries: an answer stays for 5 minutes after its last user unmounts.
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});

/** The call of one registry endpoint with its payload, typed by the contract. */
export function call<N extends EndpointName>(name: N, payload?: EndpointRequest<N>): EndpointCall {
  return { name, payload };
}

/** The call of a `binary` endpoint: the payload goes in the query string, the file is the body. */
export function binaryCall<N extends EndpointName>(name: N, payload: EndpointRequest<N>, file: Blob): EndpointCall {
  return { name, payload, file };
}
