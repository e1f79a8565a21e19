// Shared Vitest settings. Each package's vitest.config.ts calls `portalVitest({...})`.
// - Workspace packages resolve to their TypeScript sources (the '@portal/source' export condition).
// - Every run writes test-results/vitest.json, which tooling/scripts/summarise-tests.mjs adds up
//   into the one `N passed, N failed` line that CI reads.
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';

export const SOURCE_CONDITION = '@portal/source';

/**
 * How tests launch Debian's Chromium (test tools cannot download browsers here): headless, and
 * without the background networking that otherwise keeps calling home on a machine with no network.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export const sourceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions], externalConditions: [SOURCE_CONDITION] },
  },
};

/**
 * @param {{ environment?: 'node' | 'happy-dom', setupFiles?: string[], test?: import('vitest/config').UserConfig['test'] }} [options]
 * @param {import('vitest/config').UserConfig} [overrides]
 */
export function portalVitest({ environment = 'node', setupFiles = [], test = {} } = {}, overrides = {}) {
  const dom = environment !== 'node';
  return mergeConfig(
    defineConfig({
      ...sourceResolve,
      test: {
        environment,
        setupFiles: [...(dom ? ['@portal/test-config/dom-setup'] : []), ...setupFiles],
        include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', '*.test.{js,ts}'],
        reporters: ['default', 'json'],
        outputFile: { json: 'test-results/vitest.json' },
        passWithNoTests: false,
        // Rendering the whole app waits for lazy chunks, and CI runs many runners on two cores: a
        // test gets 20 s (its findBy… queries wait up to 5 s each, dom-setup.js).
        testTimeout: 20_000,
        ...test,
      },
    }),
    overrides,
  );
}
