// The withdrawal queue (finance, support): list, decide, mark paid, refund (200 done or 202 waiting
// for a second staff member).
import type { Approval, OperatorWithdrawal, WithdrawalStatus } from '@portal/contracts';
import { decided, opsApi, type Decided } from './ops-api';

export interface WithdrawalsQuery {
  status?: WithdrawalStatus;
  username?: string;
  pageNo: number;
  pageSize: number;
}

export interface WithdrawalsPage {
  list: OperatorWithdrawal[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  total: number;
}

export interface WithdrawalDecision {
  withdrawalNo: string;
  remark?: string;
}

const path = (withdrawalNo: string, action: string) => `/withdrawals/${encodeURIComponent(withdrawalNo)}/${action}`;

export const withdrawalsApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    getWithdrawals: build.query<WithdrawalsPage, WithdrawalsQuery>({
      query: ({ status, username, pageNo, pageSize }) => ({
        url: '/withdrawals',
        params: { ...(status ? { status } : {}), ...(username ? { username } : {}), pageNo, pageSize },
      }),
      providesTags: ['Withdrawals'],
    }),
    approveWithdrawal: build.mutation<OperatorWithdrawal, WithdrawalDecision>({
      query: ({ withdrawalNo, remark }) => ({
        url: path(withdrawalNo, 'approve'),
        method: 'POST',
        body: remark ? { remark } : {},
      }),
      invalidatesTags: ['Withdrawals', 'Audit'],
    }),
    rejectWithdrawal: build.mutation<OperatorWithdrawal, WithdrawalDecision>({
      query: ({ withdrawalNo, remark }) => ({
        url: path(withdrawalNo, 'reject'),
        method: 'POST',
        body: remark ? { remark } : {},
      }),
      invalidatesTags: ['Withdrawals', 'Audit'],
    }),
    markWithdrawalPaid: build.mutation<OperatorWithdrawal, { withdrawalNo: string }>({
      query: ({ withdrawalNo }) => ({ url: path(withdrawalNo, 'paid'), method: 'POST', body: {} }),
      invalidatesTags: ['Withdrawals', 'Audit'],
    }),
    refundWithdrawal: build.mutation<Decided<OperatorWithdrawal, Approval>, { withdrawalNo: string }>({
      query: ({ withdrawalNo }) => ({ url: path(withdrawalNo, 'refund'), method: 'POST', body: {} }),
      transformResponse: (value: unknown, meta) => decided<OperatorWithdrawal, Approval>(value, meta?.response?.status),
      invalidatesTags: ['Withdrawals', 'Approvals', 'Audit'],
    }),
  }),
});

export const {
  useGetWithdrawalsQuery,
  useApproveWithdrawalMutation,
  useRejectWithdrawalMutation,
  useMarkWithdrawalPaidMutation,
  useRefundWithdrawalMutation,
} = withdrawalsApi;

/** The address of one proof image (fetched with the bearer header, never put in an <img src> as is). */
export function proofUrl(withdrawalNo: string, proofNo: number): string {
  return `${path(withdrawalNo, 'proofs')}/${proofNo}`;
}
