// Session calls: login (by username or SMS code), free play, logout, and the payload key that
// encrypted (E) calls wrap their body key with.
import { z } from 'zod';
import { accountTypeSchema } from './fields';
import { deviceIdSchema, dialingCodeSchema, passwordSchema, requiredText, text } from './fields';

export const LOGIN_TYPES = ['username', 'sms'] as const;
export const loginTypeSchema = z.enum(LOGIN_TYPES);
export type LoginType = z.infer<typeof loginTypeSchema>;

/**
 * `POST /wps/session/login` (E). For `type: 'sms'` the username carries the mobile number and the
 * password the SMS code. `captcha` is the answer to the image from `GET /wps/captcha` (its id
 * travels in an httpOnly cookie, see README).
 */
export const loginRequestSchema = z.strictObject({
  username: requiredText(64),
  password: passwordSchema.max(255),
  captcha: text(16).optional(),
  type: loginTypeSchema,
  loginDeviceId: deviceIdSchema,
  /** SMS login: the dialing code of the mobile number in `username`. */
  countryDialingCode: dialingCodeSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The answer of every call that logs in (login, free play, register with `login: true`, reset by phone). */
export const loginValueSchema = z.object({
  /** Opaque session token: send it raw in `Authorization`. */
  token: z.string(),
  id: z.number().int(),
  userName: z.string(),
  nickname: z.string(),
  type: accountTypeSchema,
  /** True for agent types 1, 2, 41, 42. */
  isAgent: z.boolean(),
  firstTimeLogin: z.boolean(),
  /** The password is the default one or has expired (with PWDEXPFORCECHANGE3 on). */
  passwordExpired: z.boolean(),
  /** The portal must open the forced change-password modal (passwordExpired, after a login by password). */
  forceChangePassword: z.boolean(),
  merchantCode: z.string(),
  currency: z.string(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** `POST /wps/session/login/freeplay`: a trial (type 4) account, logged in. */
export const freePlayRequestSchema = z.strictObject({
  os: text(32),
  platform: z.literal('W'),
  loginDeviceId: deviceIdSchema.optional(),
});
export type FreePlayRequest = z.infer<typeof freePlayRequestSchema>;

/** Calls without a payload. */
export const emptyRequestSchema = z.strictObject({});
export type EmptyRequest = z.infer<typeof emptyRequestSchema>;
/** Calls whose success carries no value. */
export const emptyValueSchema = z.null();

/** `GET /wps/session/key/rsa`: the public key E calls wrap their AES key with. */
export const payloadKeyValueSchema = z.object({
  keyId: z.string(),
  /** base64 SPKI, RSA-OAEP SHA-256, 2048-bit. */
  publicKey: z.string(),
});
export type PayloadKeyValue = z.infer<typeof payloadKeyValueSchema>;

/** `GET /wps/captcha`: the value is a base64 PNG (no `data:` prefix). */
export const captchaRequestSchema = z.strictObject({
  scene: z.enum(['login', 'register', 'sms']).optional(),
});
export type CaptchaRequest = z.infer<typeof captchaRequestSchema>;
export const captchaValueSchema = z.string();

/**
 * `POST /wps/session/link` (T): a one-time login code for the current account, valid for a minute,
 * for a link such as `https://brand.example/?token=<code>` (the `?token=` login of spec §4). The link
 * carries this code, never a session token.
 */
export const loginLinkValueSchema = z.object({
  code: z.string(),
  /** Epoch ms after which the code is refused. */
  expiresAt: z.number().int(),
});
export type LoginLinkValue = z.infer<typeof loginLinkValueSchema>;

/** `POST /wps/session/link/exchange` (E): trades a login code once for a new session of its account. */
export const exchangeLoginLinkRequestSchema = z.strictObject({
  code: requiredText(128),
  loginDeviceId: deviceIdSchema.optional(),
});
export type ExchangeLoginLinkRequest = z.infer<typeof exchangeLoginLinkRequestSchema>;
