// What a failed money call says: the `wallet:errors.<code>` texts for the codes below, with the
// values the platform names (min, max, remaining…) in the page's amount format. The rest — common
// texts, the platform's own message, a generic text — is apiErrorMessage's (@portal/api).
import type { ApiErrorTexts } from '@portal/api';

/** The codes `wallet:errors` translates (contracts' error codes, "wallet, payments and transfers"). */
export const WALLET_ERROR_CODES = [
  'amount_below_minimum',
  'amount_above_maximum',
  'daily_limit_exceeded',
  'insufficient_balance',
  'payment_password_error',
  'payment_password_not_set',
  'payee_not_found',
  'payee_already_bound',
  'payment_method_unknown',
  'money_order_not_found',
  'withdrawal_state_invalid',
  'proof_image_invalid',
  'proof_image_limit',
  'transfer_target_invalid',
  'wallet_not_found',
  'request_id_conflict',
  // the authenticator app's code on a withdrawal (issue 25)
  'authenticator_code_required',
  'second_factor_code_invalid',
  // responsible gaming: a deposit over the member's own limit (its remaining amount)
  'rg_deposit_limit',
] as const;

/** Pass the page's amount format as apiErrorMessage's `formatNumber` (default: the bare number). */
export const WALLET_ERROR_TEXTS: ApiErrorTexts = {
  keys: Object.fromEntries(WALLET_ERROR_CODES.map((code) => [code, `wallet:errors.${code}`])),
  interpolateValue: true,
};
