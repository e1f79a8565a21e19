// The promotions in Storybook (apps/storybook), answered by MSW: the list (filled, empty, loading,
// failed), a promotion's detail (a member's, a visitor's, one that is gone), and Thai and
// Vietnamese texts.
import {
  activitiesOf,
  activity,
  APPLY,
  CLOSED,
  detailOf,
  listOf,
  PATHS,
  RAFFLE,
  REFERRAL,
  SECOND_NEW,
  WALLET,
  WELCOME,
} from '../test/promotions-data';
import { screenStory, type StoryAnswers } from '../test/stories';
import { PromotionDetail } from './detail/promotion-detail';
import { PromotionsList } from './list/promotions-list';

const ALL = [WELCOME, SECOND_NEW, APPLY, RAFFLE, REFERRAL, CLOSED];
const answers = (extra: StoryAnswers = {}): StoryAnswers => ({
  [PATHS.list]: listOf(ALL),
  [PATHS.detail]: detailOf(ALL) as StoryAnswers[string],
  [PATHS.mine]: activitiesOf([activity('welcome-bonus', 'joined'), activity('deposit-apply', 'available')]),
  [PATHS.wallet]: WALLET,
  ...extra,
});

export default {
  title: 'Promotions/Screens',
  component: PromotionsList,
};

export const List = screenStory(<PromotionsList title="Promotions" />, { answers: answers(), shows: 'Lucky raffle' });

export const ListEmpty = screenStory(<PromotionsList title="Promotions" />, {
  answers: answers({ [PATHS.list]: listOf([]) }),
  shows: 'There are no promotions here at the moment.',
});

export const ListLoading = screenStory(<PromotionsList title="Promotions" />, {
  answers: answers({ [PATHS.list]: { pending: true } }),
});

export const ListFailed = screenStory(<PromotionsList title="Promotions" />, {
  answers: answers({ [PATHS.list]: { errorCode: 'system_error', status: 500 } }),
});

export const Detail = screenStory(<PromotionDetail promotionId="welcome-bonus" />, {
  route: '/promotions/welcome-bonus',
  answers: answers(),
  shows: 'Welcome bonus',
});

export const DetailVisitor = screenStory(<PromotionDetail promotionId="deposit-apply" />, {
  route: '/promotions/deposit-apply',
  loggedIn: false,
  answers: answers(),
  shows: 'Deposit proof bonus',
});

export const DetailGone = screenStory(<PromotionDetail promotionId="no-such-promotion" />, {
  route: '/promotions/no-such-promotion',
  answers: answers(),
});

export const ListThai = screenStory(<PromotionsList title="โปรโมชั่น" />, {
  answers: answers(),
  locale: 'TH',
  shows: 'Lucky raffle',
});

export const ListVietnamese = screenStory(<PromotionsList title="Khuyến mãi" />, {
  answers: answers(),
  locale: 'VI',
  shows: 'Lucky raffle',
});
