// Passkeys (WebAuthn, shapes in @portal/contracts' passkeys.ts): the member's passkeys in My
// account (options, registration, list, rename, remove) and the sign-in with one (options, then the
// browser's signed answer; the value is a login's). The browser's part (`navigator.credentials`)
// is the auth feature's; these only carry the JSON.
//
// Tag: 'Passkeys' is the member's list (the member's own: 'Session').
import { PASSKEY_ROUTES, type EndpointRequest, type EndpointValue } from '@portal/contracts';
import { callsOf, portalApi } from '../base-api';
import { getPortalApiConfig } from '../config';

const { call } = callsOf(PASSKEY_ROUTES);

export const passkeysApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPasskeys: build.query<EndpointValue<'getPasskeys'>, void>({
      query: () => call('getPasskeys', {}),
      providesTags: ['Passkeys', 'Session'],
    }),
    passkeyRegistrationOptions: build.mutation<EndpointValue<'passkeyRegistrationOptions'>, void>({
      query: () => call('passkeyRegistrationOptions'),
    }),
    registerPasskey: build.mutation<EndpointValue<'registerPasskey'>, EndpointRequest<'registerPasskey'>>({
      query: (body) => call('registerPasskey', body),
      invalidatesTags: ['Passkeys'],
    }),
    renamePasskey: build.mutation<EndpointValue<'renamePasskey'>, EndpointRequest<'renamePasskey'>>({
      query: (body) => call('renamePasskey', body),
      invalidatesTags: ['Passkeys'],
    }),
    removePasskey: build.mutation<EndpointValue<'removePasskey'>, EndpointRequest<'removePasskey'>>({
      query: (body) => call('removePasskey', body),
      invalidatesTags: ['Passkeys'],
    }),
    passkeyLoginOptions: build.mutation<EndpointValue<'passkeyLoginOptions'>, void>({
      query: () => call('passkeyLoginOptions'),
    }),
    /** The browser's answer to the sign-in options; the value is a login's. */
    passkeyLogin: build.mutation<EndpointValue<'passkeyLogin'>, Omit<EndpointRequest<'passkeyLogin'>, 'loginDeviceId'>>(
      {
        query: (body) => call('passkeyLogin', { ...body, loginDeviceId: getPortalApiConfig().getDeviceId() }),
        invalidatesTags: ['Session', 'Member', 'Balance'],
      },
    ),
  }),
});

export const {
  useGetPasskeysQuery,
  usePasskeyRegistrationOptionsMutation,
  useRegisterPasskeyMutation,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
  usePasskeyLoginOptionsMutation,
  usePasskeyLoginMutation,
} = passkeysApi;
