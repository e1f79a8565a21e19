// The visual check in `npm test`: every story of the static build (storybook-static/, built first by
// turbo) in each brand × light/dark × desktop/phone, compared with visual/baselines/. Any changed,
// new or gone picture, or a story that fails to render (an error, a console error, an axe
// violation), fails the test; the report (visual/report/index.html) shows each change side by side,
// and `pnpm storybook:accept` takes the new pictures as baselines.
import { describe, expect, it } from 'vitest';
import { REPORT_DIR, runCapture } from './run.ts';

describe('visual check', () => {
  it('draws every story in every brand, theme and width as its baseline', async () => {
    const run = await runCapture({ log: () => undefined });
    const { changed, added, removed, problems } = run.summary;
    const message = [
      `${run.compared.length} pictures in ${run.seconds.toFixed(0)} s; report: ${REPORT_DIR}/index.html (accept: pnpm storybook:accept)`,
      ...changed.map((key) => `changed: ${key}`),
      ...added.map((key) => `new: ${key}`),
      ...removed.map((key) => `gone: ${key}`),
      ...problems.map((problem) => `failed to render: ${problem}`),
    ].join('\n');
    expect(run.compared.length, message).toBeGreaterThan(0);
    expect({ changed, added, removed, problems }, message).toEqual({
      changed: [],
      added: [],
      removed: [],
      problems: [],
    });
  });
});
