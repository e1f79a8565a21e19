// A promotions screen as a Storybook story (apps/storybook), made by the one story helper
// (`@portal/feature-testing/stories`: the preview's frame, MSW answers by path, a play function that
// waits for the text the screen shows). Here: the `promotions` namespaces and the promotions host (a
// member unless `loggedIn` is false).
import {
  screenStory as featureStory,
  type ScreenStory,
  type ScreenStoryOptions,
} from '@portal/feature-testing/stories';
import type { ReactElement, ReactNode } from 'react';
import { PROMOTIONS_NAMESPACES } from '../src/promotions-namespace';
import { DEFAULT_PROMOTION_PATHS, PromotionsHostProvider } from '../src/shared/promotions-host';

// The helper's other names (pageShows, typeInto, the answer and story types); screenStory is this feature's.
export * from '@portal/feature-testing/stories';

function PromotionsStoryHost({ loggedIn, children }: { loggedIn: boolean; children: ReactNode }) {
  return (
    <PromotionsHostProvider
      value={{ loggedIn, requireLogin: () => loggedIn, openReferral: () => undefined, ...DEFAULT_PROMOTION_PATHS }}
    >
      {children}
    </PromotionsHostProvider>
  );
}

export function screenStory(screen: ReactElement, options: ScreenStoryOptions = {}): ScreenStory {
  return featureStory(
    screen,
    { ...options, loggedIn: options.loggedIn ?? true },
    { namespaces: PROMOTIONS_NAMESPACES, Host: PromotionsStoryHost },
  );
}
