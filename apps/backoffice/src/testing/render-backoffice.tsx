// Renders the whole back office at a path (the real routes, lazy pages and store) in English, over a
// fake staff API; `token` starts it logged in (as a reload of a tab with a session would).
import { createPortalI18n, type PortalI18n } from '@portal/i18n';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { createBackofficeStore, type BackofficeStore } from '../app/store';
import { BACKOFFICE_NAMESPACE, backofficeResources } from '../backoffice-namespace';
import { createBackofficeRoutes } from '../routing/routes';
import { TOKEN_STORAGE_KEY } from '../session/session-slice';
import { fakeOps, type FakeOps, type OpsRoutes } from './fake-ops';

const NAMESPACES = { [BACKOFFICE_NAMESPACE]: backofficeResources };
let english: Promise<PortalI18n> | undefined;

export function testI18n(): Promise<PortalI18n> {
  english ??= createPortalI18n({ language: 'EN', namespaces: NAMESPACES, storage: null, document: null });
  return english;
}

export interface RenderBackofficeOptions {
  path?: string;
  routes?: OpsRoutes;
  /** A staff token in sessionStorage before the app starts. */
  token?: string;
}

export interface RenderedBackoffice extends RenderResult {
  ops: FakeOps;
  store: BackofficeStore;
  user: ReturnType<typeof userEvent.setup>;
}

export async function renderBackoffice({
  path = '/',
  routes = {},
  token,
}: RenderBackofficeOptions = {}): Promise<RenderedBackoffice> {
  if (token) sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
  const ops = fakeOps(routes);
  const i18n = await testI18n();
  const store = createBackofficeStore('EN');
  const router = createMemoryRouter(createBackofficeRoutes(), { initialEntries: [path] });
  // No pause between keys: a busy CI machine makes every pause long, and nothing here needs one.
  const user = userEvent.setup({ delay: null });
  const rendered = render(<App store={store} i18n={i18n} router={router} />);
  return { ...rendered, ops, store, user };
}
