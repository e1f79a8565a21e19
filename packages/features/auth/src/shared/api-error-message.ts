// The text a person reads when a call fails: a translation chosen by the platform's errorCode, the
// platform's own message (already in the request's language) for codes we have no text for, and a
// generic text when there is neither. Clients branch on the code, never on the message.
import { CLIENT_ERROR_CODES, isApiError, type ApiError } from '@portal/api';
import type { TFunction } from '@portal/i18n';

/** errorCode → translation key (with namespace). */
export const ERROR_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  login_failed: 'auth:serverErrors.loginFailed',
  captcha_error: 'auth:serverErrors.captcha',
  account_disabled: 'auth:serverErrors.accountDisabled',
  account_type_refused: 'auth:serverErrors.accountTypeRefused',
  username_exists: 'auth:serverErrors.usernameExists',
  mobile_exists: 'auth:serverErrors.mobileExists',
  field_invalid: 'auth:serverErrors.fieldInvalid',
  password_rule: 'auth:serverErrors.passwordRule',
  password_inconsistent: 'common:validation.inconsistentTwice',
  old_password_error: 'auth:serverErrors.oldPassword',
  password_same: 'auth:serverErrors.passwordSame',
  account_not_found: 'common:errors.accountNotFound',
  verification_code_invalid: 'common:errors.invalidCode',
  verification_code_expired: 'common:errors.codeExpired',
  verification_code_locked: 'auth:serverErrors.codeLocked',
  mobile_invalid: 'common:errors.invalidPhone',
  invitation_code_error: 'common:errors.invitationCode',
  TOO_MANY_REQUESTS: 'common:errors.tooManyRequests',
  login_locked: 'auth:serverErrors.loginLocked',
  password_attempts_exceeded: 'auth:session.ended.passwordAttempts',
  login_link_invalid: 'auth:serverErrors.loginLinkInvalid',
  login_verify_required: 'common:errors.verificationRequired',
  'function.not.available': 'common:errors.functionDisabled',
  maintenance: 'auth:serverErrors.maintenance',
  'login.not.session': 'auth:session.ended.expired',
  duplicateLogin: 'auth:session.ended.duplicateLogin',
  token_ip_different: 'auth:session.ended.ipChanged',
  'user.or.token.invalid': 'auth:session.ended.expired',
  [CLIENT_ERROR_CODES.network]: 'common:errors.network',
  [CLIENT_ERROR_CODES.timeout]: 'common:errors.pageLoadTimeout',
};

/**
 * Texts that say when to try again, from the error's `retryAfterSeconds`; without one the
 * second key, which says "later".
 */
const TIMED_MESSAGE_KEYS: Readonly<Record<string, readonly [timed: string, untimed: string]>> = {
  TOO_MANY_REQUESTS: ['common:errors.tooManyRequests', 'common:errors.tooManyRequestsLater'],
  login_locked: ['auth:serverErrors.loginLocked', 'auth:serverErrors.loginLockedLater'],
};

/** The seconds a throttled or locked call says to wait (`value.retryAfterSeconds`), if any. */
export function retryAfterSecondsOf(error: ApiError | undefined): number | undefined {
  const value = error?.value;
  const seconds = typeof value === 'object' && value !== null ? (value as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** The translated text for a failed call (an ApiError, or anything a mutation's unwrap threw). */
export function apiErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('common:errors.unknown');
  const timed = TIMED_MESSAGE_KEYS[error.errorCode];
  if (timed) {
    const retryAfterSeconds = retryAfterSecondsOf(error);
    return retryAfterSeconds === undefined ? t(timed[1]) : t(timed[0], { retryAfterSeconds });
  }
  const key = ERROR_MESSAGE_KEYS[error.errorCode];
  if (key) return t(key);
  const own = error.message.trim();
  return own || t('common:errors.unknown');
}

/** Whether a failed login asks for the captcha from now on (`value: { captcha: true }`). */
export function errorWantsCaptcha(error: ApiError | undefined): boolean {
  const value = error?.value;
  return typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;
}
