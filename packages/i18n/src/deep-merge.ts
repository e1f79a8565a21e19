// Deep merge for translation resources: a tenant override replaces single texts and keeps the rest
// of the base namespace. Neither input is changed.

export type ResourceTree = Record<string, unknown>;

// Overrides are tenant data: never let a key reach an object's prototype.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function isPlainObject(value: unknown): value is ResourceTree {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

export function deepMerge(base: ResourceTree, override: ResourceTree | undefined): ResourceTree {
  const result: ResourceTree = { ...base };
  if (!override) return result;
  for (const [key, value] of Object.entries(override)) {
    if (UNSAFE_KEYS.has(key) || value === undefined) continue;
    const current = result[key];
    result[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return result;
}
