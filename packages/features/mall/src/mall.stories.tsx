// The points mall in Storybook (apps/storybook), answered by MSW: a member's balance and rewards,
// a visitor, no rewards on offer, loading and failed, and Thai and Vietnamese texts.
import { mallReads, PATHS, reward } from '../test/mall-data';
import { screenStory, type StoryAnswers } from '../test/stories';
import { PointsMall } from './screens/points-mall';

const REWARDS = {
  value: {
    list: [
      reward(),
      reward({
        rewardId: 'bonus-50',
        kind: 'bonus',
        title: 'Bonus $50',
        points: 5000,
        bonusAmount: 50,
        amountRequirement: 1000,
      }),
      reward({ rewardId: 'phone', title: 'Smartphone', points: 90000, availableQuantity: 0, redeemedQuantity: 3 }),
    ],
  },
};
const answers = (extra: StoryAnswers = {}): StoryAnswers => ({
  ...(mallReads(() => 1250) as StoryAnswers),
  [PATHS.rewards]: REWARDS,
  ...extra,
});

export default {
  title: 'Mall/Points mall',
  component: PointsMall,
};

export const Member = screenStory(<PointsMall title="Points mall" />, { answers: answers(), shows: 'Brand mug' });

export const Visitor = screenStory(<PointsMall title="Points mall" />, {
  loggedIn: false,
  answers: answers(),
  shows: 'Log in to see your points and redeem rewards.',
});

export const NoRewards = screenStory(<PointsMall title="Points mall" />, {
  answers: answers({ [PATHS.rewards]: { value: { list: [] } } }),
  shows: 'No rewards are on offer at the moment.',
});

export const Loading = screenStory(<PointsMall title="Points mall" />, {
  answers: answers({ [PATHS.rewards]: { pending: true }, [PATHS.balance]: { pending: true } }),
});

export const Failed = screenStory(<PointsMall title="Points mall" />, {
  answers: answers({ [PATHS.rewards]: { errorCode: 'system_error', status: 500 } }),
});

export const MemberThai = screenStory(<PointsMall title="ห้างแลกแต้ม" />, {
  answers: answers(),
  locale: 'TH',
  shows: 'Brand mug',
});

export const MemberVietnamese = screenStory(<PointsMall title="Cửa hàng điểm" />, {
  answers: answers(),
  locale: 'VI',
  shows: 'Brand mug',
});
