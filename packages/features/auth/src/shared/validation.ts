// Form validation from rules, for react-hook-form: each field has a list of rules, the first
// broken one gives its message. Registration-field rules come from the platform's settings and go
// through `checkField` from @portal/contracts — the one rule the server applies too. Only zod-free
// parts of the contracts here (forms-zod-free.test.ts): every form's first render uses them.
import { checkField, isEmailAddress, type FieldProblem, type FieldSetting } from '@portal/contracts';
import { patternMessageKey, type TFunction } from '@portal/i18n';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A broken rule: a translation key (with its namespace) and the values it interpolates. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

export type Rule<V> = (value: unknown, values: V) => Problem | null;
export type RuleSet<V> = { [K in keyof V]?: ReadonlyArray<Rule<V>> };

export const REQUIRED: Problem = { key: 'common:validation.required' };
export const INCONSISTENT_TWICE: Problem = { key: 'common:validation.inconsistentTwice' };

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** The message of a checkField problem: required, or the pattern text with (min) and (max). */
export function problemOf(problem: FieldProblem): Problem {
  if (problem.kind === 'required') return REQUIRED;
  const { key, values } = patternMessageKey(problem.patternId, problem.min, problem.max);
  return { key: `common:${key}`, values };
}

export const rules = {
  required<V>(): Rule<V> {
    return (value) => (text(value).trim() === '' ? REQUIRED : null);
  },
  /** A registration-field setting: pattern and length through checkField. */
  setting<V>(setting: FieldSetting, required: boolean): Rule<V> {
    return (value) => {
      const problem = checkField(setting, text(value), required);
      return problem ? problemOf(problem) : null;
    };
  },
  /** Equal to another field ("inconsistent twice"). */
  sameAs<V>(other: keyof V): Rule<V> {
    return (value, values) => (text(value) !== text(values[other]) ? INCONSISTENT_TWICE : null);
  },
  maxLength<V>(max: number): Rule<V> {
    return (value) =>
      [...text(value)].length > max ? { key: 'auth:validation.maxLength', values: { count: max } } : null;
  },
  /** Matches a fixed pattern (spaces ignored), else `problemKey` (empty passes: pair it with `required`). */
  matches<V>(pattern: RegExp, problemKey: string): Rule<V> {
    return (value) => {
      const typed = text(value).replace(/\s/g, '');
      return typed && !pattern.test(typed) ? { key: problemKey } : null;
    };
  },
  /**
   * An e-mail address by the grammar the platform checks whatever the tenant's own pattern allows
   * (no markup); empty passes (pair it with `required` or a setting for that).
   */
  email<V>(): Rule<V> {
    return (value) => {
      const typed = text(value).trim();
      return typed && !isEmailAddress(typed) ? { key: 'auth:validation.email' } : null;
    };
  },
  /** A checkbox that must be ticked. */
  checked<V>(problem: Problem): Rule<V> {
    return (value) => (value === true ? null : problem);
  },
};

/** The first problem of each field, in the order of the rule set. */
export function validateWith<V extends object>(values: V, ruleSet: RuleSet<V>): Partial<Record<keyof V, Problem>> {
  const problems: Partial<Record<keyof V, Problem>> = {};
  for (const field of Object.keys(ruleSet) as Array<keyof V>) {
    for (const rule of ruleSet[field] ?? []) {
      const problem = rule(values[field], values);
      if (problem) {
        problems[field] = problem;
        break;
      }
    }
  }
  return problems;
}

/** A react-hook-form resolver over a rule set; messages are translated with `t`. */
export function rulesResolver<V extends FieldValues>(ruleSet: RuleSet<V>, t: TFunction): Resolver<V> {
  return (values) => {
    const problems = validateWith(values, ruleSet);
    const entries = Object.entries(problems) as Array<[string, Problem]>;
    if (entries.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, problem] of entries) {
      errors[field] = { type: problem.key, message: t(problem.key, problem.values ?? {}) };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
