// Builds the portal's i18next instance: our `common` namespace plus the namespaces features and the
// app register as lazy loaders, tenant overrides merged on load, English fallback, React binding,
// and the language choice kept in localStorage and on <html lang/dir>.
import { createInstance, type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_NAMESPACE, loadCommonResources } from './common-resources';
import { applyDocumentLanguage } from './document-language';
import { formatWait } from './format';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  type LanguageCode,
  isSupportedLanguage,
  normalizeLanguageCode,
  toIntlLocale,
} from './languages';
import { browserStorage, type LanguageStorage, persistLanguage } from './persistence';
import { createResourceBackend } from './resource-backend';
import { type NamespaceLoader, type TranslationOverrides } from './resource-loaders';

export type PortalI18n = I18nInstance;

export interface PortalI18nOptions {
  /** The language to start in, usually from `resolveInitialLanguage`. */
  language: string;
  /** Used for any text missing in the current language. */
  fallbackLanguage?: LanguageCode;
  /**
   * Namespace name → lazy loader, e.g. `{ auth: authResources, shell: shellResources }`.
   * `common` is this package's and is always registered (pass it only to replace it).
   */
  namespaces?: Readonly<Record<string, NamespaceLoader>>;
  /** Tenant texts per language, per namespace, deep-merged over the base texts on load. */
  overrides?: TranslationOverrides;
  /** Values every text may interpolate, e.g. `{ brandName: 'Aurora' }` for `{{brandName}}`. */
  defaultVariables?: Record<string, unknown>;
  /**
   * Namespaces loaded (for the current and fallback language) before the promise resolves.
   * Default: all registered, so screens never wait on texts; others load on first use.
   */
  preload?: readonly string[];
  /** Where language changes are remembered (`hisLang`, `lang`). Default: localStorage; null: nowhere. */
  storage?: LanguageStorage | null;
  /** Whose <html lang/dir> follows the language. Default: the global document; null: none. */
  document?: Document | null;
}

interface PluralResolver {
  getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules | undefined;
}

/**
 * i18next picks a text's plural form (`_one`, `_many`, `_other`…) with Intl.PluralRules(<language
 * code>). Our codes are the platform's, and 'CN' and 'TY' are no BCP 47 languages: Intl would
 * answer with the browser's own locale's rules (English for one visitor, Russian for another).
 * Each code's rules are those of its Intl locale (CN: zh-CN, TY: en), as the plural-form checks
 * (plural-forms.ts) assume.
 */
function pluralRulesOfIntlLocales(instance: I18nInstance): void {
  const resolver = instance.services.pluralResolver as PluralResolver;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(isSupportedLanguage(code) ? toIntlLocale(code) : code, options);
}

export async function createPortalI18n({
  language,
  fallbackLanguage = DEFAULT_LANGUAGE,
  namespaces = {},
  overrides,
  defaultVariables,
  preload,
  storage = browserStorage(),
  document = globalThis.document,
}: PortalI18nOptions): Promise<PortalI18n> {
  const loaders = { [COMMON_NAMESPACE]: loadCommonResources, ...namespaces };
  const instance = createInstance();
  instance.use(createResourceBackend(loaders, overrides)).use(initReactI18next);

  await instance.init({
    lng: normalizeLanguageCode(language) ?? fallbackLanguage,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...LANGUAGE_CODES],
    // Our codes are the platform's upper-case ones ('CN', 'TY'): i18next must not rewrite them
    // into BCP 47 ('cn') or look for regional variants.
    cleanCode: false,
    load: 'currentOnly',
    ns: [...(preload ?? Object.keys(loaders))],
    defaultNS: COMMON_NAMESPACE,
    fallbackNS: COMMON_NAMESPACE,
    // An emptied text (e.g. by an override) shows the fallback rather than nothing.
    returnEmptyString: false,
    returnNull: false,
    // i18next's defaults, named: with them unset, every t() call first checks whether its key looks
    // like a sentence rather than a path (a filter and a cached RegExp per call, ~1.5 µs warm and
    // ~10 ms over a phone's first render of the member centre). Our keys are paths.
    keySeparator: '.',
    nsSeparator: ':',
    interpolation: {
      // React escapes what it renders; escaping here would double-escape.
      escapeValue: false,
      ...(defaultVariables ? { defaultVariables } : {}),
    },
  });

  pluralRulesOfIntlLocales(instance);

  // `{{retryAfterSeconds, wait}}`: a wait in the text's own language ("3 minutes", "3 分钟").
  instance.services.formatter?.add('wait', (value, lng) =>
    formatWait(Number(value), { language: lng ?? fallbackLanguage }),
  );

  const doc = document ?? undefined;
  applyDocumentLanguage(instance.language, doc);
  // Registered after init: only the visitor's own choices are remembered, not the tenant default.
  instance.on('languageChanged', (lng: string) => {
    const code = normalizeLanguageCode(lng);
    if (!code) return;
    if (storage) persistLanguage(code, storage);
    applyDocumentLanguage(code, doc);
  });
  return instance;
}
