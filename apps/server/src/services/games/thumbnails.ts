// Generated game and vendor thumbnails: a WebP picture per catalogue entry (a colour from the
// vendor, the name in a font that covers Latin, Vietnamese and Thai), rendered on first request
// and kept in a bounded in-memory cache. Paths carry a version of what the picture shows
// (game-view.thumbnailPath), so answers are cacheable forever.
import { createHash } from 'node:crypto';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

export const THUMBNAIL_SIZE = 256;
/** Pictures kept in memory (a few KiB each). */
const CACHE_ENTRIES = 2000;

export interface ThumbnailSpec {
  title: string;
  /** Small print under the title (vendor code, lane). */
  caption: string;
  /** Picks the colours: pictures of one vendor share a palette. */
  paletteKey: string;
  /** Varies the pattern between games of one vendor. */
  seed: string;
}

function hashBytes(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function wrap(context: SKRSContext2D, text: string, maxWidth: number, maxLines: number): string[] {
  // Thai has no spaces between words: fall back to breaking between characters.
  const words = text.includes(' ') ? text.split(' ') : [...text];
  const joiner = text.includes(' ') ? ' ' : '';
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line}${joiner}${word}` : word;
    if (context.measureText(candidate).width <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.slice(0, -1)}…`;
  }
  return lines;
}

export async function renderThumbnail(spec: ThumbnailSpec): Promise<Buffer> {
  const size = THUMBNAIL_SIZE;
  const canvas = createCanvas(size, size);
  const context = canvas.getContext('2d');
  const palette = hashBytes(spec.paletteKey);
  const pattern = hashBytes(spec.seed);
  const hue = Math.round((palette[0]! / 255) * 360);
  const gradient = context.createLinearGradient(0, 0, size, size);
  gradient.addColorStop(0, `hsl(${hue}, 65%, 42%)`);
  gradient.addColorStop(1, `hsl(${(hue + 40 + (pattern[0]! % 60)) % 360}, 70%, 22%)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, size, size);
  for (let i = 0; i < 6; i++) {
    context.fillStyle = `hsla(${(hue + pattern[i + 1]!) % 360}, 80%, 70%, 0.16)`;
    context.beginPath();
    context.arc(
      (pattern[i + 7]! / 255) * size,
      (pattern[i + 13]! / 255) * size,
      18 + (pattern[i + 19]! % 60),
      0,
      Math.PI * 2,
    );
    context.fill();
  }
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.font = 'bold 26px "DejaVu Sans", Loma, sans-serif';
  const lines = wrap(context, spec.title, size - 28, 3);
  const top = size / 2 - ((lines.length - 1) * 32) / 2;
  lines.forEach((line, i) => context.fillText(line, size / 2, top + i * 32));
  context.font = '15px "DejaVu Sans", sans-serif';
  context.fillStyle = 'rgba(255,255,255,0.8)';
  context.fillText(spec.caption, size / 2, size - 18);
  return canvas.encode('webp', 80);
}

/** Resolves on the event loop's next turn, after the I/O that is waiting (setImmediate). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Renders on a miss and keeps the newest CACHE_ENTRIES pictures. Drawing is synchronous (a few
 * milliseconds a picture) and a new result set asks for dozens at once: pictures are drawn one per
 * event-loop turn, so a search or a spin that arrives meanwhile waits for one picture, not for all
 * of them (README: lobby benchmark). Encoding runs off the event loop and overlaps.
 */
export class ThumbnailCache {
  private entries = new Map<string, Promise<Buffer>>();
  /** The turn of the picture drawn last: the next one is drawn on the event loop's turn after it. */
  private lastTurn: Promise<void> = Promise.resolve();

  constructor(private readonly render: (spec: ThumbnailSpec) => Promise<Buffer> = renderThumbnail) {}

  get(key: string, spec: ThumbnailSpec): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const turn = this.lastTurn.then(nextTurn);
    // Registered on `turn` before the next picture's wait is, so this one is drawn first.
    const rendering = turn.then(() => this.render(spec));
    this.lastTurn = turn;
    this.entries.set(key, rendering);
    rendering.catch(() => this.entries.delete(key));
    while (this.entries.size > CACHE_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return rendering;
  }

  get size(): number {
    return this.entries.size;
  }
}
