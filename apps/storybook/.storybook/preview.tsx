// Every story is drawn the way the portal draws it: the brand's theme (tenant toolbar switch, the
// brand of the address by default), light or dark, and, for the feature screens, the portal's store,
// i18next in the chosen language with the screen's namespaces, a memory router and the platform
// answered by MSW (platform.ts). Stories say what they need in `parameters.portal` (PortalParameters).
// Accessibility violations fail the story tests.
import { portalApi, SystemStatusSubscription } from '@portal/api';
import { createPortalI18n, I18nextProvider, type NamespaceLoader, type PortalI18n } from '@portal/i18n';
import type { ThemeMode } from '@portal/theme';
import { GlobalStyle, PortalThemeProvider } from '@portal/ui';
import { configureStore, type Reducer } from '@reduxjs/toolkit';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
import type { SetupWorker } from 'msw/browser';
import { BRAND_NAMES, brandFromPath, brandTokens, DEFAULT_BRAND } from './brands';
import { installDeterminism, resetDeterminism } from './determinism';
import { answersToHandlers, configureStoryApi, startWorker, type StoryAnswers } from './platform';

installDeterminism();
// Play functions' findBy… and waitFor wait up to 5 s, as the unit tests' (test-config's dom-setup):
// the default 1 s is short on CI's two cores, which also run the other packages' tests, now that
// answers outside an event render as transitions (useStoreSelector), which yield to other work.
configure({ asyncUtilTimeout: 5000 });

/** What a feature screen's story asks of the frame (`parameters: { portal: {…} }`). */
export interface PortalParameters {
  /** The screen's i18next namespaces (the feature's *_NAMESPACES constant). */
  namespaces?: Readonly<Record<string, NamespaceLoader>>;
  /** The platform's answers by path (answered by MSW). */
  answers?: StoryAnswers;
  /** Whether calls carry a member's session token (default true). */
  loggedIn?: boolean;
  /** Slices the screen's store needs beside the api (e.g. `{ auth: authReducer }`). */
  slices?: Record<string, Reducer>;
  /** Where the memory router starts (default `/`). */
  route?: string;
}

/** The languages the portal ships (LANGUAGES' translated sets), for the toolbar. */
const LOCALES = [
  { value: 'EN', title: 'English' },
  { value: 'CN', title: '简体中文' },
  { value: 'ID', title: 'Bahasa Indonesia' },
  { value: 'PT', title: 'Português' },
  { value: 'TH', title: 'ไทย' },
  { value: 'TY', title: 'TY' },
  { value: 'VI', title: 'Tiếng Việt' },
];

let worker: Promise<SetupWorker> | null = null;

interface Loaded {
  i18n: PortalI18n;
  store?: ReturnType<typeof storyStore>;
}

function storyStore(slices: Record<string, Reducer> = {}) {
  return configureStore({
    reducer: { [portalApi.reducerPath]: portalApi.reducer, ...slices },
    middleware: (getDefault) => getDefault().concat(portalApi.middleware),
  });
}

/** Before each story: the same clock and random; the story's answers; a fresh store and i18n. */
const portalLoader: Loader = async (context): Promise<Loaded> => {
  resetDeterminism(context.parameters.clock === 'running' ? 'running' : 'fixed');
  setLook(null);
  const portal = context.parameters.portal as PortalParameters | undefined;
  const language = (context.globals.locale as string | undefined) ?? 'EN';
  const i18n = await createPortalI18n({
    language,
    namespaces: portal?.namespaces ?? {},
    storage: null,
    document,
  });
  window.__portalStoryCalls = !!portal;
  if (!portal) return { i18n };
  const msw = await (worker ??= startWorker());
  msw.resetHandlers();
  msw.use(...answersToHandlers(portal.answers ?? {}));
  configureStoryApi({ loggedIn: portal.loggedIn ?? true, language });
  return { i18n, store: storyStore(portal.slices) };
};

/**
 * The visual check's in-place brand and theme switch (window.__portalSetLook): the story on show
 * takes another brand or theme without Storybook's globals round trip (which loads the story again:
 * its loaders, its calls, its play function). Cleared before each story.
 */
let look: { brand: string; theme: ThemeMode } | null = null;
const lookListeners = new Set<() => void>();
function setLook(next: typeof look) {
  look = next;
  for (const listener of lookListeners) listener();
}
declare global {
  interface Window {
    __portalSetLook?: (brand: string, theme: ThemeMode) => void;
  }
}
window.__portalSetLook = (brand, theme) => setLook({ brand, theme });
const subscribeLook = (listener: () => void) => {
  lookListeners.add(listener);
  return () => lookListeners.delete(listener);
};

const storeKeys = new WeakMap<object, number>();
let storeCount = 0;
function storeKey(store: object): number {
  let key = storeKeys.get(store);
  if (key === undefined) storeKeys.set(store, (key = ++storeCount));
  return key;
}

/** Keeps the story's texts in the toolbar's language when it changes after loading. */
function Language({ i18n, language, children }: { i18n: PortalI18n; language: string; children: ReactNode }) {
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

function Look({ brand, mode, children }: { brand: string; mode: ThemeMode; children: ReactNode }) {
  const override = useSyncExternalStore(subscribeLook, () => look);
  return (
    <PortalThemeProvider mode={override?.theme ?? mode} brand={brandTokens(override?.brand ?? brand)}>
      <GlobalStyle />
      {children}
    </PortalThemeProvider>
  );
}

const withPortalFrame: Decorator = (Story, context) => {
  const brand = (context.globals.tenant as string | undefined) ?? DEFAULT_BRAND;
  const mode = (context.globals.theme as ThemeMode | undefined) ?? 'light';
  const language = (context.globals.locale as string | undefined) ?? 'EN';
  const { i18n, store } = context.loaded as Partial<Loaded>;
  const portal = context.parameters.portal as PortalParameters | undefined;
  let story: ReactNode = <Story />;
  if (store && portal) {
    // Loaders run again when a global changes (a fresh store): the screen mounts again with it, as
    // RTK Query's hooks subscribe to the store they mounted with.
    story = (
      <Provider store={store} key={storeKey(store)}>
        {/* The boot call's subscription, which the portal's root holds (module flags are read from its answer). */}
        <SystemStatusSubscription />
        <MemoryRouter initialEntries={[portal.route ?? '/']}>
          <Suspense fallback={null}>{story}</Suspense>
        </MemoryRouter>
      </Provider>
    );
  }
  return (
    <Look brand={brand} mode={mode}>
      {i18n ? (
        <Language i18n={i18n} language={language}>
          {story}
        </Language>
      ) : (
        story
      )}
    </Look>
  );
};

const preview: Preview = {
  decorators: [withPortalFrame],
  loaders: [portalLoader],
  globalTypes: {
    tenant: {
      description: 'Brand (tenant) whose tokens style the screens',
      toolbar: { title: 'Brand', icon: 'globe', items: BRAND_NAMES, dynamicTitle: true },
    },
    theme: {
      description: 'Light or dark theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Language of the texts (no shipped language is right-to-left)',
      toolbar: { title: 'Language', icon: 'transfer', items: LOCALES, dynamicTitle: true },
    },
  },
  initialGlobals: {
    tenant: brandFromPath(window.location.pathname) ?? DEFAULT_BRAND,
    theme: 'light',
    locale: 'EN',
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
