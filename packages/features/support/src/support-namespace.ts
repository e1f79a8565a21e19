// The `support` translation namespace (the help centre, its categories and search, the feedback
// form): one JSON set per shipped language, loaded lazily. It is not registered with the app's i18n
// at start (that would load it on the home page): SupportTexts adds it when the help centre opens.
import { lazyResources, type NamespaceImports, type NamespaceLoader } from '@portal/i18n';
import type enSupport from './locales/en/support.json';

export const SUPPORT_NAMESPACE = 'support';

/** The shape of the namespace, English being the source. */
export type SupportResources = typeof enSupport;

export const supportNamespace: NamespaceImports<SupportResources> = {
  CN: () => import('./locales/cn/support.json'),
  EN: () => import('./locales/en/support.json'),
  ID: () => import('./locales/id/support.json'),
  PT: () => import('./locales/pt/support.json'),
  TH: () => import('./locales/th/support.json'),
  // TY: the unnamed set; English text until the operator supplies it (see @portal/i18n README).
  TY: () => import('./locales/ty/support.json'),
  VI: () => import('./locales/vi/support.json'),
};

export const supportResources = lazyResources(supportNamespace);

/** Every namespace the support screens read: what SupportTexts loads and the tests register. */
export const SUPPORT_NAMESPACES: Readonly<Record<string, NamespaceLoader>> = {
  [SUPPORT_NAMESPACE]: supportResources,
};
