// Promotions and activities (shapes in @portal/contracts' promotions.ts): the brand's promotions
// and one promotion's terms (public reads), the member's activities, join, the application's image
// upload (binary body, like the withdrawal proofs) and the application, and the raffle claim. The
// claim is a money call: the base query sends it again after a passing fault (contracts' retry
// rule, MONEY_CALLS); its idempotency key is the promotion itself, so a repeat answers the first
// draw without paying again.
//
// Tags: 'Activities' is the member's activities, which join, apply and claim change; they also
// change the balance answer's availablePromoCount (the side menu's badge), so all three refetch
// 'Balance'; the claim also credits the main wallet ('Records', 'Wallets', 'WithdrawSettings'). The promotions themselves are the brand's content: nothing here changes them.
// The member's activities are their own ('Session'): a login or logout reads them again.
import { PROMOTIONS_ROUTES, type EndpointRequest, type EndpointValue } from '@portal/contracts';
import { callsOf, portalApi } from '../base-api';

const { binaryCall, call } = callsOf(PROMOTIONS_ROUTES);

const MONEY_TAGS = ['Balance', 'Records', 'Wallets', 'WithdrawSettings'] as const;

export interface UploadActivityImageArgs extends EndpointRequest<'uploadActivityImage'> {
  /** A png or jpg image (the platform checks its bytes; at most 5 MB). */
  file: Blob;
}

export const promotionsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPromotions: build.query<EndpointValue<'getPromotions'>, EndpointRequest<'getPromotions'>>({
      query: (args) => call('getPromotions', args),
    }),
    getPromotionDetail: build.query<EndpointValue<'getPromotionDetail'>, EndpointRequest<'getPromotionDetail'>>({
      query: (args) => call('getPromotionDetail', args),
    }),
    getMyActivities: build.query<EndpointValue<'getMyActivities'>, void>({
      query: () => call('getMyActivities', {}),
      providesTags: ['Activities', 'Session'],
    }),
    joinPromotion: build.mutation<EndpointValue<'joinPromotion'>, EndpointRequest<'joinPromotion'>>({
      query: (body) => call('joinPromotion', body),
      invalidatesTags: ['Activities', 'Balance'],
    }),
    uploadActivityImage: build.mutation<EndpointValue<'uploadActivityImage'>, UploadActivityImageArgs>({
      query: ({ file, ...args }) => binaryCall('uploadActivityImage', args, file),
    }),
    applyActivity: build.mutation<EndpointValue<'applyActivity'>, EndpointRequest<'applyActivity'>>({
      query: (body) => call('applyActivity', body),
      invalidatesTags: ['Activities', 'Balance'],
    }),
    claimRafflePromotion: build.mutation<
      EndpointValue<'claimRafflePromotion'>,
      EndpointRequest<'claimRafflePromotion'>
    >({
      query: (body) => call('claimRafflePromotion', body),
      invalidatesTags: ['Activities', ...MONEY_TAGS],
    }),
  }),
});

export const {
  useGetPromotionsQuery,
  useGetPromotionDetailQuery,
  useGetMyActivitiesQuery,
  useJoinPromotionMutation,
  useUploadActivityImageMutation,
  useApplyActivityMutation,
  useClaimRafflePromotionMutation,
} = promotionsApi;
