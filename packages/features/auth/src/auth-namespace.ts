// The `auth` translation namespace: one JSON set per shipped language, loaded lazily (a bundle
// fetches only the languages shown). The app registers it with createPortalI18n:
//   namespaces: { auth: authResources }
import { lazyResources, type NamespaceImports } from '@portal/i18n';
import type enAuth from './locales/en/auth.json';

/** The shape of the namespace, English being the source. */
export type AuthResources = typeof enAuth;

export const authNamespace: NamespaceImports<AuthResources> = {
  CN: () => import('./locales/cn/auth.json'),
  EN: () => import('./locales/en/auth.json'),
  ID: () => import('./locales/id/auth.json'),
  PT: () => import('./locales/pt/auth.json'),
  TH: () => import('./locales/th/auth.json'),
  // TY: the unnamed set; English text until the operator supplies it (see @portal/i18n README).
  TY: () => import('./locales/ty/auth.json'),
  VI: () => import('./locales/vi/auth.json'),
};

export const authResources = lazyResources(authNamespace);
