// Social sign-in through standard OpenID Connect (issue 25; spec §1, §2: Google / Facebook buttons
// behind GOOGLELOGIN3 / FACEBOOKLOGIN3). Provider-agnostic: a tenant lists its providers in
// tenant.json (`socialSignIn.providers`); Google and Facebook are just two configurations. The flow
// is the authorization code with PKCE (S256), state and nonce:
//   startSocialSignIn → the provider's authorize URL (state, nonce and code verifier kept by the
//   platform, single use, ten minutes) → the provider → the portal's `/social/callback` page →
//   completeSocialSignIn (state checked, code exchanged, ID token checked) → a session (or
//   `login_verify_required` for an account with a second step, or `social_link_required` when the
//   provider's verified e-mail belongs to a member, who confirms the password with linkSocialIdentity).
import { z } from 'zod';
import { deviceIdSchema, passwordSchema, requiredText } from './fields';
import { moduleIdSchema } from './modules';
import { SOCIAL_CALLBACK_PATH } from './sign-in-constants';

/** A provider's id in a tenant's list and in the calls' paths: lower-case letters, digits, dashes. */
export const socialProviderIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{1,31}$/, 'lower-case letters, digits and dashes, starting with a letter');

/** Which translated label the portal's button shows ("Continue with Google"; `other`: "Continue with {{name}}"). */
export const SOCIAL_PROVIDER_LABELS = ['google', 'facebook', 'other'] as const;
export const socialProviderLabelSchema = z.enum(SOCIAL_PROVIDER_LABELS);
export type SocialProviderLabel = z.infer<typeof socialProviderLabelSchema>;

/**
 * One OpenID Connect provider of a tenant (tenant.json `socialSignIn.providers`). The client secret
 * is never in the repository: `clientSecretEnv` names the environment variable that holds it. Only a
 * demo provider may carry `demoClientSecret` (the platform ignores it in production).
 */
export const tenantSocialProviderSchema = z
  .object({
    id: socialProviderIdSchema,
    /** The issuer (its `/.well-known/openid-configuration` is read): `https://accounts.google.com`. */
    issuer: z.string().url(),
    clientId: z.string().min(1).max(256),
    clientSecretEnv: z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'an environment variable name'),
    demoClientSecret: z.string().min(1).optional(),
    label: socialProviderLabelSchema,
    /** The provider's name on an `other` button. */
    name: z.string().min(1).max(40),
    /** The module flag that shows the button (GOOGLELOGIN3, FACEBOOKLOGIN3, or another module). */
    module: moduleIdSchema,
    /** Scopes asked for besides `openid` (default `email`). */
    scopes: z.array(z.string().regex(/^[\w.:/-]+$/)).optional(),
  })
  .strict();
export type TenantSocialProvider = z.infer<typeof tenantSocialProviderSchema>;

export const tenantSocialSignInSchema = z
  .object({
    providers: z
      .array(tenantSocialProviderSchema)
      .refine((list) => new Set(list.map((p) => p.id)).size === list.length, { message: 'provider ids are unique' }),
  })
  .strict();
export type TenantSocialSignIn = z.infer<typeof tenantSocialSignInSchema>;

/** A button the portal shows: a provider configured for the tenant whose module is on. */
export const socialProviderSchema = z.object({
  id: socialProviderIdSchema,
  label: socialProviderLabelSchema,
  name: z.string(),
});
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** `GET /wps/social/providers` (N): the tenant's social sign-in buttons (empty: none). */
export const socialProvidersValueSchema = z.object({ providers: z.array(socialProviderSchema) });
export type SocialProvidersValue = z.infer<typeof socialProvidersValueSchema>;

/** Whether a URL is an http(s) address of the portal's callback page (no query: the provider adds it). */
function isCallbackUrl(uri: string): boolean {
  try {
    const url = new URL(uri);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.pathname === SOCIAL_CALLBACK_PATH &&
      !url.search &&
      !url.hash
    );
  } catch {
    return false;
  }
}

/** A path of the portal (not a URL of another site): where the browser goes once signed in. */
export const returnPathSchema = z
  .string()
  .max(256)
  .regex(/^\/(?![/\\])[^\s]*$/, 'a path of the portal');

/**
 * `POST /wps/social/start` (N): the provider's authorize URL to send the browser to. `redirectUri`
 * is the portal's callback page (`<origin>/social/callback`), registered with the provider.
 */
export const startSocialSignInRequestSchema = z.strictObject({
  provider: socialProviderIdSchema,
  redirectUri: z
    .string()
    .max(512)
    .refine(isCallbackUrl, { message: `an http(s) URL of the portal's ${SOCIAL_CALLBACK_PATH}` }),
  returnPath: returnPathSchema.optional(),
});
export type StartSocialSignInRequest = z.infer<typeof startSocialSignInRequestSchema>;
export const startSocialSignInValueSchema = z.object({
  authorizationUrl: z.string().url(),
  /** Epoch ms after which the state is refused (start again). */
  expiresAt: z.number().int(),
});
export type StartSocialSignInValue = z.infer<typeof startSocialSignInValueSchema>;

/**
 * `POST /wps/social/callback` (N): what the provider put on the callback page's address (`state` and
 * `code`, or `error` when the member cancelled or the provider refused). The value is a login's.
 */
export const completeSocialSignInRequestSchema = z.strictObject({
  state: requiredText(128),
  code: z.string().min(1).max(2048).optional(),
  iss: z.string().max(512).optional(),
  error: z.string().max(128).optional(),
  errorDescription: z.string().max(512).optional(),
  loginDeviceId: deviceIdSchema.optional(),
});
export type CompleteSocialSignInRequest = z.infer<typeof completeSocialSignInRequestSchema>;

/** The value of a `social_link_required` failure: the member whose e-mail the provider gave confirms the password. */
export const socialLinkChallengeSchema = z.object({
  /** Single use, ten minutes, five tries; not a session. */
  linkTicket: z.string(),
  provider: socialProviderSchema,
  /** The member's username (they type its password). */
  username: z.string(),
  /** Where the browser goes once linked. */
  returnPath: z.string().nullable(),
  expiresAt: z.number().int(),
});
export type SocialLinkChallenge = z.infer<typeof socialLinkChallengeSchema>;

/** Reads a `social_link_required` failure's value (the portal's callback page). */
export function socialLinkChallengeOf(value: unknown): SocialLinkChallenge | null {
  const parsed = socialLinkChallengeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** `POST /wps/social/link` (N, E): the member's password links the provider's identity and signs in. */
export const linkSocialIdentityRequestSchema = z.strictObject({
  linkTicket: requiredText(128),
  password: passwordSchema,
  loginDeviceId: deviceIdSchema.optional(),
});
export type LinkSocialIdentityRequest = z.infer<typeof linkSocialIdentityRequestSchema>;
