// What a failed accounts call says: this key map (errorCode → translation key, and the throttle and
// lock-out texts that say when to try again); the rest — the common texts, the platform's own
// message (already in the request's language), a generic text — is apiErrorMessage's (@portal/api).
import { type ApiError, type ApiErrorTexts } from '@portal/api';

export const AUTH_ERROR_TEXTS: ApiErrorTexts = {
  keys: {
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
    password_attempts_exceeded: 'auth:session.ended.passwordAttempts',
    login_link_invalid: 'auth:serverErrors.loginLinkInvalid',
    login_verify_required: 'common:errors.verificationRequired',
    maintenance: 'auth:serverErrors.maintenance',
    'login.not.session': 'auth:session.ended.expired',
    duplicateLogin: 'auth:session.ended.duplicateLogin',
    token_ip_different: 'auth:session.ended.ipChanged',
    'user.or.token.invalid': 'auth:session.ended.expired',
    second_factor_code_invalid: 'auth:serverErrors.secondFactorCode',
    login_ticket_invalid: 'auth:serverErrors.loginTicket',
    authenticator_code_required: 'auth:serverErrors.authenticatorRequired',
    authenticator_already_bound: 'auth:serverErrors.authenticatorBound',
    authenticator_not_bound: 'auth:serverErrors.authenticatorNotBound',
    password_wrong: 'auth:serverErrors.passwordWrong',
    session_not_found: 'auth:serverErrors.sessionNotFound',
    social_provider_not_configured: 'auth:serverErrors.socialNotConfigured',
    social_state_invalid: 'auth:serverErrors.socialState',
    social_nonce_mismatch: 'auth:serverErrors.socialNonce',
    social_provider_error: 'auth:serverErrors.socialProvider',
    social_link_required: 'auth:serverErrors.socialLinkRequired',
    social_link_invalid: 'auth:serverErrors.socialLinkInvalid',
  },
  timedKeys: {
    TOO_MANY_REQUESTS: ['common:errors.tooManyRequests', 'common:errors.tooManyRequestsLater'],
    login_locked: ['auth:serverErrors.loginLocked', 'auth:serverErrors.loginLockedLater'],
  },
};

/** Whether a failed login asks for the captcha from now on (`value: { captcha: true }`). */
export function errorWantsCaptcha(error: ApiError | undefined): boolean {
  const value = error?.value;
  return typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;
}
