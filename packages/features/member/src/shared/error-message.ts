// The text a player reads when a money call fails: our translation of the platform's error code
// (wallet:errors.<code>, with the values the platform names such as min, max or remaining), the
// platform's own message (already in the request's language) for a code we have no text for, our
// texts for the network, else a generic text.
import { CLIENT_ERROR_CODES, isApiError } from '@portal/api';
import type { TFunction } from '@portal/i18n';

const COMMON_KEYS: Readonly<Record<string, string>> = {
  'function.not.available': 'common:errors.functionDisabled',
  [CLIENT_ERROR_CODES.network]: 'common:errors.network',
  [CLIENT_ERROR_CODES.timeout]: 'common:errors.pageLoadTimeout',
};

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
] as const;

const TRANSLATED = new Set<string>(WALLET_ERROR_CODES);

export function walletErrorMessage(t: TFunction, error: unknown, formatAmount: (amount: number) => string = String): string {
  if (!isApiError(error)) return t('common:errors.unknown');
  const common = COMMON_KEYS[error.errorCode];
  if (common) return t(common);
  if (TRANSLATED.has(error.errorCode)) {
    const value = error.value && typeof error.value === 'object' ? (error.value as Record<string, unknown>) : {};
    const amounts = Object.fromEntries(Object.entries(value).map(([key, each]) => [key, typeof each === 'number' ? formatAmount(each) : each]));
    return t(`wallet:errors.${error.errorCode}`, amounts);
  }
  return error.message.trim() || t('common:errors.unknown');
}

/** No answer arrived (the money may or may not have moved): a retry with the same request id is safe. */
export function answerLost(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.errorCode === CLIENT_ERROR_CODES.network || error.errorCode === CLIENT_ERROR_CODES.timeout);
}
