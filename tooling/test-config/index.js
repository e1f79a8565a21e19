// Shared Vitest settings. Each package's vitest.config.ts calls `portalVitest({...})`.
// - Workspace packages resolve to their TypeScript sources (the '@portal/source' export condition).
// - Every run writes test-results/vitest.json, which tooling/scripts/summarise-tests.mjs adds up
//   into the one `N passed, N failed` line that CI reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';

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

/** The test files under `dir`, leaving out installed, built and hidden folders. */
function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return /^(node_modules|dist|\.)/.test(entry.name) ? [] : testFiles(path);
    return /\.test\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The package's test files that mock a module (`vi.mock`), relative to its folder: a mock replaces
 * the module for the file that declares it, which only works while no earlier file in the same
 * module graph has loaded it.
 * @param {string} root the package's folder
 */
function filesMockingModules(root) {
  return testFiles(root)
    .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('))
    .map((file) => relative(root, file))
    .sort();
}

/**
 * A DOM package's files share one module graph per worker (isolate: false): a fresh graph per file
 * evaluated React, the kit and the package's sources again, about a second of each file's start
 * (feature-auth: 88 s of CPU isolated, 36 s shared). dom-setup.js starts each file on a fresh page
 * (address, storage), as its own environment would. A mock, though, leaks into the files after it
 * in a shared graph, and misses a module an earlier file loaded: files that mock a module run in a
 * second project, isolated. Projects do not take the root's reporters, so those stay at the root.
 * @param {import('vitest/config').UserConfig} config
 * @param {string} root the package's folder
 */
function sharedModuleGraph(config, root) {
  const isolated = filesMockingModules(root);
  if (!isolated.length) return mergeConfig(config, { test: { isolate: false } });
  const { reporters, outputFile, passWithNoTests, ...test } = config.test ?? {};
  /** @param {string} name @param {import('vitest/config').UserConfig['test']} own */
  const project = (name, own) => ({ ...config, extends: false, test: { ...test, name, ...own } });
  return {
    ...config,
    test: {
      reporters,
      outputFile,
      passWithNoTests,
      projects: [
        project('shared', { isolate: false, exclude: [...configDefaults.exclude, ...isolated] }),
        project('isolated', { include: isolated }),
      ],
    },
  };
}

/**
 * @param {{ environment?: 'node' | 'happy-dom', setupFiles?: string[], test?: import('vitest/config').UserConfig['test'] }} [options]
 * @param {import('vitest/config').UserConfig} [overrides]
 */
export function portalVitest({ environment = 'node', setupFiles = [], test = {} } = {}, overrides = {}) {
  const dom = environment !== 'node';
  const config = mergeConfig(
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
  return dom ? sharedModuleGraph(config, process.cwd()) : config;
}
