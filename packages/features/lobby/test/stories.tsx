// A lobby screen as a Storybook story (apps/storybook), made by the one story helper
// (`@portal/feature-testing/stories`: the preview's frame, MSW answers by path, a play function that
// waits for the text the screen shows). Here: the `lobby` namespace, the lobby's module flags and the
// lobby host (a visitor unless `loggedIn`).
import {
  screenStory as featureStory,
  type ScreenStory,
  type ScreenStoryOptions,
} from '@portal/feature-testing/stories';
import { setDefaultModuleFlags } from '@portal/api';
import type { ReactElement, ReactNode } from 'react';
import { LOBBY_NAMESPACE, lobbyResources } from '../src/lobby-namespace';
import { LobbyHostProvider } from '../src/shared/lobby-host';

// The helper's other names (pageShows, typeInto, the answer and story types); screenStory is this feature's.
export * from '@portal/feature-testing/stories';

function LobbyStoryHost({ loggedIn, children }: { loggedIn: boolean; children: ReactNode }) {
  setDefaultModuleFlags({ GAMELO3: true, GAMELOHOT3: true, GAMELOFAV3: true, GAMELOREC3: true });
  return (
    <LobbyHostProvider value={{ loggedIn, trialAccount: false, requireLogin: () => loggedIn }}>
      {children}
    </LobbyHostProvider>
  );
}

export function screenStory(screen: ReactElement, options: ScreenStoryOptions = {}): ScreenStory {
  return featureStory(screen, options, { namespaces: { [LOBBY_NAMESPACE]: lobbyResources }, Host: LobbyStoryHost });
}
