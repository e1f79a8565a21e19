// Checks one packed package (a .tgz from `pnpm pack`) the way a consumer meets it: publint in
// strict mode (warnings are errors), are-the-types-wrong with the ESM-only profile (types resolve
// for Node's and bundlers' ESM resolution), and what our own publishing promises — no
// `workspace:` range left, no `@portal/source` condition pointing at sources, a licence, a README.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const require = createRequire(import.meta.url);
const ATTW_BIN = join(dirname(require.resolve('@arethetypeswrong/cli/package.json')), 'dist', 'index.js');
const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies'];

function tar(args) {
  const result = spawnSync('tar', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`tar ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

/** The package.json inside the tarball and the tarball's file list (npm packs under `package/`). */
function packedManifest(tarballPath) {
  const files = tar(['-tzf', tarballPath]).split('\n').filter(Boolean);
  return { files, manifest: JSON.parse(tar(['-xzOf', tarballPath, 'package/package.json'])) };
}

function publishingProblems(manifest, files) {
  const problems = [];
  for (const field of DEPENDENCY_FIELDS) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (String(range).startsWith('workspace:')) problems.push(`${field}.${name} is still "${range}"`);
    }
  }
  if (JSON.stringify(manifest.exports ?? {}).includes('@portal/source'))
    problems.push('exports still has the @portal/source condition');
  if (!manifest.license) problems.push('no license field');
  if (!files.includes('package/README.md')) problems.push('no README.md');
  return problems;
}

/** `{ name, version, problems: string[] }`; an empty list means the tarball is fit to publish. */
export async function checkPackedPackage(tarballPath) {
  const tarball = readFileSync(tarballPath);
  const data = tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength);
  const { files, manifest } = packedManifest(tarballPath);
  const problems = publishingProblems(manifest, files);

  const { messages, pkg } = await publint({ pack: { tarball: data }, strict: true, level: 'suggestion' });
  for (const message of messages) {
    // strict: a warning fails like an error; suggestions are printed, not counted.
    const line = `publint ${message.type}: ${formatMessage(message, pkg)}`;
    if (message.type === 'suggestion') console.log(`  ${manifest.name}: ${line}`);
    else problems.push(line);
  }

  const attw = spawnSync(
    process.execPath,
    [ATTW_BIN, tarballPath, '--profile', 'esm-only', '--format', 'ascii', '--no-emoji', '--no-color'],
    {
      encoding: 'utf8',
    },
  );
  if (attw.status !== 0) problems.push(`are-the-types-wrong (esm-only):\n${(attw.stdout + attw.stderr).trim()}`);

  return { name: manifest.name, version: manifest.version, problems };
}
