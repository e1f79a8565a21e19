// Renders lottery components the way the app does, on the feature harness (@portal/feature-testing):
// a real store (portalApi), the real base query against a recorded platform (answers by path;
// @portal/api/testing), real i18n with the `lottery` namespace, the theme, a memory router and a
// lottery host the test controls.
import type { Answers } from '@portal/api/testing';
import { loginGuard, renderOnPlatform, type LoginGuard, type RenderedOnPlatform } from '@portal/feature-testing';
import type { ReactElement } from 'react';
import { LOTTERY_NAMESPACE, lotteryResources } from '../src/lottery-namespace';
import { LotteryHostProvider, type LotteryHost } from '../src/shared/lottery-host';

export type { Answer, Answers } from '@portal/api/testing';
export { location } from '@portal/feature-testing';

const NAMESPACES = { [LOTTERY_NAMESPACE]: lotteryResources };

export interface RenderLotteryOptions {
  route?: string;
  /** The route pattern the element is mounted at (other paths show nothing but the location probe). */
  path?: string;
  answers?: Answers;
  host?: Partial<LotteryHost>;
}

export type RenderedLottery = RenderedOnPlatform & { requireLogin: LoginGuard };

export async function renderLottery(
  ui: ReactElement,
  { route = '/', path = '*', answers = {}, host = {} }: RenderLotteryOptions = {},
): Promise<RenderedLottery> {
  const requireLogin = loginGuard(Boolean(host.loggedIn));
  const lotteryHost: LotteryHost = { loggedIn: false, username: null, requireLogin, ...host };
  const rendered = await renderOnPlatform(ui, {
    answers,
    loggedIn: Boolean(host.loggedIn),
    namespaces: NAMESPACES,
    router: { route, path },
    providers: (children) => <LotteryHostProvider value={lotteryHost}>{children}</LotteryHostProvider>,
  });
  return { ...rendered, requireLogin };
}

export { FAST5, issueAnswer, lotteryAnswers, placedAnswer, SERVER_NOW, VN_ANSWERS } from './render-data';
