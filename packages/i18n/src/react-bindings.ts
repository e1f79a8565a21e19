// The React side of i18n, re-exported so features and the app import everything from
// '@portal/i18n' and only this package depends on react-i18next directly.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  directionOf,
  type LanguageCode,
  normalizeLanguageCode,
  DEFAULT_LANGUAGE,
  type TextDirection,
} from './languages';

export { I18nextProvider, Trans, useTranslation, type UseTranslationResponse } from 'react-i18next';
export type { TFunction } from 'i18next';

export interface CurrentLanguage {
  language: LanguageCode;
  direction: TextDirection;
  /** Switches language; the instance remembers it (hisLang, lang) and updates <html>. */
  changeLanguage: (code: LanguageCode) => Promise<void>;
}

/** The current language for selectors and layout, re-rendering when it changes. */
export function useCurrentLanguage(): CurrentLanguage {
  const { i18n } = useTranslation();
  const language = normalizeLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const changeLanguage = useCallback(
    async (code: LanguageCode) => {
      await i18n.changeLanguage(code);
    },
    [i18n],
  );
  return { language, direction: directionOf(language), changeLanguage };
}
