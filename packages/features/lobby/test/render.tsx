// Renders lobby components the way the app does: a real store (portalApi), the real base query
// against a recorded platform (answers by path; @portal/api/testing), real i18n with the `lobby`
// namespace, the theme, a memory router and a lobby host the test controls.
import type { VendorCard } from '@portal/contracts';
import { setDefaultModuleFlags } from '@portal/api';
import { configureRecordedApi, createTestStore, recordedPlatform, type Answers, type RecordedPlatform, type TestStore } from '@portal/api/testing';
import { createPortalI18n, I18nextProvider, type PortalI18n } from '@portal/i18n';
import { PortalThemeProvider } from '@portal/ui';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi, type Mock } from 'vitest';
import { lobbyResources } from '../src/lobby-namespace';
import { LobbyHostProvider, type LobbyHost } from '../src/shared/lobby-host';

export type { Answer, Answers } from '@portal/api/testing';

let i18n: Promise<PortalI18n> | null = null;
export function testI18n(): Promise<PortalI18n> {
  i18n ??= createPortalI18n({ language: 'EN', namespaces: { lobby: lobbyResources }, storage: null, document: null });
  return i18n;
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export const location = () => screen.getByTestId('location').textContent ?? '';

export interface RenderLobbyOptions {
  route?: string;
  /** The route pattern the element is mounted at (other paths show nothing but the location probe). */
  path?: string;
  answers?: Answers;
  host?: Partial<LobbyHost>;
}

export type RenderedLobby = RenderResult & {
  store: TestStore;
  platform: RecordedPlatform;
  requireLogin: Mock<(action?: () => void) => boolean>;
};

export async function renderLobby(ui: ReactElement, { route = '/', path = '*', answers = {}, host = {} }: RenderLobbyOptions = {}): Promise<RenderedLobby> {
  const platform = recordedPlatform(answers);
  setDefaultModuleFlags({ GAMELO3: true, GAMELOHOT3: true, GAMELOFAV3: true, GAMELOREC3: true });
  configureRecordedApi(platform, { loggedIn: Boolean(host.loggedIn) });
  const requireLogin: Mock<(action?: () => void) => boolean> = vi.fn((action?: () => void) => {
    if (!host.loggedIn) return false;
    action?.();
    return true;
  });
  const lobbyHost: LobbyHost = { loggedIn: false, trialAccount: false, requireLogin, ...host };
  const store = createTestStore();
  const instance = await testI18n();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={instance}>
        <PortalThemeProvider mode="light">
          <LobbyHostProvider value={lobbyHost}>
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                <Route path={path} element={children} />
                <Route path="*" element={null} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </LobbyHostProvider>
        </PortalThemeProvider>
      </I18nextProvider>
    </Provider>
  );
  const result: RenderResult = render(ui, { wrapper: Wrapper });
  return { ...result, store, platform, requireLogin };
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

export function card(vassalage: string, displayName: string, sort: number, extra: Partial<VendorCard> = {}): VendorCard {
  return { vassalage, displayName, gameType: 'RNG', isHot: 0, iconUrl: `/vendors/${vassalage}.png`, accountTypeName: null, isGame: null, sort, nodeId: null, ...extra };
}

export const VENDORS = {
  data: {
    lanes: [
      { title: 'RNG', cards: [card('PG', 'PG Soft', 2), card('JILI', 'JILI', 1)], gameClassify: [{ key: 'slot', displayName: 'Video slots', gameCount: 2 }] },
      { title: 'SPORTS', cards: [card('SBO', 'SBOBET', 5, { gameType: 'SPORTS' }), card('IMES', 'IM Esports', 6, { gameType: 'SPORTS' }), card('SV3', 'SV388', 7, { gameType: 'SPORTS' })], gameClassify: [] },
      { title: 'LIVE', cards: [], gameClassify: [] },
    ],
  },
};
