// Proof that the visual check catches a brand change, and only where it shows: aurora's primary
// colour (light theme: accent.emphasis, and every token of the same value) changed on purpose
// through a temporary theme override handed to the capture run (no rebuild). An unchanged run
// passes; the changed run fails with exactly the stories whose pictures paint that colour — found
// independently, by looking for it in the computed styles of the unchanged run's pages — and its
// report lists exactly those. A documented subset for CI time (README, "Visual check"): aurora,
// light, desktop, the stories below (the kit's colour-bearing families and a screen per feature).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTheme, type BrandTokens, type TokenOverrides } from '@portal/theme';
import { afterAll, describe, expect, it } from 'vitest';
import { shotPath } from './compare.ts';
import { runCapture, type RunOptions } from './run.ts';

/** Stories whose ids start with these: buttons, badges, forms, navigation, and one screen per feature. */
const SUBSET = [
  'actions-button--',
  'data-display-badge--',
  'forms-checkbox--',
  'forms-input--',
  'navigation-tabs--',
  'navigation-paginator--',
  'feedback-spinner--',
  'foundations-portalthemeprovider--default',
  'auth-screens--login',
  'member-centre-deposit--default',
  'promotions-screens--list',
  'mall-points-mall--member',
];

const NEW_PRIMARY = '#0b7a3e';
const AURORA_THEME = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'tenants', 'aurora', 'theme.json');

/** aurora's light primary colour, and an override giving every token of that value NEW_PRIMARY. */
function primaryOverride(): { old: string; rgb: string; override: { light: TokenOverrides } } {
  const tokens = createTheme('light', JSON.parse(readFileSync(AURORA_THEME, 'utf8')) as BrandTokens);
  const old = tokens.color.accent.emphasis.toLowerCase();
  const replace = (tree: Record<string, unknown>): Record<string, unknown> | undefined => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string' && value.toLowerCase() === old) out[key] = NEW_PRIMARY;
      else if (value && typeof value === 'object') {
        const inner = replace(value as Record<string, unknown>);
        if (inner) out[key] = inner;
      }
    }
    return Object.keys(out).length ? out : undefined;
  };
  const hex = old.replace('#', '');
  const rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ');
  return {
    old,
    rgb,
    override: { light: { color: replace(tokens.color as unknown as Record<string, unknown>) } as TokenOverrides },
  };
}

describe("a brand's primary colour changed on purpose", () => {
  const reports = mkdtempSync(join(tmpdir(), 'visual-proof-'));
  afterAll(() => rmSync(reports, { recursive: true, force: true }));
  const scope: RunOptions = {
    brands: ['aurora'],
    themes: ['light'],
    widths: ['desktop'],
    filter: SUBSET,
    axe: false,
    log: () => undefined,
  };
  const { rgb, override } = primaryOverride();
  let painting: string[] = [];

  it('passes unchanged, and finds which stories paint the primary colour', async () => {
    const run = await runCapture({ ...scope, probeColours: [rgb], reportDir: join(reports, 'unchanged') });
    expect(run.problems).toEqual([]);
    expect(run.compared.length).toBeGreaterThan(SUBSET.length);
    expect(run.compared.filter((entry) => entry.verdict !== 'same').map((entry) => shotPath(entry.shot))).toEqual([]);
    painting = run.shots
      .filter((shot) => shot.usesColour)
      .map(shotPath)
      .sort();
    // The subset shows both kinds: stories in the primary colour and stories without it.
    expect(painting.length).toBeGreaterThan(0);
    expect(painting.length).toBeLessThan(run.shots.length);
  });

  it('fails with exactly the stories that paint it, and the report lists exactly those', async () => {
    const run = await runCapture({ ...scope, override, reportDir: join(reports, 'changed') });
    const changed = run.compared
      .filter((entry) => entry.verdict === 'changed')
      .map((entry) => shotPath(entry.shot))
      .sort();
    expect(changed).toEqual(painting);
    expect(run.compared.filter((entry) => entry.verdict === 'new')).toEqual([]);
    const report = JSON.parse(readFileSync(join(reports, 'changed', 'result.json'), 'utf8')) as { changed: string[] };
    expect(report.changed.sort()).toEqual(painting);
    const html = readFileSync(join(reports, 'changed', 'index.html'), 'utf8');
    for (const key of painting) expect(html).toContain(`diff/${key}`);
  });
});
