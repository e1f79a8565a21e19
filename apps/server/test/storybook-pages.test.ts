// The static Storybook at /storybook/<brand>/ in demo and development mode: the brands' list, each
// brand's entry serving the one build (index, iframe, assets, MSW's worker) with Storybook's own
// CSP, a 308 to the folder, a 404 for an unknown brand or file, a 503 page naming the build command
// while the build is missing, and nothing of it in production.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from './helpers';

/** A Storybook build in a temporary folder: the manager, the preview, one asset and MSW's worker. */
function makeStorybookDist(root: string): string {
  const dist = join(root, 'storybook-static');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>Storybook</title><div id="root" data-app="storybook"></div>',
  );
  writeFileSync(join(dist, 'iframe.html'), '<!doctype html><title>Preview</title><div id="storybook-root"></div>');
  writeFileSync(join(dist, 'assets', 'preview-1a2b.js'), 'console.log("preview");');
  writeFileSync(join(dist, 'mockServiceWorker.js'), '/* msw */');
  return dist;
}

describe('storybook pages (development mode)', () => {
  let root: string;
  let platform: TestPlatform;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'storybook-pages-'));
    platform = await startPlatform({ engine: 'sqlite', config: { storybookDist: makeStorybookDist(root) } });
  });
  afterAll(async () => {
    await platform?.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (url: string) => platform.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080' } });

  it('lists each brand at /storybook/, a link to its Storybook', async () => {
    const bare = await get('/storybook');
    expect(bare.statusCode).toBe(308);
    expect(bare.headers.location).toBe('/storybook/');
    const list = await get('/storybook/');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('href="/storybook/aurora/"');
    expect(list.body).toContain('href="/storybook/lotus/"');
  });

  it("serves the one build under each brand's folder, with Storybook's CSP on its pages", async () => {
    for (const brand of ['aurora', 'lotus']) {
      const index = await get(`/storybook/${brand}/`);
      expect(index.statusCode, brand).toBe(200);
      expect(index.body).toContain('data-app="storybook"');
      const csp = String(index.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("worker-src 'self'");
      expect((await get(`/storybook/${brand}/iframe.html?id=x--y&viewMode=story`)).body).toContain('storybook-root');
      const asset = await get(`/storybook/${brand}/assets/preview-1a2b.js`);
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-security-policy']).toBeUndefined();
      expect((await get(`/storybook/${brand}/mockServiceWorker.js`)).body).toBe('/* msw */');
    }
    const folder = await get('/storybook/lotus');
    expect(folder.statusCode).toBe(308);
    expect(folder.headers.location).toBe('/storybook/lotus/');
  });

  it('answers an unknown brand, a missing file or a path out of the build with 404', async () => {
    expect((await get('/storybook/nobrand/')).statusCode).toBe(404);
    expect((await get('/storybook/aurora/assets/missing.js')).statusCode).toBe(404);
    for (const path of ['/storybook/aurora/../../package.json', '/storybook/aurora/%2e%2e/%2e%2e/package.json']) {
      const response = await get(path);
      expect(response.statusCode, path).toBeLessThan(500);
      expect(response.body, path).not.toContain('"name"');
    }
  });
});

describe('storybook pages without a build, and in production', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'storybook-pages-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('answers 503 naming the build command while the build is missing', async () => {
    const platform = await startPlatform({ engine: 'sqlite', config: { storybookDist: join(root, 'none') } });
    try {
      const response = await platform.app.inject({ method: 'GET', url: '/storybook/aurora/' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('pnpm --filter @portal/storybook run build');
    } finally {
      await platform.close();
    }
  });

  it('serves no Storybook in production', async () => {
    const platform = await startPlatform({
      engine: 'sqlite',
      config: { mode: 'production', storybookDist: makeStorybookDist(root) },
    });
    try {
      const response = await platform.app.inject({ method: 'GET', url: '/storybook/aurora/iframe.html' });
      expect(response.body).not.toContain('storybook-root');
    } finally {
      await platform.close();
    }
  });
});
