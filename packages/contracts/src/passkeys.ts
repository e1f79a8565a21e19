// Passkeys (WebAuthn) as a way in (issue 25). A member registers a passkey from My account
// (options, then the browser's `navigator.credentials.create` answer); a visitor signs in with one
// (options, then the browser's `navigator.credentials.get` answer). The options are the WebAuthn
// JSON the browser library (`@simplewebauthn/browser`'s `startRegistration` / `startAuthentication`)
// takes as `optionsJSON`; the answers are the JSON it returns. A passkey with user verification is a
// second factor by itself: its sign-in asks no authenticator code and no new-device code.
import { z } from 'zod';
import { deviceIdSchema, passwordSchema, requiredText } from './fields';

/** base64url without padding, as WebAuthn's JSON carries binary values. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'base64url');

/** A passkey's name as the member sees it (`Chrome on Linux`). */
export const passkeyNameSchema = z.string().trim().min(1).max(64);

/** What a browser may name as a transport (unknown ones are dropped by the platform). */
const transportsSchema = z.array(z.string().max(32)).max(8);

/** `navigator.credentials.create`'s answer as JSON (RegistrationResponseJSON). */
export const registrationResponseSchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    authenticatorData: base64url(8192).optional(),
    transports: transportsSchema.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** `navigator.credentials.get`'s answer as JSON (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.object({
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(8192),
    signature: base64url(8192),
    userHandle: base64url(256).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

/**
 * `POST /wps/member/passkeys/options` (T): the options for `navigator.credentials.create`
 * (PublicKeyCredentialCreationOptionsJSON): a single-use challenge bound to this session, five
 * minutes; a discoverable credential with user verification; the member's passkeys excluded.
 */
export const passkeyRegistrationOptionsSchema = z.looseObject({
  challenge: z.string(),
  rp: z.looseObject({ id: z.string().optional(), name: z.string() }),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

/** `POST /wps/member/passkeys` (T): the browser's answer to the options; `name` defaults to the browser and system. */
export const registerPasskeyRequestSchema = z.strictObject({
  response: registrationResponseSchema,
  name: passkeyNameSchema.optional(),
});
export type RegisterPasskeyRequest = z.infer<typeof registerPasskeyRequestSchema>;

/** One of the member's passkeys. */
export const passkeySchema = z.object({
  passkeyId: z.number().int(),
  name: z.string(),
  createdAt: z.number().int(),
  lastUsedAt: z.number().int().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** `GET /wps/member/passkeys` (T): the member's passkeys, oldest first. */
export const passkeysValueSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeysValue = z.infer<typeof passkeysValueSchema>;

/** `POST /wps/member/passkeys/rename` (T). */
export const renamePasskeyRequestSchema = z.strictObject({
  passkeyId: z.number().int().positive(),
  name: passkeyNameSchema,
});
export type RenamePasskeyRequest = z.infer<typeof renamePasskeyRequestSchema>;

/**
 * `POST /wps/member/passkeys/remove` (T, E): the login password, as the authenticator's unbinding
 * asks, and the authenticator's current code when one is bound.
 */
export const removePasskeyRequestSchema = z.strictObject({
  passkeyId: z.number().int().positive(),
  password: passwordSchema,
  authenticatorCode: requiredText(16).optional(),
});
export type RemovePasskeyRequest = z.infer<typeof removePasskeyRequestSchema>;

/**
 * `POST /wps/session/passkey/options` (N): the options for `navigator.credentials.get`
 * (PublicKeyCredentialRequestOptionsJSON): a single-use challenge of this tenant, five minutes,
 * no credentials named (the browser offers the discoverable ones), user verification required.
 */
export const passkeyLoginOptionsSchema = z.looseObject({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  userVerification: z.string().optional(),
});
export type PasskeyLoginOptions = z.infer<typeof passkeyLoginOptionsSchema>;

/** `POST /wps/session/passkey` (N): the browser's answer; the value is a login's. */
export const passkeyLoginRequestSchema = z.strictObject({
  response: authenticationResponseSchema,
  loginDeviceId: deviceIdSchema.optional(),
});
export type PasskeyLoginRequest = z.infer<typeof passkeyLoginRequestSchema>;
