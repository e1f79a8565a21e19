// The amount rule the forms share with the contract (AMOUNT_PATTERN) and the limits of a call.
import { describe, expect, it } from 'vitest';
import { amountProblem } from './amount';

describe('amountProblem', () => {
  it('accepts digits with at most two decimals inside the limits', () => {
    for (const text of ['10', '10.5', '10.50', ' 250 ', '50000'])
      expect(amountProblem(text, { min: 10, max: 50000 })).toBeNull();
  });

  it('names what is wrong', () => {
    expect(amountProblem('', { min: 10 })).toBe('required');
    expect(amountProblem('abc')).toBe('notANumber');
    expect(amountProblem('1e3')).toBe('notANumber');
    expect(amountProblem('12.')).toBe('notANumber');
    expect(amountProblem('007')).toBe('notANumber');
    expect(amountProblem('1.234')).toBe('decimals');
    expect(amountProblem('0')).toBe('belowMin');
    expect(amountProblem('-5')).toBe('belowMin');
    expect(amountProblem('9.99', { min: 10 })).toBe('belowMin');
    expect(amountProblem('50000.01', { max: 50000 })).toBe('aboveMax');
    expect(amountProblem('501', { max: 1000, available: 500 })).toBe('aboveAvailable');
  });
});
