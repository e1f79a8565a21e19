// @vitest-environment node
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTenant, TenantValidationError } from './load-tenant.ts';
import { validTenantConfig, writeTenantFixture, type TenantFixture } from './testing/tenant-fixture.ts';

const fixtures: TenantFixture[] = [];
function fixture(...args: Parameters<typeof writeTenantFixture>): TenantFixture {
  const created = writeTenantFixture(...args);
  fixtures.push(created);
  return created;
}
afterEach(() => {
  for (const { root } of fixtures.splice(0)) rmSync(root, { recursive: true, force: true });
});

function problemsOf(dir: string, root: string): readonly string[] {
  try {
    loadTenant(dir, { displayRoot: root });
  } catch (error) {
    expect(error).toBeInstanceOf(TenantValidationError);
    return (error as TenantValidationError).problems;
  }
  throw new Error('expected the tenant to be rejected');
}

describe('loadTenant', () => {
  it('loads a valid tenant with absolute asset paths and its translation overrides', () => {
    const { dir, root } = fixture('sample', {
      files: {
        'locales/en/shell.json': JSON.stringify({ footer: { about: 'About sample' } }),
        'locales/VI/common.json': '{"a":"b"}',
      },
    });
    const tenant = loadTenant(dir, { displayRoot: root });
    expect(tenant.config.brandName).toBe('sample brand');
    expect(tenant.files.logo).toBe(join(dir, 'assets/logo.svg'));
    expect(tenant.files.banners['sample-home']).toBe(join(dir, 'assets/banners/home.svg'));
    expect(tenant.overrides).toEqual([
      { language: 'EN', namespace: 'shell', file: join(dir, 'locales/en/shell.json') },
      { language: 'VI', namespace: 'common', file: join(dir, 'locales/VI/common.json') },
    ]);
    expect(tenant.htmlLang).toBe('en');
    expect(tenant.theme).toEqual({ light: { color: { accent: { emphasis: '#123456' } } }, dark: {} });
  });

  it('names the file and field of a schema violation', () => {
    const config = { ...validTenantConfig('sample'), merchantCode: 'lower-case' };
    const { dir, root } = fixture('sample', { config });
    const problems = problemsOf(dir, root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^tenants\/sample\/tenant\.json: merchantCode: /);
  });

  it('rejects fields the contract does not know', () => {
    const { dir, root } = fixture('sample', { config: { ...validTenantConfig('sample'), sparkle: true } });
    expect(problemsOf(dir, root).join('\n')).toMatch(/tenants\/sample\/tenant\.json: \(root\): .*sparkle/);
  });

  it('names a referenced image that is missing', () => {
    const config = validTenantConfig('sample');
    config.assets.logo = 'assets/missing-logo.svg';
    config.banners[0]!.image = 'assets/banners/gone.png';
    const { dir, root } = fixture('sample', { config });
    expect(problemsOf(dir, root)).toEqual([
      'tenants/sample/tenant.json: assets.logo: file "assets/missing-logo.svg" does not exist in the tenant folder',
      'tenants/sample/tenant.json: banners.0.image: file "assets/banners/gone.png" does not exist in the tenant folder',
    ]);
  });

  it('refuses a language @portal/i18n does not ship', () => {
    const config = { ...validTenantConfig('sample'), languages: ['EN', 'JA'] };
    const { dir, root } = fixture('sample', { config });
    expect(problemsOf(dir, root)).toEqual([
      expect.stringMatching(/^tenants\/sample\/tenant\.json: languages\.1: "JA" is not a language @portal\/i18n ships/),
    ]);
  });

  it('refuses theme tokens the contract does not define, and unknown modes', () => {
    const theme = { light: { color: { bg: { sparkle: '#fff' } } }, dark: { space: { md: 12 } }, sepia: {} };
    const { dir, root } = fixture('sample', { theme });
    expect(problemsOf(dir, root)).toEqual([
      'tenants/sample/theme.json: sepia: not a theme mode (expected light or dark)',
      'tenants/sample/theme.json: light.color.bg.sparkle: not a token of @portal/theme (or the wrong type)',
      'tenants/sample/theme.json: dark.space.md: not a token of @portal/theme (or the wrong type)',
    ]);
  });

  it('requires the id to match the folder name, so dist/<id> is where the server looks', () => {
    const { dir, root } = fixture('sample', { config: validTenantConfig('other') });
    expect(problemsOf(dir, root)).toContain(
      'tenants/sample/tenant.json: id: "other" must equal the tenant folder\'s name ("sample")',
    );
  });

  it('checks translation overrides: known language, JSON object of texts', () => {
    const { dir, root } = fixture('sample', {
      files: {
        'locales/th/shell.json': '{}',
        'locales/en/shell.json': '{"footer": {"about": 3}}',
        'locales/en/broken.json': '{ nope',
      },
    });
    const problems = problemsOf(dir, root);
    expect(problems).toContain(
      'tenants/sample/locales/th: (folder): "th" is not one of the tenant\'s languages (EN, VI)',
    );
    expect(problems).toContain('tenants/sample/locales/en/shell.json: footer.about: expected a text');
    expect(problems).toContainEqual(
      expect.stringMatching(/^tenants\/sample\/locales\/en\/broken\.json: \(root\): not valid JSON/),
    );
  });

  it('reports unreadable JSON and a missing theme with their files', () => {
    const { dir, root } = fixture('sample', { files: { 'tenant.json': '{ "id": ' } });
    rmSync(join(dir, 'theme.json'));
    const problems = problemsOf(dir, root);
    expect(problems).toContainEqual(expect.stringMatching(/^tenants\/sample\/tenant\.json: \(root\): not valid JSON/));
    expect(problems).toContain('tenants/sample/theme.json: (root): file is missing');
  });
});
