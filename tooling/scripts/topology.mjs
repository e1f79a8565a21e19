// The production shape on one machine: PostgreSQL and Redis (throwaway, tooling/scripts/test-services.mjs),
// two platform instances in production mode with secrets generated for the run, and HAProxy in front
// with the reference configuration (deploy/haproxy.cfg). `npm run topology` runs it until Ctrl-C;
// the load-and-fault script (apps/server/scripts/topology-load.ts) and the rolling-restart test
// (apps/server/test/topology.test.ts) drive it through startTopology().
//
// Seeding: both instances start at the same moment on the empty database; the migration lock and
// the seed lock (apps/server/src/db/connect.ts) make one migrate and seed, the other find it done.
// The demo accounts are asked for with SEED_DEMO_ACCOUNTS=1 and, as production does, get no money
// and no published password: this script generates their password for the run (SEED_DEMO_PASSWORD).
// The operator's staff are created as production creates its first admin, with the staff script
// (apps/server/scripts/staff.ts) on the migrated database: an `admin` and a `content` member per
// brand, their generated passwords printed and handed to the load script (topology.credentials),
// which logs in as content and funds its spinning account through the operator API (a reward).
// The demo slot catalogue is asked for with DEMO_SLOT_GAMES (production seeds none by default:
// operators import theirs).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, startPostgres, startRedis } from './test-services.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const HAPROXY_CONFIG = join(ROOT, 'deploy', 'haproxy.cfg');
/** The built server; `SOURCE_SERVER` runs the TypeScript sources instead (no build step, as the tests do). */
export const BUILT_SERVER = ['node', 'dist/main.js'];
export const SOURCE_SERVER = ['node', '--conditions=@portal/source', '--import', 'tsx', 'src/main.ts'];
/** The instances run from the server's folder (where tsx resolves). */
const SERVER_DIR = join(ROOT, 'apps', 'server');

/** Debian installs it in /usr/sbin, which a non-root PATH may lack. */
const HAPROXY = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** PAYLOAD_PRIVATE_KEY, TOKEN_PEPPER and SEED_KEY from the generator (apps/server/scripts/generate-secrets.mjs). */
export function generateSecrets() {
  const out = execFileSync(process.execPath, [join(ROOT, 'apps', 'server', 'scripts', 'generate-secrets.mjs')], {
    encoding: 'utf8',
  });
  return Object.fromEntries(
    out
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** The merchant codes of the tenant folders. */
function merchantCodesOf(tenantsDir = join(ROOT, 'tenants')) {
  return readdirSync(tenantsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(tenantsDir, entry.name, 'tenant.json')))
    .map((entry) => JSON.parse(readFileSync(join(tenantsDir, entry.name, 'tenant.json'), 'utf8')).merchantCode);
}

/** The staff each brand of the rehearsal gets, as production gets its first admin. */
const REHEARSAL_STAFF = [
  { username: 'admin', roles: 'admin' },
  { username: 'content', roles: 'content' },
];

/**
 * Creates the rehearsal's staff with the staff script on the instances' database (after they
 * migrated and seeded it); answers their generated passwords by merchant code and username.
 */
async function createRehearsalStaff(env) {
  const jobs = merchantCodesOf().flatMap((merchant) =>
    REHEARSAL_STAFF.map(
      ({ username, roles }) =>
        new Promise((resolve, reject) => {
          const args = ['--conditions=@portal/source', '--import', 'tsx', 'scripts/staff.ts', 'create'];
          const child = spawn(
            process.execPath,
            [
              ...args,
              '--merchant',
              merchant,
              '--username',
              username,
              '--name',
              `Rehearsal ${username}`,
              '--roles',
              roles,
            ],
            { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] },
          );
          let out = '';
          let err = '';
          child.stdout.on('data', (chunk) => (out += chunk));
          child.stderr.on('data', (chunk) => (err += chunk));
          child.once('exit', (code) =>
            code === 0
              ? resolve([merchant, username, out.trim()])
              : reject(new Error(`staff ${username}@${merchant}: exit ${code} ${err.trim()}`)),
          );
        }),
    ),
  );
  const staff = {};
  for (const [merchant, username, password] of await Promise.all(jobs)) (staff[merchant] ??= {})[username] = password;
  return staff;
}

async function httpStatus(url, timeoutMs = 2000) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * Starts the topology. Options (all optional):
 *   ports: { lb, stats, a, b, pg, redis }   fixed ports (free ones otherwise)
 *   databaseUrl, databaseSchema, redisUrl    use these services instead of starting PostgreSQL and Redis
 *   server: command array                    BUILT_SERVER (default) or SOURCE_SERVER
 *   env: extra environment for both instances (rate limits, DEMO_SLOT_GAMES, LOG_LEVEL, DRAIN_SECONDS…)
 *   haproxyConfig: path                      another HAProxy configuration (deploy/haproxy.cfg by default)
 *   log: (line) => void                      progress lines
 */
export async function startTopology(options = {}) {
  const log = options.log ?? (() => undefined);
  const ports = options.ports ?? {};
  const dir = mkdtempSync(join(tmpdir(), 'portal-topology-'));
  const cleanups = [];
  const processes = new Set();
  const stopAll = () => {
    for (const child of processes) child.kill('SIGKILL');
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    if (!process.env.TOPOLOGY_KEEP_LOGS) rmSync(dir, { recursive: true, force: true });
  };
  try {
    let databaseUrl = options.databaseUrl;
    let redisUrl = options.redisUrl;
    let pg;
    let redis;
    if (!databaseUrl) {
      pg = await startPostgres({ port: ports.pg, name: 'portal' });
      cleanups.push(() => pg.stop());
      databaseUrl = pg.url;
      log(`PostgreSQL ${pg.url}`);
    }
    if (!redisUrl) {
      redis = await startRedis({ port: ports.redis });
      cleanups.push(() => redis.stop());
      redisUrl = redis.url;
      log(`Redis ${redis.url}`);
    }
    const lbPort = ports.lb ?? (await freePort());
    const statsPort = ports.stats ?? (await freePort());
    const secrets = generateSecrets();
    /** This run's demo-account password, and (once the instances have migrated) its staff's passwords. */
    const credentials = { demoPassword: randomBytes(18).toString('base64url'), staff: {} };
    const server = options.server ?? BUILT_SERVER;

    const instances = {};
    for (const name of ['a', 'b']) {
      const port = ports[name] ?? (await freePort());
      instances[name] = {
        name,
        port,
        url: `http://127.0.0.1:${port}`,
        logFile: join(dir, `platform-${name}.log`),
        child: undefined,
        env: {
          ...process.env,
          PORTAL_MODE: 'production',
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          ...(options.databaseSchema ? { DATABASE_SCHEMA: options.databaseSchema } : {}),
          REDIS_URL: redisUrl,
          // Only HAProxy's address (loopback here) may say who the client is.
          TRUST_PROXY: '127.0.0.1',
          // A rehearsal: the load script logs in as the demo accounts (with this run's password, no
          // money on them) and funds one through the operator API. A real deployment sets neither flag.
          SEED_DEMO_ACCOUNTS: '1',
          SEED_DEMO_PASSWORD: credentials.demoPassword,
          DATA_DIR: join(dir, `data-${name}`),
          ...secrets,
          ...options.env,
        },
      };
    }

    const startInstance = async (name) => {
      const instance = instances[name];
      const out = openSync(instance.logFile, 'a');
      // A process group of its own: a Ctrl-C at the terminal reaches this script only, which then
      // stops everything in order.
      // `node` is this very Node (the pinned one), whatever PATH says.
      const child = spawn(server[0] === 'node' ? process.execPath : server[0], server.slice(1), {
        cwd: SERVER_DIR,
        env: instance.env,
        stdio: ['ignore', out, out],
        detached: true,
      });
      closeSync(out);
      instance.child = child;
      processes.add(child);
      child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
      child.exited.then(() => processes.delete(child));
      const deadline = Date.now() + 180_000;
      while ((await httpStatus(`${instance.url}/readyz`)) !== 200) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`platform ${name} exited while starting (log: ${instance.logFile})`);
        if (Date.now() > deadline) throw new Error(`platform ${name} not ready after 180 s (log: ${instance.logFile})`);
        await sleep(200);
      }
    };

    /** SIGTERM drains (readiness 503, DRAIN_SECONDS, in-flight requests finish); SIGKILL is a crash. */
    const stopInstance = async (name, signal = 'SIGTERM') => {
      const child = instances[name].child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await child.exited;
    };

    /** HAProxy's view of the servers, from its status page: { a: 'UP' | 'DOWN' | …, b: … }. */
    const lbStatus = async () => {
      const csv = await (await fetch(`http://127.0.0.1:${statsPort}/;csv`)).text();
      const status = {};
      for (const row of csv.split('\n')) {
        const [backend, server, ...rest] = row.split(',');
        if (backend === 'platform_reads' && (server === 'a' || server === 'b')) status[server] = rest[15];
      }
      return status;
    };

    /** Waits until HAProxy sends to (UP) or away from (DOWN) an instance. */
    const waitForLb = async (name, state, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      // Exactly UP or DOWN: 'UP 1/2' is an instance on its way down, 'DOWN 1/2' one on its way up.
      while ((await lbStatus().catch(() => ({})))[name] !== state) {
        if (Date.now() > deadline) throw new Error(`HAProxy did not mark ${name} ${state} within ${timeoutMs} ms`);
        await sleep(100);
      }
    };

    log(`starting platform instances a (${instances.a.port}) and b (${instances.b.port}) at once`);
    await Promise.all([startInstance('a'), startInstance('b')]);
    credentials.staff = await createRehearsalStaff(instances.a.env);

    const lbLog = openSync(join(dir, 'haproxy.log'), 'a');
    const lb = spawn(HAPROXY, ['-db', '-f', options.haproxyConfig ?? HAPROXY_CONFIG], {
      cwd: ROOT,
      env: {
        ...process.env,
        LB_BIND: `127.0.0.1:${lbPort}`,
        LB_STATS_BIND: `127.0.0.1:${statsPort}`,
        PLATFORM_A: `127.0.0.1:${instances.a.port}`,
        PLATFORM_B: `127.0.0.1:${instances.b.port}`,
      },
      stdio: ['ignore', lbLog, lbLog],
      detached: true,
    });
    closeSync(lbLog);
    processes.add(lb);
    const lbExited = new Promise((resolve) => lb.once('exit', resolve));
    await waitForLb('a', 'UP');
    await waitForLb('b', 'UP');
    const url = `http://localhost:${lbPort}`;
    log(`HAProxy on ${url} (status page http://127.0.0.1:${statsPort}/)`);

    return {
      url,
      lbPort,
      statsUrl: `http://127.0.0.1:${statsPort}/`,
      dir,
      databaseUrl,
      redisUrl,
      pg,
      redis,
      /** This run's demo-account password and staff passwords (by merchant code and username). */
      credentials,
      instances,
      startInstance,
      stopInstance,
      lbStatus,
      waitForLb,
      /** Stops HAProxy, both instances (closing at once), Redis and PostgreSQL, and removes the folder. */
      async stop() {
        lb.kill('SIGTERM');
        await lbExited;
        await Promise.all(['a', 'b'].map((name) => stopInstance(name, 'SIGINT')));
        stopAll();
      },
    };
  } catch (error) {
    stopAll();
    throw error;
  }
}

// `npm run topology`: installs what is missing, builds, starts, prints the URL, stops on Ctrl-C.
// Ports from TOPOLOGY_PORT (HAProxy; 8500 by default) upwards: +1 and +2 the instances, +3 PostgreSQL,
// +4 Redis, +5 HAProxy's status page.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = Number(process.env.TOPOLOGY_PORT ?? 8500);
  const say = (line) => console.log(`[topology] ${line}`);
  const packages = spawnSync(
    'bash',
    ['tooling/scripts/system-packages.sh', 'postgresql', 'redis-server', 'haproxy', 'fonts-dejavu-core'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (packages.status !== 0) process.exit(packages.status ?? 1);
  say('building the portal and the platform (turbo; cached when unchanged)');
  const build = spawnSync(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@portal/portal',
      '--filter=@portal/backoffice',
      '--filter=@portal/server',
      '--output-logs=errors-only',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  const topology = await startTopology({
    ports: { lb: base, a: base + 1, b: base + 2, pg: base + 3, redis: base + 4, stats: base + 5 },
    env: { DEMO_SLOT_GAMES: process.env.DEMO_SLOT_GAMES ?? '10000', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
    log: say,
  });
  const { demoPassword, staff } = topology.credentials;
  say(`ready: ${topology.url} (tenants by host: http://<brand>.localhost:${topology.lbPort})`);
  say(`demo accounts member01, agent01, reset01 (no money on them), password for this run: ${demoPassword}`);
  const logins = Object.entries(staff)
    .flatMap(([code, people]) =>
      Object.entries(people).map(([username, password]) => `${code} ${username} ${password}`),
    )
    .join(', ');
  say(`back office ${topology.url}/backoffice/ — staff for this run (merchant code, username, password): ${logins}`);
  say(
    `logs: ${topology.instances.a.logFile}, ${topology.instances.b.logFile}, ${join(topology.dir, 'haproxy.log')}; Ctrl-C stops everything`,
  );
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      say('stopping');
      topology.stop().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
