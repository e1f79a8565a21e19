// Bounded field schemas shared by the request contracts. Every request string has an upper bound,
// so an oversized value is a 400 before any code sees it.
import { z } from 'zod';

/** A bounded string (may be empty). */
export const text = (max: number) => z.string().max(max);
/** A bounded, non-empty string. */
export const requiredText = (max: number) => z.string().min(1).max(max);

export const MOBILE_PATTERN = /^\d{5,15}$/;
export const mobileNumberSchema = z.string().regex(MOBILE_PATTERN, 'a mobile number of 5 to 15 digits');
export const dialingCodeSchema = z.string().regex(/^\+?\d{1,4}$/, 'a dialing code such as +84');
/** The UUID the portal keeps in localStorage (`SHELL_deviceId`); any bounded id is accepted. */
export const deviceIdSchema = z.string().min(1).max(64);
export const passwordSchema = z.string().min(1).max(64);
/** SMS / e-mail verification code: at most 255 characters (spec §9). */
export const verificationCodeSchema = z.string().max(255);
/** Query-string booleans: `true`/`false`/`1`/`0`. */
export const queryBoolean = z.stringbool();

/** An account type code (see account-types.ts). */
export const accountTypeSchema = z.number().int().min(0).max(99);
