// How repeated locks lengthen — one rule for every lock of an account: the logins' (auth-service,
// from the 10th failed attempt on) and the payment password's (money-password, from the 5th).
import { DAY, MINUTE } from '../../lib/clock';

export const FIRST_LOCK_MS = 15 * MINUTE;
export const LONGEST_LOCK_MS = DAY;

/** The n-th lock in a row (1 = the first): 15 minutes, doubling with each one, at most a day. */
export function escalatingLockMs(nth: number): number {
  return Math.min(FIRST_LOCK_MS * 2 ** Math.max(0, nth - 1), LONGEST_LOCK_MS);
}
