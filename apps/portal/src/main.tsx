// Entry point: builds the store, the translations and the history-mode router for the build's
// tenant, connects the platform and loads its permissions, then renders the portal. Until then the
// page shows the build's first paint of the route (scripts/prerender-pages.mjs), which the first
// render replaces; so that render waits for the route's screen chunk, the lazy parts and the feature
// texts the page shows too, never showing a spinner, a placeholder or nothing over a painted page.
import type { PortalI18n } from '@portal/i18n';
import { startTransition, StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import tenant from 'virtual:tenant';
import { loadParts, paintedParts } from './app/first-paint-parts';
import { loadTexts, paintedTexts } from './app/first-paint-texts';
import { createAppI18n, initialAppLanguage } from './app/i18n';
import { preloadsInserted } from './app/start-preloads';

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

/**
 * Lets the browser run what waits (input, a frame) before the start goes on: the start's steps run
 * as tasks of their own rather than one long task after the modules' evaluation (Lighthouse counts
 * every task's time over 50 ms as blocking).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Whether the platform painted a lobby grid's first games into the page (FIRST_PAINT_GAMES). */
function hasPaintedGames(container: HTMLElement): boolean {
  return container.querySelector('[data-first-paint] template[data-painted]') !== null;
}

async function start(container: HTMLElement) {
  await preloadsInserted(container);
  await nextTask();
  // The texts go out first: they need only the language, known already.
  const language = initialAppLanguage(tenant);
  const i18nReady = createAppI18n(tenant, { language });
  await nextTask();
  // The modules evaluate in tasks of their own, not in the entry's one: the api, then the store with
  // the platform's connection and every domain's endpoints, then (below) the React side.
  await import('./app/api-start');
  await nextTask();
  const { createPortalStore, connectPlatform, forcesLogin, loadPermissions, loadPaintedPopup, takeUrlTokenEarly } =
    await import('./app/store-start');
  await nextTask();
  // A login link's code leaves the address before the store and the router read it (the router
  // would otherwise hold it until a navigation replaced it).
  takeUrlTokenEarly(window);
  const store = createPortalStore();
  await nextTask();
  const current: { i18n?: PortalI18n } = {};
  connectPlatform({
    tenant,
    store,
    i18n: {
      get language() {
        return current.i18n?.language ?? language;
      },
    },
  });
  // The calls go out now; the React side is evaluated in the next task.
  const permissions = loadPermissions(store);
  const paintedPopup = loadPaintedPopup(store, container);
  // Only a lobby page's first paint holds a painted grid: its loader is a chunk of its own.
  const paintedGames = hasPaintedGames(container)
    ? import('./app/painted-games').then((painted) => painted.loadPaintedGames(store, container))
    : undefined;
  await nextTask();
  // The React side evaluates in three tasks, not in the entry's: React DOM with the router
  // (app/react-start.ts), styled-components with the painted page's rules (app/styles-start.ts),
  // then the shell (app/app-root.ts); the router is built in the next.
  const { createBrowserRouter, createRoot } = await import('./app/react-start');
  await nextTask();
  await import('./app/styles-start');
  await nextTask();
  const { App, createPortalRoutes, startAtForcedLogin } = await import('./app/app-root');
  const routes = createPortalRoutes();
  await nextTask();
  // A page painted as the login page (the brand forces login) starts at /login, not at its path.
  const leftForLogin = startAtForcedLogin(container);
  // Creating the router starts the first navigation (matching, the screen's lazy import): a task
  // of its own, the painted parts' imports in the next.
  const router = createBrowserRouter(routes);
  // The shell's parts are known now; the screen's once its chunk has loaded.
  const parts = paintedParts(container);
  const texts = paintedTexts(container);
  const screenReady = routerReady(router);
  const [i18n] = await Promise.all([
    i18nReady,
    permissions,
    paintedPopup,
    paintedGames,
    nextTask().then(() => loadParts(parts)),
    screenReady.then(() => loadParts(parts)),
    // The screen's feature texts the page shows (its bridge registers them with the screen's chunk).
    Promise.all([i18nReady, screenReady]).then(([loaded]) => loadTexts(texts, loaded, tenant)),
  ]);
  current.i18n = i18n;
  // The platform no longer forces login (the build's flags did): back to the path the visitor asked for.
  if (leftForLogin && !forcesLogin(store)) await router.navigate(leftForLogin, { replace: true });
  const root = createRoot(container);
  // A transition: the first render of the whole portal yields to the browser every few
  // milliseconds instead of holding the main thread (the page is painted already; a tap on it
  // should not wait behind one long task).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App tenant={tenant} store={store} i18n={i18n} router={router} />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
// The service worker's registration is its own small chunk, fetched once the page has loaded (a
// first-paint page may have finished loading before this script ran).
if (import.meta.env.PROD) {
  const register = () => void import('./app/service-worker').then((worker) => worker.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
