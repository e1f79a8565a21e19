// The chart library stays out of every chunk but the charts' own: only the two chart modules import
// recharts, and nothing imports those modules but with a dynamic import() (report-chart.tsx's
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

const files = sources(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

describe('the chart library', () => {
  it('is imported by the chart modules only', () => {
    const importers = files.filter((file) => /from '(recharts)(\/[^']*)?'/.test(file.text)).map((file) => file.path);
    expect(importers.sort()).toEqual(['reports/charts/income-chart.tsx', 'reports/charts/team-betting-chart.tsx']);
  });

  it('reaches the pages only through a dynamic import', () => {
    const chartModule = /['"][./\w-]*\/(team-betting-chart|income-chart)['"]/g;
    const references = files.flatMap((file) =>
      [...file.text.matchAll(chartModule)].map((match) => {
        const before = file.text.slice(Math.max(0, match.index - 20), match.index);
        return { file: file.path, dynamic: /import\(\s*$/.test(before) };
      }),
    );
    expect(references.length).toBeGreaterThanOrEqual(2);
    expect(references.filter((reference) => !reference.dynamic)).toEqual([]);
  });
});
