// The points mall's redeem queue (finance): the tenant's redeems by state, and the decision on a
// goods redeem in process — approve (it ships) or reject with a remark (points and stock come back).
import type { PointRedeem, RedeemStatus } from '@portal/contracts';
import { opsApi } from './ops-api';

/** A redeem as finance sees it: whose (the member's account id) besides the member's own view. */
export type OperatorRedeem = PointRedeem & { accountId: number };

export interface RedeemsPage {
  list: OperatorRedeem[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  total: number;
}

export interface RedeemDecision {
  redeemNo: string;
  decision: 'approve' | 'reject';
  remark?: string;
}

export const pointsRedeemsApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    getRedeems: build.query<RedeemsPage, { status?: RedeemStatus; pageNo: number; pageSize: number }>({
      query: ({ status, pageNo, pageSize }) => ({
        url: '/points/redeems',
        params: { ...(status ? { status } : {}), pageNo, pageSize },
      }),
      providesTags: ['PointsRedeems'],
    }),
    decideRedeem: build.mutation<OperatorRedeem, RedeemDecision>({
      query: ({ redeemNo, decision, remark }) => ({
        url: `/points/redeems/${encodeURIComponent(redeemNo)}/${decision}`,
        method: 'POST',
        body: remark ? { remark } : {},
      }),
      invalidatesTags: ['PointsRedeems', 'Audit'],
    }),
  }),
});

export const { useGetRedeemsQuery, useDecideRedeemMutation } = pointsRedeemsApi;
