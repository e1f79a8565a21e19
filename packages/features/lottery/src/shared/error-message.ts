// The text a player reads when a lottery call fails: the platform's own message (translated in the
// request's language: stake limits, a closed issue, not enough balance…), our texts for the
// network, else a generic text.
import { CLIENT_ERROR_CODES, isApiError } from '@portal/api';
import type { TFunction } from '@portal/i18n';

const KEYS: Readonly<Record<string, string>> = {
  'function.not.available': 'common:errors.functionDisabled',
  [CLIENT_ERROR_CODES.network]: 'common:errors.network',
  [CLIENT_ERROR_CODES.timeout]: 'common:errors.pageLoadTimeout',
};

export function lotteryErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('common:errors.unknown');
  const key = KEYS[error.errorCode];
  if (key) return t(key);
  return error.message.trim() || t('common:errors.unknown');
}

/** No answer arrived (the bets may or may not have been taken): a retry with the same id is safe. */
export function answerLost(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.errorCode === CLIENT_ERROR_CODES.network || error.errorCode === CLIENT_ERROR_CODES.timeout);
}
