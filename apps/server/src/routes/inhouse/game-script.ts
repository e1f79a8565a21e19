// The in-house game page's script (served as /inhouse/game.js: the CSP allows no inline script):
// the TypeScript browser module in apps/server/browser/inhouse-game, bundled by esbuild into one
// minified file. The production build (scripts/build.mjs) bundles it with bundleGameScript() and
// writes the result into dist/main.js as a constant, so `node dist/main.js` needs no esbuild (a
// dev dependency). Under tsx (`pnpm dev`) and Vitest the server bundles it on the first request.
// build.mjs imports this file with Node's own type stripping: import only node: modules and packages here.
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

/** Set by scripts/build.mjs (esbuild `define`) to the bundled script; absent when running from the sources. */
declare const __INHOUSE_GAME_SCRIPT__: string | undefined;

/** Bundles the browser module: one minified ES2022 file for the browser. Needs esbuild (not in a production install). */
export async function bundleGameScript(): Promise<string> {
  const { build } = await import('esbuild');
  const options = {
    entryPoints: [fileURLToPath(new URL('../../../browser/inhouse-game/main.ts', import.meta.url))],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    charset: 'utf8',
    legalComments: 'none',
    conditions: ['@portal/source'],
    logLevel: 'warning',
    write: false,
  } satisfies BuildOptions;
  const result = await build(options);
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild wrote no in-house game script');
  return file.text;
}

let bundling: Promise<string> | undefined;

/** The script to serve: the one the build bundled, else bundled now (once; a failed bundle is tried again on the next request). */
export function gameScript(): Promise<string> {
  if (typeof __INHOUSE_GAME_SCRIPT__ === 'string') return Promise.resolve(__INHOUSE_GAME_SCRIPT__);
  bundling ??= bundleGameScript().catch((error: unknown) => {
    bundling = undefined;
    throw error;
  });
  return bundling;
}
