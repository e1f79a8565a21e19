import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { minorToAmount, requestFingerprint, toMajor, toMinor } from './money';

describe('money units', () => {
  it('reads decimal strings exactly, whatever a float would make of them', () => {
    expect(toMinor('12.5')).toBe(1250);
    expect(toMinor('12.50')).toBe(1250);
    expect(toMinor('0.07')).toBe(7);
    expect(toMinor('100')).toBe(10_000);
    // 1.005 * 100 is 100.49999999999999 as a float; 0.29 * 100 is 28.999999999999996.
    expect(toMinor('0.29')).toBe(29);
    expect(toMinor('999999999999.99')).toBe(99_999_999_999_999);
    expect(toMinor('-3.2')).toBe(-320);
  });

  it('refuses a string that is not an amount of at most two decimals', () => {
    for (const bad of ['', '1.005', '1,5', '1e3', ' 1', '.5', 'abc', '1.']) expect(() => toMinor(bad)).toThrow();
  });

  it('rounds numbers in major units to the nearest minor unit', () => {
    expect(toMinor(12.5)).toBe(1250);
    expect(toMinor(0.29)).toBe(29);
    expect(toMinor(50_000)).toBe(5_000_000);
    expect(() => toMinor(Number.NaN)).toThrow();
  });

  it('answers major units as numbers and as two-place strings', () => {
    expect(toMajor(1250)).toBe(12.5);
    expect(toMajor(-7)).toBe(-0.07);
    expect(toMajor(0)).toBe(0);
    expect(minorToAmount(1250)).toBe('12.50');
    expect(minorToAmount(7)).toBe('0.07');
    expect(minorToAmount(-5)).toBe('-0.05');
    expect(minorToAmount(-1250)).toBe('-12.50');
    for (const minor of [0, 1, 99, 100, 123_456_789]) expect(toMinor(minorToAmount(minor))).toBe(minor);
  });

  it('fingerprints a request as the SHA-256 of its parts in JSON (the stored hashes depend on it)', () => {
    const parts = [7, 'FAST5', '202601010001', [['BIG_SMALL', 'BIG', 100]]];
    expect(requestFingerprint(parts)).toBe(createHash('sha256').update(JSON.stringify(parts)).digest('hex'));
    expect(requestFingerprint(['deposit', 'BANK', 100])).not.toBe(requestFingerprint(['deposit', 'BANK', 101]));
  });
});
