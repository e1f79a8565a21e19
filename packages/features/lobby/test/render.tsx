// Renders lobby components the way the app does, on the feature harness (@portal/feature-testing):
// a real store (portalApi), the real base query against a recorded platform (answers by path;
// @portal/api/testing), real i18n with the `lobby` namespace, the theme, a memory router and a
// lobby host the test controls.
import type { VendorCard } from '@portal/contracts';
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

/** A game as the platform answers it. */
export function game(nodeId: string, gameName: string, extra: Record<string, unknown> = {}) {
  return {
    nodeId,
    gameId: nodeId,
    gameName,
    gameType: 'RNG',
    vassalage: 'PG',
    gameClassify: null,
    minBet: 1,
    minLineNum: 25,
    iconUrl: `/games/${nodeId}.png`,
    isGame: null,
    code: null,
    defaultPlayType: null,
    accountTypeName: null,
    gameCode: null,
    isHot: 0,
    ...extra,
  };
}

export function card(
  vassalage: string,
  displayName: string,
  sort: number,
  extra: Partial<VendorCard> = {},
): VendorCard {
  return {
    vassalage,
    displayName,
    gameType: 'RNG',
    isHot: 0,
    iconUrl: `/vendors/${vassalage}.png`,
    accountTypeName: null,
    isGame: null,
    sort,
    nodeId: null,
    ...extra,
  };
}

export const VENDORS = {
  data: {
    lanes: [
      {
        title: 'RNG',
        cards: [card('PG', 'PG Soft', 2), card('JILI', 'JILI', 1)],
        gameClassify: [{ key: 'slot', displayName: 'Video slots', gameCount: 2 }],
      },
      {
        title: 'SPORTS',
        cards: [
          card('SBO', 'SBOBET', 5, { gameType: 'SPORTS' }),
          card('IMES', 'IM Esports', 6, { gameType: 'SPORTS' }),
          card('SV3', 'SV388', 7, { gameType: 'SPORTS' }),
        ],
        gameClassify: [],
      },
      { title: 'LIVE', cards: [], gameClassify: [] },
    ],
  },
};
