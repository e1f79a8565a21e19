import { describe, expect, expectTypeOf, it } from 'vitest';
import { type CommonKeys } from './common-keys';
import { createPortalI18n } from './create-i18n';
import { TRANSLATED_LANGUAGES } from './languages';
import { PATTERN_IDS, type PatternMessage, patternMessageKey } from './validation-messages';

describe('patternMessageKey', () => {
  it('returns only keys of the common namespace (checked by the type checker)', () => {
    expectTypeOf<PatternMessage['key']>().toExtend<CommonKeys>();
    expectTypeOf<'actions.nope'>().not.toExtend<CommonKeys>();
  });

  it('names the pattern and passes both bounds', () => {
    expect(patternMessageKey(1, 6, 16)).toEqual({
      key: 'validation.pattern.1',
      values: { min: 6, max: 16, count: 16 },
    });
  });

  it('uses the one-number variant when min equals max', () => {
    expect(patternMessageKey(6, 10, 10)).toEqual({
      key: 'validation.patternExact.6',
      values: { min: 10, max: 10, count: 10 },
    });
  });

  it('agrees with the number in English and Portuguese (plural forms), and takes the one form in Chinese', async () => {
    const i18n = await createPortalI18n({ language: 'EN', storage: null, document: null });
    const say = (patternId: number, min: number, max: number) => {
      const { key, values } = patternMessageKey(patternId, min, max);
      return i18n.t(key, values);
    };
    expect(say(0, 1, 1)).toBe('Enter exactly 1 character.');
    expect(say(0, 8, 8)).toBe('Enter exactly 8 characters.');
    expect(say(6, 1, 1)).toBe('Digits only, exactly 1 digit.');
    await i18n.changeLanguage('PT');
    expect([say(0, 1, 1), say(0, 6, 6)]).toEqual(['Digite exatamente 1 caractere.', 'Digite exatamente 6 caracteres.']);
    await i18n.changeLanguage('CN');
    expect([say(0, 1, 1), say(0, 2, 16)]).toEqual(['请输入 1 个字符。', '请输入 2 至 16 个字符。']);
  });

  it('falls back to a generic text for an unknown pattern id', () => {
    expect(patternMessageKey(42, 1, 2).key).toBe('validation.invalid');
    expect(patternMessageKey(1.5, 1, 2).key).toBe('validation.invalid');
  });

  it('has a text with the bounds filled in for every pattern id, in every shipped set', async () => {
    const i18n = await createPortalI18n({ language: 'CN', storage: null, document: null });
    for (const language of TRANSLATED_LANGUAGES) {
      await i18n.changeLanguage(language);
      for (const id of PATTERN_IDS) {
        const range = patternMessageKey(id, 6, 16);
        const exact = patternMessageKey(id, 8, 8);
        const rangeText = i18n.t(range.key, range.values);
        expect(rangeText).toContain('6');
        expect(rangeText).toContain('16');
        expect(i18n.t(exact.key, exact.values)).toContain('8');
        expect(rangeText).not.toContain('{{');
      }
    }
  });
});
