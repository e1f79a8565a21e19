// SMS verification codes: for registration (`mobileNo`) and for login / recovery (`mobileNum`).
import { z } from 'zod';
import { dialingCodeSchema, mobileNumberSchema, requiredText } from './fields';

/**
 * The answer to the image of `GET /wps/captcha` (its id travels in the httpOnly cookie). Every SMS
 * send needs one, so a script cannot make the platform send messages it pays for (SMS pumping).
 */
const smsCaptchaSchema = requiredText(16);

/** `POST /wps/verification/sms/register`. */
export const registerSmsRequestSchema = z.strictObject({
  countryDialingCode: dialingCodeSchema,
  mobileNo: mobileNumberSchema,
  captcha: smsCaptchaSchema,
});
export type RegisterSmsRequest = z.infer<typeof registerSmsRequestSchema>;

/** `POST /wps/verification/sms/noLogin`: a code for an SMS login or a reset by phone. */
export const noLoginSmsRequestSchema = z.strictObject({
  mobileNum: mobileNumberSchema,
  countryDialingCode: dialingCodeSchema,
  captcha: smsCaptchaSchema,
});
export type NoLoginSmsRequest = z.infer<typeof noLoginSmsRequestSchema>;

/**
 * A code was sent — or, for a number the platform will not send to (an unknown number at SMS login,
 * a registered one at registration), the same answer without a message: the answer never tells
 * whether a number has an account. `expiredMinutes` drives the portal's countdown (expiredMinutes × 60 s, during
 * which no new code can be requested); `expirationTime` (epoch ms) is the same moment, for recovery.
 */
export const smsSentValueSchema = z.object({
  expiredMinutes: z.number().int().positive(),
  expirationTime: z.number().int(),
});
export type SmsSentValue = z.infer<typeof smsSentValueSchema>;
