// The response envelope every call answers with (wire notes, "Envelope and errors"):
// `{ success, value, message?, errorCode? }`. A failure carries a stable machine `errorCode` from
// ERROR_CODES and a human `message` in the request's language; its `value` may hold extra detail
// (a failed login's `{ captcha: true }`, a broken registration field).
import { z } from 'zod';

/** The envelope around a call's value. `value` is null on failure (or when a call has nothing to say). */
export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    value: value.nullable(),
    message: z.string().optional(),
    errorCode: z.string().optional(),
  });
}
export interface Envelope<T> {
  success: boolean;
  value: T | null;
  message?: string;
  errorCode?: string;
}

/** A failure: `success: false`, a machine code and a message; `value` is null or an object of detail. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  value: z.record(z.string(), z.unknown()).nullable(),
  message: z.string(),
  errorCode: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The detail of a failed login: `captcha: true` switches the captcha input on. */
export const loginErrorValueSchema = z.object({ captcha: z.boolean() });
export type LoginErrorValue = z.infer<typeof loginErrorValueSchema>;

/** The detail of a registration field that broke its rule (patternId and bounds, as checkField reports). */
export const fieldErrorValueSchema = z.object({
  field: z.string(),
  kind: z.enum(['required', 'pattern', 'inconsistent']),
  patternId: z.number().int().optional(),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
});
export type FieldErrorValue = z.infer<typeof fieldErrorValueSchema>;
