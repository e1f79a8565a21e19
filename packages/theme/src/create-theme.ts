// Builds the typed theme styled-components reads: base tokens for a mode, with a brand's
// overrides merged in. Unknown token paths are an error, so a brand cannot invent names.
import { baseTokens, type ThemeMode, type TokenOverrides, type Tokens } from './tokens';

export interface PortalTheme extends Tokens {
  mode: ThemeMode;
}

export interface BrandTokens {
  light?: TokenOverrides;
  dark?: TokenOverrides;
}

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paths in `overrides` that are not tokens of the contract (e.g. `color.bg.sparkle`), or have the wrong type. */
export function unknownTokenPaths(overrides: unknown, base: unknown = baseTokens.light, prefix = ''): string[] {
  if (!isTree(overrides)) return prefix ? [] : ['(root: expected an object)'];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(overrides)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const baseValue = isTree(base) ? base[key] : undefined;
    if (baseValue === undefined) problems.push(path);
    else if (isTree(baseValue)) {
      if (isTree(value)) problems.push(...unknownTokenPaths(value, baseValue, path));
      else problems.push(path);
    } else if (typeof value !== typeof baseValue) problems.push(path);
  }
  return problems;
}

function merge<T>(base: T, overrides: unknown): T {
  if (!isTree(overrides) || !isTree(base)) return (overrides ?? base) as T;
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    out[key] = isTree(value) && isTree(out[key]) ? merge(out[key], value) : value;
  }
  return out as T;
}

export function createTheme(mode: ThemeMode, brand: BrandTokens = {}): PortalTheme {
  const overrides = brand[mode] ?? {};
  const problems = unknownTokenPaths(overrides);
  if (problems.length) throw new Error(`Unknown theme token(s) for ${mode}: ${problems.join(', ')}`);
  return { mode, ...merge(baseTokens[mode], overrides) };
}
