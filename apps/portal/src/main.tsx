// Entry point: builds the store, the translations and the history-mode router for the build's
// tenant, connects the platform and loads its permissions, then renders the portal. Until then the
// page shows the build's first paint of the route (scripts/prerender-pages.mjs), which the first
// render replaces; so that render waits for the route's screen chunk too, never showing a spinner
// over a painted page.
import type { PortalI18n } from '@portal/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import tenant from 'virtual:tenant';
import { App } from './app/app';
import { createAppI18n, initialAppLanguage } from './app/i18n';
import { connectPlatform, loadPermissions } from './app/platform';
import { createPortalStore } from './app/store';
import { createPortalRoutes } from './routing/routes';

/** Resolves once the router has loaded the first route's screen (its lazy chunk). */
function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start(container: HTMLElement) {
  const store = createPortalStore();
  // The permissions call goes out while the texts load: it needs only the language, known already.
  const language = initialAppLanguage(tenant);
  const current: { i18n?: PortalI18n } = {};
  connectPlatform({ tenant, store, i18n: { get language() { return current.i18n?.language ?? language; } } });
  const router = createBrowserRouter(createPortalRoutes());
  const [i18n] = await Promise.all([createAppI18n(tenant, { language }), loadPermissions(store), routerReady(router)]);
  current.i18n = i18n;
  createRoot(container).render(
    <StrictMode>
      <App tenant={tenant} store={store} i18n={i18n} router={router} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
// The service worker's registration is its own small chunk, fetched once the page has loaded.
if (import.meta.env.PROD) addEventListener('load', () => void import('./app/service-worker').then((worker) => worker.registerServiceWorker()), { once: true });
