// Public API of @portal/i18n: languages, the i18next set-up, namespaces loaded with their screens
// (NamespaceTexts), persistence of the language choice, formatting, the common namespace's keys and
// the completeness and plural-form checks for any namespace.
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  TRANSLATED_LANGUAGES,
  directionOf,
  isSupportedLanguage,
  isTranslatedLanguage,
  normalizeLanguageCode,
  toIntlLocale,
  type LanguageCode,
  type LanguageInfo,
  type TextDirection,
  type TranslatedLanguageCode,
} from './languages';
export { createPortalI18n, type PortalI18n, type PortalI18nOptions } from './create-i18n';
export {
  lazyResources,
  type LanguageImports,
  type NamespaceImports,
  type NamespaceLoader,
  type TranslationOverrides,
} from './resource-loaders';
export {
  addNamespaceTexts,
  NamespaceTexts,
  type NamespaceOverrides,
  type NamespaceTextsProps,
} from './namespace-texts';
export { deepMerge, type ResourceTree } from './deep-merge';
export {
  LANGUAGE_STORAGE_KEYS,
  persistLanguage,
  resolveInitialLanguage,
  type LanguageStorage,
  type ResolveInitialLanguageOptions,
} from './persistence';
export { applyDocumentLanguage } from './document-language';
export { COMMON_NAMESPACE, loadCommonResources, type CommonResources } from './common-resources';
export { type CommonKeys, type ResourceKey } from './common-keys';
export {
  NOT_A_NUMBER_TEXT,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  prepareFormats,
  formatWait,
  type DateInput,
  type DatePattern,
  type FormatCountOptions,
  type FormatDateOptions,
  type FormatDateTimeOptions,
  type FormatMoneyOptions,
} from './format';
export {
  PATTERN_IDS,
  isPatternId,
  patternMessageKey,
  type PatternId,
  type PatternMessage,
} from './validation-messages';
export {
  findMissingKeys,
  flattenResources,
  type TranslationProblem,
  type TranslationProblemKind,
} from './completeness';
export {
  PLURAL_CATEGORIES,
  findPluralProblems,
  interpolatesCount,
  pluralCategoriesOf,
  splitPluralKey,
  type PluralCategory,
  type PluralProblem,
  type PluralProblemKind,
} from './plural-forms';
export {
  I18nextProvider,
  Trans,
  useCurrentLanguage,
  useTranslation,
  type CurrentLanguage,
  type TFunction,
  type UseTranslationResponse,
} from './react-bindings';
