// The one way the auth screens reach answer-checks.ts: loaded on first use, once (a failed load, e.g.
// offline, is tried again on the next use).
import { isApiError } from '@portal/api';
import type { ErrorCode, LoginChallenge, SocialLinkChallenge } from '@portal/contracts';
import type * as AnswerChecksModule from './answer-checks';

export type AnswerChecks = typeof AnswerChecksModule;
let checks: Promise<AnswerChecks> | null = null;

export function loadAnswerChecks(): Promise<AnswerChecks> {
  checks ??= import('./answer-checks').catch((error: unknown) => {
    checks = null;
    throw error;
  });
  return checks;
}

/** Starts loading the checks ahead of a use that will need them (a failed load is tried again then). */
export function warmAnswerChecks(): void {
  loadAnswerChecks().catch(() => undefined);
}

/**
 * A failure of `errorCode` read by one of the checks, or null: null as well for another failure, a
 * value that does not read, or checks that cannot load (the failure then shows as the error it is).
 */
async function readFailure<T>(
  failure: unknown,
  errorCode: ErrorCode,
  read: (checks: AnswerChecks, value: unknown) => T | null,
): Promise<T | null> {
  if (!isApiError(failure) || failure.errorCode !== errorCode) return null;
  return loadAnswerChecks().then(
    (checks) => read(checks, failure.value),
    () => null,
  );
}

/** The second step a login (by password, by a reset or through a provider) must pass, or null. */
export const loginChallengeFrom = (failure: unknown): Promise<LoginChallenge | null> =>
  readFailure(failure, 'login_verify_required', (checks, value) => checks.loginChallengeOf(value));

/** The member account a provider's e-mail belongs to, to confirm with its password, or null. */
export const socialLinkChallengeFrom = (failure: unknown): Promise<SocialLinkChallenge | null> =>
  readFailure(failure, 'social_link_required', (checks, value) => checks.socialLinkChallengeOf(value));
