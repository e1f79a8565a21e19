// The audit trail (admin): every staff decision and refused attempt, newest first.
import type { AuditAction, AuditEntry } from '@portal/contracts';
import { opsApi } from './ops-api';

export interface AuditQuery {
  action?: AuditAction;
  actor?: string;
  username?: string;
  pageNo: number;
  pageSize: number;
}

export interface AuditPage {
  list: AuditEntry[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  total: number;
}

export const auditApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<AuditPage, AuditQuery>({
      query: ({ action, actor, username, pageNo, pageSize }) => ({
        url: '/audit',
        params: {
          ...(action ? { action } : {}),
          ...(actor ? { actor } : {}),
          ...(username ? { username } : {}),
          pageNo,
          pageSize,
        },
      }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditQuery } = auditApi;
