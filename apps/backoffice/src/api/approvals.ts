// Maker–checker: rewards and refunds above the tenant's threshold wait here for a second staff member.
import type { Approval } from '@portal/contracts';
import { opsApi } from './ops-api';

export type ApprovalStatus = Approval['status'];

export interface ApprovalsPage {
  list: Approval[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  total: number;
}

export const approvalsApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    getApprovals: build.query<ApprovalsPage, { status?: ApprovalStatus; pageNo: number; pageSize: number }>({
      query: ({ status, pageNo, pageSize }) => ({
        url: '/approvals',
        params: { ...(status ? { status } : {}), pageNo, pageSize },
      }),
      providesTags: ['Approvals'],
    }),
    decideApproval: build.mutation<Approval, { approvalId: number; decision: 'approve' | 'reject' }>({
      query: ({ approvalId, decision }) => ({ url: `/approvals/${approvalId}/${decision}`, method: 'POST', body: {} }),
      invalidatesTags: ['Approvals', 'Withdrawals', 'Audit'],
    }),
  }),
});

export const { useGetApprovalsQuery, useDecideApprovalMutation } = approvalsApi;
