// The `mall` translation namespace (the points mall: balance, rewards, redeems, points details,
// conversion): one JSON set per shipped language, loaded lazily. It is not registered with the
// app's i18n at start (that would load it on the home page): MallTexts adds it when /pointMall opens.
import { lazyResources, type NamespaceImports, type NamespaceLoader } from '@portal/i18n';
import type enMall from './locales/en/mall.json';

export const MALL_NAMESPACE = 'mall';

/** The shape of the namespace, English being the source. */
export type MallResources = typeof enMall;

export const mallNamespace: NamespaceImports<MallResources> = {
  CN: () => import('./locales/cn/mall.json'),
  EN: () => import('./locales/en/mall.json'),
  ID: () => import('./locales/id/mall.json'),
  PT: () => import('./locales/pt/mall.json'),
  TH: () => import('./locales/th/mall.json'),
  // TY: the unnamed set; English text until the operator supplies it (see @portal/i18n README).
  TY: () => import('./locales/ty/mall.json'),
  VI: () => import('./locales/vi/mall.json'),
};

export const mallResources = lazyResources(mallNamespace);

/** Every namespace the mall's screens read: what MallTexts loads and the tests register. */
export const MALL_NAMESPACES: Readonly<Record<string, NamespaceLoader>> = { [MALL_NAMESPACE]: mallResources };
