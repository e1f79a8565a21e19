// A support screen as a Storybook story (apps/storybook), made by the one story helper
// (`@portal/feature-testing/stories`: the preview's frame, MSW answers by path — the chat socket is
// answered there too —, a play function that waits for the text the screen shows). Here: the
// `support` namespace and the chat host (a member unless `loggedIn` is false).
import {
  screenStory as featureStory,
  type ScreenStory,
  type ScreenStoryOptions,
} from '@portal/feature-testing/stories';
import type { ReactElement, ReactNode } from 'react';
import { ChatHostProvider } from '../src/chat/chat-host';
import { SUPPORT_NAMESPACES } from '../src/support-namespace';

// The helper's other names (pageShows, typeInto, the answer and story types); screenStory is this feature's.
export * from '@portal/feature-testing/stories';

function SupportStoryHost({ loggedIn, children }: { loggedIn: boolean; children: ReactNode }) {
  return <ChatHostProvider value={{ loggedIn, trial: false, onLogIn: () => undefined }}>{children}</ChatHostProvider>;
}

export function screenStory(screen: ReactElement, options: ScreenStoryOptions = {}): ScreenStory {
  return featureStory(
    screen,
    { ...options, loggedIn: options.loggedIn ?? true },
    { namespaces: SUPPORT_NAMESPACES, Host: SupportStoryHost },
  );
}
