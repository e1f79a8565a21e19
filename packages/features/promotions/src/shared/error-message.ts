// What a failed promotions call says: the `promotions:errors.<code>` texts for the codes below
// (contracts' error codes, "promotions and activities", and the image check the application shares
// with the withdrawal proofs). The rest — common texts, the platform's own message, a generic text —
// is apiErrorMessage's.
import type { ApiErrorTexts } from '@portal/api';

export const PROMOTIONS_ERROR_CODES = [
  'promotion_not_found',
  'promotion_not_open',
  'promotion_kind_mismatch',
  'activity_already_done',
  'raffle_not_eligible',
  'activity_image_unknown',
  'activity_image_limit',
  'proof_image_invalid',
] as const;

export const PROMOTIONS_ERROR_TEXTS: ApiErrorTexts = {
  keys: Object.fromEntries(PROMOTIONS_ERROR_CODES.map((code) => [code, `promotions:errors.${code}`])),
  interpolateValue: true,
};
