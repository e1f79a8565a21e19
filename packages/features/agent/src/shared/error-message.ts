// What a failed agent call says: the `agent:errors.<code>` texts for the codes below (contracts'
// error codes of the agent centre, and the registration checks registerCenter shares with the
// public form), interpolating the error's value (`ceilingRate`, `min`, `max`). The rest — common
// texts, the platform's own message, a generic text — is apiErrorMessage's.
import type { ApiErrorTexts } from '@portal/api';

export const AGENT_ERROR_CODES = [
  'contract_rate_invalid',
  'contract_rate_above_upline',
  'agent_target_outside_team',
  'contract_downline_conflict',
  'contract_not_found',
  'contract_state_invalid',
  'account_type_refused',
  'username_exists',
  'field_invalid',
  'password_rule',
  'password_inconsistent',
] as const;

export const AGENT_ERROR_TEXTS: ApiErrorTexts = {
  keys: Object.fromEntries(AGENT_ERROR_CODES.map((code) => [code, `agent:errors.${code}`])),
  interpolateValue: true,
};
