// The visual check's commands (README, "Visual check"):
//   node visual/cli.ts check  [--brand b] [--theme light|dark] [--width desktop|phone] [--filter id-part] [--workers n]
//   node visual/cli.ts accept [same options]   the run's new pictures become the baselines
//   node visual/cli.ts brand <name>            a new brand's baselines, from its tenant folder
// All of them capture the static build (storybook-static/: `pnpm --filter @portal/storybook run build`).
import { parseArgs } from 'node:util';

/** A line on standard output (the lint allows console.warn/error only). */
const say = (line: string) => void process.stdout.write(`${line}\n`);
import type { Theme, WidthName } from './capture.ts';
import { acceptRun, BASELINES_DIR, REPORT_DIR, runCapture, tenantBrands, type RunOptions } from './run.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    brand: { type: 'string', multiple: true },
    theme: { type: 'string', multiple: true },
    width: { type: 'string', multiple: true },
    filter: { type: 'string', multiple: true },
    workers: { type: 'string' },
  },
});
const [command = 'check', brandArg] = positionals;

const options: RunOptions = {
  brands: values.brand,
  themes: values.theme as Theme[] | undefined,
  widths: values.width as WidthName[] | undefined,
  filter: values.filter,
  workers: values.workers ? Number(values.workers) : undefined,
};

if (command === 'brand') {
  if (!brandArg || !tenantBrands().includes(brandArg)) {
    console.error(
      `Usage: visual/cli.ts brand <name>: a folder tenants/<name>/ with a theme.json (known: ${tenantBrands().join(', ')})`,
    );
    process.exit(2);
  }
  options.brands = [brandArg];
}

const run = await runCapture(options);
const { summary } = run;
say(
  `[visual] ${run.compared.length} pictures in ${run.seconds.toFixed(1)} s: ${summary.same} unchanged, ${summary.changed.length} changed, ${summary.added.length} new, ${summary.removed.length} gone, ${summary.problems.length} failed to render, ${summary.notes.length} play functions noted`,
);
const t = run.timings;
say(
  `[visual] worker time: render ${(t.render / 1000).toFixed(0)} s, settle ${(t.settle / 1000).toFixed(0)} s, screenshots ${(t.screenshot / 1000).toFixed(0)} s, axe ${(t.axe / 1000).toFixed(0)} s`,
);
for (const problem of summary.problems) console.error(`[visual] failed to render: ${problem}`);

if (command === 'accept' || command === 'brand') {
  const written = acceptRun(run);
  say(`[visual] ${written} baselines written, ${summary.removed.length} removed, in ${BASELINES_DIR}`);
  process.exit(summary.problems.length ? 1 : 0);
}
if (command !== 'check') {
  console.error(`Unknown command ${command} (check, accept, brand <name>)`);
  process.exit(2);
}
const failed = summary.changed.length + summary.added.length + summary.removed.length + summary.problems.length;
if (failed) {
  for (const key of summary.changed) console.error(`[visual] changed: ${key}`);
  for (const key of summary.added) console.error(`[visual] new (no baseline): ${key}`);
  for (const key of summary.removed) console.error(`[visual] gone (baseline left): ${key}`);
  console.error(`[visual] report: ${REPORT_DIR}/index.html — accept with \`pnpm storybook:accept\``);
  process.exit(1);
}
say('[visual] every picture matches its baseline');
