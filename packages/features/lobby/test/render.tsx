// Renders lobby components the way the app does, on the feature harness (@portal/feature-testing):
// a real store (portalApi), the real base query against a recorded platform (answers by path;
// @portal/api/testing), real i18n with the `lobby` namespace, the theme, a memory router and a
// lobby host the test controls.
import { setDefaultModuleFlags } from '@portal/api';
import type { Answers } from '@portal/api/testing';
import { loginGuard, renderOnPlatform, type LoginGuard, type RenderedOnPlatform } from '@portal/feature-testing';
import type { ReactElement } from 'react';
import { LOBBY_NAMESPACE, lobbyResources } from '../src/lobby-namespace';
import { LobbyHostProvider, type LobbyHost } from '../src/shared/lobby-host';

export type { Answer, Answers } from '@portal/api/testing';
export { location } from '@portal/feature-testing';

const NAMESPACES = { [LOBBY_NAMESPACE]: lobbyResources };

export interface RenderLobbyOptions {
  route?: string;
  /** The route pattern the element is mounted at (other paths show nothing but the location probe). */
  path?: string;
  answers?: Answers;
  host?: Partial<LobbyHost>;
}

export type RenderedLobby = RenderedOnPlatform & { requireLogin: LoginGuard };

export async function renderLobby(
  ui: ReactElement,
  { route = '/', path = '*', answers = {}, host = {} }: RenderLobbyOptions = {},
): Promise<RenderedLobby> {
  setDefaultModuleFlags({ GAMELO3: true, GAMELOHOT3: true, GAMELOFAV3: true, GAMELOREC3: true });
  const requireLogin = loginGuard(Boolean(host.loggedIn));
  const lobbyHost: LobbyHost = { loggedIn: false, trialAccount: false, requireLogin, ...host };
  const rendered = await renderOnPlatform(ui, {
    answers,
    loggedIn: Boolean(host.loggedIn),
    namespaces: NAMESPACES,
    router: { route, path },
    providers: (children) => <LobbyHostProvider value={lobbyHost}>{children}</LobbyHostProvider>,
  });
  return { ...rendered, requireLogin };
}

export { card, game, VENDORS } from './render-data';
