// SMS verification codes: for registration (`mobileNo`) and for login / recovery (`mobileNum`).
import { z } from 'zod';
import { dialingCodeSchema, mobileNumberSchema } from './fields';

/** `POST /wps/verification/sms/register`. */
export const registerSmsRequestSchema = z.strictObject({
  countryDialingCode: dialingCodeSchema,
  mobileNo: mobileNumberSchema,
});
export type RegisterSmsRequest = z.infer<typeof registerSmsRequestSchema>;

/** `POST /wps/verification/sms/noLogin`: a code for an SMS login or a reset by phone. */
export const noLoginSmsRequestSchema = z.strictObject({
  mobileNum: mobileNumberSchema,
  countryDialingCode: dialingCodeSchema,
});
export type NoLoginSmsRequest = z.infer<typeof noLoginSmsRequestSchema>;

/**
 * A code was sent. `expiredMinutes` drives the portal's countdown (expiredMinutes × 60 s, during
 * which no new code can be requested); `expirationTime` (epoch ms) is the same moment, for recovery.
 */
export const smsSentValueSchema = z.object({
  expiredMinutes: z.number().int().positive(),
  expirationTime: z.number().int(),
});
export type SmsSentValue = z.infer<typeof smsSentValueSchema>;
