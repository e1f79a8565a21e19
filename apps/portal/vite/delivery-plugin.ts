// Delivery of a tenant's build: the web app manifest, the offline page, the service worker
// (vite-plugin-pwa, workbox generateSW) and the brotli/gzip twins of every text file.
//
// - manifest.webmanifest: the brand's name, its favicon (an SVG, sizes "any") and its theme colours,
//   all read from tenants/<brand>/ — nothing brand-specific lives here.
// - offline.html (+ offline.js, which only picks the visitor's stored language): shown by the
//   service worker when a page is requested without a network; branded (logo, colours, name) and
//   in every language of the tenant.
// - sw.js: precaches the app shell (the entry, its static imports, the home screen, the brand
//   images, the offline page), serves hashed assets cache-first, and answers navigations from the
//   network with the offline page as fallback. It never touches /wps, /lgw, /dev, /inhouse or /docs.
//   It takes over as soon as it is installed (skipWaiting) but never reloads a page: the open page
//   keeps running; the next visit runs the new version.
// - <file>.br and <file>.gz next to every text file (brotli 11, gzip 9), written after everything
//   else (the service worker included); the platform serves the best one the browser accepts.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { HtmlTagDescriptor, Plugin, PluginOption, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_TEXTS } from './offline-texts.ts';

/** Paths the service worker must leave to the network: the platform's API, dev tools, in-house games, API docs. */
export const NETWORK_ONLY_PREFIXES = ['/wps', '/lgw', '/dev', '/inhouse', '/docs'] as const;

/** Text files that get compressed twins. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

interface TenantFiles {
  id: string;
  brandName: string;
  languages: string[];
  defaultLanguage: string;
  assets: { logo: string; favicon: string };
}

interface ThemeColours {
  light: {
    color: {
      bg: { default: string };
      fg: { default: string; muted: string };
      accent: { emphasis: string; fg: string };
    };
  };
}

export interface DeliveryOptions {
  /** Absolute path of tenants/<brand>/. */
  tenantDir: string;
}

// BCP 47 tags of the language sets (as @portal/i18n's toIntlLocale; kept here because the Vite
// config cannot import workspace sources).
const HTML_LANG: Record<string, string> = { CN: 'zh-CN', EN: 'en', ID: 'id', PT: 'pt', TH: 'th', TY: 'en', VI: 'vi' };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function readTenant(tenantDir: string): { tenant: TenantFiles; theme: ThemeColours } {
  return {
    tenant: JSON.parse(readFileSync(join(tenantDir, 'tenant.json'), 'utf8')) as TenantFiles,
    theme: JSON.parse(readFileSync(join(tenantDir, 'theme.json'), 'utf8')) as ThemeColours,
  };
}

/** The web app manifest of a tenant (icon URLs are the emitted, hashed files). */
export function webManifest(tenant: TenantFiles, theme: ThemeColours, iconHref: string): Record<string, unknown> {
  return {
    name: tenant.brandName,
    short_name: tenant.brandName,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: HTML_LANG[tenant.defaultLanguage] ?? 'en',
    theme_color: theme.light.color.accent.emphasis,
    background_color: theme.light.color.bg.default,
    icons: [{ src: iconHref, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

/** The offline page: one section per tenant language, the default one shown unless offline.js picks the stored one. */
export function offlinePage(tenant: TenantFiles, theme: ThemeColours, logoHref: string, iconHref: string): string {
  const colours = theme.light.color;
  const sections = tenant.languages
    .map((code) => {
      const texts = OFFLINE_TEXTS[code] ?? OFFLINE_TEXTS.EN!;
      const body = texts.body.replace(/\{\{brandName\}\}/g, tenant.brandName);
      const hidden = code === tenant.defaultLanguage ? '' : ' hidden';
      return `<section lang="${HTML_LANG[code] ?? 'en'}" data-language="${code}"${hidden}><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(body)}</p><a class="retry" href="/">${escapeHtml(texts.retry)}</a></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${HTML_LANG[tenant.defaultLanguage] ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${colours.accent.emphasis}">
<title>${escapeHtml(tenant.brandName)}</title>
<link rel="icon" href="${iconHref}">
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:${colours.bg.default};color:${colours.fg.default}}
main{max-width:28rem;padding:2rem 1.5rem;text-align:center}
img{display:block;margin:0 auto 1.5rem;width:160px;height:auto;aspect-ratio:4/1;object-fit:contain}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{color:${colours.fg.muted};line-height:1.5;margin:0 0 1.5rem}
.retry{display:inline-block;padding:.75rem 1.5rem;border-radius:.5rem;background:${colours.accent.emphasis};color:#fff;font-weight:600;text-decoration:none}
.retry:focus-visible{outline:3px solid ${colours.accent.fg};outline-offset:3px}
</style>
</head>
<body>
<main>
<img src="${logoHref}" alt="${escapeHtml(tenant.brandName)}" width="160" height="40">
${sections}
</main>
<script src="/offline.js"></script>
</body>
</html>
`;
}

/** Shows the section of the visitor's stored language (the portal keeps it in localStorage `hisLang`). */
const OFFLINE_SCRIPT = `(function(){try{var l=localStorage.getItem('hisLang');if(!l)return;var s=document.querySelectorAll('section[data-language]'),m=null;for(var i=0;i<s.length;i++)if(s[i].getAttribute('data-language')===l.toUpperCase())m=s[i];if(!m)return;for(var j=0;j<s.length;j++)s[j].hidden=s[j]!==m;document.documentElement.lang=m.lang;}catch(e){}})();\n`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `<file>.br` and `<file>.gz` next to each text file of `dir` (or of `files` in it; skipped when not smaller). */
export function writeCompressedTwins(dir: string, files: readonly string[] = filesUnder(dir)): number {
  let written = 0;
  for (const file of files) {
    if (!COMPRESSIBLE.test(file) || relative(dir, file).startsWith('.vite')) continue;
    const source = readFileSync(file);
    const br = brotliCompressSync(source, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gz = gzipSync(source, { level: 9 });
    for (const [extension, twin] of [
      ['br', br],
      ['gz', gz],
    ] as const) {
      if (twin.length >= source.length) continue;
      writeFileSync(`${file}.${extension}`, twin);
      written++;
    }
  }
  return written;
}

interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
  src?: string;
}

/** The app shell: the entry, its static imports (recursively), their CSS, and the home screen's chunk. */
export function appShellFiles(manifest: Record<string, ViteManifestChunk>): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const home = Object.keys(manifest).find((key) => key.endsWith('screens/home/home-screen.tsx'));
  if (home) visit(home);
  return files;
}

/**
 * The namespaces i18next loads before the app renders (src/app/i18n.ts registers them; the others —
 * wallet, records, lottery … — load with their screens). Kept here because the Vite config cannot
 * import the app's sources.
 */
export const FIRST_RENDER_NAMESPACES = ['common', 'shell', 'auth', 'lobby'] as const;

/**
 * Lazy chunks every first render needs (i18next loads the default language and the EN fallback of
 * each first-render namespace before the app renders; `/` is the most visited route): the text
 * chunks of those two languages (the shipped sets and the tenant's overrides) and the home screen's chunk.
 */
export function firstRenderChunks(
  bundle: Record<string, { type: string; fileName: string; facadeModuleId?: string | null; isEntry?: boolean }>,
  defaultLanguage: string,
): string[] {
  const languages = new Set([defaultLanguage.toLowerCase(), 'en']);
  const namespaces = new Set<string>(FIRST_RENDER_NAMESPACES);
  return Object.values(bundle)
    .filter((output) => output.type === 'chunk' && !output.isEntry && output.facadeModuleId)
    .filter((chunk) => {
      const id = chunk.facadeModuleId!.replace(/\\/g, '/');
      const text = /\/locales\/([A-Za-z]{2})\/([\w-]+)\.json$/.exec(id);
      return (
        (text !== null && languages.has(text[1]!.toLowerCase()) && namespaces.has(text[2]!)) ||
        id.endsWith('/src/screens/home/home-screen.tsx')
      );
    })
    .map((chunk) => chunk.fileName)
    .sort();
}

export function deliveryPlugins(options: DeliveryOptions): PluginOption[] {
  const { tenant, theme } = readTenant(options.tenantDir);
  let outDir = '';
  let root = process.cwd();
  const emitted = { favicon: '', logo: '' };
  /** The URL of a brand image as emitted (hashed) into the bundle. */
  const emittedHref = (bundle: Rollup.OutputBundle, tenantPath: string): string => {
    const wanted = resolve(options.tenantDir, tenantPath);
    const asset = Object.values(bundle).find(
      (output) => output.type === 'asset' && output.originalFileNames.some((name) => resolve(root, name) === wanted),
    );
    if (!asset) throw new Error(`delivery plugin: ${tenantPath} of ${tenant.id} was not emitted`);
    return `/${asset.fileName}`;
  };

  const shellPlugin: Plugin = {
    name: 'portal:delivery',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = isAbsolute(config.build.outDir) ? config.build.outDir : join(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const tags: HtmlTagDescriptor[] = [
          { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
          { tag: 'meta', attrs: { name: 'theme-color', content: theme.light.color.accent.emphasis }, injectTo: 'head' },
        ];
        // The first render waits for these lazy chunks (texts of the default language and of the
        // English fallback, the home screen): fetched with the entry instead of after it runs.
        for (const file of firstRenderChunks(ctx.bundle ?? {}, tenant.defaultLanguage)) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          });
        }
        return tags;
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        emitted.favicon = emittedHref(bundle, tenant.assets.favicon);
        emitted.logo = emittedHref(bundle, tenant.assets.logo);
        this.emitFile({
          type: 'asset',
          fileName: 'manifest.webmanifest',
          source: `${JSON.stringify(webManifest(tenant, theme, emitted.favicon), null, 2)}\n`,
        });
        this.emitFile({
          type: 'asset',
          fileName: 'offline.html',
          source: offlinePage(tenant, theme, emitted.logo, emitted.favicon),
        });
        this.emitFile({ type: 'asset', fileName: 'offline.js', source: OFFLINE_SCRIPT });
      },
    },
  };

  const pwa = VitePWA({
    strategies: 'generateSW',
    registerType: 'autoUpdate',
    // The portal registers /sw.js itself, on idle after the page is interactive (src/app/service-worker.ts).
    injectRegister: false,
    // manifest.webmanifest is written above from the tenant's files.
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
      globIgnores: ['**/*.br', '**/*.gz', '.vite/**', 'index.html'],
      // Only the shell is precached (hundreds of flag and text chunks are fetched when used).
      manifestTransforms: [
        async (entries) => {
          const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
            string,
            ViteManifestChunk
          >;
          const shell = appShellFiles(manifest);
          const keep = new Set([
            'offline.html',
            'offline.js',
            'manifest.webmanifest',
            emitted.favicon.slice(1),
            emitted.logo.slice(1),
          ]);
          return { manifest: entries.filter((entry) => shell.has(entry.url) || keep.has(entry.url)), warnings: [] };
        },
      ],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      skipWaiting: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          // Pages come from the network (the list below is NETWORK_ONLY_PREFIXES: this function is copied into sw.js, so it cannot refer to it) (the shell is revalidated, a few hundred bytes when unchanged);
          // without a network the branded offline page answers.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            url.origin === self.location.origin &&
            !['/wps', '/lgw', '/dev', '/inhouse', '/docs'].some(
              (p) => url.pathname === p || url.pathname.startsWith(`${p}/`),
            ),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'offline.html' } },
        },
        {
          // Hashed assets never change: once fetched, served from the cache.
          urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'portal-assets',
            expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });

  const twins: Plugin = {
    name: 'portal:compressed-twins',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        writeCompressedTwins(outDir);
      },
    },
  };

  return [shellPlugin, pwa, twins];
}
