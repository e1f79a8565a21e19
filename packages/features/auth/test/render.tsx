// Renders feature components the way the app does: a real store (portalApi + authReducer), real
// i18n with the `auth` namespace, the theme, the auth settings and a memory router.
import { configureStore } from '@reduxjs/toolkit';
import { portalApi } from '@portal/api';
import { createPortalI18n, I18nextProvider, type PortalI18n } from '@portal/i18n';
import { PortalThemeProvider } from '@portal/ui';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { authResources } from '../src/auth-namespace';
import { authReducer } from '../src/session/auth-slice';
import { AuthSettingsProvider } from '../src/shared/auth-settings';

export function createTestStore() {
  return configureStore({
    reducer: { [portalApi.reducerPath]: portalApi.reducer, auth: authReducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(portalApi.middleware),
  });
}
export type TestStore = ReturnType<typeof createTestStore>;

let i18n: Promise<PortalI18n> | null = null;
/** One English i18n instance for all tests of a file. */
export function testI18n(): Promise<PortalI18n> {
  i18n ??= createPortalI18n({ language: 'EN', namespaces: { auth: authResources }, storage: null, document: null });
  return i18n;
}

/** Shows the router's current path, so tests can see navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderOptions {
  store?: TestStore;
  route?: string;
  defaultCountryCode?: string;
  adultAge?: number;
}

export type RenderedWithProviders = RenderResult & { store: TestStore; i18n: PortalI18n };

export async function renderWithProviders(
  ui: ReactElement,
  { store = createTestStore(), route = '/', defaultCountryCode = 'VN', adultAge }: RenderOptions = {},
): Promise<RenderedWithProviders> {
  const instance = await testI18n();
  const Wrapper = ({ children: node }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={instance}>
        <PortalThemeProvider mode="light">
          <AuthSettingsProvider defaultCountryCode={defaultCountryCode} adultAge={adultAge}>
            <MemoryRouter initialEntries={[route]}>
              {node}
              <LocationProbe />
            </MemoryRouter>
          </AuthSettingsProvider>
        </PortalThemeProvider>
      </I18nextProvider>
    </Provider>
  );
  // As a wrapper, so rerender() keeps the providers (and the same store).
  const result: RenderResult = render(ui, { wrapper: Wrapper });
  return { ...result, store, i18n: instance };
}

/** A form field by its label; required fields' labels end with a star the eye sees (aria-hidden). */
export function field(label: string): HTMLElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}\\*?$`));
}

export function queryField(label: string): HTMLElement | null {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.queryByLabelText(new RegExp(`^${escaped}\\*?$`));
}

export async function findField(label: string): Promise<HTMLElement> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.findByLabelText(new RegExp(`^${escaped}\\*?$`));
}
