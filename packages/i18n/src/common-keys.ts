// Typed keys of the common namespace, derived from the English source file, so a misspelt key is a
// compile error: `const key: CommonKeys = 'actions.confirm'`. A text with plural forms
// (`pattern.0_one`, `pattern.0_other`) is also named without its suffix, as `t(key, { count })`
// names it.
import { type CommonResources } from './common-resources';
import { type PluralCategory } from './plural-forms';

/** `placed_one` → `placed`; any other key as it is. */
type PluralBase<K extends string> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

/** Dot paths to the string leaves of a resource tree (plural forms also by their base). */
export type ResourceKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K | PluralBase<K> : `${K}.${ResourceKey<T[K]>}`;
}[keyof T & string];

export type CommonKeys = ResourceKey<CommonResources>;
