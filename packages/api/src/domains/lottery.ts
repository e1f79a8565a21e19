// Lottery calls (shapes in @portal/contracts' lottery.ts): the game menus by group, the
// VN menu and the member's recent VN lotteries, popular lotteries, the current issue (with the
// server's time for the countdown), results (opened numero, VN opened numbers), placing bets, the
// member's bets of an issue, the draw verification and the LOTT launch.
//
// Tags: placing bets debits the wallet ('Balance') and adds to the member's bets ('LotteryBets');
// the member's own lists belong to the session ('Session' refetches them after a login or logout).
// Issues and results change with the clock, not with tags: the screens poll or refetch at the draw.
import { LOTTERY_ROUTES, type EndpointRequest, type EndpointValue } from '@portal/contracts';
import { callsOf, portalApi } from '../base-api';

const { call } = callsOf(LOTTERY_ROUTES);

/** Menus are operator data: a few minutes is fresh enough. */
const MENU_CACHE_SECONDS = 600;

export const lotteryApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getLotteryMenus: build.query<EndpointValue<'getLotteryMenus'>, EndpointRequest<'getLotteryMenus'> | void>({
      query: (args) => call('getLotteryMenus', args ?? {}),
      keepUnusedDataFor: MENU_CACHE_SECONDS,
    }),
    getVnLotteryMenu: build.query<
      EndpointValue<'getVnLotteryMenu'>,
      Partial<EndpointRequest<'getVnLotteryMenu'>> | void
    >({
      query: (args) => call('getVnLotteryMenu', { device: 'WEB', ...(args ?? {}) }),
      keepUnusedDataFor: MENU_CACHE_SECONDS,
    }),
    getVnLotteryRecent: build.query<
      EndpointValue<'getVnLotteryRecent'>,
      Partial<EndpointRequest<'getVnLotteryRecent'>> | void
    >({
      query: (args) => call('getVnLotteryRecent', { count: 10, ...(args ?? {}) }),
      providesTags: ['LotteryBets', 'Session'],
    }),
    getPopularLotteries: build.query<
      EndpointValue<'getPopularLotteries'>,
      Partial<EndpointRequest<'getPopularLotteries'>> | void
    >({
      query: (args) => call('getPopularLotteries', { count: 20, ...(args ?? {}) }),
    }),
    getVnOpenedNumbers: build.query<
      EndpointValue<'getVnOpenedNumbers'>,
      Partial<EndpointRequest<'getVnOpenedNumbers'>> | void
    >({
      query: (args) => call('getVnOpenedNumbers', { count: 100, ...(args ?? {}) }),
    }),
    getOpenedNumero: build.query<EndpointValue<'getOpenedNumero'>, EndpointRequest<'getOpenedNumero'>>({
      query: (args) => call('getOpenedNumero', args),
      providesTags: ['Session'],
    }),
    getLotteryIssue: build.query<EndpointValue<'getLotteryIssue'>, EndpointRequest<'getLotteryIssue'>>({
      query: (args) => call('getLotteryIssue', args),
      // The countdown reads serverTime: never serve an old answer from the cache.
      keepUnusedDataFor: 0,
    }),
    placeLotteryBets: build.mutation<EndpointValue<'placeLotteryBets'>, EndpointRequest<'placeLotteryBets'>>({
      query: (body) => call('placeLotteryBets', body),
      invalidatesTags: ['Balance', 'LotteryBets'],
    }),
    getLotteryBets: build.query<EndpointValue<'getLotteryBets'>, EndpointRequest<'getLotteryBets'>>({
      query: (args) => call('getLotteryBets', args),
      providesTags: ['LotteryBets', 'Session'],
    }),
    verifyLotteryDraw: build.query<EndpointValue<'verifyLotteryDraw'>, EndpointRequest<'verifyLotteryDraw'>>({
      query: (args) => call('verifyLotteryDraw', args),
    }),
    // A GET on the wire, but an action (the launch of spec §3): never cached.
    launchLottery: build.mutation<EndpointValue<'launchLottery'>, EndpointRequest<'launchLottery'>>({
      query: (args) => call('launchLottery', args),
    }),
  }),
});

export const {
  useGetLotteryMenusQuery,
  useGetVnLotteryMenuQuery,
  useGetVnLotteryRecentQuery,
  useGetPopularLotteriesQuery,
  useGetVnOpenedNumbersQuery,
  useGetOpenedNumeroQuery,
  useGetLotteryIssueQuery,
  usePlaceLotteryBetsMutation,
  useGetLotteryBetsQuery,
  useVerifyLotteryDrawQuery,
  useLaunchLotteryMutation,
} = lotteryApi;
