// Compares captured pictures with the baselines kept in the repository
// (visual/baselines/<brand>/<theme>-<width>/<story id>.png): pixelmatch over the decoded PNGs; a
// picture of another size, or with any differing pixel, is a change.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Shot, Theme, WidthName } from './capture.ts';

export type Verdict = 'same' | 'changed' | 'new';

export interface Compared {
  shot: Shot;
  verdict: Verdict;
  /** Differing pixels (changed pictures of the same size). */
  diffPixels?: number;
  baseline?: Buffer;
  diff?: Buffer;
}

/** Where a picture's baseline lives, relative to the baselines folder. */
export function baselinePath(brand: string, theme: Theme, width: WidthName, storyId: string): string {
  return join(brand, `${theme}-${width}`, `${storyId}.png`);
}

export const shotPath = (shot: Shot) => baselinePath(shot.brand, shot.theme, shot.width, shot.story.id);

/** pixelmatch's per-pixel colour threshold: anti-aliasing noise stays out, a token change does not. */
const THRESHOLD = 0.05;

export function comparePng(actual: Buffer, expected: Buffer): { diffPixels: number; diff?: Buffer } {
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(expected);
  if (a.width !== b.width || a.height !== b.height) {
    // Another size: the diff shows the new picture's area that the baseline does not share.
    return { diffPixels: Math.max(a.width * a.height, b.width * b.height) };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const diffPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: THRESHOLD });
  return { diffPixels, diff: diffPixels ? PNG.sync.write(diff) : undefined };
}

export function compareShots(shots: readonly Shot[], baselines: string): Compared[] {
  return shots.map((shot) => {
    const file = join(baselines, shotPath(shot));
    if (!existsSync(file)) return { shot, verdict: 'new' };
    const baseline = readFileSync(file);
    if (baseline.equals(shot.png)) return { shot, verdict: 'same' };
    const { diffPixels, diff } = comparePng(shot.png, baseline);
    return diffPixels === 0 ? { shot, verdict: 'same' } : { shot, verdict: 'changed', diffPixels, baseline, diff };
  });
}

/** Every baseline file under `baselines` (relative paths), for finding the ones no story has any more. */
export function listBaselines(baselines: string, brands: readonly string[]): string[] {
  const files: string[] = [];
  for (const brand of brands) {
    const brandDir = join(baselines, brand);
    if (!existsSync(brandDir)) continue;
    for (const variant of readdirSync(brandDir))
      for (const file of readdirSync(join(brandDir, variant)))
        if (file.endsWith('.png')) files.push(join(brand, variant, file));
  }
  return files;
}
