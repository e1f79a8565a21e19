// What a failed lobby call says: our texts for the game codes we act on (this map); the rest —
// common texts, the platform's own message, a generic text — is apiErrorMessage's (@portal/api).
import type { ApiErrorTexts } from '@portal/api';

export const LOBBY_ERROR_TEXTS: ApiErrorTexts = {
  keys: {
    game_not_found: 'lobby:errors.gameNotFound',
    vendor_not_found: 'lobby:errors.vendorNotFound',
    game_maintenance: 'lobby:errors.maintenance',
    game_already_open: 'lobby:errors.alreadyOpen',
    launch_ticket_invalid: 'lobby:errors.ticketInvalid',
  },
};
