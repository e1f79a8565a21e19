// Promotion applications (finance, content): the brand's applications by state, an application's
// images (fetched as bytes, applicationImageUrl), issue (finance: 200 issued, or 202 waiting for a
// second finance member above the brand's threshold) and reject with the reason the member reads.
import type { APPLICATION_STATES, Approval, OperatorApplication } from '@portal/contracts';
import { decided, opsApi, type Decided } from './ops-api';

/** The states an application is listed by (applying waits for a decision). */
export type ApplicationState = (typeof APPLICATION_STATES)[number];

export interface ApplicationsPage {
  list: OperatorApplication[];
  pageNo: number;
  pageSize: number;
  totalPages: number;
  total: number;
}

const path = (activityId: number, action: string) => `/promotions/applications/${activityId}/${action}`;

export const promotionApplicationsApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    getApplications: build.query<ApplicationsPage, { state?: ApplicationState; pageNo: number; pageSize: number }>({
      query: ({ state, pageNo, pageSize }) => ({
        url: '/promotions/applications',
        params: { ...(state ? { state } : {}), pageNo, pageSize },
      }),
      providesTags: ['PromotionApplications'],
    }),
    issueApplication: build.mutation<Decided<OperatorApplication, Approval>, { activityId: number }>({
      query: ({ activityId }) => ({ url: path(activityId, 'issue'), method: 'POST', body: {} }),
      transformResponse: (value: unknown, meta) =>
        decided<OperatorApplication, Approval>(value, meta?.response?.status),
      invalidatesTags: ['PromotionApplications', 'Approvals', 'Audit'],
    }),
    rejectApplication: build.mutation<OperatorApplication, { activityId: number; remark: string }>({
      query: ({ activityId, remark }) => ({ url: path(activityId, 'reject'), method: 'POST', body: { remark } }),
      invalidatesTags: ['PromotionApplications', 'Audit'],
    }),
  }),
});

export const { useGetApplicationsQuery, useIssueApplicationMutation, useRejectApplicationMutation } =
  promotionApplicationsApi;

/** The address of one image (fetched with the bearer header, never put in an <img src> as is). */
export function applicationImageUrl(activityId: number, imageNo: number): string {
  return path(activityId, `images/${imageNo}`);
}
