// Vite configuration of the portal: one build per tenant (env TENANT, default aurora) into
// dist/<tenant>/, with a manifest for the bundle budget, a web app manifest, a service worker and
// brotli/gzip twins of every text file (vite/delivery-plugin.ts). Workspace packages resolve to their
// TypeScript sources; the platform's API is proxied in development.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceResolve } from '@portal/test-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { deliveryPlugins } from './vite/delivery-plugin.ts';
import { DEFAULT_TENANT, tenantPlugin } from './vite/tenant-plugin.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = join(HERE, '..', '..');
// Another tenants folder (tests build throw-away tenants); normally the repository's tenants/.
const TENANTS_DIR = process.env.PORTAL_TENANTS_DIR ?? join(REPO_ROOT, 'tenants');
const API_ORIGIN = process.env.PORTAL_API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig(({ isSsrBuild }) => {
  const tenant = process.env.TENANT || DEFAULT_TENANT;
  return {
    ...sourceResolve,
    plugins: [
      tenantPlugin({ tenant, tenantsDir: TENANTS_DIR, displayRoot: REPO_ROOT }),
      react(),
      // Manifest, offline page, service worker and the .br/.gz twins (the browser build only; the
      // first-paint build for Node, scripts/prerender-pages.mjs, needs none of them).
      ...(isSsrBuild ? [] : [deliveryPlugins({ tenantDir: join(TENANTS_DIR, tenant) })]),
    ],
    // styled-components' components get a component id from their file and place (`ssr`), the same
    // in the first-paint build for Node and in the browser's, so the app's first render finds the
    // painted page's class names and rules in the sheet the page brought, instead of making and
    // inserting every rule again under new names (insertRule was ~100 ms of /register's start at a
    // 4× CPU slowdown). Their CSS is minified at build time.
    oxc: {
      plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, minify: true, pure: true } },
    },
    build: {
      outDir: `dist/${tenant}`,
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      // Every browser the portal supports has <link rel="modulepreload">: no polyfill in the entry.
      modulePreload: { polyfill: false },
      // PORTAL_NO_MINIFY=1: readable function names for a CPU profile (scripts/start-profile.mjs).
      ...(process.env.PORTAL_NO_MINIFY ? { minify: false } : {}),
    },
    server: {
      proxy: { '/wps': API_ORIGIN, '/lgw': API_ORIGIN },
    },
  };
});
