// The registration field rule both sides apply: which fields exist, the pattern ids, and
// `checkField`. No zod in this module: the portal's forms use it (the schemas are in
// registration-settings.ts).

export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'captcha',
  'recommenderId',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/**
 * Pattern ids (wire notes): the message a broken rule shows is chosen by this id, with (min) and
 * (max) filled in.
 */
export const PATTERN_IDS = {
  LENGTH_ONLY: 0,
  LETTER_FIRST_ALPHANUMERIC: 1,
  CHINESE_OR_ENGLISH_LETTERS: 2,
  EMAIL: 3,
  LETTERS_AND_DIGITS_NO_SYMBOLS: 4,
  LETTERS_AND_DIGITS_MIXED: 5,
  DIGITS_ONLY: 6,
  LETTERS_DIGITS_ONE_CAPITAL: 7,
  ENGLISH_LETTERS_AND_SPACES: 8,
  NO_SPACES: 9,
  CHINESE_AND_PUNCTUATION: 10,
} as const;
export type PatternId = number;

/** `*` means any value is accepted; otherwise a JavaScript regular-expression source. */
export const ANY_PATTERN = '*';

/** One field's rule (validated by fieldSettingSchema where it enters the system). */
export interface FieldSetting {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: PatternId;
  minLength: number;
  maxLength: number;
}

export type FieldProblem = { kind: 'required' } | { kind: 'pattern'; patternId: PatternId; min: number; max: number };

/**
 * Checks one value against a field setting: the one rule both sides use. Returns null when the
 * value is acceptable. An empty value is a problem only when `required` (callers decide which
 * fields are always required, spec §5).
 */
export function checkField(setting: FieldSetting, value: string, required = setting.required): FieldProblem | null {
  if (value === '') return required ? { kind: 'required' } : null;
  const length = [...value].length;
  const patternOk = setting.acceptedPattern === ANY_PATTERN || new RegExp(setting.acceptedPattern, 'u').test(value);
  if (!patternOk || length < setting.minLength || length > setting.maxLength) {
    return { kind: 'pattern', patternId: setting.patternId, min: setting.minLength, max: setting.maxLength };
  }
  return null;
}
