// zod schemas of the registration settings ("validate"): per field, whether it shows, whether it
// is required, and the rule a value must meet. The plain rule (`checkField`) is in field-rules.ts.
import { z } from 'zod';
import { ANY_PATTERN, REGISTRATION_FIELDS, type FieldSetting } from './field-rules';

export const registrationFieldSchema = z.enum(REGISTRATION_FIELDS);
export const patternIdSchema = z.number().int().min(0).max(10);

export const fieldSettingSchema: z.ZodType<FieldSetting> = z
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

export const registrationSettingsSchema = z.record(registrationFieldSchema, fieldSettingSchema);
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;
