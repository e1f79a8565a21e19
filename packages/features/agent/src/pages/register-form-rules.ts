// registerCenter's form check: the contract's request schema (registerDownlineRequestSchema) with
// the tenant's username and password rules over it (checkField, the rule the platform applies to
// the same fields), and the confirmation equal to the password. Messages are translation keys with
// their values; the form translates them.
import {
  checkField,
  registerDownlineRequestSchema,
  type FieldSetting,
  type RegisterDownlineRequest,
  type RegistrationSettings,
} from '@portal/contracts';
import { patternMessageKey } from '@portal/i18n';

export interface RegisterValues {
  accountType: 'member' | 'agent';
  username: string;
  password: string;
  confirmPassword: string;
}

export interface RuleProblem {
  key: string;
  values?: Record<string, string | number>;
}

const REQUIRED: RuleProblem = { key: 'common:validation.required' };

function settingProblem(setting: FieldSetting | undefined, value: string): RuleProblem | null {
  if (!setting) return value === '' ? REQUIRED : null;
  const problem = checkField(setting, value, true);
  if (!problem) return null;
  if (problem.kind === 'required') return REQUIRED;
  const { key, values } = patternMessageKey(problem.patternId, problem.min, problem.max);
  return { key: `common:${key}`, values };
}

/** The first problem of each field (none: the request to send). */
export function checkRegisterValues(
  values: RegisterValues,
  settings: RegistrationSettings | undefined,
): { problems: Partial<Record<keyof RegisterValues, RuleProblem>>; request?: RegisterDownlineRequest } {
  const problems: Partial<Record<keyof RegisterValues, RuleProblem>> = {};
  const username = settingProblem(settings?.username, values.username.trim());
  if (username) problems.username = username;
  const password = settingProblem(settings?.password, values.password);
  if (password) problems.password = password;
  if (values.confirmPassword === '') problems.confirmPassword = REQUIRED;
  else if (values.confirmPassword !== values.password)
    problems.confirmPassword = { key: 'common:validation.inconsistentTwice' };
  const parsed = registerDownlineRequestSchema.safeParse({ ...values, username: values.username.trim() });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof RegisterValues;
      problems[field] ??= { key: 'agent:register.invalid' };
    }
  return Object.keys(problems).length > 0 || !parsed.success ? { problems } : { problems, request: parsed.data };
}
