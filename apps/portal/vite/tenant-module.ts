// Generates the source of `virtual:tenant` from a validated tenant. Brand images are imported as
// assets (so the bundler hashes and emits them) and each translation override becomes a dynamic
// import (a chunk fetched only when that language is shown). Only the selected tenant's files are
// referenced, so a bundle holds one brand and nothing of any other.
import type { LoadedTenant } from './load-tenant.ts';

export const VIRTUAL_TENANT_ID = 'virtual:tenant';
export const RESOLVED_VIRTUAL_TENANT_ID = `\0${VIRTUAL_TENANT_ID}`;

export function tenantModuleCode(tenant: LoadedTenant): string {
  const imports: string[] = [];
  const assetVariable = (file: string): string => {
    const name = `asset${imports.length}`;
    imports.push(`import ${name} from ${JSON.stringify(`${file}?url`)};`);
    return name;
  };

  const logo = assetVariable(tenant.files.logo);
  const logoMini = assetVariable(tenant.files.logoMini);
  const favicon = assetVariable(tenant.files.favicon);
  const banners = tenant.config.banners.map((banner) => {
    const file = tenant.files.banners[banner.id];
    if (!file) throw new Error(`tenant-module: no image path for banner ${banner.id}`);
    return `{ ...${JSON.stringify(banner)}, imageUrl: ${assetVariable(file)} }`;
  });

  const byLanguage = new Map<string, string[]>();
  for (const override of tenant.overrides) {
    const entries = byLanguage.get(override.language) ?? [];
    entries.push(`${JSON.stringify(override.namespace)}: () => import(${JSON.stringify(override.file)}).then((m) => m.default)`);
    byLanguage.set(override.language, entries);
  }
  const overrideLoaders = [...byLanguage].map(([language, entries]) => `${JSON.stringify(language)}: { ${entries.join(', ')} }`);

  return [
    ...imports,
    'export default {',
    `  config: ${JSON.stringify(tenant.config)},`,
    `  theme: ${JSON.stringify(tenant.theme)},`,
    `  assets: { logo: ${logo}, logoMini: ${logoMini}, favicon: ${favicon} },`,
    `  banners: [${banners.join(', ')}],`,
    `  translationOverrides: { ${overrideLoaders.join(', ')} },`,
    '};',
    '',
  ].join('\n');
}
