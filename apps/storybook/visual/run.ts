// One visual-check run over the static build: serve it, capture the stories asked for, compare with
// the baselines, write the report. `check` fails on any difference; `accept` writes the new
// pictures as baselines (and drops those of stories that are gone); `brand` writes a brand's
// baselines from scratch.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  capture,
  storiesOf,
  THEMES,
  WIDTHS,
  type CaptureOptions,
  type CaptureTimings,
  type CaptureProblem,
  type Shot,
  type Theme,
  type WidthName,
} from './capture.ts';
import { baselinePath, compareShots, listBaselines, shotPath, type Compared } from './compare.ts';
import { writeReport, type ReportSummary } from './report.ts';
import { serveStatic } from './static-server.ts';

const APP = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BUILD_DIR = join(APP, 'storybook-static');
export const BASELINES_DIR = join(APP, 'visual', 'baselines');
export const REPORT_DIR = join(APP, 'visual', 'report');
const TENANTS_DIR = join(APP, '..', '..', 'tenants');

/** Every tenant folder with a theme.json: the brands the build knows (.storybook/brands.ts reads the same). */
export function tenantBrands(): string[] {
  return readdirSync(TENANTS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(TENANTS_DIR, entry.name, 'theme.json')))
    .map((entry) => entry.name)
    .sort();
}

/** A line on standard output (the lint allows console.warn/error only). */
const say = (line: string) => void process.stdout.write(`${line}\n`);

export interface RunOptions {
  brands?: string[];
  themes?: Theme[];
  widths?: WidthName[];
  /** Only stories whose id contains one of these. */
  filter?: string[];
  workers?: number;
  override?: CaptureOptions['override'];
  probeColours?: string[];
  /** Check each story with axe in each brand and theme (default true). */
  axe?: boolean;
  buildDir?: string;
  baselinesDir?: string;
  reportDir?: string;
  log?: (line: string) => void;
}

export interface RunResult {
  compared: Compared[];
  problems: CaptureProblem[];
  removed: string[];
  summary: ReportSummary;
  seconds: number;
  shots: Shot[];
  timings: CaptureTimings;
}

export async function runCapture(options: RunOptions = {}): Promise<RunResult> {
  const started = Date.now();
  const buildDir = options.buildDir ?? BUILD_DIR;
  const baselines = options.baselinesDir ?? BASELINES_DIR;
  const log = options.log ?? say;
  const indexFile = join(buildDir, 'index.json');
  if (!existsSync(indexFile))
    throw new Error(`No Storybook build in ${buildDir}: run \`pnpm --filter @portal/storybook run build\` first.`);
  const all = storiesOf(JSON.parse(readFileSync(indexFile, 'utf8')));
  const stories = options.filter?.length ? all.filter((s) => options.filter?.some((f) => s.id.includes(f))) : all;
  const brands = options.brands ?? tenantBrands();
  const themes = options.themes ?? [...THEMES];
  const widths = options.widths ?? (Object.keys(WIDTHS) as WidthName[]);
  const server = await serveStatic(buildDir, brands);
  let done = 0;
  const total = stories.length * brands.length * themes.length * widths.length;
  log(
    `[visual] ${stories.length} stories × ${brands.length} brands × ${themes.length} themes × ${widths.length} widths = ${total} pictures`,
  );
  const timings: CaptureTimings = { render: 0, settle: 0, screenshot: 0, axe: 0 };
  let result: Awaited<ReturnType<typeof capture>>;
  let compared: Compared[];
  try {
    result = await capture({
      origin: server.origin,
      stories,
      brands,
      themes,
      widths,
      workers: options.workers ?? 2,
      override: options.override,
      probeColours: options.probeColours,
      axe: options.axe ?? true,
      timings,
      onShot: () => {
        done += 1;
        if (done % 200 === 0) log(`[visual] ${done}/${total}`);
      },
    });
    compared = compareShots(result.shots, baselines);
    await retakeChanged(compared, result.notes, { origin: server.origin, baselines, override: options.override, log });
  } finally {
    await server.close();
  }
  // Baselines of the captured brands/themes/widths whose story is gone (only on a run of every story).
  const captured = new Set(result.shots.map(shotPath));
  const variants = new Set(themes.flatMap((theme) => widths.map((width) => `${theme}-${width}`)));
  const removed = options.filter?.length
    ? []
    : listBaselines(baselines, brands)
        .filter((key) => !captured.has(key) && variants.has(key.split('/')[1] ?? ''))
        .filter((key) => !result.problems.some((p) => key.endsWith(`/${p.story.id}.png`)));
  const seconds = (Date.now() - started) / 1000;
  const summary = writeReport(options.reportDir ?? REPORT_DIR, {
    compared,
    removed,
    problems: result.problems,
    notes: result.notes,
    seconds,
  });
  return { compared, problems: result.problems, removed, summary, seconds, shots: result.shots, timings };
}

/** More changed pictures than this in one run are a change, not a picture caught mid-layout. */
const RETAKE_AT_MOST = 8;

/**
 * Takes each changed picture once more, alone on a fresh page, when only a few changed: under load
 * a picture has caught a layout mid-change (twice in CI, a desktop agent-centre story in its narrow
 * layout) and matched on every later run. A real change differs again and stays changed; one that
 * matches the second time counts as unchanged and is named in the run's notes.
 */
async function retakeChanged(
  compared: Compared[],
  notes: CaptureProblem[],
  {
    origin,
    baselines,
    override,
    log,
  }: { origin: string; baselines: string; override: RunOptions['override']; log: (line: string) => void },
): Promise<void> {
  const changed = compared.filter((entry) => entry.verdict === 'changed');
  if (changed.length === 0 || changed.length > RETAKE_AT_MOST) return;
  for (const entry of changed) {
    const { story, brand, theme, width } = entry.shot;
    const again = await capture({
      origin,
      stories: [story],
      brands: [brand],
      themes: [theme],
      widths: [width],
      workers: 1,
      override,
      axe: false,
    });
    const retaken = compareShots(again.shots, baselines)[0];
    if (retaken?.verdict !== 'same') continue;
    compared[compared.indexOf(entry)] = retaken;
    const message = `${shotPath(entry.shot)} differed once and matched when taken again`;
    notes.push({ story, brand, theme, message });
    log(`[visual] ${message}`);
  }
}

/** Writes the run's new and changed pictures as baselines and deletes those of stories that are gone. */
export function acceptRun(run: RunResult, baselines = BASELINES_DIR): number {
  let written = 0;
  for (const entry of run.compared) {
    if (entry.verdict === 'same') continue;
    const file = join(baselines, shotPath(entry.shot));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, entry.shot.png);
    written += 1;
  }
  for (const key of run.removed) rmSync(join(baselines, key), { force: true });
  return written;
}

export { baselinePath };
