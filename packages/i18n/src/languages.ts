// The portal's languages: the upper-case codes the platform puts on the wire (`Language` header,
// `hisLang`), each with the name a speaker would recognise, the BCP 47 tag Intl and <html lang>
// need, and the text direction. Which of them a tenant offers comes from tenant configuration.

export type TextDirection = 'ltr' | 'rtl';

export interface LanguageInfo {
  /** The wire code, e.g. 'CN'. */
  readonly code: string;
  /** The language's name in itself, as a language selector shows it. */
  readonly nativeName: string;
  /** BCP 47 tag for Intl and the document's `lang` attribute. */
  readonly intlLocale: string;
  readonly direction: TextDirection;
}

// Every code the spec lists, in its order. Codes are the platform's, not ISO's: CN and TW are
// Simplified and Traditional Chinese; MY sits beside MS (Malay), so it is Burmese (ISO 639-1 `my`).
export const LANGUAGE_CODES = [
  'EN',
  'CN',
  'TW',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'MS',
  'PT',
  'TA',
  'TY',
  'UR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
  'LO',
  'NE',
  'FR',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The platform's default language and our source language. */
export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

/**
 * The seven translation sets we ship (the spec's CN, EN, ID, PT, TH, TY, VI).
 * TY: the spec names this set without saying which language it is. We ship it as a complete set
 * whose text is English until the operator supplies the real text (see README).
 */
export const TRANSLATED_LANGUAGES = [
  'CN',
  'EN',
  'ID',
  'PT',
  'TH',
  'TY',
  'VI',
] as const satisfies readonly LanguageCode[];

export type TranslatedLanguageCode = (typeof TRANSLATED_LANGUAGES)[number];

const ltr = (code: LanguageCode, nativeName: string, intlLocale: string): LanguageInfo => ({
  code,
  nativeName,
  intlLocale,
  direction: 'ltr',
});
const rtl = (code: LanguageCode, nativeName: string, intlLocale: string): LanguageInfo => ({
  code,
  nativeName,
  intlLocale,
  direction: 'rtl',
});

export const LANGUAGES: Readonly<Record<LanguageCode, LanguageInfo>> = {
  EN: ltr('EN', 'English', 'en'),
  CN: ltr('CN', '简体中文', 'zh-CN'),
  TW: ltr('TW', '繁體中文', 'zh-TW'),
  JA: ltr('JA', '日本語', 'ja'),
  TH: ltr('TH', 'ไทย', 'th'),
  VI: ltr('VI', 'Tiếng Việt', 'vi'),
  MY: ltr('MY', 'မြန်မာ', 'my'),
  ES: ltr('ES', 'Español', 'es'),
  HI: ltr('HI', 'हिन्दी', 'hi'),
  ID: ltr('ID', 'Bahasa Indonesia', 'id'),
  KM: ltr('KM', 'ខ្មែរ', 'km'),
  KO: ltr('KO', '한국어', 'ko'),
  MS: ltr('MS', 'Bahasa Melayu', 'ms'),
  PT: ltr('PT', 'Português', 'pt'),
  TA: ltr('TA', 'தமிழ்', 'ta'),
  // TY is an unnamed set whose text is English for now: its tag follows the text, so screen
  // readers pronounce it right. Change name and tag together with the text.
  TY: ltr('TY', 'TY', 'en'),
  UR: rtl('UR', 'اردو', 'ur'),
  TR: ltr('TR', 'Türkçe', 'tr'),
  BN: ltr('BN', 'বাংলা', 'bn'),
  AR: rtl('AR', 'العربية', 'ar'),
  FA: rtl('FA', 'فارسی', 'fa'),
  RU: ltr('RU', 'Русский', 'ru'),
  KK: ltr('KK', 'Қазақ тілі', 'kk'),
  UZ: ltr('UZ', 'Oʻzbekcha', 'uz'),
  LO: ltr('LO', 'ລາວ', 'lo'),
  NE: ltr('NE', 'नेपाली', 'ne'),
  FR: ltr('FR', 'Français', 'fr'),
};

/** True for one of the wire codes above (exact, upper-case). */
export function isSupportedLanguage(code: unknown): code is LanguageCode {
  return typeof code === 'string' && Object.hasOwn(LANGUAGES, code);
}

/** Accepts a code in any case ('vi', ' VI ') and returns the wire code, or undefined. */
export function normalizeLanguageCode(code: unknown): LanguageCode | undefined {
  if (typeof code !== 'string') return undefined;
  const upper = code.trim().toUpperCase();
  return isSupportedLanguage(upper) ? upper : undefined;
}

/** BCP 47 tag for Intl; unknown codes fall back to English so formatting never throws. */
export function toIntlLocale(code: string): string {
  return LANGUAGES[normalizeLanguageCode(code) ?? DEFAULT_LANGUAGE].intlLocale;
}

export function directionOf(code: string): TextDirection {
  return LANGUAGES[normalizeLanguageCode(code) ?? DEFAULT_LANGUAGE].direction;
}

export function isTranslatedLanguage(code: unknown): code is TranslatedLanguageCode {
  return typeof code === 'string' && (TRANSLATED_LANGUAGES as readonly string[]).includes(code);
}
