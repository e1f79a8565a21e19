// The password that confirms a money call (a withdrawal, a transfer to a downline or the upline):
// the payment password when the tenant has PAYMENTPASS3, else the login password. Wrong tries are
// counted like login failures (the login_failures row `payment:<account id>`, taken atomically
// before the compare, so parallel guesses each count): the fifth wrong try in an hour locks the
// account's money calls for 15 minutes (TOO_MANY_REQUESTS with retryAfterSeconds); a right one
// clears the count.
//
// A retry is not a guess. A money call answers a repeated request id (its stored request and
// fingerprint) before it asks for the password (`confirm`'s `replayed`), and at most five tries
// are compared at once: a try past them is neither compared nor counted — it waits for those in
// flight (asking `replayed` again each time), so twenty copies of one request sent at once move
// the money once and all answer it, while twenty guesses at once still get five compares.
import type { SetPaymentPasswordRequest } from '@portal/contracts';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { HOUR, MINUTE, type Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { TenantRepositories } from '../../repositories/index';
import { isModuleOn, type Tenant } from '../platform/tenant-service';

export const MONEY_PASSWORD_TRIES = 5;
export const MONEY_PASSWORD_LOCK_MS = 15 * MINUTE;
const FAILURE_WINDOW_MS = HOUR;
/** How long a try waits for the tries in flight before it is refused (real time, not the clock's). */
const IN_FLIGHT_WAIT_MS = 5_000;
const IN_FLIGHT_POLL_MS = 40;

function lockedError(lockedUntil: number, now: number): AppError {
  return new AppError(
    'TOO_MANY_REQUESTS',
    { retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil - now) / 1000)) },
    'money calls locked after wrong passwords',
  );
}

export type ConfirmWith = 'payment' | 'login';

export class MoneyPasswords {
  constructor(private readonly clock: Clock) {}

  confirmWith(tenant: Tenant): ConfirmWith {
    return isModuleOn(tenant, 'PAYMENTPASS3') ? 'payment' : 'login';
  }

  private key(account: AccountRow): string {
    return `payment:${account.id}`;
  }

  /** Throws when the account's money calls are locked after wrong passwords. */
  private async assertNotLocked(repos: TenantRepositories, account: AccountRow): Promise<void> {
    const now = this.clock.now();
    const state = await repos.loginFailures.get(this.key(account));
    if (state?.lockedUntil && state.lockedUntil > now) throw lockedError(state.lockedUntil, now);
    // A lock served in full starts the count again.
    if (state?.lockedUntil) await repos.loginFailures.clear(this.key(account));
  }

  /**
   * Checks `password` against `hash`, counting the try; throws payment_password_error when wrong.
   * A try that waited for the tries in flight asks `replayed` (a money call's stored answer to its
   * request id) before it goes on: when it answers, that is the call's answer and no password is
   * checked.
   */
  private async check<T>(
    repos: TenantRepositories,
    account: AccountRow,
    hash: string,
    password: string,
    replayed?: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const key = this.key(account);
    const giveUpAt = performance.now() + IN_FLIGHT_WAIT_MS;
    for (let waited = false; ; waited = true) {
      if (waited) {
        const earlier = await replayed?.();
        if (earlier !== undefined) return earlier;
      }
      await this.assertNotLocked(repos, account);
      const now = this.clock.now();
      const taken = await repos.loginFailures.reserveTry(key, now, now - FAILURE_WINDOW_MS, MONEY_PASSWORD_TRIES);
      if ('lockedUntil' in taken) throw lockedError(taken.lockedUntil, now);
      if ('inFlight' in taken) {
        // As many tries as may be compared are in flight: wait for them (a copy of a request finds
        // its first copy's answer), without counting this one.
        if (performance.now() > giveUpAt)
          throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: 1 }, 'payment password tries in flight');
        await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS * (0.5 + Math.random())));
        continue;
      }
      if (await verifyPassword(hash, password)) {
        await repos.loginFailures.clear(key);
        return undefined;
      }
      if (taken.attempt >= MONEY_PASSWORD_TRIES) await repos.loginFailures.lock(key, now + MONEY_PASSWORD_LOCK_MS);
      throw new AppError('payment_password_error', {
        triesLeft: Math.max(MONEY_PASSWORD_TRIES - taken.attempt, 0),
      });
    }
  }

  /**
   * Confirms a money call with the password the tenant asks for. The caller answers a repeated
   * request id before it calls this; `replayed` (the same look-up) is asked again by a try that
   * waited for others in flight, and what it answers is returned instead of checking the password.
   */
  async confirm<T = never>(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    password: string,
    replayed?: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    if (this.confirmWith(tenant) === 'login')
      return this.check(repos, account, account.password_hash, password, replayed);
    if (!account.payment_password_hash) throw new AppError('payment_password_not_set');
    return this.check(repos, account, account.payment_password_hash, password, replayed);
  }

  /** Sets the payment password (the login password confirms the first one, the old one a change). */
  async set(repos: TenantRepositories, account: AccountRow, payload: SetPaymentPasswordRequest): Promise<void> {
    if (payload.paymentPassword !== payload.confirmPaymentPassword) throw new AppError('password_inconsistent');
    await this.check(repos, account, account.payment_password_hash ?? account.password_hash, payload.currentPassword);
    await repos.accounts.update(account.id, { payment_password_hash: await hashPassword(payload.paymentPassword) });
  }
}
