// The workspace's public packages (everything pnpm publishes) and how to pack one.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

function pnpm(args, cwd) {
  const result = spawnSync('pnpm', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(`pnpm ${args.join(' ')} (in ${cwd}) failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** `[{ name, version, path }]` of every workspace package that is not private, by name. */
export function publicPackages(root) {
  const all = JSON.parse(pnpm(['ls', '--recursive', '--depth', '-1', '--json'], root));
  return all
    .filter((pkg) => !pkg.private && pkg.path !== root)
    .map(({ name, version, path }) => ({ name, version, path }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** `pnpm pack` (publishConfig applied, `workspace:` ranges replaced) into `destination`; the .tgz path. */
export function packPackage(packageDir, destination) {
  const before = new Set(readdirSync(destination));
  pnpm(['pack', '--pack-destination', destination], packageDir);
  const created = readdirSync(destination).filter((file) => file.endsWith('.tgz') && !before.has(file));
  if (created.length !== 1) throw new Error(`pnpm pack in ${packageDir} made ${created.length} tarballs`);
  return join(destination, created[0]);
}
