// A throw-away npm registry: Verdaccio in this process, on loopback, with its storage, users and
// config in a temporary folder. It has no uplinks, so it serves only what is published to it and
// forwards nothing anywhere; `stop()` closes it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runServer } from 'verdaccio';

const USER = 'rehearsal';

export async function startRegistry(dir, port) {
  mkdirSync(join(dir, 'storage'), { recursive: true });
  const configPath = join(dir, 'config.yaml');
  writeFileSync(
    configPath,
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      '    max_users: 1',
      'uplinks: {}',
      'packages:',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      'log: { type: stdout, format: pretty, level: error }',
      '',
    ].join('\n'),
  );
  const app = await runServer(configPath);
  const server = await new Promise((resolve, reject) => {
    const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  // Node's 5 s keep-alive closes idle sockets just as a client reuses one (ECONNRESET between two
  // checks); a minute outlasts any pause in the rehearsal.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  const url = `http://127.0.0.1:${port}/`;
  const stop = () => new Promise((resolve) => server.close(() => resolve()));
  try {
    const response = await fetch(`${url}-/user/org.couchdb.user:${USER}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: USER, password: `pw-${Math.random().toString(36).slice(2)}` }),
    });
    const { token } = await response.json();
    if (!response.ok || !token) throw new Error(`Verdaccio refused the rehearsal user (${response.status})`);
    return { url, token, stop };
  } catch (error) {
    server.closeAllConnections?.();
    await stop();
    throw error;
  }
}

/**
 * An npmrc that sends the @portal scope — and only it — to `registryUrl`, with the token for it.
 * Every other package still comes from the npm registry.
 */
export function scopedNpmrc(registryUrl, token) {
  const host = registryUrl.replace(/^https?:/, '');
  return [
    `@portal:registry=${registryUrl}`,
    ...(token ? [`${host}:_authToken=${token}`] : []),
    'fund=false',
    'audit=false',
    'update-notifier=false',
    '',
  ].join('\n');
}

/** The registry's record of a package (versions, dist-tags, each version's package.json). */
export async function packument(registryUrl, name) {
  const response = await fetch(`${registryUrl}${name.replace('/', '%2f')}`);
  if (!response.ok) throw new Error(`${name}: the registry answered ${response.status}`);
  return response.json();
}
