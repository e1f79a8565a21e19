// The amount a player types, checked with the contract's rule (AMOUNT_PATTERN: digits, at most two
// decimals, above zero) and the limits of the method or call, so the form says what is wrong
// before the platform does. The platform checks again and is the judge.
import { AMOUNT_PATTERN } from '@portal/contracts';

export type AmountProblem = 'required' | 'notANumber' | 'decimals' | 'belowMin' | 'aboveMax' | 'aboveAvailable';

export interface AmountLimits {
  min?: number;
  max?: number;
  /** What the wallet holds: more cannot leave it. */
  available?: number;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

export function amountProblem(text: string, { min, max, available }: AmountLimits = {}): AmountProblem | null {
  const value = text.trim();
  if (!value) return 'required';
  if (!NUMBER.test(value)) return 'notANumber';
  if ((value.split('.')[1] ?? '').length > 2) return 'decimals';
  const amount = Number(value);
  if (amount <= 0 || (min !== undefined && amount < min)) return 'belowMin';
  // Leading zeros ("007") and other shapes the contract refuses.
  if (!AMOUNT_PATTERN.test(value)) return 'notANumber';
  if (max !== undefined && amount > max) return 'aboveMax';
  if (available !== undefined && amount > available) return 'aboveAvailable';
  return null;
}
