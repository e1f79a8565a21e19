// Responsible gaming in Storybook (apps/storybook), answered by MSW: the page with no limit, with
// limits in force, with a raise waiting for its cooling-off date; on a break; loading and failed; the
// self-exclusion's confirmation; the reality check over a game; Thai and Vietnamese.
import {
  BALANCE,
  REALITY_CHECK_PATH,
  realityCheckAnswer,
  RG_STATE_PATH,
  RG_EFFECTIVE_AT,
  rgLimit,
  rgNoLimits,
  rgState,
} from '../../test/render-data';
import { pageShows, pageStory, typeInto, type PageStory, type StoryAnswers } from '../../test/story-frame';
import { RealityCheck } from './reality-check';
import { ResponsibleGamingPage } from './responsible-gaming-page';

const page = <ResponsibleGamingPage />;
const answers = (state = rgState()): StoryAnswers => ({
  [RG_STATE_PATH]: state,
  '/wps/v2/wallets/balance': BALANCE,
});

/** A daily deposit limit of 100 (60 used), a weekly loss limit of 250 (all of it left). */
const LIMITS_SET = rgNoLimits().map((limit) =>
  limit.kind === 'deposit' && limit.period === 'daily'
    ? rgLimit('deposit', 'daily', { amount: 100, used: 60, remaining: 40 })
    : limit.kind === 'loss' && limit.period === 'weekly'
      ? rgLimit('loss', 'weekly', { amount: 250, used: 0, remaining: 250 })
      : limit,
);

export default {
  title: 'Member centre/Responsible gaming',
  component: ResponsibleGamingPage,
};

export const NoLimits = pageStory(page, answers(rgState({ limits: rgNoLimits() })), { shows: 'Save limit' });

export const LimitsSet = pageStory(page, answers(rgState({ limits: LIMITS_SET })), { shows: 'Save limit' });

export const RaiseWaitingForTheCoolingOff = pageStory(page, answers(), { shows: '$300.00 from 2026-11-27' });

export const OnABreak = pageStory(page, answers(rgState({ timeOutUntil: RG_EFFECTIVE_AT })), {
  shows: 'You are on a break until 2026-11-27',
});

export const Loading = pageStory(page, { ...answers(), [RG_STATE_PATH]: { pending: true } });

export const Failed = pageStory(page, { ...answers(), [RG_STATE_PATH]: { errorCode: 'system_error', status: 500 } });

const exclusion = pageStory(page, answers(), { shows: 'Self-exclude' });

/** The self-exclusion asked for with the password: the confirmation says what it means. */
export const SelfExclusionConfirmation: PageStory = {
  ...exclusion,
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await pageShows(doc, 'Self-exclude');
    const form = doc.querySelector<HTMLFormElement>('form[aria-label="Self-exclusion"]');
    const password = form?.querySelector<HTMLInputElement>('input[type="password"]');
    if (!form || !password) throw new Error('no self-exclusion form');
    typeInto(password, 'demo1234');
    form.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    await pageShows(doc, 'Self-exclude now');
  },
};

export const Thai = pageStory(page, answers(), { locale: 'TH', shows: 'บันทึกวงเงิน' });

export const Vietnamese = pageStory(page, answers(), { locale: 'VI', shows: 'Lưu hạn mức' });

/** The reality check over a game: 1 h 5 min into the session, the interval just passed. */
export const RealityCheckOverAGame = pageStory(
  <RealityCheck onLeave={() => undefined} onViewHistory={() => undefined} />,
  { [REALITY_CHECK_PATH]: realityCheckAnswer(150, 65 * 60_000 + 20), '/wps/v2/wallets/balance': BALANCE },
  { shows: 'You have been playing for 1 h 5 min since you logged in.' },
);
