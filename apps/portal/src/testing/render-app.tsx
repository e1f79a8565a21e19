// Renders the real portal (providers, routes, shell) in a memory router for tests, with a test
// tenant, a fresh store and English texts loaded from the real locale files.
import type { PortalI18n } from '@portal/i18n';
import { render, type RenderResult } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, type DataRouter } from 'react-router';
import type { TenantBundle } from 'virtual:tenant';
import { App } from '../app/app';
import { createAppI18n } from '../app/i18n';
import { connectPlatform } from '../app/platform';
import { createPortalStore, type PortalStore, type RootState } from '../app/store';
import { createPortalRoutes, SCREEN_LOADERS, type ScreenLoaders } from '../routing/routes';
import { ROUTE_TABLE } from '../routing/route-table';
import testTenant from './virtual-tenant';

export interface RenderAppOptions {
  path?: string;
  tenant?: TenantBundle;
  /** Changes to the test tenant's configuration (flags, languages, resources…). */
  config?: Partial<TenantBundle['config']>;
  preloadedState?: Partial<RootState>;
  language?: string;
  /** Other screen loaders (e.g. one whose chunk fails to load). */
  loaders?: ScreenLoaders;
  /** The platform the app talks to; by default an unreachable one, so the tenant's build-time flags apply. */
  fetch?: typeof fetch;
  /** Render in React's StrictMode, as the portal's entry does (effects mount, unmount and mount again). */
  strictMode?: boolean;
}

/** A platform that cannot be reached: every call fails as a network error would. */
export const offlinePlatform: typeof fetch = () => Promise.reject(new TypeError('offline'));

export interface RenderedApp extends RenderResult {
  store: PortalStore;
  router: DataRouter;
  i18n: PortalI18n;
  tenant: TenantBundle;
}

export async function renderApp({
  path = '/',
  tenant = testTenant,
  config,
  preloadedState,
  language = 'EN',
  loaders = SCREEN_LOADERS,
  fetch = offlinePlatform,
  strictMode = false,
}: RenderAppOptions = {}): Promise<RenderedApp> {
  const effectiveTenant: TenantBundle = config ? { ...tenant, config: { ...tenant.config, ...config } } : tenant;
  const store = createPortalStore(preloadedState);
  const i18n = await createAppI18n(effectiveTenant, { language });
  connectPlatform({ tenant: effectiveTenant, store, i18n, fetch });
  const router = createMemoryRouter(createPortalRoutes(ROUTE_TABLE, loaders), { initialEntries: [path] });
  const app = <App tenant={effectiveTenant} store={store} i18n={i18n} router={router} />;
  const view = render(strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, store, router, i18n, tenant: effectiveTenant };
}
