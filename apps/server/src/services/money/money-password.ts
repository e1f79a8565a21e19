// The password that confirms a money call (a withdrawal, a transfer to a downline or the upline):
// the payment password when the tenant has PAYMENTPASS3, else the login password. Wrong tries are
// counted like login failures (the login_failures row `payment:<account id>`, taken atomically
// before the compare, so parallel guesses each count, and forgotten like them an hour after the
// last try and the end of the last lock).
//
// Locks escalate like the login's (services/accounts/escalating-lock.ts, the same rule): the fifth
// wrong try locks the account's money calls for 15 minutes (TOO_MANY_REQUESTS with
// retryAfterSeconds), and once a lock has run out each further wrong try locks again at once, each
// lock twice as long as the one before, up to a day. Locks are counted for a day (the row
// `payment-locks:<account id>`), so waiting out the hour that forgets the tries does not start the
// lengths again. At the first lock the member finds a message in the inbox (its language); at the
// third (`locksBeforeLogout`) every session of the account ends (`password_attempts_exceeded`, a
// session-over code): a stolen token cannot go on guessing, and logging in needs the login
// password. A right password once a lock has run out clears both counts.
//
// A retry is not a guess. A money call answers a repeated request id (its stored request and
// fingerprint) before it asks for the password (`confirm`'s `replayed`), and only so many tries
// are compared at once — the first five of a run together, after a lock one at a time: a try past
// them is neither compared nor counted; it waits for those in flight (asking `replayed` again each
// time), so twenty copies of one request sent at once move the money once and all answer it,
// while twenty guesses at once still get five compares.
import type { SetPaymentPasswordRequest } from '@portal/contracts';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { DAY, HOUR, MINUTE, type Clock } from '../../lib/clock';
import { type PasswordHasher, verifyPassword } from '../../lib/passwords';
import type { TenantRepositories } from '../../repositories/index';
import { escalatingLockMs } from '../accounts/escalating-lock';
import type { InboxService } from '../member-centre/inbox-service';
import { isModuleOn, type Tenant } from '../platform/tenant-service';
import { paymentLockMessage } from './payment-lock-message';

export const MONEY_PASSWORD_TRIES = 5;
/** The locks (counted for a day) at which every session of the account ends. */
export const MONEY_PASSWORD_LOCKS_BEFORE_LOGOUT = 3;
const FAILURE_WINDOW_MS = HOUR;
/** Locks are remembered this long after the last one (and its end), so their lengths keep growing. */
const LOCK_MEMORY_MS = DAY;
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

export interface MoneyPasswordOptions {
  /** The lock at which the account's sessions end (default MONEY_PASSWORD_LOCKS_BEFORE_LOGOUT). */
  locksBeforeLogout?: number;
}

export class MoneyPasswords {
  private readonly locksBeforeLogout: number;

  constructor(
    private readonly clock: Clock,
    private readonly inbox: InboxService,
    private readonly hasher: PasswordHasher,
    options: MoneyPasswordOptions = {},
  ) {
    this.locksBeforeLogout = options.locksBeforeLogout ?? MONEY_PASSWORD_LOCKS_BEFORE_LOGOUT;
  }

  confirmWith(tenant: Tenant): ConfirmWith {
    return isModuleOn(tenant, 'PAYMENTPASS3') ? 'payment' : 'login';
  }

  private key(account: AccountRow): string {
    return `payment:${account.id}`;
  }

  private locksKey(account: AccountRow): string {
    return `payment-locks:${account.id}`;
  }

  /**
   * A wrong try that locks (the fifth of a run, or any after a lock ran out): the lock, its length
   * by the locks of the last day, the inbox message at the first, the end of every session at
   * `locksBeforeLogout` — in one transaction.
   */
  private async lock(repos: TenantRepositories, account: AccountRow, attempt: number, now: number): Promise<never> {
    const { nth, lockMs } = await repos.transaction(async (trx) => {
      const nth = await trx.loginFailures.reserve(this.locksKey(account), now, now - LOCK_MEMORY_MS);
      const lockMs = escalatingLockMs(nth);
      await trx.loginFailures.lock(this.key(account), now + lockMs);
      if (nth === 1)
        await this.inbox.send(trx, account.id, paymentLockMessage(account.language, attempt, lockMs / MINUTE));
      if (nth >= this.locksBeforeLogout) await trx.sessions.revokeAccount(account.id, 'paymentPasswordLocked', now);
      return { nth, lockMs };
    });
    if (nth >= this.locksBeforeLogout)
      throw new AppError('password_attempts_exceeded', null, `payment password lock ${nth}: sessions ended`);
    throw new AppError(
      'payment_password_error',
      { triesLeft: 0 },
      `payment password lock ${nth}: money calls locked for ${lockMs / MINUTE} minutes`,
    );
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
        await repos.loginFailures.clear(this.locksKey(account));
        return undefined;
      }
      if (taken.attempt >= MONEY_PASSWORD_TRIES) return this.lock(repos, account, taken.attempt, now);
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
    await repos.accounts.update(account.id, { payment_password_hash: await this.hasher.hash(payload.paymentPassword) });
  }
}
