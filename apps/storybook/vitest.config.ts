// Two test projects, one run, one JSON report (test-results/vitest.json via portalVitest):
// - storybook: every story (the kit's and the feature screens') rendered in Chromium (Vitest
//   browser mode through Playwright) with the preview's frame and MSW, its play function run and its
//   accessibility checked by axe (a violation fails the test);
// - visual: the visual check over the static build (storybook-static/, built first: turbo.json),
//   every story in each brand × theme × width against visual/baselines/, and the proof that a
//   changed primary colour fails it with exactly the stories that paint it.
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { CHROMIUM_LAUNCH, portalVitest, sourceResolve } from '@portal/test-config';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  portalVitest({ environment: 'node' }),
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'visual',
            include: ['visual/**/*.test.ts'],
            // One capture at a time: each drives its own Chromium with two pages.
            fileParallelism: false,
            testTimeout: 20 * 60_000,
            hookTimeout: 20 * 60_000,
          },
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
