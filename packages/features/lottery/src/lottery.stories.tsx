// The lottery in Storybook (apps/storybook), answered by MSW: the board and slip of FAST5 (a
// visitor, a member with bets), betting closed, loading and failed, the Vietnamese lottery's prize
// table and results, and Thai and Vietnamese texts.
import { issueAnswer, lotteryAnswers, SERVER_NOW, VN_ANSWERS } from '../test/render-data';
import { screenStory, type StoryAnswers } from '../test/stories';
import { LotteryScreen } from './screens/lottery-screen';

const ROUTE = '/lottery?gameCode=FAST5';
const answers = (extra: StoryAnswers = {}) => ({ ...(lotteryAnswers() as StoryAnswers), ...extra });

const bet = (index: number, playType: string, selection: string, status: string, winMinor: number | null) => ({
  betId: `r1:${index}`,
  gameCode: 'FAST5',
  issueNumber: '202611240099',
  playType,
  selection,
  amountMinor: 1000,
  odds: 1.96,
  status,
  hits: winMinor === null ? null : winMinor > 0 ? 1 : 0,
  winMinor,
  placedAt: SERVER_NOW - 200_000,
  settledAt: status === 'open' ? null : SERVER_NOW - 20_000,
});

const BETS = {
  value: {
    list: [
      bet(0, 'BIG_SMALL', 'BIG', 'won', 1960),
      bet(1, 'ODD_EVEN', 'EVEN', 'lost', 0),
      bet(2, 'POSITION', '3-7', 'open', null),
    ],
  },
};

export default {
  title: 'Lottery/Screens',
  component: LotteryScreen,
  parameters: { layout: 'fullscreen' },
};

export const BoardAndSlip = screenStory(<LotteryScreen />, { route: ROUTE, answers: answers(), shows: 'Big / Small' });

export const MemberWithBets = screenStory(<LotteryScreen />, {
  route: ROUTE,
  loggedIn: true,
  answers: answers({ '/lgw/lottery/bets': BETS }),
  shows: 'Big / Small',
});

export const BettingClosed = screenStory(<LotteryScreen />, {
  route: ROUTE,
  answers: answers({ '/lgw/lottery/issue': issueAnswer(-1000) }),
  shows: /Betting is closed/,
});

export const Loading = screenStory(<LotteryScreen />, {
  route: ROUTE,
  answers: answers({ '/lgw/lottery/issue': { pending: true } }),
});

export const Failed = screenStory(<LotteryScreen />, {
  route: ROUTE,
  answers: answers({ '/lgw/lottery/issue': { errorCode: 'system_error', status: 500 } }),
  shows: 'The lottery could not be loaded. Please try again.',
});

export const VietnameseLotteryResults = screenStory(<LotteryScreen variant="vn" basePath="/vnlottery" />, {
  route: '/vnlottery?gameCode=VNMN',
  answers: answers(VN_ANSWERS as StoryAnswers),
  shows: '135790',
});

export const BoardThai = screenStory(<LotteryScreen />, { route: ROUTE, answers: answers(), locale: 'TH' });

export const BoardVietnamese = screenStory(<LotteryScreen />, { route: ROUTE, answers: answers(), locale: 'VI' });
