// The built portal of each tenant, by host name, on the API's origin.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startPlatform, type TestPlatform } from './helpers';

describe.each(ENGINES)('portal pages (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  const get = (url: string, host: string, method: 'GET' | 'HEAD' = 'GET') =>
    platform.app.inject({ method, url, headers: { host } });

  it('serves each brand on <brand>.localhost and the default brand elsewhere', async () => {
    expect((await get('/', 'aurora.localhost:8080')).body).toContain('data-tenant="aurora"');
    expect((await get('/', 'lotus.localhost:8080')).body).toContain('data-tenant="lotus"');
    expect((await get('/', 'localhost:8080')).body).toContain('data-tenant="aurora"');
    expect((await get('/', '127.0.0.1:8080')).body).toContain('data-tenant="aurora"');
    expect((await get('/', 'unknown.localhost:8080')).body).toContain('data-tenant="aurora"');
    expect((await get('/', 'lotus.example.com')).body).toContain('data-tenant="lotus"');
  });

  it("answers an app route with the build's first paint of it, else the bare app page, never caching either", async () => {
    const pages: Array<[string, string]> = [
      ['/', 'home'],
      ['/index.html', 'home'],
      ['/register', 'register'],
      ['/register/', 'register'],
      ['/register.html', 'app'],
      ['/member/securityCenter', 'app'],
      ['/help?x=1', 'app'],
    ];
    for (const [path, page] of pages) {
      const response = await get(path, 'lotus.localhost:8080');
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body, path).toContain(`data-tenant="lotus" data-page="${page}"`);
    }
    // A build without first paints (no app.html) answers every route with its index.html.
    expect((await get('/member/securityCenter', 'aurora.localhost')).body).toContain(
      'data-tenant="aurora" data-page="home"',
    );
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await get('/assets/app-1a2b3c.js', 'lotus.localhost:8080');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("lotus");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await get('/favicon.svg', 'aurora.localhost');
    expect(favicon.headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/assets/app-1a2b3c.js', 'aurora.localhost', 'HEAD')).statusCode).toBe(200);
  });

  it('answers 404 for a missing file and refuses to leave the tenant folder', async () => {
    expect((await get('/assets/missing-123.js', 'aurora.localhost')).statusCode).toBe(404);
    for (const path of [
      '/../lotus/index.html',
      '/%2e%2e/lotus/assets/app-1a2b3c.js',
      '/assets/..%2f..%2flotus%2fassets%2fapp-1a2b3c.js',
      '/..%5c..%5cetc%5cpasswd',
    ]) {
      const response = await get(path, 'aurora.localhost');
      expect(response.body, path).not.toContain('lotus');
      expect(response.statusCode, path).toBeLessThan(500);
    }
  });

  it('keeps API paths out of the fallback', async () => {
    const response = await get('/wps/unknown', 'aurora.localhost');
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('not_found');
    expect((await get('/dev/unknown', 'aurora.localhost')).headers['content-type']).toMatch(/json/);
  });

  it('lets pages reach the brands’ domains on any port, for the speed test (tenant.json domains)', async () => {
    const csp = String((await get('/', 'aurora.localhost')).headers['content-security-policy']);
    const connect = /connect-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(connect).toEqual(
      expect.arrayContaining(["'self'", 'aurora.localhost:*', 'lotus.localhost:*', 'localhost:*', '127.0.0.1:*']),
    );
    expect(connect).not.toContain('*');
  });

  it('lets only the portal itself frame the chat page (/chat, the chat panel’s iframe)', async () => {
    const chat = await get('/chat?title=Live%20chat&lang=EN&header=purple', 'aurora.localhost');
    expect(chat.statusCode).toBe(200);
    expect(String(chat.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(String(chat.headers['content-security-policy'])).not.toContain("frame-ancestors 'none'");
    expect(chat.headers['x-frame-options']).toBe('SAMEORIGIN');
    const home = await get('/', 'aurora.localhost');
    expect(String(home.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String((await get('/chatty', 'aurora.localhost')).headers['content-security-policy'])).toContain(
      "frame-ancestors 'none'",
    );
  });

  it('serves pages with the CSP that forbids inline script and framing', async () => {
    const csp = String((await get('/', 'aurora.localhost')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('answers a clear 503 page naming the build command when a tenant is not built', async () => {
    rmSync(join(platform.config.portalDist, 'lotus'), { recursive: true, force: true });
    const response = await get('/', 'lotus.localhost:8080');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('npm start');
    expect(response.body).toContain('pnpm --filter @portal/portal run build');
    // The API still answers for that tenant.
    expect((await platform.client('LTS').call('getCountries', {})).status).toBe(200);
  });
});
