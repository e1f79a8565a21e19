// Throwaway PostgreSQL and Redis for the platform tests: started on free loopback ports in a temp
// folder, stopped (and deleted) when the run ends. Exposes TEST_DATABASE_URL and TEST_REDIS_URL.
// When those are already set (a developer's own servers), nothing is started.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

// initdb refuses to run as root: run PostgreSQL's tools as the postgres user then.
function asPostgres(command, args) {
  const isRoot = process.getuid?.() === 0;
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** asPostgres without blocking the event loop (a restart while load runs in the same process). */
function asPostgresLater(command, args) {
  const isRoot = process.getuid?.() === 0;
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return promisify(execFile)(cmd, argv);
}

/**
 * A throwaway PostgreSQL (trust auth, loopback only, fsync off) with a database `name`, on `port`
 * (a free one when not given) in a new temp folder. restart() is `pg_ctl restart` (same port and data).
 */
export async function startPostgres({ port, name = 'portal_test' } = {}) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (tooling/scripts/system-packages.sh postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  port ??= await freePort();
  asPostgres(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  asPostgres(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`,
    'start',
  ]);
  asPostgres(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${name}`,
    port,
    bin,
    /** `pg_ctl restart -m fast`: open connections are cut, the server is back on the same port. */
    async restart() {
      await asPostgresLater(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', '-m', 'fast', 'restart']);
    },
    stop() {
      spawnSync(
        ...(process.getuid?.() === 0
          ? ['runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', 'stop']]
          : [join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']]),
        { stdio: 'ignore' },
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A throwaway Redis (no persistence, loopback only) on `port` (a free one when not given). restart() stops it and starts it again on the same port, empty. */
export async function startRedis({ port } = {}) {
  port ??= await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'portal-redis-'));
  const pidfile = join(dir, 'redis.pid');
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'yes',
    '--pidfile',
    pidfile,
    '--dir',
    dir,
  ];
  const shutdown = () => spawnSync('redis-cli', ['-p', String(port), 'shutdown', 'nosave'], { stdio: 'ignore' });
  execFileSync('redis-server', args, { stdio: 'ignore' });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async restart() {
      // redis-cli reports the closed connection of a shutdown as an error: expected.
      await promisify(execFile)('redis-cli', ['-p', String(port), 'shutdown', 'nosave']).catch(() => undefined);
      await promisify(execFile)('redis-server', args);
    },
    stop() {
      shutdown();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startTestServices() {
  if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) return { env: {}, stop: async () => {} };
  const pg = await startPostgres();
  const redis = await startRedis();
  const stop = async () => {
    pg.stop();
    redis.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  console.log(`[test] PostgreSQL at ${pg.url}, Redis at ${redis.url}`);
  return { env: { TEST_DATABASE_URL: pg.url, TEST_REDIS_URL: redis.url }, stop };
}
