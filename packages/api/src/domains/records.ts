// Member-centre record calls (shapes in @portal/contracts' records.ts): betting record,
// account record (every ledger row), personal profit and loss by day, bonus details, the reward
// centre, referral and platform messages with the unread count the header shows.
//
// Tags: the ledger-backed records share 'Records', which every money mutation invalidates (see
// wallet.ts); claiming a reward moves money too, so it invalidates 'Balance', 'Records' and
// 'Rewards'. Reading messages lowers the unread count ('Messages'). Every list is the member's
// own, so each also carries 'Session' (a login or logout refetches it).
import { RECORDS_ROUTES, type EndpointRequest, type EndpointValue } from '@portal/contracts';
import { callsOf, portalApi } from '../base-api';

const { call } = callsOf(RECORDS_ROUTES);

export const recordsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getBettingRecords: build.query<EndpointValue<'getBettingRecords'>, EndpointRequest<'getBettingRecords'>>({
      query: (args) => call('getBettingRecords', args),
      // Bets are placed by games and the lottery, which invalidate 'Balance' and 'LotteryBets'.
      providesTags: ['Records', 'Balance', 'LotteryBets', 'Session'],
    }),
    getTransactions: build.query<EndpointValue<'getTransactions'>, EndpointRequest<'getTransactions'>>({
      query: (args) => call('getTransactions', args),
      providesTags: ['Records', 'Balance', 'Session'],
    }),
    getPersonalProfit: build.query<EndpointValue<'getPersonalProfit'>, EndpointRequest<'getPersonalProfit'>>({
      query: (args) => call('getPersonalProfit', args),
      providesTags: ['Records', 'Balance', 'Session'],
    }),
    getBonuses: build.query<EndpointValue<'getBonuses'>, EndpointRequest<'getBonuses'>>({
      query: (args) => call('getBonuses', args),
      providesTags: ['Records', 'Rewards', 'Session'],
    }),
    getRewards: build.query<EndpointValue<'getRewards'>, EndpointRequest<'getRewards'> | void>({
      query: (args) => call('getRewards', args ?? {}),
      providesTags: ['Rewards', 'Session'],
    }),
    claimReward: build.mutation<EndpointValue<'claimReward'>, EndpointRequest<'claimReward'>>({
      query: (body) => call('claimReward', body),
      invalidatesTags: ['Balance', 'Rewards', 'Records', 'Wallets', 'WithdrawSettings'],
    }),
    getReferral: build.query<EndpointValue<'getReferral'>, EndpointRequest<'getReferral'> | void>({
      query: (args) => call('getReferral', args ?? {}),
      providesTags: ['Session'],
    }),
    getMessages: build.query<EndpointValue<'getMessages'>, EndpointRequest<'getMessages'> | void>({
      query: (args) => call('getMessages', args ?? {}),
      providesTags: ['Messages', 'Session'],
    }),
    readMessages: build.mutation<EndpointValue<'readMessages'>, EndpointRequest<'readMessages'>>({
      query: (body) => call('readMessages', body),
      invalidatesTags: ['Messages'],
    }),
    getUnreadCount: build.query<EndpointValue<'getUnreadCount'>, void>({
      query: () => call('getUnreadCount', {}),
      providesTags: ['Messages', 'Session'],
    }),
  }),
});

export const {
  useGetBettingRecordsQuery,
  useGetTransactionsQuery,
  useGetPersonalProfitQuery,
  useGetBonusesQuery,
  useGetRewardsQuery,
  useClaimRewardMutation,
  useGetReferralQuery,
  useGetMessagesQuery,
  useReadMessagesMutation,
  useGetUnreadCountQuery,
} = recordsApi;
