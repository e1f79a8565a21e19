// Member calls: registration, member info, avatar, passwords, language and balance.
import { MEMBER_ROUTES, type EndpointRequest, type EndpointValue } from '@portal/contracts';
import { callsOf, portalApi } from '../base-api';
import { getPortalApiConfig } from '../config';

const { call } = callsOf(MEMBER_ROUTES);

type WithoutDevice<T> = Omit<T, 'loginDeviceId'>;

export const memberApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<EndpointValue<'register'>, WithoutDevice<EndpointRequest<'register'>>>({
      query: (body) => call('register', { ...body, loginDeviceId: getPortalApiConfig().getDeviceId() }),
      invalidatesTags: ['Session', 'Member', 'Balance'],
    }),
    registerMobile: build.mutation<EndpointValue<'registerMobile'>, WithoutDevice<EndpointRequest<'registerMobile'>>>({
      query: (body) => call('registerMobile', { ...body, loginDeviceId: getPortalApiConfig().getDeviceId() }),
      invalidatesTags: ['Session', 'Member', 'Balance'],
    }),
    checkAffiliate: build.query<EndpointValue<'checkAffiliate'>, EndpointRequest<'checkAffiliate'>>({
      query: (args) => call('checkAffiliate', args),
    }),
    sendRegisterSms: build.mutation<EndpointValue<'sendRegisterSms'>, EndpointRequest<'sendRegisterSms'>>({
      query: (body) => call('sendRegisterSms', body),
    }),
    sendLoginSms: build.mutation<EndpointValue<'sendLoginSms'>, EndpointRequest<'sendLoginSms'>>({
      query: (body) => call('sendLoginSms', body),
    }),
    getMemberInfo: build.query<EndpointValue<'getMemberInfo'>, void>({
      query: () => call('getMemberInfo'),
      providesTags: ['Member'],
    }),
    getPlayerAvatar: build.query<EndpointValue<'getPlayerAvatar'>, void>({
      query: () => call('getPlayerAvatar'),
      providesTags: ['Member'],
    }),
    changePassword: build.mutation<EndpointValue<'changePassword'>, EndpointRequest<'changePassword'>>({
      query: (body) => call('changePassword', body),
    }),
    forgotPasswordByEmail: build.mutation<
      EndpointValue<'forgotPasswordByEmail'>,
      EndpointRequest<'forgotPasswordByEmail'>
    >({
      query: (body) => call('forgotPasswordByEmail', body),
    }),
    resetPasswordByPhone: build.mutation<
      EndpointValue<'resetPasswordByPhone'>,
      EndpointRequest<'resetPasswordByPhone'>
    >({
      query: (body) => call('resetPasswordByPhone', body),
      invalidatesTags: ['Session', 'Member', 'Balance'],
    }),
    updateLanguage: build.mutation<EndpointValue<'updateLanguage'>, EndpointRequest<'updateLanguage'>>({
      query: (body) => call('updateLanguage', body),
    }),
    getBalance: build.query<EndpointValue<'getBalance'>, void>({
      query: () => call('getBalance'),
      providesTags: ['Balance'],
    }),
  }),
});

export const {
  useRegisterMutation,
  useRegisterMobileMutation,
  useLazyCheckAffiliateQuery,
  useCheckAffiliateQuery,
  useSendRegisterSmsMutation,
  useSendLoginSmsMutation,
  useGetMemberInfoQuery,
  useGetPlayerAvatarQuery,
  useChangePasswordMutation,
  useForgotPasswordByEmailMutation,
  useResetPasswordByPhoneMutation,
  useUpdateLanguageMutation,
  useGetBalanceQuery,
} = memberApi;
