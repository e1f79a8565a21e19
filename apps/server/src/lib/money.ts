// Money's units and request fingerprints, in one place for every domain.
//
// Inside the platform an amount is an integer of minor units (two decimals for every currency:
// 1250 is 12.50). Amounts cross into major units only here:
//   - toMinor("12.50") reads the contracts' decimal string exactly (digit by digit, no float);
//   - toMinor(12.5) reads a number in major units (tenant limits, catalogue rows, a list filter),
//     rounded to the nearest minor unit;
//   - toMajor(1250) is the number an answer carries (12.5), minorToAmount(1250) the string "12.50"
//     (what a payment provider signs).
// The rule for the wire is in the server README (*Money on the wire*).
import { createHash } from 'node:crypto';

/** Minor units in one major unit: two decimals, for every currency the platform carries. */
export const MINOR_PER_MAJOR = 100;

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Major units → integer minor units. A decimal string (the contracts' `amountSchema`: digits, at most
 * two decimals) converts exactly; a number is rounded to the nearest minor unit.
 */
export function toMinor(major: string | number): number {
  if (typeof major === 'number') {
    const minor = Math.round(major * MINOR_PER_MAJOR);
    if (!Number.isSafeInteger(minor)) throw new Error(`not an amount: ${major}`);
    return minor;
  }
  const match = DECIMAL.exec(major);
  if (!match) throw new Error(`not an amount of at most two decimals: "${major}"`);
  const [, sign, whole, fraction = ''] = match;
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) throw new Error(`amount out of range: "${major}"`);
  return sign ? -minor : minor;
}

/** Integer minor units → the number in major units an answer carries (1250 → 12.5). */
export function toMajor(minor: number): number {
  return Math.round(minor) / MINOR_PER_MAJOR;
}

/** Integer minor units → the decimal string with two places (1250 → "12.50", -5 → "-0.05"). */
export function minorToAmount(minor: number): string {
  const whole = Math.round(Math.abs(minor));
  const text = `${Math.trunc(whole / MINOR_PER_MAJOR)}.${String(whole % MINOR_PER_MAJOR).padStart(2, '0')}`;
  return minor < 0 ? `-${text}` : text;
}

/**
 * What a request asked, as a SHA-256 hex of its parts (JSON): stored with what the request made
 * (a round, a bet request, an order), so a reused request id can be told from a retry. The parts
 * are the caller's, in a fixed order; changing them changes every stored fingerprint.
 */
export function requestFingerprint(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
