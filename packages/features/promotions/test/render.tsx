// Renders the promotions the way the app does, on the feature harness (@portal/feature-testing): a
// real store (portalApi), the real base query against a recorded platform (answers by path;
// @portal/api/testing), real i18n with the `promotions` namespace, the theme, a memory router (the
// cards and the carousel link to a promotion) and a promotions host the test controls (logged in by
// default, accounts' login guard and the referral opener as spies).
import type { Answers } from '@portal/api/testing';
import {
  loginGuard,
  renderOnPlatform,
  type FeatureRouter,
  type LoginGuard,
  type RenderedOnPlatform,
} from '@portal/feature-testing';
import type { ReactElement } from 'react';
import { vi, type Mock } from 'vitest';
import { PROMOTIONS_NAMESPACES } from '../src/promotions-namespace';
import { DEFAULT_PROMOTION_PATHS, PromotionsHostProvider } from '../src/shared/promotions-host';

export type { Answer, Answers } from '@portal/api/testing';

export interface RenderPromotionsOptions {
  answers?: Answers;
  loggedIn?: boolean;
  router?: FeatureRouter;
}

export type RenderedPromotions = RenderedOnPlatform & { requireLogin: LoginGuard; openReferral: Mock<() => void> };

export async function renderPromotions(
  ui: ReactElement,
  { answers = {}, loggedIn = true, router = {} }: RenderPromotionsOptions = {},
): Promise<RenderedPromotions> {
  const requireLogin = loginGuard(loggedIn);
  const openReferral = vi.fn<() => void>();
  const rendered = await renderOnPlatform(ui, {
    answers,
    loggedIn,
    namespaces: PROMOTIONS_NAMESPACES,
    router,
    providers: (children) => (
      <PromotionsHostProvider value={{ loggedIn, requireLogin, openReferral, ...DEFAULT_PROMOTION_PATHS }}>
        {children}
      </PromotionsHostProvider>
    ),
  });
  return { ...rendered, requireLogin, openReferral };
}

export * from './promotions-data';
