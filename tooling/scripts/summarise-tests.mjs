// Adds up the JSON reports of every runner (Vitest: test-results/vitest.json in each package;
// Playwright: apps/portal/test-results/e2e.json) and the failed turbo tasks (lint, typecheck, build),
// printing every failed test with the head of its error, then a per-report breakdown. Used by
// test-all.mjs; runnable alone after a test run.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const REPORT_NAMES = new Set(['vitest.json', 'e2e.json']);
const SKIP_DIRS = new Set(['node_modules', '.git', '.tools', '.turbo', 'dist', 'storybook-static']);

export function findReports(root) {
  const found = [];
  const walk = (dir, depth) => {
    if (depth > 5) return;
    for (const name of readdirSync(dir)) {
      if (SKIP_DIRS.has(name)) continue;
      const path = join(dir, name);
      if (!statSync(path).isDirectory()) continue;
      if (name === 'test-results') {
        for (const file of readdirSync(path)) if (REPORT_NAMES.has(file)) found.push(join(path, file));
      } else walk(path, depth + 1);
    }
  };
  walk(root, 0);
  return found;
}

function countVitest(report) {
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    suitesFailed: report.numFailedTestSuites ?? 0,
  };
}

function countPlaywright(report) {
  const s = report.stats ?? {};
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
    suitesFailed: report.errors?.length ?? 0,
  };
}

/** Failed tasks of the turbo runs summarised under .turbo/runs (lint, typecheck, build, test…). */
export function turboTaskFailures(root) {
  const dir = join(root, '.turbo', 'runs');
  if (!existsSync(dir)) return [];
  const failures = [];
  for (const file of readdirSync(dir)) {
    const run = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const task of run.tasks ?? []) {
      const code = task.execution?.exitCode;
      if (code !== undefined && code !== 0) failures.push({ taskId: task.taskId, directory: task.directory ?? '' });
    }
  }
  return failures;
}

/** At most this many failures are described, each in at most this many lines of its error. */
const MAX_DESCRIBED = 20;
const MAX_ERROR_LINES = 12;

function vitestFailures(report, root) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed to load reports its error as the file's message and no failed test.
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push({ title: name, message: file.message ?? '' });
    for (const test of failedTests)
      failures.push({ title: `${name} › ${test.fullName}`, message: (test.failureMessages ?? []).join('\n') });
  }
  return failures;
}

function playwrightFailures(report) {
  const failures = (report.errors ?? []).map((error) => ({ title: 'the run', message: error.message ?? '' }));
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const result = (test.results ?? []).at(-1);
        failures.push({
          title: `[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
          message: (result?.errors ?? []).map((error) => error.message ?? '').join('\n'),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report.suites ?? []) walk(file, []);
  return failures;
}

/**
 * Every failed test of the reports, with the head of its error: CI's log is read from its end, and
 * the runners print their failures far above it.
 */
function describeFailures(failures) {
  if (failures.length === 0) return;
  console.log(`\n[test] failures (${failures.length})`);
  for (const { title, message } of failures.slice(0, MAX_DESCRIBED)) {
    console.log(`  ✗ ${title}`);
    const lines = stripVTControlCharacters(message)
      .split('\n')
      .filter((line) => line.trim() !== '');
    for (const line of lines.slice(0, MAX_ERROR_LINES)) console.log(`      ${line}`);
    if (lines.length > MAX_ERROR_LINES) console.log(`      … ${lines.length - MAX_ERROR_LINES} more line(s)`);
  }
  if (failures.length > MAX_DESCRIBED) console.log(`  … and ${failures.length - MAX_DESCRIBED} more`);
}

/** A report's counts and failed tests, from one read of it. */
function readReport(path, root) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  return path.endsWith('e2e.json')
    ? { counts: countPlaywright(report), failures: playwrightFailures(report) }
    : { counts: countVitest(report), failures: vitestFailures(report, root) };
}

export function summarise(root, taskFailures = []) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const reports = new Map(
    findReports(root)
      .sort()
      .map((path) => [path, readReport(path, root)]),
  );
  describeFailures([...reports.values()].flatMap((report) => report.failures));
  console.log('\n[test] results');
  for (const [path, { counts }] of reports) {
    totals.passed += counts.passed;
    // A suite that failed to load has no failed test but is a failure all the same.
    totals.failed += Math.max(counts.failed, counts.suitesFailed);
    totals.skipped += counts.skipped;
    console.log(
      `  ${relative(root, path).padEnd(60)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
    );
  }
  for (const { taskId, directory } of taskFailures) {
    console.log(`  task failed: ${taskId}`);
    // A failed test task counts its failed tests; one that crashed before reporting any, and every
    // other task (lint, typecheck, build), counts once.
    const report = join(root, directory, 'test-results', taskId.endsWith('#test:e2e') ? 'e2e.json' : 'vitest.json');
    const reportedFailures = /#test(:e2e)?$/.test(taskId) && (reports.get(report)?.counts.failed ?? 0) > 0;
    if (!reportedFailures) totals.failed += 1;
  }
  if (totals.skipped)
    console.log(`  ${totals.skipped} skipped test(s): a skipped test is a defect here, counted as failed`);
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  const t = summarise(root, turboTaskFailures(root));
  console.log(`${t.passed} passed, ${t.failed + t.skipped} failed`);
}
