// The member centre's record pages by the spec's page key (§2 "Member centre"), each its own chunk,
// loaded when the member opens it. The app hands these (with WALLET_PAGES) to accounts'
// member-centre dialog inside MemberCentreFrame (which loads the `records` namespace) and, where it
// knows them, RecordsOptionsProvider (the player's zone and date layout).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type RecordPageKey =
  | 'personalHistoryCopy'
  | 'transactionHistory'
  | 'personalProfit'
  | 'bonusDetails'
  | 'rewardCenter'
  | 'referral'
  | 'missionLeaderboard'
  | 'messageV2';

export const RECORD_PAGES: Readonly<Record<RecordPageKey, LazyExoticComponent<ComponentType>>> = {
  personalHistoryCopy: lazy(() =>
    import('./betting-record/betting-record-page').then((module) => ({ default: module.BettingRecordPage })),
  ),
  transactionHistory: lazy(() =>
    import('./account-record/account-record-page').then((module) => ({ default: module.AccountRecordPage })),
  ),
  personalProfit: lazy(() =>
    import('./profit-loss/profit-loss-page').then((module) => ({ default: module.ProfitLossPage })),
  ),
  bonusDetails: lazy(() =>
    import('./bonus-details/bonus-details-page').then((module) => ({ default: module.BonusDetailsPage })),
  ),
  rewardCenter: lazy(() =>
    import('./reward-centre/reward-centre-page').then((module) => ({ default: module.RewardCentrePage })),
  ),
  referral: lazy(() => import('./referral/referral-page').then((module) => ({ default: module.ReferralPage }))),
  missionLeaderboard: lazy(() =>
    import('./mission-activity/mission-activity-page').then((module) => ({ default: module.MissionActivityPage })),
  ),
  messageV2: lazy(() => import('./messages/messages-page').then((module) => ({ default: module.MessagesPage }))),
};
