// What the auth screens read out of a platform answer with the contracts' schemas (and so zod): a
// failure's value as a login's second step, a social link to confirm or a field the platform
// refused, and where the visitor registers as the platform checks it. Every one runs after a person
// acts, so this module loads then (load-answer-checks.ts), never with a form: zod and these schemas
// were one task of ~120 ms at a phone's 4× slowdown at the start of /register and the login page.
import {
  fieldErrorValueSchema,
  loginChallengeOf,
  registerRequestSchema,
  socialLinkChallengeOf,
  type FieldErrorValue,
  type RegisterRequest,
} from '@portal/contracts';

export { loginChallengeOf, socialLinkChallengeOf };

/** A failure's value as the field the platform refused (its own check of a form rule), or null. */
export function fieldErrorOf(value: unknown): FieldErrorValue | null {
  const parsed = fieldErrorValueSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Where the visitor registers, as the platform checks it: `domain` a host name (no port, so
 * `location.hostname`) and `registerUrl` an http(s) address. A value the platform would refuse
 * (an IPv6 host, a file: page, an address over 2048 characters) is left out rather than failing
 * the registration over a detail the visitor cannot change.
 */
export function registrationPlace(href: string, hostname: string): Pick<RegisterRequest, 'registerUrl' | 'domain'> {
  const { registerUrl, domain } = registerRequestSchema.shape;
  return {
    ...(href && registerUrl.safeParse(href).success ? { registerUrl: href } : {}),
    ...(hostname && domain.safeParse(hostname).success ? { domain: hostname } : {}),
  };
}
