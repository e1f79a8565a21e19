// @vitest-environment node
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTenantFromSources, tenantPlugin } from './tenant-plugin.ts';
import { validTenantConfig, writeTenantFixture, type TenantFixture } from './testing/tenant-fixture.ts';
import { RESOLVED_VIRTUAL_TENANT_ID } from './tenant-module.ts';

const fixtures: TenantFixture[] = [];
afterEach(() => {
  for (const { root } of fixtures.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('tenant plugin', () => {
  it('fails the build with a message naming the file and field', async () => {
    const config = { ...validTenantConfig('broken'), defaultLanguage: 'TH' };
    const created = writeTenantFixture('broken', { config });
    fixtures.push(created);
    const plugin = tenantPlugin({ tenant: 'broken', tenantsDir: created.tenantsDir, displayRoot: created.root });
    const configHook = plugin.config as (config: object, env: { command: 'build'; mode: string }) => Promise<unknown>;
    await expect(configHook.call({}, {}, { command: 'build', mode: 'production' })).rejects.toThrow(
      'tenants/broken/tenant.json: defaultLanguage: defaultLanguage must be one of languages',
    );
  });

  it('loads the validators from workspace sources and serves virtual:tenant', async () => {
    const created = writeTenantFixture('sample', { files: { 'locales/en/shell.json': '{"x":"y"}' } });
    fixtures.push(created);
    const tenant = await loadTenantFromSources({ tenant: 'sample', tenantsDir: created.tenantsDir, displayRoot: created.root });
    expect(tenant.config.merchantCode).toBe('SAM');

    const plugin = tenantPlugin({ tenant: 'sample', tenantsDir: created.tenantsDir, displayRoot: created.root });
    await (plugin.config as (c: object, e: object) => Promise<unknown>).call({}, {}, { command: 'serve', mode: 'development' });
    const watched: string[] = [];
    const code = (plugin.load as (this: unknown, id: string) => string).call({ addWatchFile: (f: string) => watched.push(f) }, RESOLVED_VIRTUAL_TENANT_ID);
    expect(code).toContain(`import asset0 from "${tenant.files.logo}?url";`);
    expect(code).toContain('"brandName":"sample brand"');
    expect(code).toContain(`"EN": { "shell": () => import("${tenant.overrides[0]!.file}")`);
    expect(watched).toContain(tenant.files.favicon);
  });
});
