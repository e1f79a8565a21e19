// The one library build of every public @portal package (tsdown: Rolldown for the JavaScript,
// rolldown-plugin-dts for the declarations). A package needs no config file of its own: its entry
// points are read from its package.json `exports` — each subpath's `@portal/source` file is built
// to the `default` file named beside it — so a new package (lobby, lottery, wallet, …) only lists
// its exports and sets `"build": "portal-package-build"`.
//
// Unbundled on purpose: dist/ mirrors src/ file for file (with `.js` extensions Node resolves),
// so a consumer's bundler tree-shakes per module, lazy JSON translations stay separate chunks, and
// a stack trace or source map points at a file of the same name.
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { build } from 'tsdown';

const SOURCE_CONDITION = '@portal/source';

/** `{ index: 'src/index.ts', testing: 'src/testing.ts' }` from the package's exports map. */
export function entriesFromExports(pkg) {
  const entries = {};
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target !== 'object' || !target[SOURCE_CONDITION] || typeof target.default !== 'string') {
      throw new Error(
        `${pkg.name}: exports["${subpath}"] needs "${SOURCE_CONDITION}" (the source) and "default" (the built file)`,
      );
    }
    const built = relative('dist', target.default);
    if (built.startsWith('..') || !built.endsWith('.js')) {
      throw new Error(`${pkg.name}: exports["${subpath}"].default must be a .js file in dist/, not ${target.default}`);
    }
    entries[built.slice(0, -'.js'.length)] = target[SOURCE_CONDITION];
  }
  if (Object.keys(entries).length === 0) throw new Error(`${pkg.name}: no exports to build`);
  return entries;
}

/** The tsdown options for the package in `cwd`. */
export function libraryConfig(cwd) {
  const pkg = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
  return {
    cwd,
    name: pkg.name ?? basename(cwd),
    entry: entriesFromExports(pkg),
    root: 'src',
    unbundle: true,
    format: 'esm',
    // Browser and Node consumers alike: nothing may assume one of them.
    platform: 'neutral',
    target: 'es2023',
    // `.js` and `.d.ts` (the package is "type": "module"), as the exports maps name them.
    fixedExtension: false,
    hash: false,
    sourcemap: true,
    clean: true,
    // Declarations through the TypeScript compiler (the sources do not use isolatedDeclarations).
    // The package's own tsconfig reads sibling packages through `@portal/source`, like the typecheck.
    tsconfig: 'tsconfig.json',
    dts: { sourcemap: true },
    // dependencies and peerDependencies stay imports (tsdown's default); anything else a source
    // imports would be copied in, which hides a missing dependency: fail instead.
    deps: { onlyBundle: [] },
    logLevel: 'warn',
    failOnWarn: true,
    // Timings are a profiling aid, not a fault: a busy CI machine would print them on every build.
    checks: { bundlerTimings: false },
  };
}

export async function buildLibrary(cwd) {
  await build({ ...libraryConfig(cwd), config: false });
}
