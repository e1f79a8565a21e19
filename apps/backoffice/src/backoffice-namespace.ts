// The `backoffice` translation namespace: one JSON set per shipped language, loaded lazily, typed so
// that a missing language or a set not of the English source's shape fails to compile.
import { lazyResources, type NamespaceImports } from '@portal/i18n';
import type enBackoffice from './locales/en/backoffice.json';

export const BACKOFFICE_NAMESPACE = 'backoffice';

/** The shape of the namespace, English being the source. */
export type BackofficeResources = typeof enBackoffice;

export const backofficeNamespace: NamespaceImports<BackofficeResources> = {
  CN: () => import('./locales/cn/backoffice.json'),
  EN: () => import('./locales/en/backoffice.json'),
  ID: () => import('./locales/id/backoffice.json'),
  PT: () => import('./locales/pt/backoffice.json'),
  TH: () => import('./locales/th/backoffice.json'),
  // TY: the unnamed set; English text until the operator supplies it (@portal/i18n languages.ts).
  TY: () => import('./locales/ty/backoffice.json'),
  VI: () => import('./locales/vi/backoffice.json'),
};

export const backofficeResources = lazyResources(backofficeNamespace);
