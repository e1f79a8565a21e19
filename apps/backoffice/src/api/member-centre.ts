// What content staff send members: a platform message, a reward (200 granted, 202 waiting for a
// second staff member above the threshold; above the ceiling the platform refuses).
import type {
  Approval,
  OperatorAuthenticatorReset,
  OperatorAuthenticatorResetValue,
  OperatorMessage,
  OperatorReward,
  PlatformMessage,
  Reward,
} from '@portal/contracts';
import { decided, opsApi, type Decided } from './ops-api';

export const memberCentreApi = opsApi.injectEndpoints({
  endpoints: (build) => ({
    sendMessage: build.mutation<PlatformMessage, OperatorMessage>({
      query: (body) => ({ url: '/messages', method: 'POST', body }),
      invalidatesTags: ['Audit'],
    }),
    grantReward: build.mutation<Decided<Reward, Approval>, OperatorReward>({
      query: (body) => ({ url: '/rewards', method: 'POST', body }),
      transformResponse: (value: unknown, meta) => decided<Reward, Approval>(value, meta?.response?.status),
      invalidatesTags: ['Approvals', 'Audit'],
    }),
    /** Support: a member's lost authenticator app reset (binding, recovery codes, sessions); audited with the reason. */
    resetAuthenticator: build.mutation<OperatorAuthenticatorResetValue, OperatorAuthenticatorReset>({
      query: (body) => ({ url: '/members/authenticator/reset', method: 'POST', body }),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const { useSendMessageMutation, useGrantRewardMutation, useResetAuthenticatorMutation } = memberCentreApi;
