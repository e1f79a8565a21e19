// The in-house game page's texts (browser/inhouse-game/locales/<language>/inhouse-game.json) are
// complete in every in-house language: English's keys and no others, none empty, the same
// {{placeholders}}; and the languages other than English are really translated.
import { readdirSync } from 'node:fs';
import { INHOUSE_LANGUAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { fill, TEXTS } from '../browser/inhouse-game/texts';

/** Dot-separated key → text of a locale file (nested objects such as `symbols` flattened). */
function flatten(tree: object, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object')
      for (const entry of flatten(value as object, `${prefix}${key}.`)) flat.set(...entry);
    else flat.set(`${prefix}${key}`, value);
  }
  return flat;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('in-house game page texts', () => {
  it('has a locale file for each in-house language, and no other', () => {
    expect(Object.keys(TEXTS).sort()).toEqual([...INHOUSE_LANGUAGES].sort());
    const folders = readdirSync(new URL('../browser/inhouse-game/locales/', import.meta.url)).sort();
    expect(folders).toEqual(INHOUSE_LANGUAGES.map((language) => language.toLowerCase()).sort());
  });

  it('has every English key in every language, no other key, no empty text, the same placeholders', () => {
    const english = flatten(TEXTS.EN);
    const problems: string[] = [];
    for (const [language, texts] of Object.entries(TEXTS)) {
      const own = flatten(texts);
      for (const [key, source] of english) {
        const text = own.get(key);
        if (!own.has(key)) problems.push(`${language} ${key}: missing`);
        else if (typeof text !== 'string' || !text.trim()) problems.push(`${language} ${key}: empty`);
        else if (placeholders(text).join() !== placeholders(source).join())
          problems.push(`${language} ${key}: placeholders`);
      }
      for (const key of own.keys()) if (!english.has(key)) problems.push(`${language} ${key}: not in English`);
    }
    expect(problems).toEqual([]);
  });

  it('is really translated, and fills the bet limits in', () => {
    for (const language of INHOUSE_LANGUAGES) {
      if (language === 'EN') continue;
      expect(TEXTS[language].noTicket, language).not.toBe(TEXTS.EN.noTicket);
      expect(TEXTS[language].symbols.B, language).not.toBe(TEXTS.EN.symbols.B);
    }
    expect(fill(TEXTS.EN.limits, { min: '$1.00', max: '$10,000.00' })).toBe('Bets from $1.00 to $10,000.00');
  });
});
