// Session calls: login (username or SMS), free play, logout, captcha, the payload key, and the
// one-time login-link codes of the `?token=` login (made by a member, traded once for a session).
import { SESSION_ROUTES, type EndpointRequest, type EndpointValue } from '@portal/contracts';
import { callsOf, portalApi } from '../base-api';
import { getPortalApiConfig } from '../config';

const { call } = callsOf(SESSION_ROUTES);

type WithoutDevice<T> = Omit<T, 'loginDeviceId'>;

export const sessionApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<EndpointValue<'login'>, WithoutDevice<EndpointRequest<'login'>>>({
      query: (body) => call('login', { ...body, loginDeviceId: getPortalApiConfig().getDeviceId() }),
      invalidatesTags: ['Session', 'Member', 'Balance'],
    }),
    loginFreePlay: build.mutation<EndpointValue<'loginFreePlay'>, WithoutDevice<EndpointRequest<'loginFreePlay'>>>({
      query: (body) => call('loginFreePlay', { ...body, loginDeviceId: getPortalApiConfig().getDeviceId() }),
      invalidatesTags: ['Session', 'Member', 'Balance'],
    }),
    logout: build.mutation<EndpointValue<'logout'>, void>({
      query: () => call('logout'),
    }),
    /** A one-time code (one minute) for a `?token=` link to the logged-in account. */
    createLoginLink: build.mutation<EndpointValue<'createLoginLink'>, void>({
      query: () => call('createLoginLink'),
    }),
    /** Trades a link's code once for a session: answers like a login. */
    exchangeLoginLink: build.mutation<
      EndpointValue<'exchangeLoginLink'>,
      WithoutDevice<EndpointRequest<'exchangeLoginLink'>>
    >({
      query: (body) => call('exchangeLoginLink', { ...body, loginDeviceId: getPortalApiConfig().getDeviceId() }),
      invalidatesTags: ['Session', 'Member', 'Balance'],
    }),
    getCaptcha: build.query<EndpointValue<'getCaptcha'>, EndpointRequest<'getCaptcha'>>({
      query: (args) => call('getCaptcha', args),
      // Every image is single-use: never serve one from the cache.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginFreePlayMutation,
  useLogoutMutation,
  useCreateLoginLinkMutation,
  useExchangeLoginLinkMutation,
  useGetCaptchaQuery,
  useLazyGetCaptchaQuery,
} = sessionApi;
