// Two test projects, one run, one JSON report (test-results/vitest.json via portalVitest):
// - unit: the *.test.tsx files in happy-dom (fast, behaviour with Testing Library);
// - storybook: every story rendered in Chromium (Vitest browser mode through Playwright), its
//   play function run and its accessibility checked by axe (a violation fails the test).
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { portalVitest, sourceResolve } from '@portal/test-config';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Without these Chromium keeps calling home on a machine with no network.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
              provider: playwright({
                launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
