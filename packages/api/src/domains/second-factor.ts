// The second factor and the active sessions (shapes in @portal/contracts' second-factor.ts): the
// login's second step (answers like a login), the authenticator app's binding (BINDGA3), and the
// member's sessions with sign-out of the others.
//
// Tags: 'Authenticator' is the binding's status (binding, confirming and unbinding change it, and
// the withdrawal settings' `authenticatorRequired`); 'ActiveSessions' the list. Both are the
// member's own ('Session').
import { SECOND_FACTOR_ROUTES, type EndpointRequest, type EndpointValue } from '@portal/contracts';
import { callsOf, portalApi } from '../base-api';
import { getPortalApiConfig } from '../config';

const { call } = callsOf(SECOND_FACTOR_ROUTES);

export const secondFactorApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** Answers a login's `login_verify_required` challenge with its ticket; the value is a login's. */
    verifyLogin: build.mutation<EndpointValue<'verifyLogin'>, Omit<EndpointRequest<'verifyLogin'>, 'loginDeviceId'>>({
      query: (body) => call('verifyLogin', { ...body, loginDeviceId: getPortalApiConfig().getDeviceId() }),
      invalidatesTags: ['Session', 'Member', 'Balance'],
    }),
    /** "Send the code again" on a login's new-device step: a new code for the same ticket, once a minute. */
    resendLoginCode: build.mutation<EndpointValue<'resendLoginCode'>, EndpointRequest<'resendLoginCode'>>({
      query: (body) => call('resendLoginCode', body),
    }),
    getAuthenticator: build.query<EndpointValue<'getAuthenticator'>, void>({
      query: () => call('getAuthenticator', {}),
      providesTags: ['Authenticator', 'Session'],
    }),
    startAuthenticatorBinding: build.mutation<EndpointValue<'startAuthenticatorBinding'>, void>({
      query: () => call('startAuthenticatorBinding'),
    }),
    confirmAuthenticatorBinding: build.mutation<
      EndpointValue<'confirmAuthenticatorBinding'>,
      EndpointRequest<'confirmAuthenticatorBinding'>
    >({
      query: (body) => call('confirmAuthenticatorBinding', body),
      invalidatesTags: ['Authenticator', 'WithdrawSettings'],
    }),
    unbindAuthenticator: build.mutation<EndpointValue<'unbindAuthenticator'>, EndpointRequest<'unbindAuthenticator'>>({
      query: (body) => call('unbindAuthenticator', body),
      invalidatesTags: ['Authenticator', 'WithdrawSettings'],
    }),
    getActiveSessions: build.query<EndpointValue<'getActiveSessions'>, void>({
      query: () => call('getActiveSessions', {}),
      providesTags: ['ActiveSessions', 'Session'],
    }),
    endSession: build.mutation<EndpointValue<'endSession'>, EndpointRequest<'endSession'>>({
      query: (body) => call('endSession', body),
      invalidatesTags: ['ActiveSessions'],
    }),
    endOtherSessions: build.mutation<EndpointValue<'endOtherSessions'>, void>({
      query: () => call('endOtherSessions'),
      invalidatesTags: ['ActiveSessions'],
    }),
  }),
});

export const {
  useVerifyLoginMutation,
  useResendLoginCodeMutation,
  useGetAuthenticatorQuery,
  useStartAuthenticatorBindingMutation,
  useConfirmAuthenticatorBindingMutation,
  useUnbindAuthenticatorMutation,
  useGetActiveSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
} = secondFactorApi;
