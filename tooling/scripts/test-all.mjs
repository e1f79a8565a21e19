// `npm test`: every test of the workspace, in the order CI needs, ending in one line that CI reads:
//   N passed, N failed
// It installs what tests need (Debian's chromium, PostgreSQL, Redis), starts PostgreSQL and Redis for
// the platform suite, runs lint, typecheck, unit, story and platform tests and the builds through turbo,
// then the end-to-end tests in Chromium and the release rehearsal, and adds up every runner's JSON report. Any failure, any
// skipped test, or no test at all exits non-zero.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestServices } from './test-services.mjs';
import { findReports, summarise, turboTaskFailures } from './summarise-tests.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const started = Date.now();

function run(command, args, env = {}) {
  console.log(`\n[test] ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** `run` beside other work: resolves with the exit code. */
function runBeside(command, args, env = {}) {
  console.log(`\n[test] (beside) ${command} ${args.join(' ')}`);
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

// fonts-tlwg-loma-ttf: Thai text (the lotus brand) renders in Chromium's screenshots.
const sys = run('bash', [
  'tooling/scripts/system-packages.sh',
  'chromium',
  'postgresql',
  'redis-server',
  'haproxy',
  'fonts-dejavu-core',
  'fonts-tlwg-loma-ttf',
]);
if (sys !== 0) {
  console.error('[test] could not install the system packages tests need');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// Stale reports from an earlier run must not count; turbo restores cached ones it replays.
for (const report of findReports(ROOT)) rmSync(report, { force: true });
rmSync(join(ROOT, '.turbo', 'runs'), { recursive: true, force: true });

const services = await startTestServices();
let exitCodes = [];
try {
  const env = { CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium', ...services.env };
  // Three tasks at a time: each runner starts its own workers, and more on two cores only adds
  // timing noise to the tests, not speed. Storybook's test (its build, every story in Chromium and
  // the visual check: some 8 minutes, much of it waiting for pages to settle) is one of them from
  // the start, in a turbo run of its own: turbo has no priorities, and in one run it started last
  // and ran alone for its last five minutes. Its build bundles the packages' sources, so the two
  // runs build nothing in common (apps/storybook/turbo.json).
  const turbo = ['exec', 'turbo', 'run', '--continue', '--summarize', '--output-logs=errors-only'];
  const storybook = runBeside(
    'pnpm',
    [...turbo, 'typecheck', 'test', '--concurrency=1', '--filter=@portal/storybook'],
    env,
  );
  exitCodes.push(
    run(
      'pnpm',
      [...turbo, 'lint', 'typecheck', 'test', 'build', '--concurrency=2', '--filter=!@portal/storybook'],
      env,
    ),
    await storybook,
    // Storybook's lint last, outside turbo: in turbo it would run the root's format and cycle checks
    // (which every lint waits for) a second time.
    run('pnpm', ['--filter=@portal/storybook', 'run', 'lint'], env),
  );
  // The portal's e2e suite drives the portal and the back office on one platform: its test:e2e task
  // builds both first (apps/portal/turbo.json names @portal/backoffice#build and @portal/server#build).
  exitCodes.push(run('pnpm', ['exec', 'turbo', 'run', 'test:e2e', '--summarize', '--output-logs=full'], env));
} finally {
  await services.stop();
}
// The release rehearsal (tooling/release-rehearsal): every public package published to a throw-away
// Verdaccio and used by the brand starter outside the workspace. After the e2e suite, not beside
// it: both start a platform and a Chromium, and two cores are busy enough with one.
exitCodes.push(
  run('pnpm', ['exec', 'turbo', 'run', 'test:release', '--summarize', '--output-logs=full'], {
    CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  }),
);

const taskFailures = turboTaskFailures(ROOT);
const totals = summarise(ROOT, taskFailures);
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n[test] finished in ${minutes} min`);
const failed = totals.failed + totals.skipped + (exitCodes.some((c) => c !== 0) && totals.failed === 0 ? 1 : 0);
console.log(`${totals.passed} passed, ${failed} failed`);
process.exit(failed > 0 || totals.passed === 0 ? 1 : 0);
