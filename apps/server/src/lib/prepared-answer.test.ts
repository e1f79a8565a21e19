import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PreparedAnswer, PreparedTemplate } from './prepared-answer';

describe('PreparedAnswer', () => {
  it('serialises the envelope as the route would and refuses an answer that breaks the contract', () => {
    const answer = PreparedAnswer.of('getFavoriteIds', ['PG-00001', 'JILI-00002']);
    expect(JSON.parse(answer.json)).toEqual({ success: true, value: ['PG-00001', 'JILI-00002'] });
    expect(answer.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(PreparedAnswer.of('getFavoriteIds', ['PG-00001', 'JILI-00003']).etag).not.toBe(answer.etag);
    expect(() => PreparedAnswer.of('getFavoriteIds', [42] as unknown as string[])).toThrow(/schema/);
  });

  it('compresses a kept answer once per encoding, and leaves a small one as it is', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `PG-${String(i).padStart(5, '0')}`);
    const answer = PreparedAnswer.of('getFavoriteIds', ids);
    const br = answer.encoded('br');
    expect(br && brotliDecompressSync(br).toString()).toBe(answer.json);
    expect(answer.encoded('br')).toBe(br);
    const gzip = answer.encoded('gzip');
    expect(gzip && gunzipSync(gzip).toString()).toBe(answer.json);
    expect(answer.encoded('gzip')).toBe(gzip);

    expect(PreparedAnswer.of('getFavoriteIds', ['PG-00001']).encoded('br')).toBeUndefined();
  });
});

describe('PreparedTemplate', () => {
  it('writes the open string into the validated answer, escaped, and wants the field exactly once', () => {
    const template = PreparedTemplate.of('getFavoriteIds', (open) => ['PG-00001', open]);
    for (const text of ['203.0.113.9', '2001:db8::1', 'a "quoted" \\ value\n'])
      expect(JSON.parse(template.fill(text).json)).toEqual({ success: true, value: ['PG-00001', text] });
    expect(() => PreparedTemplate.of('getFavoriteIds', (open) => [open, open])).toThrow(/exactly once/);
    expect(() => PreparedTemplate.of('getFavoriteIds', () => ['PG-00001'])).toThrow(/exactly once/);
  });
});
