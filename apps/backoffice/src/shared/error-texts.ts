// What a failed staff call says, by errorCode (packages/contracts/src/error-codes.ts): the staff
// codes and those the staff calls share with the portal. `errorText` goes through @portal/api's
// apiErrorMessage, the one way of the workspace; a 401 says the session is over.
import { apiErrorMessage, isApiError, type ApiErrorTexts, type TranslateError } from '@portal/api';

const ns = (key: string) => `backoffice:errors.${key}`;

export const OPS_ERROR_TEXTS: ApiErrorTexts = {
  keys: {
    staff_role_required: ns('staff_role_required'),
    authenticator_not_bound: ns('authenticator_not_bound'),
    staff_exists: ns('staff_exists'),
    staff_not_found: ns('staff_not_found'),
    staff_last_admin: ns('staff_last_admin'),
    reward_ceiling_exceeded: ns('reward_ceiling_exceeded'),
    approval_not_found: ns('approval_not_found'),
    approval_state_invalid: ns('approval_state_invalid'),
    approval_needs_second_staff: ns('approval_needs_second_staff'),
    content_languages_mismatch: ns('content_languages_mismatch'),
    content_html_empty: ns('content_html_empty'),
    content_not_found: ns('content_not_found'),
    content_id_taken: ns('content_id_taken'),
    promotion_kind_locked: ns('promotion_kind_locked'),
    promotion_activities_open: ns('promotion_activities_open'),
    point_redeem_not_found: ns('point_redeem_not_found'),
    point_redeem_state_invalid: ns('point_redeem_state_invalid'),
    activity_already_done: ns('activity_already_done'),
    login_failed: ns('login_failed'),
    withdrawal_state_invalid: ns('withdrawal_state_invalid'),
    money_order_not_found: ns('money_order_not_found'),
    account_not_found: ns('account_not_found'),
    request_param_err: ns('request_param_err'),
    merchant_unknown: ns('merchant_unknown'),
    old_password_error: ns('old_password_error'),
    password_same: ns('password_same'),
    password_rule: ns('password_rule'),
    account_disabled: ns('account_disabled'),
    chat_not_found: ns('chat_not_found'),
    chat_image_invalid: ns('chat_image_invalid'),
    chat_conversation_closed: ns('chat_conversation_closed'),
    // Not the code as the key: i18next would read its `_other` as a plural form.
    chat_claimed_by_other: ns('chat_claimed'),
    chat_needs_real_account: ns('chat_needs_real_account'),
    request_too_large: ns('request_too_large'),
    unsupported_media_type: ns('unsupported_media_type'),
    'login.not.session': ns('session_over'),
    'user.or.token.invalid': ns('session_over'),
    password_attempts_exceeded: ns('session_over'),
  },
  timedKeys: {
    login_locked: [ns('login_locked'), ns('login_locked_later')],
    TOO_MANY_REQUESTS: [ns('too_many_requests'), ns('too_many_requests_later')],
    chat_flood: [ns('chat_flood'), ns('chat_flood_later')],
  },
  // reward_ceiling_exceeded names `ceiling`.
  interpolateValue: true,
};

/** The translated text of a failed call. */
export function errorText(t: TranslateError, error: unknown, formatNumber?: (value: number) => string): string {
  if (isApiError(error) && error.errorCode === 'client.invalid_response') return t(ns('unknown'));
  return apiErrorMessage(t, error, OPS_ERROR_TEXTS, formatNumber);
}
