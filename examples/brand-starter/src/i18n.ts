// Translations: @portal/i18n's set-up with the packages' namespaces (common is built in; auth is
// the login form's), the brand's own namespace, and the brand's overrides of package texts.
import { authResources } from '@portal/feature-auth';
import { createPortalI18n, lazyResources, type PortalI18n } from '@portal/i18n';
import { BRAND } from './brand/brand';

const brandResources = lazyResources({
  EN: () => import('./brand/locales/en/brand.json'),
  VI: () => import('./brand/locales/vi/brand.json'),
});

export async function createBrandI18n(): Promise<PortalI18n> {
  const [en, vi] = await Promise.all([
    import('./brand/locales/en/overrides.json'),
    import('./brand/locales/vi/overrides.json'),
  ]);
  return createPortalI18n({
    language: BRAND.defaultLanguage,
    namespaces: { auth: authResources, brand: brandResources },
    overrides: { EN: en.default, VI: vi.default },
    defaultVariables: { brandName: BRAND.name },
  });
}
