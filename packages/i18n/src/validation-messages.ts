// Registration field messages. The platform's settings give each field a patternId (0–10) and
// min/max lengths; the message names the rule and the bounds, with one number when they are equal.

/** Pattern ids the platform defines (wire-notes, "Registration settings"). */
export const PATTERN_IDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export type PatternId = (typeof PATTERN_IDS)[number];

export interface PatternMessage {
  /** A key of the common namespace. */
  key: `validation.pattern.${PatternId}` | `validation.patternExact.${PatternId}` | 'validation.invalid';
  values: { min: number; max: number };
}

export function isPatternId(value: unknown): value is PatternId {
  return typeof value === 'number' && (PATTERN_IDS as readonly number[]).includes(value);
}

/**
 * The message for a field's pattern: `t(key, values)` with the common namespace.
 * Unknown ids get a generic "invalid format" text rather than a wrong rule.
 */
export function patternMessageKey(patternId: number, min: number, max: number): PatternMessage {
  const values = { min, max };
  if (!isPatternId(patternId)) return { key: 'validation.invalid', values };
  return min === max
    ? { key: `validation.patternExact.${patternId}`, values }
    : { key: `validation.pattern.${patternId}`, values };
}
