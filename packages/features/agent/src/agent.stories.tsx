// The agent centre in Storybook (apps/storybook), answered by MSW: the centre open at the team
// overview, at registering a downline and at the announcement, loading and failed, and Thai and
// Vietnamese texts.
import { REGISTRATION_FIELDS } from '@portal/contracts';
import { baseAnswers, PATHS } from '../test/agent-data';
import { screenStory, type StoryAnswers } from '../test/stories';
import { AgentCentre } from './centre/agent-centre';
import type { AgentPageKey } from './centre/agent-pages';

const SETTINGS = Object.fromEntries(
  REGISTRATION_FIELDS.map((field) => [
    field,
    {
      enabled: ['username', 'password', 'mobileNum'].includes(field),
      required: ['username', 'password'].includes(field),
      acceptedPattern: '*',
      patternId: 0,
      minLength: 4,
      maxLength: 20,
    },
  ]),
);
const answers = (extra: StoryAnswers = {}): StoryAnswers => ({
  ...(baseAnswers() as StoryAnswers),
  [PATHS.registerSettings]: { value: SETTINGS },
  ...extra,
});
const centre = (page: AgentPageKey) => (
  <AgentCentre open page={page} onPageChange={() => undefined} onClose={() => undefined} />
);

export default {
  title: 'Agent centre/Centre',
  component: AgentCentre,
};

export const TeamOverview = screenStory(centre('agentTeamOverview'), { answers: answers(), shows: 'Team overview' });

export const RegisterDownline = screenStory(centre('registerCenter'), {
  answers: answers(),
  shows: 'Register account',
});

export const Announcement = screenStory(centre('announcement'), { answers: answers(), shows: 'Announcement' });

export const Loading = screenStory(centre('agentTeamOverview'), {
  answers: answers({ [PATHS.overview]: { pending: true } }),
});

export const Failed = screenStory(centre('agentTeamOverview'), {
  answers: answers({ [PATHS.overview]: { errorCode: 'system_error', status: 500 } }),
});

export const TeamOverviewThai = screenStory(centre('agentTeamOverview'), { answers: answers(), locale: 'TH' });

export const TeamOverviewVietnamese = screenStory(centre('agentTeamOverview'), { answers: answers(), locale: 'VI' });
