// The `promotions` translation namespace (the list, the carousel, categories, activity states, the
// detail's actions and the errors): one JSON set per shipped language, loaded lazily. It is not
// registered with the app's i18n at start (that would load it on the home page): PromotionsTexts
// adds it when /promotions opens.
import { lazyResources, type NamespaceImports, type NamespaceLoader } from '@portal/i18n';
import type enPromotions from './locales/en/promotions.json';

export const PROMOTIONS_NAMESPACE = 'promotions';

/** The shape of the namespace, English being the source. */
export type PromotionsResources = typeof enPromotions;

export const promotionsNamespace: NamespaceImports<PromotionsResources> = {
  CN: () => import('./locales/cn/promotions.json'),
  EN: () => import('./locales/en/promotions.json'),
  ID: () => import('./locales/id/promotions.json'),
  PT: () => import('./locales/pt/promotions.json'),
  TH: () => import('./locales/th/promotions.json'),
  // TY: the unnamed set; English text until the operator supplies it (see @portal/i18n README).
  TY: () => import('./locales/ty/promotions.json'),
  VI: () => import('./locales/vi/promotions.json'),
};

export const promotionsResources = lazyResources(promotionsNamespace);

/** Every namespace the promotions' screens read: what PromotionsTexts loads and the tests register. */
export const PROMOTIONS_NAMESPACES: Readonly<Record<string, NamespaceLoader>> = {
  [PROMOTIONS_NAMESPACE]: promotionsResources,
};
