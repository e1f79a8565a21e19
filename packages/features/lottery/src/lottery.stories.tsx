// The lottery in Storybook (apps/storybook), answered by MSW: the board and slip of FAST5 (a
// visitor, a member with bets), betting closed, loading and failed, the Vietnamese lottery's prize
// table and results, and Thai and Vietnamese texts.
import { FAST5, issueAnswer, lotteryAnswers, SERVER_NOW } from '../test/render-data';
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

// The Vietnamese lottery (Miền Nam): its prize table and the last opened numbers.
const VNMN = {
  ...FAST5,
  gameCode: 'VNMN',
  gameName: 'Xổ Số Miền Nam',
  kind: 'vn',
  prizeMode: 'Lott',
  gameGroupCode: 'VN',
  labelName: 'Vietnam',
  lottoArea: 'VN',
  playTypes: [
    {
      playType: 'LO2',
      odds: 5.2,
      oddsBySelection: null,
      selectionPattern: '\\d{2}',
      selections: null,
      minBetMinor: 100,
      maxBetMinor: 1_000_000,
      paysPerHit: true,
    },
  ],
};
const PRIZES = [
  { prize: 'G8', numbers: ['27'] },
  { prize: 'G7', numbers: ['381'] },
  { prize: 'G6', numbers: ['1234', '5678', '9012'] },
  { prize: 'G5', numbers: ['3456'] },
  { prize: 'G4', numbers: ['11111', '22222', '33333', '44444', '55555', '66666', '77777'] },
  { prize: 'G3', numbers: ['88888', '99999'] },
  { prize: 'G2', numbers: ['12345'] },
  { prize: 'G1', numbers: ['67890'] },
  { prize: 'DB', numbers: ['135790'] },
];
const result = (issueNumber: string, special: string) => ({
  gameCode: 'VNMN',
  issueNumber,
  drawAt: SERVER_NOW - 3_600_000,
  drawnAt: SERVER_NOW - 3_599_000,
  numbers: [...PRIZES.flatMap((prize) => prize.numbers).slice(0, 17), special],
  prizes: PRIZES.map((prize) => (prize.prize === 'DB' ? { prize: 'DB', numbers: [special] } : prize)),
  sum: null,
  seedHash: 'b'.repeat(64),
  serverSeed: 'c'.repeat(64),
  settled: true,
});
const VN_ANSWERS: StoryAnswers = {
  ...answers(),
  '/lgw/vn/games/game_menu': {
    value: { gameMenus: [{ gameGroupCode: 'VN', labelName: 'Vietnam', gameMenus: [VNMN] }] },
  },
  '/lgw/lottery/issue': {
    value: {
      game: VNMN,
      issue: {
        gameCode: 'VNMN',
        issueNumber: '20261125',
        opensAt: SERVER_NOW - 1000,
        closesAt: SERVER_NOW + 3_600_000,
        drawAt: SERVER_NOW + 4_500_000,
        seedHash: 'a'.repeat(64),
        status: 'open',
      },
      lastResult: result('20261124', '135790'),
      serverTime: SERVER_NOW,
    },
  },
  '/lgw/vn/numeros/opened/game': { value: { list: [result('20261124', '135790'), result('20261123', '246802')] } },
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
  answers: VN_ANSWERS,
  shows: '135790',
});

export const BoardThai = screenStory(<LotteryScreen />, { route: ROUTE, answers: answers(), locale: 'TH' });

export const BoardVietnamese = screenStory(<LotteryScreen />, { route: ROUTE, answers: answers(), locale: 'VI' });
