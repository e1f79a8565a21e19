// The lottery's platform answers, shared by the tests (render.tsx) and the stories (stories.tsx).
import type { Answers } from '@portal/api/testing';

export const SERVER_NOW = 1_795_000_000_000;

const playType = (type: string, extra: Record<string, unknown>) => ({
  playType: type,
  odds: 1.96,
  oddsBySelection: null,
  selectionPattern: 'BIG|SMALL',
  selections: null,
  minBetMinor: 100,
  maxBetMinor: 1_000_000,
  paysPerHit: false,
  ...extra,
});

/** FAST5 as the platform answers it (the seeded demo game). */
export const FAST5 = {
  gameCode: 'FAST5',
  gameName: 'Xổ Số Nhanh 5D',
  kind: 'fast5',
  prizeMode: 'Elott',
  gameGroupCode: 'ELOTT',
  labelName: 'E-lottery',
  lottoArea: null,
  drawIntervalSeconds: 180,
  closeSecondsBeforeDraw: 18,
  nextDrawAt: SERVER_NOW + 150_000,
  playTypes: [
    playType('BIG_SMALL', { selections: ['BIG', 'SMALL'] }),
    playType('ODD_EVEN', { selectionPattern: 'ODD|EVEN', selections: ['ODD', 'EVEN'] }),
    playType('POSITION', { odds: 9.8, selectionPattern: '[1-5]-[0-9]' }),
  ],
};

export function issueAnswer(closesInMs: number, issueNumber = '202611240100') {
  return {
    value: {
      game: FAST5,
      issue: {
        gameCode: 'FAST5',
        issueNumber,
        opensAt: SERVER_NOW - 60_000,
        closesAt: SERVER_NOW + closesInMs,
        drawAt: SERVER_NOW + closesInMs + 18_000,
        seedHash: 'a'.repeat(64),
        status: 'open',
      },
      lastResult: null,
      serverTime: SERVER_NOW,
    },
  };
}

export function lotteryAnswers(extra: Answers = {}): Answers {
  return {
    '/lgw/games/game_menus': {
      value: { gameMenus: [{ gameGroupCode: 'ELOTT', labelName: 'E-lottery', gameMenus: [FAST5] }] },
    },
    '/lgw/games/popular': { value: { list: [{ game: FAST5, betCount: 12 }] } },
    '/lgw/lottery/issue': issueAnswer(150_000),
    '/lotto/lgw/games/opened/numero': { value: { list: [] } },
    '/wps/v2/wallets/balance': {
      value: {
        sumBalance: 1000,
        currency: 'USD',
        currencySymbol: '$',
        balance: [{ accountTypeId: 1, availBalance: 1000 }],
      },
    },
    '/lgw/lottery/bets': { value: { list: [] } },
    ...extra,
  };
}

/** The platform's answer to a placed slip. */
export function placedAnswer(
  body: {
    requestId: string;
    issueNumber: string;
    bets: { playType: string; selection: string; amountMinor: number }[];
  },
  balanceMinor: number,
) {
  const bets = body.bets.map((bet, index) => ({
    betId: `${body.requestId}:${index}`,
    gameCode: 'FAST5',
    issueNumber: body.issueNumber,
    playType: bet.playType,
    selection: bet.selection,
    amountMinor: bet.amountMinor,
    odds: 1.96,
    status: 'open',
    hits: null,
    winMinor: null,
    placedAt: SERVER_NOW,
    settledAt: null,
  }));
  const totalMinor = bets.reduce((sum, bet) => sum + bet.amountMinor, 0);
  return {
    value: {
      requestId: body.requestId,
      issueNumber: body.issueNumber,
      bets,
      totalMinor,
      balanceMinor,
      replayed: false,
    },
  };
}

// The Vietnamese lottery (Miền Nam): its prize table and the last opened numbers (the VN screen's
// test and story).
export const VNMN = {
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
const VN_PRIZES = [
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
/** One Vietnamese draw's result: the prize table with `special` as the special prize (DB). */
export const vnResult = (issueNumber: string, special: string) => ({
  gameCode: 'VNMN',
  issueNumber,
  drawAt: SERVER_NOW - 3_600_000,
  drawnAt: SERVER_NOW - 3_599_000,
  numbers: [...VN_PRIZES.flatMap((prize) => prize.numbers).slice(0, 17), special],
  prizes: VN_PRIZES.map((prize) => (prize.prize === 'DB' ? { prize: 'DB', numbers: [special] } : prize)),
  sum: null,
  seedHash: 'b'.repeat(64),
  serverSeed: 'c'.repeat(64),
  settled: true,
});
/** The Vietnamese lottery's answers: its menu, the open issue and the last opened numbers. */
export const VN_ANSWERS: Answers = {
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
      lastResult: vnResult('20261124', '135790'),
      serverTime: SERVER_NOW,
    },
  },
  '/lgw/vn/numeros/opened/game': { value: { list: [vnResult('20261124', '135790'), vnResult('20261123', '246802')] } },
};
