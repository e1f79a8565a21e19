// Registration field settings ("validate"): per field, whether it shows, whether it is required,
// and the rule a value must meet. The same shape drives the portal's forms and the server's checks.
import { z } from 'zod';

export const REGISTRATION_FIELDS = [
  'username', 'password', 'payeeName', 'paymentPassword', 'qqNum', 'line', 'whatsapp', 'zalo',
  'facebook', 'wechat', 'idNumber', 'email', 'mobileNum', 'affiliateCode', 'captcha', 'recommenderId',
] as const;
export const registrationFieldSchema = z.enum(REGISTRATION_FIELDS);
export type RegistrationField = z.infer<typeof registrationFieldSchema>;

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
export const patternIdSchema = z.number().int().min(0).max(10);
export type PatternId = z.infer<typeof patternIdSchema>;

/** `*` means any value is accepted; otherwise a JavaScript regular-expression source. */
export const ANY_PATTERN = '*';

export const fieldSettingSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    acceptedPattern: z.string().min(1),
    patternId: patternIdSchema,
    minLength: z.number().int().min(0),
    maxLength: z.number().int().min(1),
  })
  .refine((s) => s.minLength <= s.maxLength, { message: 'minLength must not exceed maxLength', path: ['minLength'] })
  .refine(
    (s) => {
      if (s.acceptedPattern === ANY_PATTERN) return true;
      try {
        new RegExp(s.acceptedPattern, 'u');
        return true;
      } catch {
        return false;
      }
    },
    { message: "acceptedPattern must be '*' or a valid regular expression", path: ['acceptedPattern'] },
  );
export type FieldSetting = z.infer<typeof fieldSettingSchema>;

export const registrationSettingsSchema = z.record(registrationFieldSchema, fieldSettingSchema);
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

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
