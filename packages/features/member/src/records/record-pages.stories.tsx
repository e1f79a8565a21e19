// The record pages with mocked answers (stories double as tests: test/records-stories.test.tsx).
import {
  BETTING_ANSWERS,
  ACCOUNT_ANSWERS,
  BONUS_ANSWERS,
  MESSAGE_ANSWERS,
  MISSION_ANSWERS,
  PROFIT_ANSWERS,
  REFERRAL_ANSWERS,
  REWARD_ANSWERS,
} from '../../test/records-data';
import { pageStory } from '../../test/story-frame';
import { AccountRecordPage } from './account-record/account-record-page';
import { BettingRecordPage } from './betting-record/betting-record-page';
import { BonusDetailsPage } from './bonus-details/bonus-details-page';
import { MessagesPage } from './messages/messages-page';
import { MissionActivityPage } from './mission-activity/mission-activity-page';
import { ProfitLossPage } from './profit-loss/profit-loss-page';
import { ReferralPage } from './referral/referral-page';
import { RewardCentrePage } from './reward-centre/reward-centre-page';

export default {
  title: 'Member centre/Records',
  component: BettingRecordPage,
};

export const Default = pageStory(<BettingRecordPage />, BETTING_ANSWERS, { shows: 'Total bets' });

export const Playground = pageStory(<BettingRecordPage />, BETTING_ANSWERS, { shows: 'INH-1001' });

export const BettingRecordEmpty = pageStory(
  <BettingRecordPage />,
  {
    ...BETTING_ANSWERS,
    '/wps/v2/records/bets': {
      value: {
        list: [],
        pageNo: 1,
        pageSize: 20,
        totalPages: 0,
        total: 0,
        summary: { bet: 0, validBet: 0, win: 0, profit: 0 },
      },
    },
  },
  { shows: 'No bets in these days.' },
);

export const BettingRecordError = pageStory(
  <BettingRecordPage />,
  {
    ...BETTING_ANSWERS,
    '/wps/v2/records/bets': { errorCode: 'request_param_err', message: 'Choose at most 92 days.' },
  },
  { shows: 'Choose at most 92 days.' },
);

export const AccountRecord = pageStory(<AccountRecordPage />, ACCOUNT_ANSWERS, { shows: 'REF-100' });

export const ProfitAndLoss = pageStory(<ProfitLossPage />, PROFIT_ANSWERS, { shows: 'Total' });

export const BonusDetails = pageStory(<BonusDetailsPage />, BONUS_ANSWERS, { shows: 'Weekend reload' });

export const RewardCentre = pageStory(<RewardCentrePage />, REWARD_ANSWERS, { shows: 'Birthday gift' });

export const Referral = pageStory(<ReferralPage />, REFERRAL_ANSWERS, { shows: 'an***01' });

export const Messages = pageStory(<MessagesPage />, MESSAGE_ANSWERS, { shows: 'Your weekly summary' });

export const MessagesEmpty = pageStory(
  <MessagesPage />,
  {
    ...MESSAGE_ANSWERS,
    '/wps/v2/messages': { value: { list: [], pageNo: 1, pageSize: 10, totalPages: 0, total: 0, unread: 0 } },
  },
  { shows: 'You have no messages.' },
);

export const MissionActivity = pageStory(<MissionActivityPage />, MISSION_ANSWERS, { shows: 'Slot warm-up' });

export const MissionActivityEmpty = pageStory(
  <MissionActivityPage />,
  {
    ...MISSION_ANSWERS,
    '/wps/relay/MCSFE_getMissionSummaryDetails': { value: { list: [], openCount: 0, completedCount: 0 } },
    '/wps/relay/MCSFE_getMissionLeaderboard': { value: { list: [], me: null, missionCount: 0 } },
  },
  { shows: 'There are no missions yet. Check back soon.' },
);
