// Renders the points mall the way the app does, on the feature harness (@portal/feature-testing):
// a real store (portalApi), the real base query against a recorded platform (answers by path;
// @portal/api/testing), real i18n with the `mall` namespace, the theme and a mall host the test
// controls (logged in by default, with accounts' login guard as a spy). No router: the mall does
// not navigate.
import type { Answers } from '@portal/api/testing';
import { loginGuard, renderOnPlatform, type LoginGuard, type RenderedOnPlatform } from '@portal/feature-testing';
import type { ReactElement } from 'react';
import { MALL_NAMESPACES } from '../src/mall-namespace';
import { MallHostProvider } from '../src/shared/mall-host';

export type { Answer, Answers } from '@portal/api/testing';

export interface RenderMallOptions {
  answers?: Answers;
  loggedIn?: boolean;
}

export type RenderedMall = RenderedOnPlatform & { requireLogin: LoginGuard };

export async function renderMall(
  ui: ReactElement,
  { answers = {}, loggedIn = true }: RenderMallOptions = {},
): Promise<RenderedMall> {
  const requireLogin = loginGuard(loggedIn);
  const rendered = await renderOnPlatform(ui, {
    answers,
    loggedIn,
    namespaces: MALL_NAMESPACES,
    router: false,
    providers: (children) => <MallHostProvider value={{ loggedIn, requireLogin }}>{children}</MallHostProvider>,
  });
  return { ...rendered, requireLogin };
}

export * from './mall-data';
