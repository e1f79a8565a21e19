// System calls: the boot (status) call that carries the tenant configuration, module tree,
// registration settings, countries, domains, help centre, announcements and feedback.
import { SYSTEM_ROUTES, type EndpointRequest, type EndpointValue } from '@portal/contracts';
import { callsOf, portalApi } from '../base-api';

const { call } = callsOf(SYSTEM_ROUTES);

export const systemApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getSystemStatus: build.query<EndpointValue<'getSystemStatus'>, EndpointRequest<'getSystemStatus'>>({
      query: (args) => call('getSystemStatus', args),
      providesTags: ['System'],
    }),
    getWhitelabel: build.query<EndpointValue<'getWhitelabel'>, void>({
      query: () => call('getWhitelabel'),
      providesTags: ['System'],
    }),
    getRegisterSettings: build.query<EndpointValue<'getRegisterSettings'>, void>({
      query: () => call('getRegisterSettings'),
      providesTags: ['Settings'],
    }),
    getCountries: build.query<EndpointValue<'getCountries'>, void>({
      query: () => call('getCountries'),
      keepUnusedDataFor: 3600,
    }),
    getDomainRoute: build.query<EndpointValue<'getDomainRoute'>, void>({
      query: () => call('getDomainRoute'),
    }),
    getHelpCenter: build.query<EndpointValue<'getHelpCenter'>, EndpointRequest<'getHelpCenter'>>({
      query: (args) => call('getHelpCenter', args),
      providesTags: ['HelpCenter'],
    }),
    getListAnnouncements: build.query<EndpointValue<'getListAnnouncements'>, EndpointRequest<'getListAnnouncements'>>({
      query: (args) => call('getListAnnouncements', args),
      providesTags: ['Announcements'],
    }),
    sendFeedback: build.mutation<EndpointValue<'sendFeedback'>, EndpointRequest<'sendFeedback'>>({
      query: (body) => call('sendFeedback', body),
    }),
  }),
});

export const {
  useGetSystemStatusQuery,
  useGetWhitelabelQuery,
  useGetRegisterSettingsQuery,
  useGetCountriesQuery,
  useGetDomainRouteQuery,
  useGetHelpCenterQuery,
  useGetListAnnouncementsQuery,
  useSendFeedbackMutation,
} = systemApi;
