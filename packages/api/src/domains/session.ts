// Session calls: login (username or SMS), free play, logout, captcha, and the payload key.
import type { EndpointRequest, EndpointValue } from '@portal/contracts';
import { call, portalApi } from '../base-api';
import { getPortalApiConfig } from '../config';

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
    getCaptcha: build.query<EndpointValue<'getCaptcha'>, EndpointRequest<'getCaptcha'>>({
      query: (args) => call('getCaptcha', args),
      // Every image is single-use: never serve one from the cache.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLoginMutation, useLoginFreePlayMutation, useLogoutMutation, useGetCaptchaQuery, useLazyGetCaptchaQuery } = sessionApi;
