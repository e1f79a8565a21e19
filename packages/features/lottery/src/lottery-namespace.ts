// The `lottery` translation namespace: one JSON set per shipped language, loaded lazily. It is not
// registered with the app's i18n at start (that would load it on the home page): the lottery
// screens add it when they open (LotteryTexts).
import { lazyResources, type NamespaceImports } from '@portal/i18n';
import type enLottery from './locales/en/lottery.json';

export const LOTTERY_NAMESPACE = 'lottery';

/** The shape of the namespace, English being the source. */
export type LotteryResources = typeof enLottery;

export const lotteryNamespace: NamespaceImports<LotteryResources> = {
  CN: () => import('./locales/cn/lottery.json'),
  EN: () => import('./locales/en/lottery.json'),
  ID: () => import('./locales/id/lottery.json'),
  PT: () => import('./locales/pt/lottery.json'),
  TH: () => import('./locales/th/lottery.json'),
  // TY: the unnamed set; English text until the operator supplies it (see @portal/i18n README).
  TY: () => import('./locales/ty/lottery.json'),
  VI: () => import('./locales/vi/lottery.json'),
};

export const lotteryResources = lazyResources(lotteryNamespace);
