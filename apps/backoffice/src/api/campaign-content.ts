// The brand's promotions and missions (content role, `/ops/content/promotions|missions`): listed in
// every language, created, edited and withdrawn. An item is the brand file's entry as the shared
// content screen reads it (flat, with its id and per-language texts), plus what the platform adds.
import type {
  OperatorMissionRequest,
  OperatorMissionsValue,
  OperatorPromotionRequest,
  OperatorPromotionsValue,
  TenantMission,
  TenantPromotion,
} from '@portal/contracts';
import { saved, type ContentHooks, type ContentList, type ContentSave } from './content';
import { opsApi } from './ops-api';

/** A promotion as the brand's file writes it, and how many members' activities it has. */
export type PromotionItem = TenantPromotion & { activities: number };
/** A mission as the brand's file writes it, and who wrote it last (brand file or staff). */
export type MissionItem = TenantMission & { source: 'brand' | 'staff' };

export const campaignContentApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    getPromotionContent: build.query<ContentList<PromotionItem>, void>({
      query: () => ({ url: '/content/promotions' }),
      transformResponse: ({ languages, list }: OperatorPromotionsValue) => ({
        languages,
        list: list.map(({ promotion, activities }) => ({ ...promotion, activities })),
      }),
      providesTags: ['PromotionContent'],
    }),
    savePromotionContent: build.mutation<unknown, ContentSave<OperatorPromotionRequest>>({
      query: (save) => saved('/content/promotions', save),
      invalidatesTags: ['PromotionContent', 'Audit'],
    }),
    withdrawPromotionContent: build.mutation<{ id: string }, { id: string }>({
      query: ({ id }) => ({ url: `/content/promotions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['PromotionContent', 'Audit'],
    }),
    getMissionContent: build.query<ContentList<MissionItem>, void>({
      query: () => ({ url: '/content/missions' }),
      transformResponse: ({ languages, list }: OperatorMissionsValue) => ({
        languages,
        list: list.map(({ mission, source }) => ({ ...mission, source })),
      }),
      providesTags: ['MissionContent'],
    }),
    saveMissionContent: build.mutation<unknown, ContentSave<OperatorMissionRequest>>({
      query: (save) => saved('/content/missions', save),
      invalidatesTags: ['MissionContent', 'Audit'],
    }),
    withdrawMissionContent: build.mutation<{ id: string }, { id: string }>({
      query: ({ id }) => ({ url: `/content/missions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['MissionContent', 'Audit'],
    }),
  }),
});

export const promotionContentHooks: ContentHooks<PromotionItem, OperatorPromotionRequest> = {
  useList: campaignContentApi.useGetPromotionContentQuery,
  useSave: campaignContentApi.useSavePromotionContentMutation,
  useWithdraw: campaignContentApi.useWithdrawPromotionContentMutation,
};

export const missionContentHooks: ContentHooks<MissionItem, OperatorMissionRequest> = {
  useList: campaignContentApi.useGetMissionContentQuery,
  useSave: campaignContentApi.useSaveMissionContentMutation,
  useWithdraw: campaignContentApi.useWithdrawMissionContentMutation,
};
