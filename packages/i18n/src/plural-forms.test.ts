import { describe, expect, it } from 'vitest';
import { findPluralProblems, interpolatesCount, pluralCategoriesOf, splitPluralKey } from './plural-forms';

describe('pluralCategoriesOf', () => {
  it("gives each shipped language its CLDR categories, by the code's Intl locale", () => {
    expect(pluralCategoriesOf('EN')).toEqual(['one', 'other']);
    expect(pluralCategoriesOf('TY')).toEqual(['one', 'other']);
    expect(pluralCategoriesOf('CN')).toEqual(['other']);
    expect(pluralCategoriesOf('ID')).toEqual(['other']);
    expect(pluralCategoriesOf('TH')).toEqual(['other']);
    expect(pluralCategoriesOf('VI')).toEqual(['other']);
    expect(pluralCategoriesOf('PT')).toEqual(['one', 'many', 'other']);
    expect(pluralCategoriesOf('vi')).toEqual(['other']);
  });
});

describe('splitPluralKey and interpolatesCount', () => {
  it('tell a plural form and a counted text', () => {
    expect(splitPluralKey('slip.placed_one')).toEqual({ base: 'slip.placed', category: 'one' });
    expect(splitPluralKey('slip.placed')).toBeNull();
    expect(splitPluralKey('status.not_received')).toBeNull();
    expect(interpolatesCount('{{count}} bets')).toBe(true);
    expect(interpolatesCount('{{ count, number }} bets')).toBe(true);
    expect(interpolatesCount('{{counter}} bets')).toBe(false);
  });
});

describe('findPluralProblems', () => {
  it('accepts each language with the forms its rules need', () => {
    expect(
      findPluralProblems({
        EN: { slip: { placed_one: '{{count}} bet placed', placed_other: '{{count}} bets placed' } },
        CN: { slip: { placed_one: '已投注 {{count}} 注', placed_other: '已投注 {{count}} 注' } },
        ID: { slip: { placed_other: '{{count}} taruhan dipasang' } },
        PT: {
          slip: {
            placed_one: '{{count}} aposta',
            placed_many: '{{count}} de apostas',
            placed_other: '{{count}} apostas',
          },
        },
        VI: { slip: { placed_zero: 'Chưa có cược', placed_other: 'Đã đặt {{count}} cược' } },
      }),
    ).toEqual([]);
  });

  it('reports a counted text without plural forms', () => {
    expect(findPluralProblems({ EN: { slip: { confirm: 'Place {{count}} bets?' } } })).toEqual([
      { language: 'EN', key: 'slip.confirm', kind: 'count-without-plural-forms' },
    ]);
  });

  it("reports a form a language's rules need, and one that neither its rules nor English's pick", () => {
    expect(
      findPluralProblems({
        EN: { bets_other: '{{count}} bets' },
        PT: { bets_one: '{{count}} aposta', bets_other: '{{count}} apostas' },
        CN: { bets_few: '{{count}} 注', bets_other: '{{count}} 注' },
      }),
    ).toEqual([
      { language: 'EN', key: 'bets_one', kind: 'missing-plural-form' },
      { language: 'PT', key: 'bets_many', kind: 'missing-plural-form' },
      { language: 'CN', key: 'bets_few', kind: 'unused-plural-form' },
    ]);
  });
});
