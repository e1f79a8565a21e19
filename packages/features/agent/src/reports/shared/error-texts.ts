// What a failed report call says: the `agentReports:errors.<code>` texts for the codes below; the
// rest (network, module off, the platform's own words, a generic text) is apiErrorMessage's.
import type { ApiErrorTexts } from '@portal/api';

/** The codes `agentReports:errors` translates (contracts' error-codes.ts). */
export const REPORT_ERROR_CODES = [
  // A username (a filter) names someone outside the agent's team.
  'agent_target_outside_team',
  // The account is not an agent (type 1, 2, 41 or 42).
  'account_type_refused',
  // A filter the platform refused (a period too long, a malformed name).
  'request_param_err',
] as const;

export const REPORT_ERROR_TEXTS: ApiErrorTexts = {
  keys: Object.fromEntries(REPORT_ERROR_CODES.map((code) => [code, `agentReports:errors.${code}`])),
};
