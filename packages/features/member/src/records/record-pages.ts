// The member centre's record pages by the platform's page keys (spec §2 "Member centre"). The
// member-centre overlay shows one of them inside MemberTexts (which loads the `records` namespace) and,
// where the app knows them, RecordsOptionsProvider (the player's zone and date layout).
import type { ComponentType } from 'react';
import { AccountRecordPage } from './account-record/account-record-page';
import { BettingRecordPage } from './betting-record/betting-record-page';
import { BonusDetailsPage } from './bonus-details/bonus-details-page';
import { MessagesPage } from './messages/messages-page';
import { MissionActivityPage } from './mission-activity/mission-activity-page';
import { ProfitLossPage } from './profit-loss/profit-loss-page';
import { ReferralPage } from './referral/referral-page';
import { RewardCentrePage } from './reward-centre/reward-centre-page';

export const RECORD_PAGES = {
  personalHistoryCopy: BettingRecordPage,
  transactionHistory: AccountRecordPage,
  personalProfit: ProfitLossPage,
  bonusDetails: BonusDetailsPage,
  rewardCenter: RewardCentrePage,
  referral: ReferralPage,
  missionLeaderboard: MissionActivityPage,
  messageV2: MessagesPage,
} as const satisfies Record<string, ComponentType>;

export type RecordPageKey = keyof typeof RECORD_PAGES;

export const RECORD_PAGE_KEYS = Object.keys(RECORD_PAGES) as RecordPageKey[];
