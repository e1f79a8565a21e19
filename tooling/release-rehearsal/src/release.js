// The maintainer's release, run on a throw-away copy of the repository so that the repository's
// own pending changesets are not consumed: `changeset version` (versions, CHANGELOG.md per
// package), then `changeset publish` (pnpm publish of every unpublished package) against the
// throw-away registry named by the copy's npmrc.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { run } from './processes.js';

const require = createRequire(import.meta.url);
const CHANGESET_BIN = join(dirname(require.resolve('@changesets/cli/package.json')), 'bin.js');

/**
 * A clone of the repository's committed tree (sharing its objects, so git history — which the
 * changelogs cite — is there), plus each public package's dist/ from the workspace's build.
 */
export async function copyRepository(root, destination, packages) {
  await run('git', ['clone', '--quiet', '--shared', root, destination]);
  for (const pkg of packages) {
    const dist = join(pkg.path, 'dist');
    if (!existsSync(dist)) throw new Error(`${pkg.name} is not built (no ${dist}): run the build first`);
    cpSync(dist, join(destination, relative(root, pkg.path), 'dist'), { recursive: true });
  }
}

/** Environment for npm and pnpm in the copy: only the given npmrc, never the user's own. */
export function registryEnv(npmrcPath) {
  const env = { ...process.env, NPM_CONFIG_USERCONFIG: npmrcPath, npm_config_userconfig: npmrcPath };
  for (const key of Object.keys(env)) {
    if (/^npm_config_(registry|@.*:registry|.*_authtoken)$/i.test(key)) delete env[key];
  }
  return env;
}

export function versionPackages(copy, env) {
  return run(process.execPath, [CHANGESET_BIN, 'version'], { cwd: copy, env });
}

export function publishPackages(copy, npmrc, env) {
  // pnpm and npm read the project's .npmrc too; the copy's points @portal at the registry.
  const project = join(copy, '.npmrc');
  writeFileSync(project, `${existsSync(project) ? readFileSync(project, 'utf8') : ''}\n${npmrc}`);
  return run(process.execPath, [CHANGESET_BIN, 'publish', '--no-git-tag'], { cwd: copy, env });
}
