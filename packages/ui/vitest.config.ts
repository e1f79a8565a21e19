// Two test projects, one run, one JSON report (test-results/vitest.json via portalVitest):
// - unit: the *.test.tsx files in happy-dom (fast, behaviour with Testing Library);
// - storybook: every story rendered in Chromium (Vitest browser mode through Playwright), its
//   play function run and its accessibility checked by axe (a violation fails the test).
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { CHROMIUM_LAUNCH, portalVitest, sourceResolve } from '@portal/test-config';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  portalVitest({ environment: 'happy-dom' }),
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'] },
        },
        {
          ...sourceResolve,
          plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
          test: {
            name: 'storybook',
            browser: {
              enabled: true,
              headless: true,
              // The first run of a fresh clone optimises Vite's dependencies while the browser waits
              // on a busy two-core machine: 60 s (the default) was once not enough.
              connectTimeout: 180_000,
              provider: playwright({ launchOptions: CHROMIUM_LAUNCH }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
