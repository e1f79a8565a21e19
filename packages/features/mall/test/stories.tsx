// The points mall as a Storybook story (apps/storybook), made by the one story helper
// (`@portal/feature-testing/stories`: the preview's frame, MSW answers by path, a play function that
// waits for the text the screen shows). Here: the `mall` namespaces and the mall host (a member
// unless `loggedIn` is false).
import {
  screenStory as featureStory,
  type ScreenStory,
  type ScreenStoryOptions,
} from '@portal/feature-testing/stories';
import type { ReactElement, ReactNode } from 'react';
import { MALL_NAMESPACES } from '../src/mall-namespace';
import { MallHostProvider } from '../src/shared/mall-host';

// The helper's other names (pageShows, typeInto, the answer and story types); screenStory is this feature's.
export * from '@portal/feature-testing/stories';

function MallStoryHost({ loggedIn, children }: { loggedIn: boolean; children: ReactNode }) {
  return <MallHostProvider value={{ loggedIn, requireLogin: () => loggedIn }}>{children}</MallHostProvider>;
}

export function screenStory(screen: ReactElement, options: ScreenStoryOptions = {}): ScreenStory {
  return featureStory(
    screen,
    { ...options, loggedIn: options.loggedIn ?? true },
    { namespaces: MALL_NAMESPACES, Host: MallStoryHost },
  );
}
