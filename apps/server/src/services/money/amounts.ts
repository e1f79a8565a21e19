// Small pieces the money services share: amounts between the wire's decimal strings and integer
// minor units, order numbers, the UTC day of the daily limit, request fingerprints.
import { createHash, randomBytes } from 'node:crypto';

/** `"12.5"` (a contract amount: digits, at most two decimals) → 1250, exactly (no float rounding). */
export function toMinor(amount: string): number {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 → `"12.50"`: what a provider's callback carries. */
export function minorToAmount(minor: number): string {
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** Major units (tenant limits) → minor units. */
export function majorToMinor(major: number): number {
  return Math.round(major * 100);
}

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A platform-wide unique number: a letter for its kind, the UTC date, twelve random characters. */
export function newMoneyNo(prefix: 'D' | 'W' | 'T', now: number): string {
  const date = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  const random = [...randomBytes(12)].map((b) => ORDER_ALPHABET[b % ORDER_ALPHABET.length]).join('');
  return `${prefix}${date}${random}`;
}

/** The day a daily limit counts in: the UTC calendar day (the same for every tenant). */
export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** What a money request asked, so a reused request id can be told from a retry. */
export function requestFingerprint(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** Only the last four characters of an account number. */
export function maskAccountNumber(number: string): string {
  const compact = number.replace(/[\s-]/g, '');
  return `${'*'.repeat(Math.max(compact.length - 4, 4))}${compact.slice(-4)}`;
}
