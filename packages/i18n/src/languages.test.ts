import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  LANGUAGE_CODES,
  TRANSLATED_LANGUAGES,
  directionOf,
  isSupportedLanguage,
  normalizeLanguageCode,
  toIntlLocale,
} from './languages';

describe('languages', () => {
  it('lists the 27 wire codes the spec advertises, each described', () => {
    expect(LANGUAGE_CODES).toHaveLength(27);
    for (const code of LANGUAGE_CODES) {
      expect(LANGUAGES[code].code).toBe(code);
      expect(LANGUAGES[code].nativeName).not.toBe('');
      // Every tag must be one Intl accepts.
      expect(() => Intl.getCanonicalLocales(LANGUAGES[code].intlLocale)).not.toThrow();
    }
  });

  it('ships the seven translated sets', () => {
    expect([...TRANSLATED_LANGUAGES].sort()).toEqual(['CN', 'EN', 'ID', 'PT', 'TH', 'TY', 'VI']);
  });

  it('maps wire codes to BCP 47 tags', () => {
    expect(toIntlLocale('CN')).toBe('zh-CN');
    expect(toIntlLocale('TW')).toBe('zh-TW');
    expect(toIntlLocale('VI')).toBe('vi');
    expect(toIntlLocale('EN')).toBe('en');
    expect(toIntlLocale('ID')).toBe('id');
    expect(toIntlLocale('PT')).toBe('pt');
    expect(toIntlLocale('TH')).toBe('th');
    expect(toIntlLocale('JA')).toBe('ja');
  });

  it('falls back to English for codes it does not know', () => {
    expect(toIntlLocale('XX')).toBe('en');
    expect(directionOf('XX')).toBe('ltr');
  });

  it('marks Arabic, Persian and Urdu right-to-left, and only them', () => {
    const rtl = LANGUAGE_CODES.filter((code) => directionOf(code) === 'rtl');
    expect(rtl.sort()).toEqual(['AR', 'FA', 'UR']);
  });

  it('recognises supported codes exactly and normalises their case', () => {
    expect(isSupportedLanguage('VI')).toBe(true);
    expect(isSupportedLanguage('vi')).toBe(false);
    expect(isSupportedLanguage('toString')).toBe(false);
    expect(isSupportedLanguage(undefined)).toBe(false);
    expect(normalizeLanguageCode(' vi ')).toBe('VI');
    expect(normalizeLanguageCode('zh')).toBeUndefined();
  });
});
