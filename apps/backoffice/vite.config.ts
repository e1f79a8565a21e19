// Vite configuration of the back office: one build for every tenant (the staff's tenant comes from
// their login, not from the build) into dist/, served by the platform at /backoffice/
// (apps/server/src/plugins/app/backoffice-pages.ts). Workspace packages resolve to their
// TypeScript sources; the staff API (/ops) is proxied in development.
import { sourceResolve } from '@portal/test-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = process.env.PORTAL_API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  ...sourceResolve,
  base: '/backoffice/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
  server: {
    // ws: the support console's staff socket (/ops/support/socket) goes through too.
    proxy: { '/ops': { target: API_ORIGIN, ws: true } },
  },
});
