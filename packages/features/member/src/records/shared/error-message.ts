// The text a player reads when a record call fails: the platform's own message (in the request's
// language), our texts for a module that is off and for the network, else a generic text.
import { CLIENT_ERROR_CODES, isApiError } from '@portal/api';
import type { TFunction } from '@portal/i18n';

const KEYS: Readonly<Record<string, string>> = {
  'function.not.available': 'common:errors.functionDisabled',
  [CLIENT_ERROR_CODES.network]: 'common:errors.network',
  [CLIENT_ERROR_CODES.timeout]: 'common:errors.pageLoadTimeout',
};

export function recordsErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('common:errors.unknown');
  const key = KEYS[error.errorCode];
  if (key) return t(key);
  return error.message.trim() || t('common:errors.unknown');
}
