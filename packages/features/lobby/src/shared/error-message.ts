// The text a player reads when a lobby call fails: our translation for the game codes we act on,
// else the platform's own message (already in the request's language), else a generic text.
import { CLIENT_ERROR_CODES, isApiError } from '@portal/api';
import type { TFunction } from '@portal/i18n';

const KEYS: Readonly<Record<string, string>> = {
  game_not_found: 'lobby:errors.gameNotFound',
  vendor_not_found: 'lobby:errors.vendorNotFound',
  game_maintenance: 'lobby:errors.maintenance',
  game_already_open: 'lobby:errors.alreadyOpen',
  launch_ticket_invalid: 'lobby:errors.ticketInvalid',
  'function.not.available': 'common:errors.functionDisabled',
  [CLIENT_ERROR_CODES.network]: 'common:errors.network',
  [CLIENT_ERROR_CODES.timeout]: 'common:errors.pageLoadTimeout',
};

export function lobbyErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('common:errors.unknown');
  const key = KEYS[error.errorCode];
  if (key) return t(key);
  return error.message.trim() || t('common:errors.unknown');
}
