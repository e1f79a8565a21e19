// The chart library stays out of every chunk but the charts' own: only the chart modules import
// visx, and nothing else imports those modules but with a dynamic import() (report-chart.tsx's
// lazy()), so the portal's entry, the agent centre and even the report pages' first paint go
// without it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The chart chunk's modules: the only ones that may import visx. */
const CHART_MODULES = [
  'reports/charts/chart-parts.tsx',
  'reports/charts/income-chart.tsx',
  'reports/charts/team-betting-chart.tsx',
];

const files = sources(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

describe('the chart library (visx)', () => {
  it('is imported by the chart modules only', () => {
    const importers = files.filter((file) => /from '@visx\/[^']*'/.test(file.text)).map((file) => file.path);
    expect(importers.sort()).toEqual(CHART_MODULES);
  });

  it('reaches the pages only through a dynamic import', () => {
    // The chart modules import each other statically (they are one chunk); anyone else, dynamically.
    const chartModules = new Set(CHART_MODULES);
    const reference = /['"][./\w-]*\/(team-betting-chart|income-chart|chart-parts)['"]/g;
    const references = files
      .filter((file) => !chartModules.has(file.path))
      .flatMap((file) =>
        [...file.text.matchAll(reference)].map((match) => {
          const before = file.text.slice(Math.max(0, match.index - 20), match.index);
          return { file: file.path, dynamic: /import\(\s*$/.test(before) };
        }),
      );
    expect(references.length).toBeGreaterThanOrEqual(2);
    expect(references.filter((each) => !each.dynamic)).toEqual([]);
  });
});
