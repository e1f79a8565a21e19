// The sign-in screens' constants and the e-mail grammar, without zod: the login and register forms
// use them at their first render, and their schema modules (social-sign-in.ts, second-factor.ts,
// member.ts) would bring zod and their schemas into a phone's start, one task of ~120 ms at 4× on
// /register and on a brand's login page (zod-free.test.ts; README: performance).

/** The portal's page the provider sends the browser back to (its path on the portal's origin). */
export const SOCIAL_CALLBACK_PATH = '/social/callback';

/** Seconds between two sends of a login's device code (the portal's countdown). */
export const LOGIN_CODE_RESEND_SECONDS = 60;

/** The longest e-mail address the platform keeps. */
export const EMAIL_MAX_LENGTH = 254;
/**
 * The e-mail grammar the platform checks (member.ts' `emailSchema` is built on it): zod's own
 * (`z.regexes.email`, schemas.test.ts keeps them equal). No markup fits it.
 */
// Character for character zod's source, its escapes included, so that the two compare equal.
/* eslint-disable no-useless-escape */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/* eslint-enable no-useless-escape */

/** Whether a text is an e-mail address the platform accepts (what `emailSchema` accepts). */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}
