// Every story of the record pages draws its page from its mocked answers (stories double as tests).
import { describeStories, storiesOf } from '../../test/story-tests';
import * as records from './record-pages.stories';

/** A text each story shows once its answers are in. */
const EXPECTED: Record<string, string> = {
  Default: 'Total bets',
  Playground: 'INH-1001',
  BettingRecordEmpty: 'No bets in these days.',
  BettingRecordError: 'Choose at most 92 days.',
  AccountRecord: 'REF-100',
  ProfitAndLoss: 'Total',
  BonusDetails: 'Weekend reload',
  RewardCentre: 'Birthday gift',
  Referral: 'an***01',
  Messages: 'Your weekly summary',
  MessagesEmpty: 'You have no messages.',
  MissionActivity: 'Slot warm-up',
  MissionActivityEmpty: 'There are no missions yet. Check back soon.',
};

describeStories('record page stories', storiesOf(records), EXPECTED);
