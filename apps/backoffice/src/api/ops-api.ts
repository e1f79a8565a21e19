// The back office's one RTK Query api: the staff calls under `/ops` (packages/contracts/src/operator.ts).
// It is not @portal/api's portalApi: that one speaks for a player (raw token, Merchant header,
// encrypted bodies); staff carry a bearer token and their tenant comes from their login. Each
// domain file adds its endpoints with injectEndpoints, like the portal's.
import { createApi } from '@reduxjs/toolkit/query/react';
import { opsBaseQuery } from './ops-base-query';

export const OPS_TAG_TYPES = [
  'Session',
  'Withdrawals',
  'Approvals',
  'Staff',
  'Audit',
  'PointsRedeems',
  'Announcements',
  'HelpArticles',
  'PromotionApplications',
  'PromotionContent',
  'MissionContent',
  'SupportConversations',
  'SupportConversation',
  'CannedReplies',
] as const;

export const opsApi = createApi({
  reducerPath: 'opsApi',
  baseQuery: opsBaseQuery,
  tagTypes: OPS_TAG_TYPES,
  // Staff work on live queues: answers are refetched when a page mounts again.
  refetchOnMountOrArgChange: 30,
  endpoints: () => ({}),
});

/** An answer that may wait for a second staff member: 200 the thing done, 202 an Approval. */
export type Decided<Done, Pending> = { kind: 'done'; value: Done } | { kind: 'pending'; approval: Pending };

/** Reads 200 / 202 of a maker–checker call (refund, reward). */
export function decided<Done, Pending>(value: unknown, status: number | undefined): Decided<Done, Pending> {
  if (status === 202) return { kind: 'pending', approval: value as Pending };
  return { kind: 'done', value: value as Done };
}
