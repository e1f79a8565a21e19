import { fileURLToPath } from 'node:url';
import { portalVitest } from '@portal/test-config';

const fixture = (name: string) => fileURLToPath(new URL(`./src/testing/${name}.ts`, import.meta.url));

export default portalVitest(
  {
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    test: { include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'] },
  },
  {
    // Unit tests get a fixed tenant instead of the build-time one (tests pass their own through
    // TenantProvider where it matters). Longest ids first: aliases match by prefix.
    resolve: {
      alias: [
        { find: 'virtual:tenant/banners', replacement: fixture('virtual-tenant-banners') },
        { find: /^virtual:tenant$/, replacement: fixture('virtual-tenant') },
      ],
    },
  },
);
