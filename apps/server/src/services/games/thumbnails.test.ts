import { describe, expect, it } from 'vitest';
import { ThumbnailCache, type ThumbnailSpec } from './thumbnails';

const spec = (title: string): ThumbnailSpec => ({ title, caption: 'PG · RNG', paletteKey: 'PG', seed: title });

describe('ThumbnailCache', () => {
  it('draws one picture per event-loop turn, so a request that arrives meanwhile waits for one picture only', async () => {
    const order: string[] = [];
    const cache = new ThumbnailCache(async ({ title }) => {
      order.push(`draw ${title}`);
      // A search arriving while the first picture is drawn.
      if (title === 'a') setImmediate(() => order.push('search'));
      return Buffer.from(title);
    });
    const pictures = await Promise.all(['a', 'b', 'c'].map((title) => cache.get(title, spec(title))));
    expect(order).toEqual(['draw a', 'search', 'draw b', 'draw c']);
    expect(pictures.map(String)).toEqual(['a', 'b', 'c']);
  });

  it('draws a picture once and keeps it', async () => {
    let draws = 0;
    const cache = new ThumbnailCache(async ({ title }) => {
      draws += 1;
      return Buffer.from(title);
    });
    await cache.get('k', spec('x'));
    expect(String(await cache.get('k', spec('x')))).toBe('x');
    expect(draws).toBe(1);
  });
});
