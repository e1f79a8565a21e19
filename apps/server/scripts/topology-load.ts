// Load and faults through the production topology (tooling/scripts/topology.mjs: HAProxy, two
// production instances, PostgreSQL, Redis — all throwaway, loopback only). A player's mix runs
// (scripts/topology-mix.ts) while, phase by phase: nothing happens (baseline); instance a then b are
// restarted (SIGTERM: drain, then start again — a rolling restart); instance a is killed (SIGKILL)
// and started again; Redis restarts; PostgreSQL restarts. Per phase it prints requests/s, p50/p99
// and failed requests, beside the bare route (/healthz through the same balancer in the same run).
// Spins follow the portal's retry rule (a spin cut by a fault is sent again with its round id); per
// phase it reports the player's money actions attempted, answered, lost and paid twice, and fails
// if any fault lost one or paid one twice. Afterwards the ledger, sessions and idempotency keys are
// checked, and the database is backed up with pg_dump and restored with pg_restore into a fresh
// database whose row counts must match.
//   npm run topology:load            (LOAD_WORKERS=16, LOAD_BASELINE_SECONDS=10; bounded: about 2 minutes)
// Needs the built server (the script builds it) and Debian's postgresql, redis-server and haproxy.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRepoRoot } from '../src/config';
import {
  LOAD_LIMITS,
  LoadMix,
  SPOOFED_ADDRESS,
  ledgerChecks,
  loadTopologyModule,
  moneyFigures,
  paymentsOf,
  phaseFigures,
  type PhaseFigures,
  type Sample,
  type Topology,
} from './topology-mix';

const WORKERS = Number(process.env.LOAD_WORKERS ?? 16);
const BASELINE_SECONDS = Number(process.env.LOAD_BASELINE_SECONDS ?? 10);
const AFTER_FAULT_SECONDS = 5;
const ROOT = findRepoRoot();
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const say = (line: string) => console.log(`[load] ${line}`);

const packages = spawnSync(
  'bash',
  ['tooling/scripts/system-packages.sh', 'postgresql', 'redis-server', 'haproxy', 'fonts-dejavu-core'],
  { cwd: ROOT, stdio: 'inherit' },
);
if (packages.status !== 0) process.exit(packages.status ?? 1);
execFileSync(process.execPath, [join(ROOT, 'apps', 'server', 'scripts', 'build.mjs')], { stdio: 'inherit' });

const { startTopology, BUILT_SERVER } = await loadTopologyModule();
const topology = await startTopology({
  server: BUILT_SERVER,
  env: { ...LOAD_LIMITS, DEMO_SLOT_GAMES: '10000', LOG_LEVEL: 'warn' },
  log: say,
});

interface Fault {
  start: number;
  back: number;
}
interface PhaseRun {
  name: string;
  seconds: number;
  /** The fault: when it began and when the service was back (its command returned, or the instance was up again). */
  fault?: Fault;
  note: string;
}
const runs: PhaseRun[] = [];
const mix = new LoadMix(topology.url, { workers: WORKERS, credentials: topology.credentials });

async function phase(name: string, note: string, work: () => Promise<Fault | void>): Promise<void> {
  mix.phase = name;
  const started = performance.now();
  say(`phase: ${name}`);
  const fault = await work();
  runs.push({ name, seconds: (performance.now() - started) / 1000, note, ...(fault ? { fault } : {}) });
}

/** A phase's figures, once the traffic has stopped (a request counts in the phase it ended in). */
function summarise(run: PhaseRun): {
  figures: PhaseFigures;
  downSeconds?: number;
  lastFailureSeconds?: number;
  recoverySeconds?: number;
} {
  const figures = phaseFigures(mix.samples, run.name, run.seconds);
  if (!run.fault) return { figures };
  // A failed request counts from when its answer (or error) came.
  const lastFailure = Math.max(
    run.fault.start,
    ...mix.samples.filter((s: Sample) => s.phase === run.name && !s.ok).map((s) => s.start + s.ms),
  );
  return {
    figures,
    downSeconds: (run.fault.back - run.fault.start) / 1000,
    lastFailureSeconds: (lastFailure - run.fault.start) / 1000,
    recoverySeconds: Math.max(0, lastFailure - run.fault.back) / 1000,
  };
}

async function restartInstance(t: Topology, name: 'a' | 'b', signal: NodeJS.Signals): Promise<void> {
  await t.stopInstance(name, signal);
  await t.startInstance(name);
  await t.waitForLb(name, 'UP');
}

let exitCode = 0;
try {
  await mix.prepare();

  mix.start('bare');
  await phase('bare route only', 'GET /healthz through HAProxy', () => sleep(5000));
  await mix.stop();

  mix.start();
  await phase('baseline', 'the mix, nothing happening', () => sleep(BASELINE_SECONDS * 1000));
  await phase('rolling restart', 'SIGTERM a → drain → start a → ready; the same for b', async () => {
    await restartInstance(topology, 'a', 'SIGTERM');
    await restartInstance(topology, 'b', 'SIGTERM');
    await sleep(1000);
  });
  await phase('SIGKILL', 'kill -9 a, start it again once HAProxy marks it down', async () => {
    const start = performance.now();
    await topology.stopInstance('a', 'SIGKILL');
    await topology.waitForLb('a', 'DOWN');
    await topology.startInstance('a');
    await topology.waitForLb('a', 'UP');
    const back = performance.now();
    await sleep(1000);
    return { start, back };
  });
  await phase('Redis restart', 'redis shutdown + start (empty: no persistence)', async () => {
    const start = performance.now();
    await topology.redis!.restart();
    const back = performance.now();
    await sleep(AFTER_FAULT_SECONDS * 1000);
    return { start, back };
  });
  await phase('PostgreSQL restart', 'pg_ctl restart -m fast (every connection cut)', async () => {
    const start = performance.now();
    await topology.pg!.restart();
    const back = performance.now();
    await topology.waitForLb('a', 'UP');
    await topology.waitForLb('b', 'UP');
    await sleep(AFTER_FAULT_SECONDS * 1000);
    return { start, back };
  });
  await mix.stop();

  // ---- after the load ----
  const payments = await paymentsOf(
    topology.databaseUrl,
    undefined,
    mix.actions.map((action) => action.id),
  );
  const sessions = await mix.sessionsStillWork();
  const ledger = await ledgerChecks(topology.databaseUrl, undefined, mix.answeredSpins);
  // The instances stop first: their clock jobs (lottery draws) would otherwise add rows between the dump and the count.
  await topology.stopInstance('a', 'SIGINT');
  await topology.stopInstance('b', 'SIGINT');
  const backup = backupAndRestore(topology);
  const logged = loggedErrors(topology);

  // ---- report ----
  const summaries = runs.map((run) => ({ ...summarise(run), note: run.note }));
  const bare = summaries[0]!.figures;
  const cpu = cpus();
  console.log(
    `\nThe production topology under load, ${WORKERS} workers + 1 login worker, Node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}\n`,
  );
  console.log(
    '| phase | seconds | requests | requests/s | × bare req/s | p50 ms | p99 ms | bare p50 / p99 ms | failed | fault → back s | last failure s after fault | recovery s after back | what happened |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const { figures: f, downSeconds, lastFailureSeconds, recoverySeconds, note } of summaries) {
    const faultCells =
      downSeconds === undefined
        ? ' | | '
        : `${downSeconds.toFixed(1)} | ${f.failed ? lastFailureSeconds!.toFixed(1) : '–'} | ${recoverySeconds!.toFixed(1)}`;
    console.log(
      `| ${f.phase} | ${f.seconds.toFixed(1)} | ${f.requests} | ${Math.round(f.rps)} | ${(f.rps / bare.rps).toFixed(2)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.bareP50.toFixed(1)} / ${f.bareP99.toFixed(1)} | ${f.failed} | ${faultCells} | ${note} |`,
    );
  }
  console.log('\nFailed requests by phase and call (first error seen):');
  for (const { figures: f } of summaries)
    for (const [op, { count, example }] of Object.entries(f.failures))
      console.log(`  ${f.phase} · ${op}: ${count} (${example})`);
  const unfiled = mix.samples.filter((s) => !s.ok && !runs.some((r) => r.name === s.phase)).length;
  if (unfiled) console.log(`  outside the phases: ${unfiled}`);
  const ops = [...new Set(mix.samples.map((s) => s.op))];
  console.log(
    `\nBaseline by call: ${ops
      .map((op) => {
        const times = mix.samples
          .filter((s) => s.phase === 'baseline' && s.op === op)
          .map((s) => s.ms)
          .sort((x, y) => x - y);
        return `${op} ${times.length} req, p50 ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(1)} ms`;
      })
      .join('; ')}`,
  );
  const money = runs.map((run) => moneyFigures(mix.actions, payments, run.name)).filter((m) => m.attempted > 0);
  console.log(
    '\nPlayer money actions (spins, each with its round id on every try, repeated through a fault by the portal’s retry rule):\n',
  );
  console.log(
    '| phase | attempted | answered | lost | paid twice | answered, not paid once | needed a repeat | of them answered from the first try’s record | repeats sent after |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const m of money) {
    const reasons = Object.entries(m.repeatsBy)
      .map(([reason, count]) => `${reason}: ${count}`)
      .join(', ');
    console.log(
      `| ${m.phase} | ${m.attempted} | ${m.answered} | ${m.lost} | ${m.paidTwice} | ${m.answeredNotPaidOnce} | ${m.retried} | ${m.answeredFromRecord} | ${reasons || '–'} |`,
    );
  }
  const outside = mix.actions.filter((action) => !runs.some((run) => run.name === action.phase));
  if (outside.length) console.log(`  money actions outside the phases: ${outside.length}`);
  console.log(`Sessions made before the load: ${sessions.map((s) => `${s.username} → ${s.status}`).join(', ')}`);
  console.log(
    `Ledger: ${ledger.wallets} wallets, ${ledger.ledgerRows} rows; wallets not equal to the sum of their rows: ${ledger.unbalancedWallets}; bet/win keys written twice: ${ledger.doubledKeys}; answered spins not paid exactly once: ${ledger.spinsNotPaidOnce}; accounts over their brand's session limit: ${ledger.accountsOverSessionLimit}; sessions opened from ${ledger.sessionAddresses.join(', ')} (every request claimed ${SPOOFED_ADDRESS})`,
  );
  console.log(
    `Errors the instances logged: ${logged.length ? logged.map(([message, count]) => `${count} × ${message}`).join('; ') : 'none'}`,
  );
  console.log(
    `Backup: pg_dump ${backup.dumpBytes} bytes in ${backup.dumpSeconds.toFixed(1)} s, pg_restore into a fresh database in ${backup.restoreSeconds.toFixed(1)} s; ${backup.tables} tables, row counts ${backup.mismatches.length ? `DIFFER: ${backup.mismatches.join(', ')}` : 'equal'}`,
  );

  const problems = [
    ...money.flatMap((m) => [
      m.lost > 0 && `${m.lost} money action(s) lost in ${m.phase}`,
      m.paidTwice > 0 && `${m.paidTwice} money action(s) paid twice in ${m.phase}`,
      m.answeredNotPaidOnce > 0 &&
        `${m.answeredNotPaidOnce} answered money action(s) not paid exactly once in ${m.phase}`,
    ]),
    outside.some((action) => !action.answered) && 'a money action outside the phases was lost',
    summaries.find((r) => r.figures.phase === 'rolling restart')!.figures.failed > 0 &&
      'requests failed across the rolling restart',
    summaries.find((r) => r.figures.phase === 'baseline')!.figures.failed > 0 && 'requests failed in the baseline',
    sessions.some((s) => s.status !== 200) && 'a session made before the load no longer works',
    ledger.unbalancedWallets > 0 && 'a wallet does not equal the sum of its ledger rows',
    ledger.doubledKeys > 0 && 'an idempotency key was written twice',
    ledger.spinsNotPaidOnce > 0 && 'an answered spin was not paid exactly once',
    ledger.accountsOverSessionLimit > 0 && 'an account has more live sessions than its brand keeps',
    ledger.sessionAddresses.join() !== '127.0.0.1' && 'the platform believed a client-written X-Forwarded-For',
    backup.mismatches.length > 0 && 'the restored backup differs',
  ].filter(Boolean);
  if (problems.length) {
    console.log(`\nPROBLEMS: ${problems.join('; ')}`);
    exitCode = 1;
  } else {
    console.log('\nAll checks passed.');
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await mix.stop();
  await topology.stop();
}
process.exit(exitCode);

/** The instances' error lines (level ≥ 50), counted by message: what stood behind a 500. */
function loggedErrors(t: Topology): [string, number][] {
  const counts = new Map<string, number>();
  for (const name of ['a', 'b'] as const) {
    for (const line of readFileSync(t.instances[name].logFile, 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { level: number; msg?: string; err?: { message?: string } };
      if (entry.level < 50) continue;
      const message = `${entry.msg ?? ''}: ${entry.err?.message ?? ''}`.slice(0, 160);
      counts.set(message, (counts.get(message) ?? 0) + 1);
    }
  }
  return [...counts].sort((x, y) => y[1] - x[1]);
}

/** pg_dump (custom format) of the topology's database, pg_restore into a new database, row counts compared table by table. */
function backupAndRestore(t: Topology): {
  dumpBytes: number;
  dumpSeconds: number;
  restoreSeconds: number;
  tables: number;
  mismatches: string[];
} {
  const url = new URL(t.databaseUrl);
  const connection = ['-h', url.hostname, '-p', url.port, '-U', 'postgres'];
  const bin = (name: string) => join(t.pg!.bin, name);
  const dir = mkdtempSync(join(tmpdir(), 'portal-backup-'));
  const file = join(dir, 'portal.dump');
  try {
    let started = performance.now();
    execFileSync(bin('pg_dump'), [...connection, '--format=custom', '--file', file, url.pathname.slice(1)]);
    const dumpSeconds = (performance.now() - started) / 1000;
    const dumpBytes = Number(execFileSync('stat', ['-c', '%s', file], { encoding: 'utf8' }).trim());
    execFileSync(bin('createdb'), [...connection, 'portal_restored']);
    started = performance.now();
    execFileSync(bin('pg_restore'), [...connection, '--dbname', 'portal_restored', '--exit-on-error', file]);
    const restoreSeconds = (performance.now() - started) / 1000;
    const counts = (db: string) => {
      const out = execFileSync(
        bin('psql'),
        [
          ...connection,
          '-d',
          db,
          '-At',
          '-c',
          "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
        ],
        { encoding: 'utf8' },
      );
      const tables = out.trim().split('\n').filter(Boolean);
      return Object.fromEntries(
        tables.map((table) => [
          table,
          execFileSync(bin('psql'), [...connection, '-d', db, '-At', '-c', `select count(*) from "${table}"`], {
            encoding: 'utf8',
          }).trim(),
        ]),
      );
    };
    const original = counts(url.pathname.slice(1));
    const restored = counts('portal_restored');
    const mismatches = Object.keys(original)
      .filter((table) => original[table] !== restored[table])
      .map((table) => `${table} ${original[table]} ≠ ${restored[table] ?? 'missing'}`);
    return { dumpBytes, dumpSeconds, restoreSeconds, tables: Object.keys(original).length, mismatches };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
