// Nested resources as dot-separated keys, for the checks on translation sets (completeness.ts,
// plural-forms.ts).
import { isPlainObject } from './deep-merge';

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
