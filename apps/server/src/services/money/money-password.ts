// The password that confirms a money call (a withdrawal, a transfer to a downline or the upline):
// the payment password when the tenant has PAYMENTPASS3, else the login password. Wrong tries are
// counted like login failures (the login_failures row `payment:<account id>`, taken atomically
// before the compare, so parallel guesses each count): the fifth wrong try in an hour locks the
// account's money calls for 15 minutes (TOO_MANY_REQUESTS with retryAfterSeconds); a right one
// clears the count. Since tries are counted before the compare, more than five password checks of
// one account in flight at once are refused like guesses (no person sends that many).
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
    if (state?.lockedUntil && state.lockedUntil > now)
      throw new AppError(
        'TOO_MANY_REQUESTS',
        { retryAfterSeconds: Math.ceil((state.lockedUntil - now) / 1000) },
        'money calls locked after wrong passwords',
      );
    // A lock served in full starts the count again.
    if (state?.lockedUntil) await repos.loginFailures.clear(this.key(account));
  }

  /** Checks `password` against `hash`, counting the try; throws payment_password_error when wrong. */
  private async check(repos: TenantRepositories, account: AccountRow, hash: string, password: string): Promise<void> {
    await this.assertNotLocked(repos, account);
    const key = this.key(account);
    const now = this.clock.now();
    const attempt = await repos.loginFailures.reserve(key, now, now - FAILURE_WINDOW_MS);
    if (attempt <= MONEY_PASSWORD_TRIES && (await verifyPassword(hash, password))) {
      await repos.loginFailures.clear(key);
      return;
    }
    if (attempt >= MONEY_PASSWORD_TRIES) await repos.loginFailures.lock(key, now + MONEY_PASSWORD_LOCK_MS);
    throw new AppError('payment_password_error', { triesLeft: Math.max(MONEY_PASSWORD_TRIES - attempt, 0) });
  }

  /** Confirms a money call with the password the tenant asks for. */
  async confirm(tenant: Tenant, repos: TenantRepositories, account: AccountRow, password: string): Promise<void> {
    if (this.confirmWith(tenant) === 'login') return this.check(repos, account, account.password_hash, password);
    if (!account.payment_password_hash) throw new AppError('payment_password_not_set');
    return this.check(repos, account, account.payment_password_hash, password);
  }

  /** Sets the payment password (the login password confirms the first one, the old one a change). */
  async set(repos: TenantRepositories, account: AccountRow, payload: SetPaymentPasswordRequest): Promise<void> {
    if (payload.paymentPassword !== payload.confirmPaymentPassword) throw new AppError('password_inconsistent');
    await this.check(repos, account, account.payment_password_hash ?? account.password_hash, payload.currentPassword);
    await repos.accounts.update(account.id, { payment_password_hash: await hashPassword(payload.paymentPassword) });
  }
}
