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
import { StoryFrame } from '../../test/story-frame';
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

export const Default = {
  render: () => (
    <StoryFrame answers={BETTING_ANSWERS}>
      <BettingRecordPage />
    </StoryFrame>
  ),
};

export const Playground = {
  render: () => (
    <StoryFrame answers={BETTING_ANSWERS}>
      <BettingRecordPage />
    </StoryFrame>
  ),
};

export const BettingRecordEmpty = {
  render: () => (
    <StoryFrame
      answers={{
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
      }}
    >
      <BettingRecordPage />
    </StoryFrame>
  ),
};

export const BettingRecordError = {
  render: () => (
    <StoryFrame
      answers={{
        ...BETTING_ANSWERS,
        '/wps/v2/records/bets': { errorCode: 'request_param_err', message: 'Choose at most 92 days.' },
      }}
    >
      <BettingRecordPage />
    </StoryFrame>
  ),
};

export const AccountRecord = {
  render: () => (
    <StoryFrame answers={ACCOUNT_ANSWERS}>
      <AccountRecordPage />
    </StoryFrame>
  ),
};

export const ProfitAndLoss = {
  render: () => (
    <StoryFrame answers={PROFIT_ANSWERS}>
      <ProfitLossPage />
    </StoryFrame>
  ),
};

export const BonusDetails = {
  render: () => (
    <StoryFrame answers={BONUS_ANSWERS}>
      <BonusDetailsPage />
    </StoryFrame>
  ),
};

export const RewardCentre = {
  render: () => (
    <StoryFrame answers={REWARD_ANSWERS}>
      <RewardCentrePage />
    </StoryFrame>
  ),
};

export const Referral = {
  render: () => (
    <StoryFrame answers={REFERRAL_ANSWERS}>
      <ReferralPage />
    </StoryFrame>
  ),
};

export const Messages = {
  render: () => (
    <StoryFrame answers={MESSAGE_ANSWERS}>
      <MessagesPage />
    </StoryFrame>
  ),
};

export const MessagesEmpty = {
  render: () => (
    <StoryFrame
      answers={{
        ...MESSAGE_ANSWERS,
        '/wps/v2/messages': { value: { list: [], pageNo: 1, pageSize: 10, totalPages: 0, total: 0, unread: 0 } },
      }}
    >
      <MessagesPage />
    </StoryFrame>
  ),
};

export const MissionActivity = {
  render: () => (
    <StoryFrame answers={MISSION_ANSWERS}>
      <MissionActivityPage />
    </StoryFrame>
  ),
};

export const MissionActivityEmpty = {
  render: () => (
    <StoryFrame
      answers={{
        ...MISSION_ANSWERS,
        '/wps/relay/MCSFE_getMissionSummaryDetails': { value: { list: [], openCount: 0, completedCount: 0 } },
        '/wps/relay/MCSFE_getMissionLeaderboard': { value: { list: [], me: null, missionCount: 0 } },
      }}
    >
      <MissionActivityPage />
    </StoryFrame>
  ),
};
