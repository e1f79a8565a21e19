// The second factor of a login and the member's sessions (issue 25, wire notes BINDGA3,
// LOGINIPVERF3): an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s) bound from My account
// with ten single-use recovery codes; the second step of a login (a login that must pass a
// challenge answers `login_verify_required` with a `LoginChallenge` as its value and no session);
// and the list of the member's active sessions.
import { z } from 'zod';
import { deviceIdSchema, passwordSchema, requiredText } from './fields';

/** A current authenticator code: six digits (spaces are not accepted on the wire; the portal strips them). */
export const totpCodeSchema = z.string().regex(/^\d{6}$/, 'six digits');
/** A recovery code as handed out: `xxxxx-xxxxx` (letters and digits, case-insensitive). */
export const recoveryCodeSchema = z.string().regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'a recovery code');

/**
 * What a login must pass before its session is issued: `authenticator` (a code from the app, or a
 * recovery code) or `code` (a code sent by SMS or e-mail to the account: a new device or network).
 * Other ways (passkeys, a social provider's step) add their name here.
 */
export const LOGIN_CHALLENGES = ['authenticator', 'code'] as const;
export const loginChallengeKindSchema = z.enum(LOGIN_CHALLENGES);
export type LoginChallengeKind = z.infer<typeof loginChallengeKindSchema>;

/** The value of a `login_verify_required` failure: the ticket to answer the challenge with. */
export const loginChallengeSchema = z.object({
  /** Single use, five minutes; not a session. */
  ticket: z.string(),
  challenge: loginChallengeKindSchema,
  /** Where a `code` challenge's code went, masked (`+84 ****0001`, `m***@example.com`). */
  channel: z.enum(['sms', 'email']).nullable(),
  sentTo: z.string().nullable(),
  /** Epoch ms after which the ticket is refused (log in again). */
  expiresAt: z.number().int(),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

/** Reads a `login_verify_required` failure's value (the portal's login form). */
export function loginChallengeOf(value: unknown): LoginChallenge | null {
  const parsed = loginChallengeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * `POST /wps/session/login/verify` (E): answers a login's challenge; the value is a login's. `method`
 * says what `code` is: `authenticator` (the app's current code), `recovery` (a recovery code, used
 * up) or `code` (the code sent by SMS or e-mail).
 */
export const verifyLoginRequestSchema = z.strictObject({
  ticket: requiredText(128),
  method: z.enum(['authenticator', 'recovery', 'code']),
  code: requiredText(16),
  loginDeviceId: deviceIdSchema.optional(),
});
export type VerifyLoginRequest = z.infer<typeof verifyLoginRequestSchema>;

/**
 * `POST /wps/session/login/verify/resend`: sends a `code` challenge's code again (a new code; the
 * ticket, its expiry and its tries unchanged), once a minute (TOO_MANY_REQUESTS with
 * `retryAfterSeconds` before); the value is the challenge as `login_verify_required` gave it.
 */
export const resendLoginCodeRequestSchema = z.strictObject({ ticket: requiredText(128) });
export type ResendLoginCodeRequest = z.infer<typeof resendLoginCodeRequestSchema>;

/** `GET /wps/member/authenticator` (T, BINDGA3): whether an authenticator is bound. */
export const authenticatorStatusValueSchema = z.object({
  bound: z.boolean(),
  boundAt: z.number().int().nullable(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type AuthenticatorStatusValue = z.infer<typeof authenticatorStatusValueSchema>;

/**
 * `POST /wps/member/authenticator/binding` (T, BINDGA3): a new secret for the app, not yet in force
 * (a new call replaces an unconfirmed one). `uri` is the `otpauth://totp/...` for the QR code.
 */
export const authenticatorBindingValueSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  uri: z.string(),
  issuer: z.string(),
  accountName: z.string(),
});
export type AuthenticatorBindingValue = z.infer<typeof authenticatorBindingValueSchema>;

/** `POST /wps/member/authenticator/binding/confirm` (T, BINDGA3): a current code puts the binding in force. */
export const confirmAuthenticatorRequestSchema = z.strictObject({ code: totpCodeSchema });
export type ConfirmAuthenticatorRequest = z.infer<typeof confirmAuthenticatorRequestSchema>;
/** The ten recovery codes, shown this once (the platform keeps only their hashes). */
export const recoveryCodesValueSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesValue = z.infer<typeof recoveryCodesValueSchema>;

/** `POST /wps/member/authenticator/unbind` (T, E, BINDGA3): the login password and a current code or a recovery code. */
export const unbindAuthenticatorRequestSchema = z.strictObject({
  password: passwordSchema,
  method: z.enum(['authenticator', 'recovery']),
  code: requiredText(16),
});
export type UnbindAuthenticatorRequest = z.infer<typeof unbindAuthenticatorRequestSchema>;

/** One of the member's signed-in sessions. */
export const activeSessionSchema = z.object({
  sessionId: z.number().int(),
  /** A short name of the browser and system (`Chrome on Windows`), or null when unknown. */
  device: z.string().nullable(),
  /** The address with its last part hidden (`203.0.113.*`). */
  ip: z.string(),
  firstSeenAt: z.number().int(),
  lastSeenAt: z.number().int(),
  /** The session of this call. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** `GET /wps/session/active` (T): the member's live sessions, the current one first. */
export const activeSessionsValueSchema = z.object({ sessions: z.array(activeSessionSchema) });
export type ActiveSessionsValue = z.infer<typeof activeSessionsValueSchema>;

/** `POST /wps/session/active/end` (T): ends one other session of the member. */
export const endSessionRequestSchema = z.strictObject({ sessionId: z.number().int().positive() });
export type EndSessionRequest = z.infer<typeof endSessionRequestSchema>;
/** How many sessions a sign-out ended. */
export const endedSessionsValueSchema = z.object({ ended: z.number().int().min(0) });
export type EndedSessionsValue = z.infer<typeof endedSessionsValueSchema>;
