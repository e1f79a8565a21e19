// Plural forms: a text that says how many of something there are agrees with the number, and
// languages differ in how (English "1 bet" / "2 bets", Portuguese one, many and other, Chinese
// one form). i18next picks the key `<key>_<category>` for `t(key, { count })`, the category from
// the language's CLDR rules (Intl.PluralRules). The number a word agrees with is always passed as
// `count` and interpolated as {{count}}; the checks here hold every set to that:
// - a text that interpolates {{count}} is a plural form (`_one`, `_other`…), never a plain key;
// - each language has every form its rules need (Portuguese `_many` too);
// - no set has a form that neither its rules nor the source language's pick. Every set carries the
//   source's forms (English `_one` and `_other`, the same text where its own rules have one form),
//   so all sets keep English's shape — the typed namespace loaders and findMissingKeys compare them
//   with it — and `_zero` may be added anywhere (i18next uses it for a count of 0).
import { flattenResources } from './flatten-resources';
import { toIntlLocale } from './languages';

/** Every CLDR plural category, in i18next's suffix order. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const PLURAL_KEY = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);
const COUNT_PLACEHOLDER = /\{\{\s*count\s*(,[^}]*)?\}\}/;

/** The plural categories a language's rules use (e.g. EN: one, other; CN: other), from its Intl locale. */
export function pluralCategoriesOf(language: string): readonly PluralCategory[] {
  const categories = new Intl.PluralRules(toIntlLocale(language)).resolvedOptions().pluralCategories;
  return PLURAL_CATEGORIES.filter((category) => (categories as readonly string[]).includes(category));
}

/** `slip.placed_one` → { base: 'slip.placed', category: 'one' }; null for a key that is no plural form. */
export function splitPluralKey(key: string): { base: string; category: PluralCategory } | null {
  const match = PLURAL_KEY.exec(key);
  return match ? { base: match[1]!, category: match[2] as PluralCategory } : null;
}

/** Whether a text interpolates {{count}} (with or without a format). */
export function interpolatesCount(text: string): boolean {
  return COUNT_PLACEHOLDER.test(text);
}

/** The plural groups of a flattened set: base key → the categories it has. */
export function pluralGroups(keys: Iterable<string>): Map<string, Set<PluralCategory>> {
  const groups = new Map<string, Set<PluralCategory>>();
  for (const key of keys) {
    const plural = splitPluralKey(key);
    if (!plural) continue;
    const group = groups.get(plural.base) ?? new Set<PluralCategory>();
    group.add(plural.category);
    groups.set(plural.base, group);
  }
  return groups;
}

export type PluralProblemKind =
  /** The text interpolates {{count}} under a plain key: one text for every number. */
  | 'count-without-plural-forms'
  /** A form the language's rules need is absent (e.g. PT `_many`, EN `_one`). */
  | 'missing-plural-form'
  /** A form neither the language's rules nor the source's pick (e.g. CN `_few`): dead text. */
  | 'unused-plural-form';

export interface PluralProblem {
  language: string;
  key: string;
  kind: PluralProblemKind;
}

/**
 * Plural problems of each language's set (wire codes: 'EN', 'CN'…), each set checked against its
 * own language's rules. Sets may be partial (a tenant's overrides): only the groups present count.
 */
export function findPluralProblems(
  resourcesByLanguage: Readonly<Record<string, unknown>>,
  { source = 'EN' }: { source?: string } = {},
): PluralProblem[] {
  const sourceCategories = pluralCategoriesOf(source);
  const problems: PluralProblem[] = [];
  for (const [language, tree] of Object.entries(resourcesByLanguage)) {
    const texts = flattenResources(tree);
    for (const [key, text] of texts) {
      if (text !== undefined && interpolatesCount(text) && !splitPluralKey(key)) {
        problems.push({ language, key, kind: 'count-without-plural-forms' });
      }
    }
    const needed = pluralCategoriesOf(language);
    for (const [base, present] of pluralGroups(texts.keys())) {
      for (const category of needed) {
        if (!present.has(category))
          problems.push({ language, key: `${base}_${category}`, kind: 'missing-plural-form' });
      }
      for (const category of present) {
        if (category === 'zero' || needed.includes(category) || sourceCategories.includes(category)) continue;
        problems.push({ language, key: `${base}_${category}`, kind: 'unused-plural-form' });
      }
    }
  }
  return problems;
}
