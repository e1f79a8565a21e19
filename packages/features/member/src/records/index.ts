// The member centre's record pages (issue 11): betting and account records, profit and loss,
// bonuses, rewards, referral, platform messages and missions, with their `records` namespace.
export { RECORD_PAGES, RECORD_PAGE_KEYS, type RecordPageKey } from './record-pages';
export { BettingRecordPage } from './betting-record/betting-record-page';
export { AccountRecordPage } from './account-record/account-record-page';
export { ProfitLossPage } from './profit-loss/profit-loss-page';
export { BonusDetailsPage } from './bonus-details/bonus-details-page';
export { RewardCentrePage } from './reward-centre/reward-centre-page';
export { ReferralPage } from './referral/referral-page';
export { MessagesPage } from './messages/messages-page';
export { MissionActivityPage } from './mission-activity/mission-activity-page';
export { RecordsOptionsProvider, useRecordsOptions, type RecordsOptions } from './shared/records-options';
export { RECORDS_NAMESPACE, recordsNamespace, recordsResources, type RecordsResources } from './records-namespace';
