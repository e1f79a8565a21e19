// Small pieces the money services share: order numbers, the UTC day of the daily limit, masked
// account numbers. Amounts and request fingerprints are lib/money.ts's.
import { randomBytes } from 'node:crypto';

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A platform-wide unique number: a letter for its kind, the UTC date, twelve random characters. */
export function newMoneyNo(prefix: 'D' | 'W' | 'T' | 'P' | 'C', now: number): string {
  const date = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  const random = [...randomBytes(12)].map((b) => ORDER_ALPHABET[b % ORDER_ALPHABET.length]).join('');
  return `${prefix}${date}${random}`;
}

/** The day a daily limit counts in: the UTC calendar day (the same for every tenant). */
export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Only the last four characters of an account number. */
export function maskAccountNumber(number: string): string {
  const compact = number.replace(/[\s-]/g, '');
  return `${'*'.repeat(Math.max(compact.length - 4, 4))}${compact.slice(-4)}`;
}
