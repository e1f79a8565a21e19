// The release rehearsal: every public package is versioned and published to a throw-away registry
// the way a maintainer releases, checked as published, then installed with plain npm into the
// brand starter outside the workspace, which builds with Vite and signs a member in against the
// real platform in Chromium. Runs after the workspace's build (turbo: ^build).
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { checkPackedPackage } from '@portal/package-build/check-package';
import { publicPackages } from '@portal/package-build/workspace-packages';
import { CHROMIUM_LAUNCH } from '@portal/test-config';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, run, startService } from '../src/processes.js';
import { packument, scopedNpmrc, startRegistry } from '../src/registry.js';
import { copyRepository, publishPackages, registryEnv, versionPackages } from '../src/release.js';
import { copyStarter, npm, pinPortalVersions, starterEnv } from '../src/starter.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const PACKAGES = publicPackages(ROOT);
const STARTER_PACKAGES = [
  '@portal/api',
  '@portal/contracts',
  '@portal/feature-auth',
  '@portal/i18n',
  '@portal/theme',
  '@portal/ui',
];
const DEMO_MEMBER = { username: 'member01', password: 'demo1234' };

const work = mkdtempSync(join(tmpdir(), 'portal-release-'));
const copy = join(work, 'repo');
const starter = join(work, 'brand-starter');
const cleanups = [];
let registry;
/** name → version the rehearsal published. */
const published = new Map();

beforeAll(async () => {
  registry = await startRegistry(join(work, 'verdaccio'), await freePort());
  cleanups.push(() => registry.stop());
}, 60_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
  rmSync(work, { recursive: true, force: true });
}, 60_000);

describe('a release to a throw-away registry', () => {
  it('builds every public package before the rehearsal (each is a devDependency, so turbo runs its build first)', () => {
    const own = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'));
    const missing = PACKAGES.map((pkg) => pkg.name).filter((name) => own.devDependencies?.[name] !== 'workspace:*');
    expect(missing).toEqual([]);
  });

  it('versions every public package from the pending changesets, with a CHANGELOG.md each', async () => {
    await copyRepository(ROOT, copy, PACKAGES);
    const npmrc = join(work, 'npmrc');
    writeFileSync(npmrc, scopedNpmrc(registry.url, registry.token));
    await versionPackages(copy, registryEnv(npmrc));

    for (const pkg of PACKAGES) {
      const dir = join(copy, relative(ROOT, pkg.path));
      const versioned = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
      published.set(pkg.name, versioned);
      if (versioned !== pkg.version)
        expect(readFileSync(join(dir, 'CHANGELOG.md'), 'utf8'), pkg.name).toContain(`## ${versioned}`);
    }
    // The repository's own changesets are untouched: the copy consumed its own.
    expect(existsSync(join(ROOT, '.changeset', 'config.json'))).toBe(true);
    expect(
      [...published].filter(([name, version]) => version !== PACKAGES.find((p) => p.name === name).version).length,
    ).toBeGreaterThan(0);
  }, 60_000);

  it('publishes every public package with changeset publish', async () => {
    const output = await publishPackages(
      copy,
      scopedNpmrc(registry.url, registry.token),
      registryEnv(join(work, 'npmrc')),
    );
    for (const [name, version] of published) {
      const record = await packument(registry.url, name);
      expect(record['dist-tags']?.latest, `${name}\n${output}`).toBe(version);
    }
  }, 120_000);

  describe.each(PACKAGES.map((pkg) => [pkg.name]))('%s as published', (name) => {
    it('has real version ranges and passes publint --strict and are-the-types-wrong (esm-only)', async () => {
      const record = await packument(registry.url, name);
      const manifest = record.versions[published.get(name)];
      for (const field of ['dependencies', 'peerDependencies']) {
        for (const [dependency, range] of Object.entries(manifest[field] ?? {})) {
          expect(range, `${field}.${dependency}`).not.toMatch(/^workspace:/);
          if (published.has(dependency)) expect(range, `${field}.${dependency}`).toBe(published.get(dependency));
        }
      }
      const tarball = join(work, `${name.replace('/', '-')}.tgz`);
      const response = await fetch(manifest.dist.tarball);
      expect(response.ok).toBe(true);
      writeFileSync(tarball, Buffer.from(await response.arrayBuffer()));
      const { problems } = await checkPackedPackage(tarball);
      expect(problems).toEqual([]);
    }, 60_000);
  });
});

describe('the brand starter, outside the workspace', () => {
  let env;

  it('installs the published packages with plain npm and builds with TypeScript and Vite', async () => {
    copyStarter(join(ROOT, 'examples', 'brand-starter'), starter);
    const pkg = pinPortalVersions(starter, published);
    expect(
      Object.keys(pkg.dependencies)
        .filter((name) => name.startsWith('@portal/'))
        .sort(),
    ).toEqual(STARTER_PACKAGES);
    env = starterEnv(starter, registry.url);
    await npm(starter, ['install', '--no-audit', '--no-fund', '--loglevel=error'], env);

    // One React, one styled-components, one i18next, one Redux store: the packages use the app's.
    const tree = JSON.parse(
      await npm(
        starter,
        ['ls', '--all', '--json', 'react', 'styled-components', 'i18next', 'react-redux', '@portal/api'],
        env,
      ),
    );
    const versionsOf = (name, node = tree, found = new Set()) => {
      for (const [dep, child] of Object.entries(node.dependencies ?? {})) {
        if (dep === name) found.add(child.version);
        versionsOf(name, child, found);
      }
      return found;
    };
    for (const name of ['react', 'styled-components', 'i18next', 'react-redux', '@portal/api'])
      expect([...versionsOf(name)], name).toHaveLength(1);

    await npm(starter, ['run', 'build'], env);
    expect(readFileSync(join(starter, 'dist', 'index.html'), 'utf8')).toContain('<div id="root">');
  }, 240_000);

  it('lets plain Node import @portal/contracts and validate a payload', async () => {
    const valid = JSON.parse(await run('node', ['scripts/validate-payload.mjs'], { cwd: starter, env }));
    expect(valid).toMatchObject({ valid: true, call: 'POST /wps/session/login', body: { username: 'member01' } });

    let invalid;
    try {
      await run(
        'node',
        ['scripts/validate-payload.mjs', JSON.stringify({ username: '', password: 'x', type: 'username' })],
        { cwd: starter, env },
      );
    } catch (error) {
      invalid = JSON.parse(error.message.split('\n').find((line) => line.startsWith('{')));
    }
    expect(invalid?.valid).toBe(false);
    expect(invalid.issues.join('\n')).toMatch(/loginDeviceId/);
  });

  it("shows the brand's themed login form and signs the demo member in against the platform", async () => {
    // The platform the README's way: the built server in demo mode, on a fresh database.
    const serverPort = await freePort();
    const dataDir = join(work, 'platform-data');
    mkdirSync(join(dataDir, 'portal'), { recursive: true });
    const platform = await startService('the platform', process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(serverPort),
        PORTAL_MODE: 'demo',
        DATA_DIR: dataDir,
        PORTAL_DIST: join(dataDir, 'portal'),
      },
      readyUrl: `http://127.0.0.1:${serverPort}/wps/system/status`,
      timeoutMs: 90_000,
    });
    cleanups.push(platform.stop);

    const previewPort = await freePort();
    const preview = await startService(
      'the starter preview',
      'npm',
      ['run', 'preview', '--', '--port', String(previewPort), '--strictPort', '--host', '127.0.0.1'],
      {
        cwd: starter,
        env: { ...env, PLATFORM_ORIGIN: `http://127.0.0.1:${serverPort}` },
        readyUrl: `http://127.0.0.1:${previewPort}/`,
      },
    );
    cleanups.push(preview.stop);

    const browser = await chromium.launch(CHROMIUM_LAUNCH);
    cleanups.push(() => browser.close());
    const page = await browser.newPage();
    // What the page said, for the failure message: a timeout alone does not tell why.
    const seen = [];
    page.on('console', (message) => seen.push(`console.${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/wps/'))
        seen.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    const explain = async (error) => {
      const text = await page
        .locator('body')
        .innerText()
        .catch(() => '(no page)');
      throw new Error(`${error.message}\n--- page text ---\n${text}\n--- page events ---\n${seen.join('\n')}`);
    };
    await page.goto(`http://127.0.0.1:${previewPort}/`);

    await expect
      .poll(() => page.getByRole('heading', { name: 'Coral Bay' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    const submit = page.getByRole('button', { name: 'Sign in to Coral Bay' });
    await submit.waitFor({ timeout: 15_000 });
    // The brand's accent (#c2410c) on the package's primary button: the theme reached @portal/ui.
    // (Polled: the form renders again once the language's texts arrive.)
    await expect
      .poll(() => submit.evaluate((button) => getComputedStyle(button).backgroundColor))
      .toBe('rgb(194, 65, 12)');

    const form = page.getByRole('form', { name: 'Log in with a username' });
    await form.getByRole('textbox', { name: 'Username' }).fill(DEMO_MEMBER.username);
    await form.getByRole('textbox', { name: 'Password' }).fill(DEMO_MEMBER.password);
    await submit.click();

    await page
      .getByRole('status')
      .filter({ hasText: `Signed in as ${DEMO_MEMBER.username}` })
      .waitFor({ timeout: 15_000 })
      .catch(explain);
    await page
      .getByText(/^Balance: .*\d/)
      .waitFor({ timeout: 15_000 })
      .catch(explain);
  }, 180_000);

  it('loads every module of every public package in plain Node, installed with plain npm', async () => {
    const others = PACKAGES.filter((pkg) => !STARTER_PACKAGES.includes(pkg.name)).map(
      (pkg) => `${pkg.name}@${published.get(pkg.name)}`,
    );
    await npm(starter, ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', ...others], env);
    // The script must sit in the project: Node resolves bare names from the importing file.
    const script = join(starter, 'import-every-module.mjs');
    copyFileSync(join(import.meta.dirname, '..', 'src', 'import-every-module.mjs'), script);
    const { imported, failures } = JSON.parse(
      await run('node', [script, JSON.stringify(PACKAGES.map((pkg) => pkg.name))], { cwd: starter, env }),
    );
    expect(failures).toEqual([]);
    expect(imported).toBeGreaterThan(PACKAGES.length * 5);
  }, 120_000);
});
