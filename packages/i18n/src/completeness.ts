// Translation completeness, for any namespace: compares each set with English (the source) and
// lists what a translator still owes. Feature packages assert on it in their own tests:
//   expect(findMissingKeys({ EN: en, CN: cn, ... })).toEqual([]);
import { isPlainObject } from './deep-merge';

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

/** Dot-separated key → text, for nested resource objects. Non-text leaves map to undefined. */
export function flattenResources(tree: unknown, prefix = ''): Map<string, string | undefined> {
  const flat = new Map<string, string | undefined>();
  if (!isPlainObject(tree)) return flat;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value)) {
      for (const [childKey, childValue] of flattenResources(value, path)) flat.set(childKey, childValue);
    } else {
      flat.set(path, typeof value === 'string' ? value : undefined);
    }
  }
  return flat;
}

function placeholders(text: string): string {
  const names = [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]);
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
  const problems: TranslationProblem[] = [];
  for (const [language, tree] of Object.entries(resourcesByLanguage)) {
    const target = flattenResources(tree);
    for (const [key, sourceText] of source) {
      const text = target.get(key);
      if (!target.has(key)) problems.push({ language, key, kind: 'missing' });
      else if (!text?.trim()) problems.push({ language, key, kind: 'empty' });
      else if (sourceText !== undefined && placeholders(text) !== placeholders(sourceText)) {
        problems.push({ language, key, kind: 'placeholders' });
      }
    }
    for (const key of target.keys()) {
      if (!source.has(key)) problems.push({ language, key, kind: 'unexpected' });
    }
  }
  return problems;
}
