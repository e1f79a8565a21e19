// Staff accounts (admin): list, create (a one-time password), change roles or name, switch off/on,
// reset a password (a new one-time password).
import type { CreateStaffRequest, Staff, StaffWithPassword, UpdateStaffRequest } from '@portal/contracts';
import { opsApi } from './ops-api';

export const staffApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    getStaff: build.query<{ list: Staff[] }, void>({
      query: () => '/staff',
      providesTags: ['Staff'],
    }),
    createStaff: build.mutation<StaffWithPassword, CreateStaffRequest>({
      query: (body) => ({ url: '/staff', method: 'POST', body }),
      invalidatesTags: ['Staff', 'Audit'],
    }),
    updateStaff: build.mutation<Staff, { staffId: number; changes: UpdateStaffRequest }>({
      query: ({ staffId, changes }) => ({ url: `/staff/${staffId}`, method: 'PUT', body: changes }),
      invalidatesTags: ['Staff', 'Audit', 'Session'],
    }),
    resetStaffPassword: build.mutation<StaffWithPassword, { staffId: number }>({
      query: ({ staffId }) => ({ url: `/staff/${staffId}/password`, method: 'POST', body: {} }),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const { useGetStaffQuery, useCreateStaffMutation, useUpdateStaffMutation, useResetStaffPasswordMutation } =
  staffApi;
