// The agent centre as a Storybook story (apps/storybook), made by the one story helper
// (`@portal/feature-testing/stories`: the preview's frame, MSW answers by path, a play function that
// waits for the text the screen shows). Here: the centre's namespaces and the agent host (the
// tenant's zone fixed); a member is logged in unless the story says otherwise.
import {
  screenStory as featureStory,
  type ScreenStory,
  type ScreenStoryOptions,
} from '@portal/feature-testing/stories';
import type { ReactElement, ReactNode } from 'react';
import { AGENT_NAMESPACES } from '../src/agent-namespace';
import { DEFAULT_AGENT_HOST, AgentHostProvider } from '../src/shared/agent-host';

// The helper's other names (pageShows, typeInto, the answer and story types); screenStory is this feature's.
export * from '@portal/feature-testing/stories';

function AgentStoryHost({ children }: { children: ReactNode }) {
  return <AgentHostProvider value={{ ...DEFAULT_AGENT_HOST, timeZone: 'Asia/Bangkok' }}>{children}</AgentHostProvider>;
}

export function screenStory(screen: ReactElement, options: ScreenStoryOptions = {}): ScreenStory {
  return featureStory(
    screen,
    { ...options, loggedIn: options.loggedIn ?? true },
    { namespaces: AGENT_NAMESPACES, Host: AgentStoryHost },
  );
}
