// What a failed responsible-gaming call says: the `responsibleGaming:errors.<code>` texts, with the
// remaining amount in the page's money format; the rest (rg_timed_out, rg_self_excluded, common
// failures) is apiErrorMessage's, which falls back on the platform's translated message.
import type { ApiErrorTexts } from '@portal/api';

const RG_ERROR_CODES = ['rg_deposit_limit', 'rg_loss_limit', 'rg_already_restricted', 'rg_password_wrong'] as const;

export const RG_ERROR_TEXTS: ApiErrorTexts = {
  keys: Object.fromEntries(RG_ERROR_CODES.map((code) => [code, `responsibleGaming:errors.${code}`])),
  interpolateValue: true,
};
