// Copied into an npm project and run there with plain Node: imports every JavaScript module each
// named package ships (its entry points and every file they may load lazily), as installed by npm.
// A module that needs an optional peer dependency the project lacks is passed over.
// Prints `{ imported, failures: [{ file, error }] }`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const names = JSON.parse(process.argv[2]);
const failures = [];
let imported = 0;

function* modules(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* modules(path);
    else if (entry.name.endsWith('.js')) yield path;
  }
}

for (const name of names) {
  const dist = dirname(fileURLToPath(import.meta.resolve(name)));
  const manifest = JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8'));
  // A module for an optional peer (e.g. @portal/api/testing needs vitest) may not load without it.
  const optional = Object.keys(manifest.peerDependenciesMeta ?? {}).filter(
    (peer) => manifest.peerDependenciesMeta[peer].optional,
  );
  for (const file of modules(dist)) {
    try {
      await import(pathToFileURL(file).href);
      imported += 1;
    } catch (error) {
      const message = String(error?.message ?? error).split('\n')[0];
      if (optional.some((peer) => message.startsWith(`Cannot find package '${peer}'`))) continue;
      failures.push({ file: `${name}/${relative(join(dist, '..'), file)}`, error: message });
    }
  }
}
console.log(JSON.stringify({ imported, failures }));
