// The report a designer opens after a failed visual check (visual/report/index.html, gitignored):
// per changed story, its brand, theme and width, then the baseline, the new picture and the
// difference side by side; new stories and stories that are gone; stories that failed to render.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CaptureProblem } from './capture.ts';
import { shotPath, type Compared } from './compare.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface ReportInput {
  compared: readonly Compared[];
  removed: readonly string[];
  problems: readonly CaptureProblem[];
  /** Play functions that failed in the capture (the story tests run them): shown, not failing. */
  notes: readonly CaptureProblem[];
  seconds: number;
}

export interface ReportSummary {
  changed: string[];
  added: string[];
  removed: string[];
  problems: string[];
  notes: string[];
  same: number;
}

function write(file: string, data: Buffer | string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

/** Writes the report folder (replacing the last one) and answers what it lists. */
export function writeReport(
  folder: string,
  { compared, removed, problems, notes, seconds }: ReportInput,
): ReportSummary {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const rows: string[] = [];
  const changed: string[] = [];
  const added: string[] = [];
  for (const entry of compared) {
    if (entry.verdict === 'same') continue;
    const key = shotPath(entry.shot);
    const { story, brand, theme, width } = entry.shot;
    write(join(folder, 'new', key), entry.shot.png);
    const cells = [`<figure><figcaption>new</figcaption><img src="new/${key}" alt=""></figure>`];
    if (entry.verdict === 'changed') {
      changed.push(key);
      if (entry.baseline) write(join(folder, 'baseline', key), entry.baseline);
      cells.unshift(`<figure><figcaption>baseline</figcaption><img src="baseline/${key}" alt=""></figure>`);
      if (entry.diff) {
        write(join(folder, 'diff', key), entry.diff);
        cells.push(
          `<figure><figcaption>difference (${entry.diffPixels} px)</figcaption><img src="diff/${key}" alt=""></figure>`,
        );
      } else cells.push(`<figure><figcaption>difference</figcaption><p>another size</p></figure>`);
    } else added.push(key);
    rows.push(`<section><h2>${escape(story.title)} / ${escape(story.name)}</h2>
<p class="meta">${entry.verdict} · brand <b>${brand}</b> · theme <b>${theme}</b> · width <b>${width}</b> · <code>${escape(story.id)}</code></p>
<div class="pictures">${cells.join('')}</div></section>`);
  }
  const removedRows = removed.map((key) => `<li><code>${escape(key)}</code></li>`).join('');
  const problemRows = problems
    .map((p) => `<li><code>${escape(p.story.id)}</code> (${p.brand}, ${p.theme}): ${escape(p.message)}</li>`)
    .join('');
  const noteRows = notes
    .map((p) => `<li><code>${escape(p.story.id)}</code> (${p.brand}, ${p.theme}): ${escape(p.message)}</li>`)
    .join('');
  const same = compared.filter((entry) => entry.verdict === 'same').length;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual check</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;background:#f6f7f9;color:#1f2328}
section{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:1rem;margin:1rem 0}
h2{font-size:1rem;margin:0}.meta{color:#57606a;margin:.25rem 0 .75rem}.pictures{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto}
figure{margin:0}figcaption{font-weight:600;margin-bottom:.25rem}img{max-width:640px;border:1px solid #d0d7de;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}</style></head>
<body><main><h1>Visual check</h1>
<p>${changed.length} changed, ${added.length} new, ${removed.length} gone, ${problems.length} failed to render, ${same} unchanged (${seconds.toFixed(0)} s).
Accept the new pictures as baselines with <code>pnpm storybook:accept</code>.</p>
${problemRows ? `<h2>Failed to render</h2><ul>${problemRows}</ul>` : ''}
${noteRows ? `<h2>Notes: play functions that failed here (the story tests run them; pictured as they stood), pictures that matched only when taken again</h2><ul>${noteRows}</ul>` : ''}
${removedRows ? `<h2>Baselines of stories that are gone</h2><ul>${removedRows}</ul>` : ''}
${rows.join('\n')}</main></body></html>`;
  writeFileSync(join(folder, 'index.html'), html);
  const summary: ReportSummary = {
    changed,
    added,
    removed: [...removed],
    problems: problems.map((p) => `${p.story.id} (${p.brand}, ${p.theme}): ${p.message}`),
    notes: notes.map((p) => `${p.story.id} (${p.brand}, ${p.theme})`),
    same,
  };
  writeFileSync(join(folder, 'result.json'), JSON.stringify(summary, null, 2));
  return summary;
}
