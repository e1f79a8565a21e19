// Delivery: the portal's files from their build-time brotli/gzip twins, API answers compressed
// above ~1 KB, cache policies (immutable hashed assets, revalidated HTML / service worker /
// manifest, no-store answers unless a public read opts in), ETag/304 on public reads, and the
// per-tenant status cache dropped when a tenant changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerEtag, ifNoneMatchHits } from '../src/plugins/app/endpoint-route';
import { portalCacheControl } from '../src/plugins/app/portal-pages';
import { AURORA, ENGINES, LOTUS, startPlatform, type TestPlatform } from './helpers';

const API = { merchant: AURORA, language: 'EN', device: 'web', 'x-gateway-version': '3' };

/** Adds what the portal build writes besides the files of makePortalDist: twins, the service worker, the manifest. */
function addBuildOutputs(dist: string): void {
  for (const tenant of ['aurora', 'lotus']) {
    const dir = join(dist, tenant);
    writeFileSync(join(dir, 'sw.js'), `self.addEventListener('install', () => {}); // ${tenant}`);
    writeFileSync(
      join(dir, 'manifest.webmanifest'),
      JSON.stringify({ name: tenant, start_url: '/', display: 'standalone' }),
    );
    for (const file of ['index.html', 'assets/app-1a2b3c.js', 'sw.js']) {
      // A marker in each twin proves which file was sent (real twins hold the same bytes compressed).
      const body = `${readFileSync(join(dir, file), 'utf8')}/*twin*/`;
      writeFileSync(join(dir, `${file}.br`), brotliCompressSync(body));
      writeFileSync(join(dir, `${file}.gz`), gzipSync(body));
    }
  }
}

describe('cache policy of portal files', () => {
  it('keeps hashed assets a year and makes the shell, the service worker and the manifest revalidate', () => {
    expect(portalCacheControl('assets/index-AbC123.js')).toBe('public, max-age=31536000, immutable');
    expect(portalCacheControl('index.html')).toBe('no-cache');
    expect(portalCacheControl('offline.html')).toBe('no-cache');
    expect(portalCacheControl('sw.js')).toBe('no-cache');
    expect(portalCacheControl('workbox-8a1b2c3d.js')).toBe('no-cache');
    expect(portalCacheControl('manifest.webmanifest')).toBe('no-cache');
    expect(portalCacheControl('favicon.svg')).toBe('public, max-age=300');
  });

  it('compares entity tags weakly, in lists and with *', () => {
    const tag = answerEtag({ success: true, value: [1] });
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(answerEtag({ success: true, value: [1] })).toBe(tag);
    expect(answerEtag({ success: true, value: [2] })).not.toBe(tag);
    expect(ifNoneMatchHits(tag, tag)).toBe(true);
    expect(ifNoneMatchHits(`"x", ${tag.slice(2)}`, tag)).toBe(true);
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits('"other"', tag)).toBe(false);
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
  });
});

describe.each(ENGINES)('delivery (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
    addBuildOutputs(platform.config.portalDist);
  });
  afterAll(() => platform?.close());

  const page = (url: string, acceptEncoding?: string, host = 'lotus.localhost:8080') =>
    platform.app.inject({
      method: 'GET',
      url,
      headers: { host, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });
  const api = (url: string, headers: Record<string, string> = {}) =>
    platform.app.inject({ method: 'GET', url, headers: { ...API, ...headers } });

  it('serves the brotli twin, else the gzip twin, else the plain file, always with Vary: Accept-Encoding', async () => {
    const br = await page('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("lotus");/*twin*/');

    const gz = await page('/assets/app-1a2b3c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("lotus");/*twin*/');

    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await page('/assets/app-1a2b3c.js', accept);
      expect(plain.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(plain.body).toBe('console.log("lotus");');
    }
  });

  it("sends a page's security headers with pages only: files keep nosniff and the resource policy", async () => {
    const asset = await page('/assets/app-1a2b3c.js', 'br');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Immutable: never revalidated, so no validators either.
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    expect((await page('/favicon.svg', 'br')).headers.etag).toBeDefined();
    for (const path of ['/', '/register', '/member/securityCenter']) {
      const html = await page(path, 'br');
      expect(html.headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(html.headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
  });

  it('sends the shell compressed and revalidated, on every app route', async () => {
    for (const path of ['/', '/register', '/rng']) {
      const response = await page(path, 'br, gzip');
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-encoding'], path).toBe('br');
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.headers.vary, path).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString(), path).toContain('data-tenant="lotus"');
    }
    const plain = await page('/register');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('data-tenant="lotus"');
  });

  it('answers 304 to the shell when its ETag is sent back', async () => {
    const first = await page('/', 'br');
    const etag = String(first.headers.etag);
    expect(etag).toBeTruthy();
    const again = await platform.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'lotus.localhost', 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the service worker and the manifest with their types, revalidated', async () => {
    const sw = await page('/sw.js', 'br');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-encoding']).toBe('br');
    const manifest = await page('/manifest.webmanifest', undefined, 'aurora.localhost');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'aurora' });
  });

  it('never serves a twin by its own name', async () => {
    expect((await page('/assets/app-1a2b3c.js.br', 'br')).statusCode).toBe(404);
    expect((await page('/index.html.gz')).statusCode).toBe(404);
  });

  it('compresses API answers above 1 KB by Accept-Encoding, and not otherwise', async () => {
    const br = await api('/wps/system/status', { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toMatchObject({
      success: true,
      value: { maintenance: false },
    });

    const gz = await api('/wps/system/status', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).success).toBe(true);

    const plain = await api('/wps/system/status');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().success).toBe(true);

    // A small answer is not worth compressing.
    const small = await api('/wps/system/domainRoute', { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().success).toBe(true);
  });

  it('sends a kept answer (the lobby reads) compressed by Accept-Encoding, as the plugin compresses the others', async () => {
    for (const [call, vary] of [
      ['/wps/relay/GCSGAME_hotGamesV2?isPlatform=2', 'accept-encoding'],
      // A revalidated public read varies on the tenant and the language too.
      ['/wps/relay/GCSGAME_newGameVendor', 'Merchant, Language, accept-encoding'],
    ] as const) {
      const plain = await api(call);
      expect(plain.statusCode, call).toBe(200);
      expect(plain.headers['content-encoding'], call).toBeUndefined();
      expect(plain.rawPayload.length, call).toBeGreaterThan(1024);
      for (const [accept, encoding, inflate] of [
        ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
        ['*', 'gzip', gunzipSync],
      ] as const) {
        // The second request is sent the bytes kept from the first (PreparedAnswer.encoded).
        for (let round = 0; round < 2; round++) {
          const response = await api(call, { 'accept-encoding': accept });
          expect(response.headers['content-encoding'], `${call} ${accept}`).toBe(encoding);
          expect(response.headers.vary, `${call} ${accept}`).toBe(vary);
          expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
          expect(inflate(response.rawPayload).toString(), `${call} ${accept}`).toBe(plain.body);
        }
      }
      const refused = await api(call, { 'accept-encoding': 'br;q=0, gzip;q=0' });
      expect(refused.headers['content-encoding'], call).toBeUndefined();
    }
  });

  it('keeps answers no-store unless they are public reads, which send an ETag and answer 304', async () => {
    const status = await api('/wps/system/status');
    expect(status.headers['cache-control']).toBe('no-store');
    expect(status.headers.etag).toBeUndefined();

    for (const url of [
      '/wps/system/country',
      '/wps/system/whitelabel',
      '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop',
    ]) {
      const first = await api(url, { 'accept-encoding': 'br' });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      expect(String(first.headers.vary), url).toMatch(/Merchant/);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/"/);
      const again = await api(url, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
      expect(again.headers.etag, url).toBe(etag);
      // Another tenant's answer has its own tag.
      const lotus = await api(url, { merchant: LOTUS, 'if-none-match': etag });
      expect(lotus.statusCode, url).toBe(200);
    }
  });

  it('changes the public ETag when the tenant changes', async () => {
    const first = await api('/wps/system/whitelabel');
    await platform.app.platform.tenants.setModules(AURORA, { GAMELOHOT3: false });
    try {
      const after = await api('/wps/system/whitelabel', { 'if-none-match': String(first.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(first.headers.etag);
    } finally {
      await platform.app.platform.tenants.setModules(AURORA, { GAMELOHOT3: true });
    }
  });

  it('keeps a personal answer no-store even when it is large enough to compress', async () => {
    const token = await platform.client(AURORA).login('member01');
    const info = await api('/wps/member/info', { authorization: token, 'if-none-match': '*' });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    expect(info.headers.etag).toBeUndefined();
  });

  it('serves the cached tenant part of the status and drops it when the tenant changes', async () => {
    const client = platform.client(AURORA);
    const before = (await client.call('getSystemStatus', {})).body.value!;
    expect((await client.call('getSystemStatus', {})).body.value).toEqual(before);
    const hasHot = (value: typeof before) =>
      value.info.whitelabel.find((node) => node.modId === 'GAMELOHOT3')?.enabled === '1';
    expect(hasHot(before)).toBe(true);

    await platform.app.platform.tenants.setModules(AURORA, { GAMELOHOT3: false });
    await platform.app.platform.tenants.setMaintenance(AURORA, true, null);
    try {
      const after = (await client.call('getSystemStatus', {})).body.value!;
      expect(after.maintenance).toBe(true);
      expect(hasHot(after)).toBe(false);
      // The visitor's part is per request, never cached.
      const elsewhere = (await client.call('getSystemStatus', {}, { remoteAddress: '203.0.113.9' })).body.value!;
      expect(elsewhere.location.ip).toBe('203.0.113.9');
    } finally {
      await platform.app.platform.tenants.setMaintenance(AURORA, false, null);
      await platform.app.platform.tenants.setModules(AURORA, { GAMELOHOT3: true });
    }
    expect(hasHot((await client.call('getSystemStatus', {})).body.value!)).toBe(true);
  });
});
