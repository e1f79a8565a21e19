// Responsible gaming's calls (shapes in @portal/contracts' responsible-gaming.ts): the member's
// limits, reality-check interval, time-out and self-exclusion, and the reality check the game
// screen reads. Every change invalidates 'ResponsibleGaming' (the page reads the state again); a
// deposit or a bet uses up a limit on the platform, so the page also reads again when it opens
// ('Session' too: a login or logout refetches). A self-exclusion ends the session on the platform.
import { RESPONSIBLE_GAMING_ROUTES, type EndpointRequest, type EndpointValue } from '@portal/contracts';
import { callsOf, portalApi } from '../base-api';

const { call } = callsOf(RESPONSIBLE_GAMING_ROUTES);

export const responsibleGamingApi = portalApi.injectEndpoints({
  endpoints: (build) => {
    return {
      getResponsibleGaming: build.query<EndpointValue<'getResponsibleGaming'>, void>({
        query: () => call('getResponsibleGaming', {}),
        providesTags: ['ResponsibleGaming', 'Session'],
      }),
      setGamingLimit: build.mutation<EndpointValue<'setGamingLimit'>, EndpointRequest<'setGamingLimit'>>({
        query: (body) => call('setGamingLimit', body),
        invalidatesTags: ['ResponsibleGaming'],
      }),
      cancelGamingLimitRaise: build.mutation<
        EndpointValue<'cancelGamingLimitRaise'>,
        EndpointRequest<'cancelGamingLimitRaise'>
      >({
        query: (body) => call('cancelGamingLimitRaise', body),
        invalidatesTags: ['ResponsibleGaming'],
      }),
      setRealityCheck: build.mutation<EndpointValue<'setRealityCheck'>, EndpointRequest<'setRealityCheck'>>({
        query: (body) => call('setRealityCheck', body),
        invalidatesTags: ['ResponsibleGaming'],
      }),
      getRealityCheck: build.query<EndpointValue<'getRealityCheck'>, void>({
        query: () => call('getRealityCheck', {}),
        providesTags: ['ResponsibleGaming', 'Session'],
        // Always the figures of now: the check is read when its interval passes.
        keepUnusedDataFor: 0,
      }),
      startTimeOut: build.mutation<EndpointValue<'startTimeOut'>, EndpointRequest<'startTimeOut'>>({
        query: (body) => call('startTimeOut', body),
        invalidatesTags: ['ResponsibleGaming'],
      }),
      selfExclude: build.mutation<EndpointValue<'selfExclude'>, EndpointRequest<'selfExclude'>>({
        query: (body) => call('selfExclude', body),
      }),
    };
  },
});

export const {
  useGetResponsibleGamingQuery,
  useSetGamingLimitMutation,
  useCancelGamingLimitRaiseMutation,
  useSetRealityCheckMutation,
  useLazyGetRealityCheckQuery,
  useGetRealityCheckQuery,
  useStartTimeOutMutation,
  useSelfExcludeMutation,
} = responsibleGamingApi;
