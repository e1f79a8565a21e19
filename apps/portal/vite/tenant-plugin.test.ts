// @vitest-environment node
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTenantFromSources, tenantPlugin } from './tenant-plugin.ts';
import { validTenantConfig, writeTenantFixture, type TenantFixture } from './testing/tenant-fixture.ts';

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
    const tenant = await loadTenantFromSources({
      tenant: 'sample',
      tenantsDir: created.tenantsDir,
      displayRoot: created.root,
    });
    expect(tenant.config.merchantCode).toBe('SAM');

    const plugin = tenantPlugin({ tenant: 'sample', tenantsDir: created.tenantsDir, displayRoot: created.root });
    await (plugin.config as (c: object, e: object) => Promise<unknown>).call(
      {},
      {},
      { command: 'serve', mode: 'development' },
    );
    const watched: string[] = [];
    const load = (id: string) =>
      (plugin.load as (this: unknown, id: string) => string).call({ addWatchFile: (f: string) => watched.push(f) }, id);
    const resolve = (id: string) => (plugin.resolveId as (id: string) => string | undefined)(id);

    const shell = load(resolve('virtual:tenant')!);
    expect(shell).toContain(`import asset0 from "${tenant.files.logo}?url";`);
    expect(shell).toContain('"brandName":"sample brand"');
    expect(shell).toContain('bannerGroups: ["w_home"]');
    expect(shell).toContain(`"EN": { "shell": () => import("${tenant.overrides[0]!.file}")`);
    // Registration rules and banners are not in the shell's module: they travel with their users.
    expect(shell).not.toContain('acceptedPattern');
    expect(shell).not.toContain('banners/home.svg');
    expect(watched).toContain(tenant.files.favicon);

    const banners = load(resolve('virtual:tenant/banners')!);
    expect(banners).toContain(`import asset0 from "${tenant.files.banners['sample-home']}?url";`);
    expect(banners).toContain('imageUrl: asset0');
    expect(load(resolve('virtual:tenant/registration')!)).toContain('"acceptedPattern":"*"');
    expect(resolve('virtual:other')).toBeUndefined();
  });
});
