// The brand starter as a brand team gets it: its files copied out of the repository (it is not a
// workspace member), its @portal packages pinned to the versions just published, installed with
// plain npm — @portal from the throw-away registry, everything else from the npm registry.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scopedNpmrc } from './registry.js';
import { registryEnv } from './release.js';
import { run } from './processes.js';

const SKIP = /[\\/](node_modules|dist|\.npmrc|package-lock\.json)$/;

export function copyStarter(source, destination) {
  cpSync(source, destination, { recursive: true, filter: (path) => !SKIP.test(path) });
}

/** Sets each @portal dependency to the version the rehearsal published. */
export function pinPortalVersions(starter, versions) {
  const path = join(starter, 'package.json');
  const pkg = JSON.parse(readFileSync(path, 'utf8'));
  for (const name of Object.keys(pkg.dependencies)) {
    if (!name.startsWith('@portal/')) continue;
    const version = versions.get(name);
    if (!version) throw new Error(`the starter depends on ${name}, which was not published`);
    pkg.dependencies[name] = version;
  }
  writeFileSync(path, `${JSON.stringify(pkg, null, 2)}\n`);
  return pkg;
}

/** The starter's own npmrc (and only it: not the user's). */
export function starterEnv(starter, registryUrl) {
  const npmrc = join(starter, '.npmrc');
  writeFileSync(npmrc, scopedNpmrc(registryUrl));
  // Stricter than the release's environment: no npm setting of the caller's reaches the install.
  const env = registryEnv(npmrc);
  for (const key of Object.keys(env)) if (/^npm_/i.test(key) && !/userconfig/i.test(key)) delete env[key];
  env.NODE_EXTRA_CA_CERTS ??= '/etc/ssl/certs/ca-certificates.crt';
  return env;
}

export function npm(starter, args, env) {
  return run('npm', args, { cwd: starter, env });
}
