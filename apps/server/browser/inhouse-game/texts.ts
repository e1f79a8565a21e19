// The page's texts in the in-house languages (locales/<language>/inhouse-game.json, English the
// source), the Intl locale of each, and the two formatters the texts need: {{placeholders}} and money.
import type { InhouseLanguage } from '@portal/contracts';
import cn from './locales/cn/inhouse-game.json';
import en from './locales/en/inhouse-game.json';
import id from './locales/id/inhouse-game.json';
import pt from './locales/pt/inhouse-game.json';
import th from './locales/th/inhouse-game.json';
import vi from './locales/vi/inhouse-game.json';

export type Texts = typeof en;

/** Every in-house language has every English key (the type says so; test/inhouse-game-texts.test.ts says no more, none empty). */
export const TEXTS: Readonly<Record<InhouseLanguage, Texts>> = { EN: en, CN: cn, ID: id, PT: pt, TH: th, VI: vi };

const INTL_LOCALES: Readonly<Record<InhouseLanguage, string>> = {
  EN: 'en',
  CN: 'zh-CN',
  ID: 'id',
  PT: 'pt-BR',
  TH: 'th',
  VI: 'vi',
};

export function isTextLanguage(code: string): code is InhouseLanguage {
  return Object.hasOwn(TEXTS, code);
}

/** The texts of a language code; English for a code we have no texts for. */
export function textsFor(language: string): Texts {
  return isTextLanguage(language) ? TEXTS[language] : TEXTS.EN;
}

/** The Intl locale (and page `lang`) of a language code; `en` for a code we have no texts for. */
export function intlLocale(language: string): string {
  return isTextLanguage(language) ? INTL_LOCALES[language] : 'en';
}

/** The text with each {{name}} replaced by its value. */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** Minor units as money in the language's format (a currency Intl does not know: `12.50 XYZ`). */
export function formatMoney(minor: number, currency: string, language: string): string {
  const major = minor / 100;
  try {
    return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(major);
  } catch {
    return `${major.toFixed(2)} ${currency}`;
  }
}
