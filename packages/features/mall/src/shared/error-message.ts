// What a failed points call says: the `mall:errors.<code>` texts for the codes below (contracts'
// error codes, "points mall", and the password and request-id codes the redeem and convert share
// with the money calls), with the values the platform names (available, required, min) formatted.
// The rest — common texts, the platform's own message, a generic text — is apiErrorMessage's.
import type { ApiErrorTexts } from '@portal/api';

export const MALL_ERROR_CODES = [
  'insufficient_points',
  'point_reward_not_found',
  'point_reward_out_of_stock',
  'point_requirement_unmet',
  'payment_password_error',
  'payment_password_not_set',
  'amount_below_minimum',
  'request_id_conflict',
  'request_param_err',
] as const;

export const MALL_ERROR_TEXTS: ApiErrorTexts = {
  keys: Object.fromEntries(MALL_ERROR_CODES.map((code) => [code, `mall:errors.${code}`])),
  interpolateValue: true,
};
