import { fileURLToPath } from 'node:url';
import { portalVitest } from '@portal/test-config';

export default portalVitest(
  {
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    test: { include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'] },
  },
  {
    // Unit tests get a fixed tenant instead of the build-time one (tests pass their own through
    // TenantProvider where it matters).
    resolve: { alias: { 'virtual:tenant': fileURLToPath(new URL('./src/testing/virtual-tenant.ts', import.meta.url)) } },
  },
);
