// What a failed feedback call says: the `support:errors.<code>` texts for the codes below (the
// word-count refusal names the tenant's `min` and `max`, formatted), the throttle's wait from the
// common texts. The rest — common texts, the platform's own message, a generic text — is apiErrorMessage's.
import type { ApiErrorTexts } from '@portal/api';

export const SUPPORT_ERROR_CODES = [
  'feedback_word_count',
  'request_param_err',
  'chat_image_invalid',
  'chat_needs_real_account',
  'chat_conversation_closed',
  'chat_not_found',
] as const;

export const SUPPORT_ERROR_TEXTS: ApiErrorTexts = {
  keys: Object.fromEntries(SUPPORT_ERROR_CODES.map((code) => [code, `support:errors.${code}`])),
  timedKeys: {
    TOO_MANY_REQUESTS: ['common:errors.tooManyRequests', 'common:errors.tooManyRequestsLater'],
    // The chat's flood limit names its wait (value.retryAfterSeconds).
    chat_flood: ['support:errors.chat_flood', 'support:errors.chat_floodLater'],
  },
  interpolateValue: true,
};
