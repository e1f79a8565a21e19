import { describe, expect, it } from 'vitest';
import { findMissingKeys, flattenResources } from './completeness';
import cn from './locales/cn/common.json';
import en from './locales/en/common.json';
import id from './locales/id/common.json';
import pt from './locales/pt/common.json';
import th from './locales/th/common.json';
import ty from './locales/ty/common.json';
import vi from './locales/vi/common.json';

describe('findMissingKeys', () => {
  const EN = { a: { b: 'Bee', c: 'See {{min}}' }, d: 'Dee' };

  it('reports nothing for a complete set', () => {
    expect(findMissingKeys({ EN, VI: { a: { b: 'B', c: 'C {{min}}' }, d: 'D' } })).toEqual([]);
  });

  it('reports missing, empty, unexpected keys and changed placeholders', () => {
    const problems = findMissingKeys({ EN, TH: { a: { b: '  ', c: 'C' }, e: 'extra' } });
    expect(problems).toEqual(
      expect.arrayContaining([
        { language: 'TH', key: 'a.b', kind: 'empty' },
        { language: 'TH', key: 'a.c', kind: 'placeholders' },
        { language: 'TH', key: 'd', kind: 'missing' },
        { language: 'TH', key: 'e', kind: 'unexpected' },
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('treats an object where the reference has a text as a problem', () => {
    const problems = findMissingKeys({ EN, ID: { a: { b: 'B', c: 'C {{min}}' }, d: { nested: 'x' } } });
    expect(problems).toEqual(
      expect.arrayContaining([
        { language: 'ID', key: 'd', kind: 'missing' },
        { language: 'ID', key: 'd.nested', kind: 'unexpected' },
      ]),
    );
  });

  it('needs the reference set', () => {
    expect(() => findMissingKeys({ VI: {} })).toThrow(/EN/);
  });

  it("wants English's plural forms in every set and whatever else its rules need (PT `_many`)", () => {
    const en = { placed_one: '{{count}} bet placed', placed_other: '{{count}} bets placed' };
    expect(
      findMissingKeys({
        EN: en,
        CN: { placed_one: '已投注 {{count}} 注', placed_other: '已投注 {{count}} 注' },
        PT: {
          placed_one: 'Uma aposta feita',
          placed_many: '{{count}} apostas feitas',
          placed_other: '{{count}} apostas feitas',
        },
        VI: { placed_zero: 'Chưa có cược', placed_one: 'Đặt {{count}} cược', placed_other: 'Đặt {{count}} cược' },
      }),
    ).toEqual([]);
    expect(
      findMissingKeys({
        EN: { placed_other: '{{count}} bets placed' },
        CN: { placed_few: '{{count}} 注', placed_other: '已投注 注' },
        PT: { placed_one: '{{count}} aposta feita', placed_other: '{{count}} apostas feitas' },
      }),
    ).toEqual([
      { language: 'EN', key: 'placed_one', kind: 'missing' },
      { language: 'CN', key: 'placed_other', kind: 'placeholders' },
      { language: 'CN', key: 'placed_few', kind: 'unexpected' },
      { language: 'PT', key: 'placed_many', kind: 'missing' },
    ]);
  });

  it('flattens nested resources to dot keys', () => {
    expect([...flattenResources(EN).keys()]).toEqual(['a.b', 'a.c', 'd']);
  });
});

describe('the common namespace', () => {
  it('is complete in all seven shipped sets', () => {
    expect(findMissingKeys({ EN: en, CN: cn, ID: id, PT: pt, TH: th, TY: ty, VI: vi })).toEqual([]);
  });

  it('is really translated in CN, ID, PT, TH and VI (not left in English)', () => {
    const english = flattenResources(en);
    for (const [language, set] of Object.entries({ CN: cn, ID: id, PT: pt, TH: th, VI: vi })) {
      const same = [...flattenResources(set)].filter(([key, text]) => text === english.get(key)).map(([key]) => key);
      // Shared words (OK, TY) and a few language names may match; whole messages must not.
      expect(
        same.filter((key) => key.startsWith('errors.') || key.startsWith('validation.')),
        language,
      ).toEqual([]);
    }
  });
});
