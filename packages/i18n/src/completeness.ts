// Translation completeness, for any namespace: compares each set with English (the source) and
// lists what a translator still owes. Feature packages assert on it in their own tests:
//   expect(findMissingKeys({ EN: en, CN: cn, ... })).toEqual([]);
// Plural forms (plural-forms.ts): where English has `bets_one` and `bets_other`, every set owes
// those two and whatever else its own rules need (Portuguese `bets_many` too); `_zero` is optional.
import { flattenResources } from './flatten-resources';
import {
  PLURAL_CATEGORIES,
  pluralCategoriesOf,
  pluralGroups,
  splitPluralKey,
  type PluralCategory,
} from './plural-forms';

export { flattenResources } from './flatten-resources';

export type TranslationProblemKind =
  /** In the reference set, absent here. */
  | 'missing'
  /** Present but empty (or not a text where the reference has one). */
  | 'empty'
  /** Here but not in the reference set: a stale or misspelt key. */
  | 'unexpected'
  /** The text drops or adds an interpolation such as {{min}}. */
  | 'placeholders';

export interface TranslationProblem {
  language: string;
  key: string;
  kind: TranslationProblemKind;
}

function placeholders(text: string, { optionalCount = false } = {}): string {
  const names = [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)]
    .map((match) => match[1])
    .filter((name) => !optionalCount || name !== 'count');
  return [...new Set(names)].sort().join(',');
}

/**
 * Problems in every set compared with the reference (default EN): missing, empty, unexpected keys
 * and changed placeholders. An empty list means complete.
 */
export function findMissingKeys(
  resourcesByLanguage: Readonly<Record<string, unknown>>,
  { reference = 'EN' }: { reference?: string } = {},
): TranslationProblem[] {
  if (!Object.hasOwn(resourcesByLanguage, reference)) {
    throw new Error(`findMissingKeys: no "${reference}" set to compare with`);
  }
  const source = flattenResources(resourcesByLanguage[reference]);
  const sourcePlurals = pluralGroups(source.keys());
  const isSourcePlural = (key: string) => {
    const plural = splitPluralKey(key);
    return plural !== null && sourcePlurals.has(plural.base);
  };
  const problems: TranslationProblem[] = [];
  for (const [language, tree] of Object.entries(resourcesByLanguage)) {
    const target = flattenResources(tree);
    const needed = pluralCategoriesOf(language);
    const check = (key: string, sourceText: string | undefined, { optionalCount = false } = {}) => {
      const text = target.get(key);
      if (!target.has(key)) problems.push({ language, key, kind: 'missing' });
      else if (!text?.trim()) problems.push({ language, key, kind: 'empty' });
      else if (
        sourceText !== undefined &&
        placeholders(text, { optionalCount }) !== placeholders(sourceText, { optionalCount })
      ) {
        problems.push({ language, key, kind: 'placeholders' });
      }
    };
    for (const [key, sourceText] of source) {
      if (!isSourcePlural(key)) check(key, sourceText);
    }
    // Each plural group: the reference's forms and those this language's rules need, each compared
    // with the reference's form of the same category, else its `_other` (a singular may spell the
    // number out).
    for (const [base, sourceCategories] of sourcePlurals) {
      for (const category of PLURAL_CATEGORIES.filter((each) => sourceCategories.has(each) || needed.includes(each))) {
        const sourceCategory: PluralCategory = sourceCategories.has(category) ? category : 'other';
        check(`${base}_${category}`, source.get(`${base}_${sourceCategory}`), { optionalCount: category !== 'other' });
      }
    }
    for (const key of target.keys()) {
      const plural = splitPluralKey(key);
      const sourceCategories = plural ? sourcePlurals.get(plural.base) : undefined;
      const known =
        plural && sourceCategories
          ? plural.category === 'zero' || sourceCategories.has(plural.category) || needed.includes(plural.category)
          : source.has(key);
      if (!known) problems.push({ language, key, kind: 'unexpected' });
    }
  }
  return problems;
}
