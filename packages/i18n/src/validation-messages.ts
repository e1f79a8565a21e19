// Registration field messages. The platform's settings give each field a patternId (0–10) and
// min/max lengths; the message names the rule and the bounds, with one number when they are equal,
// in the plural form that number takes.

/** Pattern ids the platform defines (wire-notes, "Registration settings"). */
export const PATTERN_IDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export type PatternId = (typeof PATTERN_IDS)[number];

export interface PatternMessage {
  /** A key of the common namespace. */
  key: `validation.pattern.${PatternId}` | `validation.patternExact.${PatternId}` | 'validation.invalid';
  /** The bounds, and `count`: the number the text's noun agrees with (plural forms). */
  values: { min: number; max: number; count: number };
}

export function isPatternId(value: unknown): value is PatternId {
  return typeof value === 'number' && (PATTERN_IDS as readonly number[]).includes(value);
}

/**
 * The message for a field's pattern: `t(key, values)` with the common namespace.
 * Unknown ids get a generic "invalid format" text rather than a wrong rule.
 */
export function patternMessageKey(patternId: number, min: number, max: number): PatternMessage {
  // "6 to 16 characters" agrees with the upper bound, "exactly 8 characters" with the one number.
  const values = { min, max, count: max };
  if (!isPatternId(patternId)) return { key: 'validation.invalid', values };
  return min === max
    ? { key: `validation.patternExact.${patternId}`, values }
    : { key: `validation.pattern.${patternId}`, values };
}
