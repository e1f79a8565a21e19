// Renders a feature's component the way the app does: the store it is given (the app's api, plus the
// feature's slices), real i18n with the feature's namespaces in English, the theme, the feature's own
// providers (its host, its settings) and, unless told otherwise, a memory router with a probe that
// shows where the component navigated. Every feature's `test/render.tsx` is this plus its host.
import { SystemStatusSubscription } from '@portal/api';
import { I18nextProvider, type NamespaceLoader, type PortalI18n } from '@portal/i18n';
import { PortalThemeProvider } from '@portal/ui';
import type { Store } from '@reduxjs/toolkit';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { testI18n } from './test-i18n';

/** Shows the router's current path, so tests can see navigation. */
function LocationProbe() {
  const current = useLocation();
  return <div data-testid="location">{`${current.pathname}${current.search}`}</div>;
}

/** The path and query the component navigated to (the memory router's location). */
export const location = () => screen.getByTestId('location').textContent ?? '';

export interface FeatureRouter {
  /** Where the memory router starts. Default `/`. */
  route?: string;
  /** The route pattern the component is mounted at (other paths show nothing but the probe); none: no <Routes>. */
  path?: string;
}

export interface RenderFeatureOptions<S extends Store> {
  /** The store the component reads: `createTestStore()` of @portal/api/testing, with the feature's slices. */
  store: S;
  /** The feature's namespaces (a module constant), registered in an English i18next instance. */
  namespaces: Readonly<Record<string, NamespaceLoader>>;
  /** The feature's own providers (its host, its settings), inside the theme and around the router. */
  providers?: (children: ReactNode) => ReactNode;
  /** A memory router (default: at `/`), or false for none. */
  router?: FeatureRouter | false;
}

export type RenderedFeature<S extends Store> = RenderResult & { store: S; i18n: PortalI18n };

export async function renderFeature<S extends Store>(
  ui: ReactElement,
  { store, namespaces, providers = (children) => children, router = {} }: RenderFeatureOptions<S>,
): Promise<RenderedFeature<S>> {
  const instance = await testI18n(namespaces);
  const routed = (children: ReactNode) => {
    if (router === false) return children;
    const { route = '/', path } = router;
    return (
      <MemoryRouter initialEntries={[route]}>
        {path === undefined ? (
          children
        ) : (
          <Routes>
            <Route path={path} element={children} />
            <Route path="*" element={null} />
          </Routes>
        )}
        <LocationProbe />
      </MemoryRouter>
    );
  };
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      {/* The boot call's subscription, which the portal's root holds (module flags are read from its answer). */}
      <SystemStatusSubscription />
      <I18nextProvider i18n={instance}>
        <PortalThemeProvider mode="light">{providers(routed(children))}</PortalThemeProvider>
      </I18nextProvider>
    </Provider>
  );
  // As a wrapper, so rerender() keeps the providers (and the same store).
  const result: RenderResult = render(ui, { wrapper: Wrapper });
  return { ...result, store, i18n: instance };
}
