// Social sign-in through OpenID Connect (shapes in @portal/contracts' social-sign-in.ts): the
// tenant's buttons, the start (the provider's authorize URL the browser goes to), the callback
// page's completion (answers like a login) and the link of an identity after the member's password.
import { SOCIAL_SIGN_IN_ROUTES, type EndpointRequest, type EndpointValue } from '@portal/contracts';
import { callsOf, portalApi } from '../base-api';
import { getPortalApiConfig } from '../config';

const { call } = callsOf(SOCIAL_SIGN_IN_ROUTES);

export const socialSignInApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    listSocialProviders: build.query<EndpointValue<'listSocialProviders'>, void>({
      query: () => call('listSocialProviders', {}),
      providesTags: ['System'],
    }),
    startSocialSignIn: build.mutation<EndpointValue<'startSocialSignIn'>, EndpointRequest<'startSocialSignIn'>>({
      query: (body) => call('startSocialSignIn', body),
    }),
    completeSocialSignIn: build.mutation<
      EndpointValue<'completeSocialSignIn'>,
      Omit<EndpointRequest<'completeSocialSignIn'>, 'loginDeviceId'>
    >({
      query: (body) => call('completeSocialSignIn', { ...body, loginDeviceId: getPortalApiConfig().getDeviceId() }),
      invalidatesTags: ['Session', 'Member', 'Balance'],
    }),
    linkSocialIdentity: build.mutation<
      EndpointValue<'linkSocialIdentity'>,
      Omit<EndpointRequest<'linkSocialIdentity'>, 'loginDeviceId'>
    >({
      query: (body) => call('linkSocialIdentity', { ...body, loginDeviceId: getPortalApiConfig().getDeviceId() }),
      invalidatesTags: ['Session', 'Member', 'Balance'],
    }),
  }),
});

export const {
  useListSocialProvidersQuery,
  useStartSocialSignInMutation,
  useCompleteSocialSignInMutation,
  useLinkSocialIdentityMutation,
} = socialSignInApi;
