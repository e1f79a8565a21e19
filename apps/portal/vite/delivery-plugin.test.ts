// The delivery plugin's parts: the tenant's web app manifest, the offline page, the app shell the
// service worker precaches, and the compressed twins.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { appShellFiles, firstRenderChunks, offlinePage, webManifest, writeCompressedTwins } from './delivery-plugin.ts';
import { OFFLINE_TEXTS } from './offline-texts.ts';

const TENANTS = join(import.meta.dirname, '..', '..', '..', 'tenants');
const read = (brand: string, file: string) => JSON.parse(readFileSync(join(TENANTS, brand, file), 'utf8'));

describe('web app manifest', () => {
  it("takes the name, colours and icon from the tenant's files", () => {
    const tenant = read('lotus', 'tenant.json');
    const theme = read('lotus', 'theme.json');
    const manifest = webManifest(tenant, theme, '/assets/favicon-abc.svg');
    expect(manifest).toMatchObject({
      name: 'Lotus Play',
      start_url: '/',
      display: 'standalone',
      lang: 'th',
      theme_color: theme.light.color.accent.emphasis,
      background_color: theme.light.color.bg.default,
    });
    expect(manifest.icons).toEqual([
      { src: '/assets/favicon-abc.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
  });
});

describe('offline page', () => {
  it('is branded and holds every tenant language, the default one shown', () => {
    const tenant = read('lotus', 'tenant.json');
    const html = offlinePage(tenant, read('lotus', 'theme.json'), '/assets/logo-x.svg', '/assets/favicon-y.svg');
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('<title>Lotus Play</title>');
    expect(html).toContain('src="/assets/logo-x.svg" alt="Lotus Play"');
    expect(html).toContain(`<section lang="th" data-language="TH"><h1>${OFFLINE_TEXTS.TH!.title}</h1>`);
    expect(html).toContain(`<section lang="en" data-language="EN" hidden><h1>${OFFLINE_TEXTS.EN!.title}</h1>`);
    expect(html).toContain('Lotus Play needs an internet connection');
    // No inline script: the platform's CSP allows scripts from the origin only.
    expect(html).toMatch(/<script src="\/offline.js"><\/script>/);
    expect(html).not.toMatch(/<script>/);
    expect(html).not.toContain('Aurora');
  });

  it('has the same texts in every language set', () => {
    for (const [language, texts] of Object.entries(OFFLINE_TEXTS)) {
      expect(texts.body, language).toContain('{{brandName}}');
      expect(texts.title && texts.retry, language).toBeTruthy();
    }
    expect(Object.keys(OFFLINE_TEXTS).sort()).toEqual(['CN', 'EN', 'ID', 'PT', 'TH', 'TY', 'VI']);
  });
});

describe('app shell', () => {
  it('is the entry, its static imports and CSS, and the home screen — not the lazy chunks', () => {
    const shell = appShellFiles({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-1.css'] },
      '_react.js': { file: 'assets/react-2.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-3.js' },
      'src/screens/home/home-screen.tsx': { file: 'assets/home-screen-4.js', imports: ['_shared.js', '_hot.js'] },
      '_hot.js': { file: 'assets/hot-5.js' },
      'src/screens/register/register-screen.tsx': { file: 'assets/register-6.js' },
    });
    expect([...shell].sort()).toEqual([
      'assets/home-screen-4.js',
      'assets/hot-5.js',
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/react-2.js',
      'assets/shared-3.js',
    ]);
  });
});

describe('first-render chunks (modulepreload in index.html)', () => {
  it('are the first-render texts of the default language and of English, and the home screen', () => {
    const chunk = (fileName: string, facadeModuleId: string) => ({ type: 'chunk', fileName, facadeModuleId });
    const bundle = {
      a: chunk('assets/common-1.js', '/repo/packages/i18n/src/locales/th/common.json'),
      b: chunk('assets/common-2.js', '/repo/packages/i18n/src/locales/en/common.json'),
      c: chunk('assets/common-3.js', '/repo/packages/i18n/src/locales/vi/common.json'),
      d: chunk('assets/common-4.js', '/repo/tenants/lotus/locales/TH/common.json'),
      e: chunk('assets/home-screen-5.js', '/repo/apps/portal/src/screens/home/home-screen.tsx'),
      f: chunk('assets/register-screen-6.js', '/repo/apps/portal/src/screens/register/register-screen.tsx'),
      g: {
        type: 'chunk',
        fileName: 'assets/index-7.js',
        facadeModuleId: '/repo/apps/portal/index.html',
        isEntry: true,
      },
      h: { type: 'asset', fileName: 'assets/logo.svg' },
      // A namespace that loads with its screens (the member centre's wallet), not before the first render.
      i: chunk('assets/wallet-8.js', '/repo/packages/features/member/src/locales/en/wallet.json'),
    };
    expect(firstRenderChunks(bundle, 'TH')).toEqual([
      'assets/common-1.js',
      'assets/common-2.js',
      'assets/common-4.js',
      'assets/home-screen-5.js',
    ]);
    expect(firstRenderChunks(bundle, 'EN')).toEqual(['assets/common-2.js', 'assets/home-screen-5.js']);
  });
});

describe('compressed twins', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz next to text files that shrink, never for images or the Vite manifest', () => {
    dir = mkdtempSync(join(tmpdir(), 'twins-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    const script = 'export const a = "portal";\n'.repeat(50);
    writeFileSync(join(dir, 'assets', 'app-1.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html>${'<p>x</p>'.repeat(40)}</html>`);
    writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'x'.repeat(400) }));
    writeFileSync(join(dir, 'assets', 'tiny.js'), '1');
    writeFileSync(join(dir, 'assets', 'photo.webp'), Buffer.alloc(2000, 7));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ a: 'b'.repeat(500) }));
    writeCompressedTwins(dir);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-1.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app-1.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'manifest.webmanifest.gz'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'photo.webp.br'))).toBe(false);
    expect(existsSync(join(dir, '.vite', 'manifest.json.br'))).toBe(false);
  });
});
