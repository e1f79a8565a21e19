// Staff session calls: log in, who is logged in, log out, change one's own password.
import type { StaffLoginRequest, StaffLoginValue, StaffSession, staffPasswordChangeSchema } from '@portal/contracts';
import type { z } from 'zod';
import { loggedOut, tokenReceived } from '../session/session-slice';
import { opsApi } from './ops-api';

export type StaffPasswordChange = z.infer<typeof staffPasswordChangeSchema>;

export const sessionApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    logIn: build.mutation<StaffLoginValue, StaffLoginRequest>({
      query: (body) => ({ url: '/session', method: 'POST', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // Whatever an earlier staff member of this tab had loaded is not this one's.
          dispatch(opsApi.util.resetApiState());
          dispatch(tokenReceived(data.token));
        } catch {
          // The form shows the error.
        }
      },
    }),
    getSession: build.query<StaffSession, void>({
      query: () => '/session',
      providesTags: ['Session'],
    }),
    logOut: build.mutation<null, void>({
      query: () => ({ url: '/session', method: 'DELETE' }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        // Logged out here whatever the platform answers (an ended session is ended too).
        await queryFulfilled.catch(() => undefined);
        dispatch(loggedOut());
        dispatch(opsApi.util.resetApiState());
      },
    }),
    changePassword: build.mutation<null, StaffPasswordChange>({
      query: (body) => ({ url: '/session/password', method: 'POST', body }),
    }),
  }),
});

export const { useLogInMutation, useGetSessionQuery, useLogOutMutation, useChangePasswordMutation } = sessionApi;
