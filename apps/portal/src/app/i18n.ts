// The app's i18next instance: @portal/i18n's set-up with the shell's namespace, the tenant's
// translation overrides merged over every namespace as it loads, and the brand name available to
// every text as {{brandName}}.
import {
  COMMON_NAMESPACE,
  createPortalI18n,
  deepMerge,
  lazyResources,
  loadCommonResources,
  resolveInitialLanguage,
  type NamespaceLoader,
  type PortalI18n,
  type ResourceTree,
} from '@portal/i18n';
import { authResources } from '@portal/feature-auth';
import { lobbyResources } from '@portal/feature-lobby';
import type { TenantBundle } from 'virtual:tenant';

export const SHELL_NAMESPACE = 'shell';

/** The shell's texts, one JSON chunk per shipped set (TY: English text for now, see README). */
export const loadShellResources = lazyResources({
  CN: () => import('../locales/cn/shell.json'),
  EN: () => import('../locales/en/shell.json'),
  ID: () => import('../locales/id/shell.json'),
  PT: () => import('../locales/pt/shell.json'),
  TH: () => import('../locales/th/shell.json'),
  TY: () => import('../locales/ty/shell.json'),
  VI: () => import('../locales/vi/shell.json'),
});

// Every namespace: common, the shell's, and each feature's (registered here so it receives the
// tenant's overrides like the others).
const NAMESPACES: Readonly<Record<string, NamespaceLoader>> = {
  [COMMON_NAMESPACE]: loadCommonResources,
  [SHELL_NAMESPACE]: loadShellResources,
  auth: authResources,
  lobby: lobbyResources,
};

/** Wraps each namespace loader so the tenant's texts for it are fetched and merged on load. */
export function withTenantOverrides(
  namespaces: Readonly<Record<string, NamespaceLoader>>,
  overrides: TenantBundle['translationOverrides'],
): Record<string, NamespaceLoader> {
  return Object.fromEntries(
    Object.entries(namespaces).map(([namespace, load]) => [
      namespace,
      async (language) => {
        const loadOverride = overrides[language]?.[namespace];
        const [base, override] = await Promise.all([load(language), loadOverride?.()]);
        return override ? deepMerge(base ?? {}, override as ResourceTree) : base;
      },
    ]),
  );
}

/** The language the app starts in: the visitor's stored choice when the tenant offers it, else the tenant default. */
export function initialAppLanguage(tenant: TenantBundle): string {
  return resolveInitialLanguage({
    tenantLanguages: tenant.config.languages,
    tenantDefault: tenant.config.defaultLanguage,
  });
}

/** `language`: start in this language instead of the stored choice or the tenant default. */
export function createAppI18n(tenant: TenantBundle, options: { language?: string } = {}): Promise<PortalI18n> {
  const language = options.language ?? initialAppLanguage(tenant);
  return createPortalI18n({
    language,
    namespaces: withTenantOverrides(NAMESPACES, tenant.translationOverrides),
    defaultVariables: { brandName: tenant.config.brandName },
  });
}
