// The platform's answers the record-page stories share (shapes of @portal/contracts' records.ts).
import { BALANCE } from './render-data';
import type { StoryAnswers } from './story-frame';

const DAY = 86_400_000;
/** A fixed afternoon, so stories read the same every day. */
export const STORY_NOW = Date.UTC(2026, 10, 24, 9);

const paging = (total: number, pageSize = 20) => ({
  pageNo: 1,
  pageSize,
  totalPages: Math.max(1, Math.ceil(total / pageSize)),
  total,
});

export function bets(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    roundId: `INH-${1000 + index}`,
    gameName: index % 3 === 0 ? 'Fast 5' : 'Aurora Fruits',
    vendor: index % 3 === 0 ? 'LOTT' : 'INH',
    gameType: index % 3 === 0 ? 'ELOTT' : 'RNG',
    bet: 10,
    win: index % 4 === 0 ? null : index % 2 === 0 ? 19.6 : 0,
    validBet: index % 4 === 0 ? null : 10,
    status: index % 4 === 0 ? 'open' : 'settled',
    placedAt: STORY_NOW - index * 3_600_000,
    settledAt: index % 4 === 0 ? null : STORY_NOW - index * 3_600_000 + 60_000,
  }));
}

export const BETTING_ANSWERS: StoryAnswers = {
  '/wps/v2/wallets/balance': BALANCE,
  '/wps/v2/records/bets': {
    value: { list: bets(20), ...paging(45), summary: { bet: 450, validBet: 330, win: 294, profit: -156 } },
  },
};

const KINDS = [
  'deposit',
  'bet',
  'win',
  'bet',
  'lottery_bet',
  'reward',
  'withdrawal_hold',
  'wallet_transfer_out',
] as const;
const AMOUNTS = [200, -10, 19.6, -10, -5, 8.88, -100, -50];

export const ACCOUNT_ANSWERS: StoryAnswers = {
  '/wps/v2/wallets/balance': BALANCE,
  '/wps/relay/ODSFE2_MemTransDet': {
    value: {
      list: KINDS.map((kind, index) => ({
        id: 100 - index,
        kind,
        amount: AMOUNTS[index]!,
        balanceAfter: 500 - index * 7.5,
        accountTypeId: 1,
        reference: `REF-${100 - index}`,
        createdAt: STORY_NOW - index * 1_800_000,
      })),
      ...paging(28),
    },
  },
};

const day = (offset: number, bet: number, win: number, deposit = 0, bonus = 0) => ({
  date: new Date(STORY_NOW - offset * DAY).toISOString().slice(0, 10),
  bet,
  validBet: bet,
  win,
  profit: win - bet,
  deposit,
  withdrawal: 0,
  bonus,
});

export const PROFIT_ANSWERS: StoryAnswers = {
  '/wps/v2/wallets/balance': BALANCE,
  '/wps/v2/records/profit': {
    value: {
      days: [day(0, 120, 150), day(1, 80, 20, 200), day(3, 40, 0, 0, 8.88)],
      total: { bet: 240, validBet: 240, win: 170, profit: -70, deposit: 200, withdrawal: 0, bonus: 8.88 },
    },
  },
};

export const BONUS_ANSWERS: StoryAnswers = {
  '/wps/v2/wallets/balance': BALANCE,
  '/wps/v2/records/bonuses': {
    value: {
      list: [
        { id: 3, title: 'Weekend reload', amount: 8.88, createdAt: STORY_NOW - DAY },
        { id: 2, title: 'Welcome bonus', amount: 20, createdAt: STORY_NOW - 5 * DAY },
      ],
      ...paging(2),
      totalAmount: 28.88,
    },
  },
};

const reward = (rewardId: number, title: string, status: 'available' | 'claimed' | 'expired') => ({
  rewardId,
  title,
  amount: 12.34,
  status,
  grantedAt: STORY_NOW - 2 * DAY,
  expiresAt: status === 'claimed' ? null : STORY_NOW + 5 * DAY,
  claimedAt: status === 'claimed' ? STORY_NOW - DAY : null,
});

export const REWARD_ANSWERS: StoryAnswers = {
  '/wps/v2/wallets/balance': BALANCE,
  '/wps/v2/rewards': (url) => {
    const status = (url.searchParams.get('status') ?? 'available') as 'available' | 'claimed' | 'expired';
    const list =
      status === 'available'
        ? [reward(7, 'Weekend reload', 'available'), reward(8, 'Birthday gift', 'available')]
        : status === 'claimed'
          ? [reward(5, 'Welcome bonus', 'claimed')]
          : [];
    return { value: { list, ...paging(list.length), availableCount: 2 } };
  },
  '/wps/v2/rewards/claim': { value: { reward: reward(7, 'Weekend reload', 'claimed'), balance: 512.34 } },
};

export const REFERRAL_ANSWERS: StoryAnswers = {
  '/wps/v2/referral': {
    value: {
      code: 'ZCWD8FNA',
      link: '/register?referralCode=ZCWD8FNA',
      invitees: [
        { username: 'an***01', joinedAt: STORY_NOW - DAY },
        { username: 'bo***77', joinedAt: STORY_NOW - 3 * DAY },
      ],
      ...paging(2),
    },
  },
};

export const MESSAGE_ANSWERS: StoryAnswers = {
  '/wps/v2/messages': {
    value: {
      list: [
        {
          messageId: 2,
          title: 'Your weekly summary',
          content:
            '<p>You played <strong>21 rounds</strong> this week.</p><p><a href="https://example.test/promotions">See this week’s promotions</a></p>',
          read: false,
          createdAt: STORY_NOW - 3_600_000,
        },
        {
          messageId: 1,
          title: 'Welcome',
          content: '<p>Welcome to the portal.</p>',
          read: true,
          createdAt: STORY_NOW - 3 * DAY,
        },
      ],
      ...paging(2, 10),
      unread: 1,
    },
  },
  '/wps/v2/messages/read': { value: { unread: 0 } },
  '/wps/relay/EMFE_getInboxUnreadCount': { value: { unReadCount: 1 } },
};

const DAY_END = Date.UTC(2026, 10, 26, 17);
const missionOf = (
  missionId: string,
  title: string,
  kind: 'valid_bet' | 'deposit' | 'bet_count',
  target: number,
  progress: number,
  reward: { points: number | null; bonus: number | null },
) => ({
  missionId,
  kind,
  period: kind === 'deposit' ? 'weekly' : 'daily',
  title,
  description: `${title}: reach ${target} this period.`,
  gameKinds: null,
  target,
  progress,
  completed: progress >= target,
  reward,
  periodStart: DAY_END - 86_400_000,
  periodEnd: DAY_END,
});

export const MISSION_ANSWERS: StoryAnswers = {
  '/wps/v2/wallets/balance': BALANCE,
  '/wps/relay/MCSFE_getMissionSummaryDetails': {
    value: {
      list: [
        missionOf('daily-turnover', 'Slot warm-up', 'valid_bet', 50, 12.5, { points: 20, bonus: null }),
        missionOf('ten-bets', 'Ten bets a day', 'bet_count', 10, 10, { points: 10, bonus: null }),
        missionOf('weekly-deposit', 'Weekly top-up', 'deposit', 100, 40, { points: null, bonus: 8.88 }),
      ],
      openCount: 2,
      completedCount: 1,
    },
  },
  '/wps/relay/MCSFE_getMissionLeaderboard': {
    value: {
      list: [
        { rank: 1, username: 'lu***99', completed: 2, progressPercent: 80 },
        { rank: 2, username: 'so***ai', completed: 1, progressPercent: 52.5 },
      ],
      me: { rank: 2, username: 'so***ai', completed: 1, progressPercent: 52.5 },
      missionCount: 3,
    },
  },
};
