// The build-time first paint (scripts/prerender-pages.mjs runs this module, built for Node by Vite):
// renders a public route of the build's tenant, as a first-time visitor on a phone sees it before
// any answer arrives, to static HTML and the styled-components CSS it uses. The pages the build
// writes show it while the scripts load; main.tsx then renders the app over it (README: first paint).
import { setDefaultModuleFlags } from '@portal/api';
import { FIRST_PAINT_POPUP } from '@portal/contracts';
import { PERSONAL_CENTER_PARAM } from '@portal/feature-auth';
import { toIntlLocale } from '@portal/i18n';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import tenant from 'virtual:tenant';
import { takeRenderedParts } from './app/first-paint-parts';
import { loadTexts, takeRenderedTexts } from './app/first-paint-texts';
import { AppProviders } from './app/providers';
import { createAppI18n } from './app/i18n';
import { connectPlatform } from './app/platform';
import { createPortalStore } from './app/store';
import { forcedLoginRedirect } from './routing/forced-login';
import { ROUTE_TABLE } from './routing/route-table';
import { createPortalRoutes } from './routing/routes';
import { AnnouncementPopupCard } from './shell/announcements/announcement-popups';
import { initialShellState } from './shell/shell-slice';

// The names scripts/prerender-pages.mjs writes into the pages and their start script, from here.
export { PRELOADS_INSERTED_ATTRIBUTE, PRELOADS_INSERTED_EVENT } from './app/start-preloads';
export { FORCED_LOGIN_PAINT } from './routing/forced-login-start';

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The <style> elements of the styles that markup uses. */
  styles: string;
  /** The page's language as <html lang> takes it (the tenant's default language). */
  lang: string;
  /**
   * The lazily loaded parts the page shows (first-paint-parts.tsx): the app loads them before it
   * replaces the page. The route's screen is among them as `screen:<module>` (screenPart): only the
   * start script reads that name, to request the screen's chunks with the page's others.
   */
  parts: string[];
  /** The feature texts the page shows (first-paint-texts.ts): the app loads them before it replaces the page. */
  texts: string[];
  /** The brand forces login and this page is its login page, painted for a visitor of the route. */
  loginForced: boolean;
}

export interface PrerenderOptions {
  /**
   * Paint the route itself even where the brand forces login: what a member arriving by a login
   * link sees (FIRST_PAINT_LOGIN_LINK).
   */
  signedIn?: boolean;
}

/**
 * Screens that need more than their path to show anything (a game, a ticket, a query), or that
 * only a member opens: they start from the bare page (app.html) and paint with the app.
 */
const NOT_PRERENDERED = new Set(['/game', '/seamless', '/inhouse', '/helpmc', '/promoDetail', '/vnlottery']);

/** The paths the build writes a first paint for: every route without parameters or a file name, but the above. */
export function prerenderedPaths(): string[] {
  return ROUTE_TABLE.map((route) => route.path).filter(
    (path) => path.startsWith('/') && !path.includes(':') && !/\.\w+$/.test(path) && !NOT_PRERENDERED.has(path),
  );
}

async function toHtml(element: ReactNode): Promise<string> {
  // Every boundary inline (React outlines large ones by default and swaps them in with an inline
  // script, which the platform's CSP, script-src 'self', would block).
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/**
 * What a link's query opens at once, by parameter: the modules (as their paths end) whose chunks the
 * start script requests with the page's when the address has that parameter. `?member=<page>` opens
 * the member centre (its link handler and its dialog with My account), whose chunks Vite's preload
 * helper otherwise inserted one by one in one task of the first render (~200 ms at a 4× slowdown).
 */
export const QUERY_PART_MODULES: Record<string, string[]> = {
  [PERSONAL_CENTER_PARAM]: ['/personal-center/personal-center-url.tsx', '/personal-center/personal-center-dialog.tsx'],
};

/** The part name of a screen module (`screen:register/register-screen`), see PrerenderedPage.parts. */
export function screenPart(module: string): string {
  return `screen:${module}`;
}

/** `path`: a public route without parameters, e.g. `/` or `/register`. */
export async function prerenderPage(
  path: string,
  { signedIn = false }: PrerenderOptions = {},
): Promise<PrerenderedPage> {
  const language = tenant.config.defaultLanguage;
  // A phone's first visit: the default theme, the side menu in its mini form (what a narrow screen
  // starts with), no session, the tenant's build-time module flags (no status answer yet).
  const store = createPortalStore({ shell: { ...initialShellState, sideMenuCollapsed: true } });
  connectPlatform({ tenant, store, i18n: { language } });
  // Signed in, the brand's forced login lets the route in (the guard reads the build's flags here).
  if (signedIn) setDefaultModuleFlags({ ...tenant.config.modules, FORCELOGIN3: false });
  const i18n = await createAppI18n(tenant, { language });
  // Where forced login sends a visitor (the static router cannot follow a <Navigate>), the page
  // paints what the visitor will be shown there.
  const redirect = signedIn
    ? null
    : forcedLoginRedirect({ forceLogin: tenant.config.modules.FORCELOGIN3 === true, token: null, pathname: path });
  const shown = redirect ?? path;
  const handler = createStaticHandler(createPortalRoutes());
  const context = await handler.query(new Request(new URL(shown, 'http://prerender.invalid')));
  if (context instanceof Response)
    throw new Error(`prerender ${path}: the route answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const matched = context.matches.at(-1)?.route.path;
  const screen = ROUTE_TABLE.find((route) => route.path === matched)?.screen.module;
  const render = async () => {
    const sheet = new ServerStyleSheet();
    takeRenderedParts();
    takeRenderedTexts();
    try {
      const html = await toHtml(
        sheet.collectStyles(
          <AppProviders tenant={tenant} store={store} i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>,
        ),
      );
      // The screen first: its chunks are asked for first after the entry's (it renders first).
      const parts = [...(screen ? [screenPart(screen)] : []), ...takeRenderedParts()];
      return { html, styles: sheet.getStyleTags(), parts, texts: takeRenderedTexts() };
    } finally {
      sheet.seal();
    }
  };
  // A screen whose feature texts are not in yet paints nothing (NamespaceTexts): load the texts its
  // bridges marked, then paint it again with them.
  let page = await render();
  if (page.texts.length > 0) {
    await loadTexts(page.texts, i18n, tenant);
    page = await render();
  }
  return { ...page, lang: toIntlLocale(language), loginForced: redirect !== null };
}

/**
 * The announcement popup's card with the platform's placeholders (FIRST_PAINT_POPUP): the platform
 * fills it with the brand's before-login popup and puts it where a page has the marker, so the
 * popup paints with the page. `data-parts`: the app loads the popups' part before it replaces the page.
 */
export async function prerenderPopupTemplate(): Promise<{ html: string; styles: string }> {
  const language = tenant.config.defaultLanguage;
  const store = createPortalStore();
  connectPlatform({ tenant, store, i18n: { language } });
  const i18n = await createAppI18n(tenant, { language });
  const { id, title, content } = FIRST_PAINT_POPUP.placeholders;
  const sheet = new ServerStyleSheet();
  try {
    const html = await toHtml(
      sheet.collectStyles(
        <AppProviders tenant={tenant} store={store} i18n={i18n}>
          <div data-painted-popup={id} data-parts="announcement-overlays">
            <AnnouncementPopupCard popup={{ title, content }} />
          </div>
        </AppProviders>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
