// When a password must be changed, and whether a new one is acceptable: the tenant's password
// field rule (checkField, the same rule the portal's form applies), never the default password.
import { DEFAULT_PASSWORD, checkField } from '@portal/contracts';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { DAY } from '../../lib/clock';
import { isModuleOn, type Tenant } from '../platform/tenant-service';

/** With PWDEXPFORCECHANGE3 on, a password older than this must be changed. */
export const PASSWORD_MAX_AGE_MS = 90 * DAY;

/** The password is the default one, was set by the platform (temporary), or has expired with expiry on. */
export function passwordExpired(
  tenant: Tenant,
  account: AccountRow,
  plainPassword: string | null,
  now: number,
): boolean {
  if (plainPassword === DEFAULT_PASSWORD || account.must_change_password === 1) return true;
  return isModuleOn(tenant, 'PWDEXPFORCECHANGE3') && now - account.password_changed_at > PASSWORD_MAX_AGE_MS;
}

/** Throws password_rule when a new password breaks the tenant's rule or is the default password. */
export function assertPasswordAcceptable(tenant: Tenant, password: string): void {
  const problem = checkField(tenant.registration.password, password, true);
  if (problem) throw new AppError('password_rule', { field: 'password', ...problem });
  if (password === DEFAULT_PASSWORD) throw new AppError('password_rule', { field: 'password', kind: 'pattern' });
}
