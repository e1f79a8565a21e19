// The built back office at /backoffice/: its index, the app's routes falling back to it, hashed
// assets cached for a year, its own strict CSP, and a 503 page naming the build command while the
// build is missing. The portal's fallback leaves /backoffice/ and /ops/ alone.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startPlatform, type TestPlatform } from './helpers';

const INDEX = `<!doctype html><html lang="en"><head><title>Back office</title>
<script type="module" crossorigin src="/backoffice/assets/index-4f2a9c.js"></script></head>
<body><div id="root" data-app="backoffice"></div></body></html>`;

/** A built back office in a temporary folder: index.html and one hashed asset. */
function makeBackofficeDist(root: string): string {
  const dist = join(root, 'backoffice-dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-4f2a9c.js'), 'console.log("back office");');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  return dist;
}

describe.each(ENGINES)('back office pages (%s)', (engine) => {
  let root: string;
  let dist: string;
  let platform: TestPlatform;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'backoffice-pages-'));
    dist = makeBackofficeDist(root);
    platform = await startPlatform({ engine, config: { backofficeDist: dist } });
  });
  afterAll(async () => {
    await platform?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
    platform.app.inject({ method, url, headers: { host: 'localhost:8080' } });

  it('serves the index at /backoffice/, revalidated on every load', async () => {
    const response = await get('/backoffice/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('data-app="backoffice"');
    expect((await get('/backoffice/index.html')).body).toContain('data-app="backoffice"');
    const bare = await get('/backoffice');
    expect(bare.statusCode).toBe(308);
    expect(bare.headers.location).toBe('/backoffice/');
  });

  it("answers the app's own routes with the index (SPA fallback)", async () => {
    for (const path of [
      '/backoffice/login',
      '/backoffice/withdrawals',
      '/backoffice/staff/',
      '/backoffice/audit?x=1',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.body, path).toContain('data-app="backoffice"');
    }
  });

  it('caches hashed assets for a year and answers a missing file with 404, not the app', async () => {
    const asset = await get('/backoffice/assets/index-4f2a9c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("back office");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect((await get('/backoffice/assets/index-4f2a9c.js', 'HEAD')).statusCode).toBe(200);
    expect((await get('/backoffice/robots.txt')).headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/backoffice/assets/missing-123.js')).statusCode).toBe(404);
    for (const path of ['/backoffice/../aurora/index.html', '/backoffice/%2e%2e/%2e%2e/package.json']) {
      const response = await get(path);
      expect(response.statusCode, path).toBeLessThan(500);
      expect(response.body, path).not.toContain('"name"');
    }
  });

  it('sends pages with a strict CSP of their own: no inline script, no framing', async () => {
    const csp = String((await get('/backoffice/withdrawals')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect((await get('/backoffice/')).headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it("keeps the portal's fallback off /ops/ paths", async () => {
    const response = await get('/ops/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
    // The portal still answers its own routes.
    expect((await get('/register')).body).toContain('data-tenant="aurora"');
  });

  it('answers a clear 503 page naming the build command while the build is missing', async () => {
    rmSync(dist, { recursive: true, force: true });
    const response = await get('/backoffice/withdrawals');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('npm start');
    expect(response.body).toContain('pnpm --filter @portal/backoffice run build');
    // The platform still answers.
    expect((await platform.client().call('getCountries', {})).status).toBe(200);
  });
});
