// Typed keys of the common namespace, derived from the English source file, so a misspelt key is a
// compile error: `const key: CommonKeys = 'actions.confirm'`.
import { type CommonResources } from './common-resources';

/** Dot paths to the string leaves of a resource tree. */
export type ResourceKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${ResourceKey<T[K]>}`;
}[keyof T & string];

export type CommonKeys = ResourceKey<CommonResources>;
