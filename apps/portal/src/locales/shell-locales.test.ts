// The shell's texts are complete in every shipped set: same keys as English, nothing empty, the
// same {{placeholders}}.
import { findMissingKeys, TRANSLATED_LANGUAGES } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import cn from './cn/shell.json';
import en from './en/shell.json';
import id from './id/shell.json';
import pt from './pt/shell.json';
import th from './th/shell.json';
import ty from './ty/shell.json';
import vi from './vi/shell.json';

const SETS = { CN: cn, EN: en, ID: id, PT: pt, TH: th, TY: ty, VI: vi };

describe('shell translations', () => {
  it('has a set for every language @portal/i18n ships', () => {
    expect(Object.keys(SETS).sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
  });

  it('is complete in every set', () => {
    expect(findMissingKeys(SETS)).toEqual([]);
  });

  it('really translates the sets that are not English (TY is English text by decision)', () => {
    for (const [language, set] of Object.entries(SETS)) {
      if (language === 'EN' || language === 'TY') continue;
      expect(set.sideMenu.home, language).not.toBe(en.sideMenu.home);
      expect(set.screens.notFound.title, language).not.toBe(en.screens.notFound.title);
    }
    expect(ty).toEqual(en);
  });
});
