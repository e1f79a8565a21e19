// The platform's answers the promotions tests share (shapes of @portal/contracts' promotions.ts).
import type { Activity, ActivityState, Promotion, PromotionSummary } from '@portal/contracts';
import type { Answers } from '@portal/api/testing';

export const PATHS = {
  list: '/wps/relay/MCSFE_getPromotions',
  detail: '/wps/relay/MCSFE_getPromotionDetail',
  mine: '/wps/relay/MCSFE_getMyActivities',
  join: '/wps/relay/MCS2_joinPromotion',
  image: '/wps/v2/activity/images',
  apply: '/wps/relay/MCS2_applyActivity',
  claim: '/wps/relay/MCS2_claimRafflePromotion',
  wallet: '/wps/v2/wallets/balance',
} as const;

const NOV_1 = Date.UTC(2026, 10, 1);
const DEC_31 = Date.UTC(2026, 11, 31);

export function promotion(extra: Partial<Promotion> = {}): Promotion {
  return {
    promotionId: 'welcome-bonus',
    category: 'new_player',
    kind: 'join',
    title: 'Welcome bonus',
    summary: 'Join and bet 100 to get 10.',
    startsAt: NOV_1,
    endsAt: DEC_31,
    period: 'open',
    turnover: 100,
    rewardAmount: 10,
    prizes: null,
    content: '<p>Bet <strong>100</strong> in valid bets.</p>',
    ...extra,
  };
}

export const WELCOME = promotion();
export const SECOND_NEW = promotion({
  promotionId: 'first-deposit',
  kind: 'apply',
  title: 'First deposit match',
  summary: 'Apply after your first deposit.',
  turnover: null,
  rewardAmount: 20,
});
export const APPLY = promotion({
  promotionId: 'deposit-apply',
  category: 'deposit',
  kind: 'apply',
  title: 'Deposit proof bonus',
  summary: 'Send your deposit slip.',
  turnover: null,
  rewardAmount: 8,
});
export const RAFFLE = promotion({
  promotionId: 'lucky-raffle',
  category: 'raffle',
  kind: 'raffle',
  title: 'Lucky raffle',
  summary: 'Bet 1 and draw a prize.',
  turnover: 1,
  rewardAmount: null,
  prizes: [50, 5, 1],
});
export const REFERRAL = promotion({
  promotionId: 'invite-friends',
  category: 'referral',
  kind: 'referral',
  title: 'Invite friends',
  summary: 'Friends bring rewards.',
  turnover: null,
  rewardAmount: null,
});
export const CLOSED = promotion({
  promotionId: 'summer-cup',
  category: 'other',
  kind: 'info',
  title: 'Summer cup',
  summary: 'Over for this year.',
  period: 'closed',
  turnover: null,
  rewardAmount: null,
});

export function summary({ content: _content, ...rest }: Promotion): PromotionSummary {
  return rest;
}

/** The list answer for these promotions, with the counts by category. */
export function listOf(promotions: readonly Promotion[]) {
  const counts = new Map<string, number>();
  for (const each of promotions) counts.set(each.category, (counts.get(each.category) ?? 0) + 1);
  return {
    value: {
      categories: [...counts].map(([category, count]) => ({ category, count })),
      list: promotions.map(summary),
    },
  };
}

export function activity(promotionId: string, state: ActivityState, extra: Partial<Activity> = {}): Activity {
  return {
    promotionId,
    state,
    progress: null,
    turnover: null,
    actedAt: null,
    decidedAt: null,
    decisionRemark: null,
    paidAmount: null,
    application: null,
    ...extra,
  };
}

export function activitiesOf(list: readonly Activity[]) {
  return {
    value: {
      activities: list,
      availablePromo: true,
      availablePromoCount: list.filter((each) => each.state === 'available').length,
    },
  };
}

export const WALLET = {
  value: { sumBalance: 500, currency: 'USD', currencySymbol: '$', balance: [{ accountTypeId: 1, availBalance: 500 }] },
};

/** The detail answer by the promotion id in the query string. */
export function detailOf(promotions: readonly Promotion[]): Answers[string] {
  return (url) => {
    const found = promotions.find((each) => each.promotionId === url.searchParams.get('promotionId'));
    return found ? { value: found } : { errorCode: 'promotion_not_found', status: 404 };
  };
}
