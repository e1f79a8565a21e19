// Lazy, per-language translation resources. A namespace is a loader `(language) => resources`, so a
// bundle fetches a namespace's texts only for the languages actually shown. Features build theirs
// with `lazyResources({ EN: () => import('./locales/en/lobby.json'), ... })`.
import { type ResourceTree } from './deep-merge';
import { type LanguageCode, type TranslatedLanguageCode } from './languages';

/** Resolves a namespace's texts for one language; `undefined`/`{}` when the set does not exist. */
export type NamespaceLoader = (language: LanguageCode) => Promise<ResourceTree | undefined>;

/** One dynamic import per language, e.g. `() => import('./locales/en/common.json')`. */
export type LanguageImports = Partial<Record<LanguageCode, () => Promise<unknown>>>;

/**
 * A namespace's imports, one per shipped set: a feature's `*-namespace.ts` is typed with it, so a
 * missing language, or a set that is not the English source's shape, fails to compile.
 */
export type NamespaceImports<Resources> = Readonly<
  Record<TranslatedLanguageCode, () => Promise<{ default: Resources }>>
>;

/** Turns per-language dynamic imports (JSON modules or plain objects) into a NamespaceLoader. */
export function lazyResources(imports: LanguageImports): NamespaceLoader {
  return async (language) => {
    const load = imports[language];
    if (!load) return undefined;
    const loaded = (await load()) as { default?: unknown } | null;
    // A JSON module arrives as { default: {...} }; a plain object as itself.
    const tree = loaded && typeof loaded === 'object' && 'default' in loaded ? loaded.default : loaded;
    return (tree ?? undefined) as ResourceTree | undefined;
  };
}

/** Tenant translation overrides: per language code, per namespace, a partial resource tree. */
export type TranslationOverrides = Partial<Record<string, Record<string, ResourceTree>>>;
