// Bundles the server into dist/main.js (esbuild, ESM, Node 24). Our workspace packages
// (@portal/*) are bundled from their TypeScript sources; every other package — native ones
// (better-sqlite3, @node-rs/argon2, @napi-rs/canvas), drivers, fastify and its plugins — stays
// external and loads from node_modules at run time. `node dist/main.js` works from the repo root
// and from apps/server (paths are found from the file's own location). The in-house game page's
// script (browser/inhouse-game) is bundled first and built into dist/main.js as a constant.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
// Node runs this TypeScript file itself (type stripping): it must import nothing relative.
import { bundleGameScript } from '../src/routes/inhouse/game-script.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
rmSync(join(root, 'dist'), { recursive: true, force: true });

/** Bare imports other than @portal/* stay external. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [join(root, 'src', 'main.ts')],
  outfile: join(root, 'dist', 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  conditions: ['@portal/source'],
  plugins: [externalPackages],
  define: { __INHOUSE_GAME_SCRIPT__: JSON.stringify(await bundleGameScript()) },
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
console.log('built apps/server/dist/main.js');
