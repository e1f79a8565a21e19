// A lottery screen as a Storybook story (apps/storybook), made by the one story helper
// (`@portal/feature-testing/stories`: the preview's frame, MSW answers by path, a play function that
// waits for the text the screen shows). Here: the `lottery` namespace and the lottery host (a
// visitor unless `loggedIn`: then alice).
import {
  screenStory as featureStory,
  type ScreenStory,
  type ScreenStoryOptions,
} from '@portal/feature-testing/stories';
import type { ReactElement, ReactNode } from 'react';
import { LOTTERY_NAMESPACE, lotteryResources } from '../src/lottery-namespace';
import { LotteryHostProvider } from '../src/shared/lottery-host';

// The helper's other names (pageShows, typeInto, the answer and story types); screenStory is this feature's.
export * from '@portal/feature-testing/stories';

function LotteryStoryHost({ loggedIn, children }: { loggedIn: boolean; children: ReactNode }) {
  return (
    <LotteryHostProvider value={{ loggedIn, username: loggedIn ? 'alice' : null, requireLogin: () => loggedIn }}>
      {children}
    </LotteryHostProvider>
  );
}

export function screenStory(screen: ReactElement, options: ScreenStoryOptions = {}): ScreenStory {
  return featureStory(screen, options, {
    namespaces: { [LOTTERY_NAMESPACE]: lotteryResources },
    Host: LotteryStoryHost,
  });
}
