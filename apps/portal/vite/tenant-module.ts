// Generates the source of the `virtual:tenant` modules from a validated tenant. Brand images are
// imported as assets (so the bundler hashes and emits them) and each translation override becomes a
// dynamic import (a chunk fetched only when that language is shown). Only the selected tenant's
// files are referenced, so a bundle holds one brand and nothing of any other.
//
// The data is split by who needs it, so each part travels in the chunk that uses it:
// - `virtual:tenant`: what the shell needs for the first paint (brand, flags, languages, resources,
//   theme, logos, which banner groups exist, override loaders);
// - `virtual:tenant/banners`: the banners with their image URLs (the banner slider's chunk);
// - `virtual:tenant/registration`: registration rules and countries (the accounts feature).
import type { LoadedTenant } from './load-tenant.ts';

export const VIRTUAL_TENANT_ID = 'virtual:tenant';
export const VIRTUAL_TENANT_BANNERS_ID = 'virtual:tenant/banners';
export const VIRTUAL_TENANT_REGISTRATION_ID = 'virtual:tenant/registration';
export const VIRTUAL_TENANT_IDS = [
  VIRTUAL_TENANT_ID,
  VIRTUAL_TENANT_BANNERS_ID,
  VIRTUAL_TENANT_REGISTRATION_ID,
] as const;
export type VirtualTenantId = (typeof VIRTUAL_TENANT_IDS)[number];

class AssetImports {
  readonly lines: string[] = [];
  add(file: string): string {
    const name = `asset${this.lines.length}`;
    this.lines.push(`import ${name} from ${JSON.stringify(`${file}?url`)};`);
    return name;
  }
}

/** What the shell's module carries (a whitelist: new contract fields stay out until needed). */
export const SHELL_CONFIG_KEYS = [
  'id',
  'merchantCode',
  'brandName',
  'languages',
  'defaultLanguage',
  'defaultCountryCode',
  'currency',
  'assets',
  'modules',
  'resources',
  'customerService',
  'feedback',
  'utcOffsetMinutes',
  // The third-party SMS route's provider (the register form's "send code", FIREBASESMS3).
  'phoneVerification',
] as const;

function shellModule(tenant: LoadedTenant): string {
  const assets = new AssetImports();
  const logo = assets.add(tenant.files.logo);
  const logoMini = assets.add(tenant.files.logoMini);
  const favicon = assets.add(tenant.files.favicon);
  const config = {
    ...Object.fromEntries(SHELL_CONFIG_KEYS.map((key) => [key, tenant.config[key]])),
    // Only the modules that are on: a missing flag means off (contracts, ModuleFlags).
    modules: Object.fromEntries(Object.entries(tenant.config.modules).filter(([, enabled]) => enabled)),
    registration: { adultAge: tenant.config.registration.adultAge },
  };
  const bannerGroups = [...new Set(tenant.config.banners.map((banner) => banner.group))];
  const sliderGroups = bannerGroups.filter(
    (group) => tenant.config.banners.filter((banner) => banner.group === group).length > 1,
  );

  const byLanguage = new Map<string, string[]>();
  for (const override of tenant.overrides) {
    const entries = byLanguage.get(override.language) ?? [];
    entries.push(
      `${JSON.stringify(override.namespace)}: () => import(${JSON.stringify(override.file)}).then((m) => m.default)`,
    );
    byLanguage.set(override.language, entries);
  }
  const overrideLoaders = [...byLanguage].map(
    ([language, entries]) => `${JSON.stringify(language)}: { ${entries.join(', ')} }`,
  );

  return [
    ...assets.lines,
    'export default {',
    `  config: ${JSON.stringify(config)},`,
    `  theme: ${JSON.stringify(tenant.theme)},`,
    `  assets: { logo: ${logo}, logoMini: ${logoMini}, favicon: ${favicon} },`,
    `  bannerGroups: ${JSON.stringify(bannerGroups)},`,
    `  sliderGroups: ${JSON.stringify(sliderGroups)},`,
    `  translationOverrides: { ${overrideLoaders.join(', ')} },`,
    '};',
    '',
  ].join('\n');
}

function bannersModule(tenant: LoadedTenant): string {
  const assets = new AssetImports();
  const banners = tenant.config.banners.map((banner) => {
    const file = tenant.files.banners[banner.id];
    if (!file) throw new Error(`tenant-module: no image path for banner ${banner.id}`);
    return `{ ...${JSON.stringify(banner)}, imageUrl: ${assets.add(file)} }`;
  });
  return [...assets.lines, `export default [${banners.join(', ')}];`, ''].join('\n');
}

function registrationModule(tenant: LoadedTenant): string {
  const { registration, countries, defaultCountryCode } = tenant.config;
  return `export default ${JSON.stringify({ registration, countries, defaultCountryCode })};\n`;
}

export function tenantModuleCode(tenant: LoadedTenant, id: VirtualTenantId = VIRTUAL_TENANT_ID): string {
  if (id === VIRTUAL_TENANT_BANNERS_ID) return bannersModule(tenant);
  if (id === VIRTUAL_TENANT_REGISTRATION_ID) return registrationModule(tenant);
  return shellModule(tenant);
}
