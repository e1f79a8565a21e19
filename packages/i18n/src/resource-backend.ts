// A tiny i18next backend over NamespaceLoaders (the resources-to-backend idea, plus the tenant's
// overrides merged over each namespace as it loads).
import { type BackendModule, type ReadCallback } from 'i18next';
import { deepMerge } from './deep-merge';
import { normalizeLanguageCode } from './languages';
import { type NamespaceLoader, type TranslationOverrides } from './resource-loaders';

export function createResourceBackend(
  namespaces: Readonly<Record<string, NamespaceLoader>>,
  overrides: TranslationOverrides = {},
): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const code = normalizeLanguageCode(language);
      const loader = Object.hasOwn(namespaces, namespace) ? namespaces[namespace] : undefined;
      // Unknown language (e.g. i18next's 'cimode') or namespace: nothing to load, texts fall back.
      if (!code || !loader) {
        callback(null, {});
        return;
      }
      loader(code).then(
        (base) => callback(null, deepMerge(base ?? {}, overrides[code]?.[namespace])),
        // Reported to i18next (logged; texts fall back to English). Not flagged for retry: a
        // browser caches a failed import(), so asking again would fail the same way.
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}
