// The points mall's calls (shapes in @portal/contracts' points.ts): the member's points, the
// ratio, the rewards with their stock, redeem (E, password-confirmed), the redeem list, the points
// detail by type and the conversion into balance (E, password-confirmed). Redeem and convert are
// money calls: the base query sends them again with the same request id after a passing fault
// (contracts' retry rule, MONEY_CALLS).
//
// Tags: 'Points' is the balance, the rewards' quantities and the detail, which both mutations
// change; a redeem also changes 'PointRedeems'; a bonus reward or a conversion credits the main
// wallet ('Balance', 'Records', 'Wallets', 'WithdrawSettings'). Points accrue on the platform's
// clock, so the reads are refetched on focus by the feature, not invalidated here. Every read is
// the member's own ('Session').
import { POINTS_ROUTES, type EndpointRequest, type EndpointValue } from '@portal/contracts';
import { callsOf, portalApi } from '../base-api';

const { call } = callsOf(POINTS_ROUTES);

const MONEY_TAGS = ['Balance', 'Records', 'Wallets', 'WithdrawSettings'] as const;

export const pointsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPointBalance: build.query<EndpointValue<'getPointBalance'>, void>({
      query: () => call('getPointBalance', {}),
      providesTags: ['Points', 'Session'],
    }),
    getPointConfig: build.query<EndpointValue<'getPointConfig'>, void>({
      query: () => call('getPointConfig', {}),
      providesTags: ['Session'],
    }),
    getPointRewards: build.query<EndpointValue<'getPointRewards'>, void>({
      query: () => call('getPointRewards', {}),
      providesTags: ['Points', 'PointRedeems', 'Session'],
    }),
    redeemPointReward: build.mutation<EndpointValue<'redeemPointReward'>, EndpointRequest<'redeemPointReward'>>({
      query: (body) => call('redeemPointReward', body),
      invalidatesTags: ['Points', 'PointRedeems', ...MONEY_TAGS],
    }),
    getRedeemPointList: build.query<EndpointValue<'getRedeemPointList'>, EndpointRequest<'getRedeemPointList'>>({
      query: (args) => call('getRedeemPointList', args),
      providesTags: ['PointRedeems', 'Session'],
    }),
    getPointTransactions: build.query<EndpointValue<'getPointTransactions'>, EndpointRequest<'getPointTransactions'>>({
      query: (args) => call('getPointTransactions', args),
      providesTags: ['Points', 'Session'],
    }),
    convertPoint: build.mutation<EndpointValue<'convertPoint'>, EndpointRequest<'convertPoint'>>({
      query: (body) => call('convertPoint', body),
      invalidatesTags: ['Points', ...MONEY_TAGS],
    }),
  }),
});

export const {
  useGetPointBalanceQuery,
  useGetPointConfigQuery,
  useGetPointRewardsQuery,
  useRedeemPointRewardMutation,
  useGetRedeemPointListQuery,
  useGetPointTransactionsQuery,
  useConvertPointMutation,
} = pointsApi;
