// Password change (revokes the account's other sessions), recovery by e-mail (mails a one-time
// temporary password valid 30 minutes; the current password keeps working until the temporary
// one is used, so nobody can lock a member out by asking) and reset by phone (SMS code, then a
// new session).
import type { ChangePasswordRequest, ForgotPasswordByEmailRequest, LoginValue, ResetPasswordByPhoneRequest } from '@portal/contracts';
import type { AccountRow, SessionRow } from '../db/schema';
import { AppError } from '../lib/app-error';
import { MINUTE, type Clock } from '../lib/clock';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { randomPassword } from '../lib/tokens';
import type { TenantRepositories } from '../repositories/index';
import type { AuthService } from './auth-service';
import type { MessageProvider } from './message-provider';
import { assertPasswordAcceptable } from './password-policy';
import type { SessionService } from './session-service';
import type { Tenant } from './tenant-service';
import { smsRecipient, type VerificationService } from './verification-service';

export const TEMP_PASSWORD_TTL_MS = 30 * MINUTE;
/** One recovery mail per account per minute. */
const EMAIL_RESEND_MS = MINUTE;

export class PasswordService {
  constructor(
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly verification: VerificationService,
    private readonly messages: MessageProvider,
    private readonly auth: AuthService,
  ) {}

  async change(tenant: Tenant, repos: TenantRepositories, current: { session: SessionRow; account: AccountRow }, payload: ChangePasswordRequest): Promise<void> {
    const { account, session } = current;
    if (!(await verifyPassword(account.password_hash, payload.oldPassword))) throw new AppError('old_password_error');
    if (payload.newPassword !== payload.confirmNewPassword) throw new AppError('password_inconsistent');
    if (payload.newPassword === payload.oldPassword) throw new AppError('password_same');
    assertPasswordAcceptable(tenant, payload.newPassword);
    const passwordHash = await hashPassword(payload.newPassword);
    const now = this.clock.now();
    await repos.transaction(async (trx) => {
      await trx.accounts.update(account.id, { password_hash: passwordHash, password_changed_at: now, must_change_password: 0, temp_password_hash: null, temp_password_expires_at: null });
      await this.sessions.endOthers(trx, account.id, session.id);
    });
  }

  async forgotByEmail(tenant: Tenant, repos: TenantRepositories, payload: ForgotPasswordByEmailRequest): Promise<void> {
    const account = await repos.accounts.findByUsername(payload.username);
    const email = payload.email.trim().toLowerCase();
    if (!account || !account.email || account.email.toLowerCase() !== email || account.status !== 'active') throw new AppError('account_not_found');
    const now = this.clock.now();
    if (account.temp_password_expires_at !== null && Number(account.temp_password_expires_at) - TEMP_PASSWORD_TTL_MS + EMAIL_RESEND_MS > now) {
      throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil((Number(account.temp_password_expires_at) - TEMP_PASSWORD_TTL_MS + EMAIL_RESEND_MS - now) / 1000) });
    }
    const temporary = randomPassword(10);
    await repos.accounts.update(account.id, { temp_password_hash: await hashPassword(temporary), temp_password_expires_at: now + TEMP_PASSWORD_TTL_MS });
    await this.messages.sendEmail({
      merchantCode: tenant.merchantCode,
      to: account.email,
      subject: `[${tenant.brandName}] Your temporary password`,
      text: `Hello ${account.username},\n\nlog in with the temporary password ${temporary} within 30 minutes; you will then choose a new password. If you did not ask for this, ignore this mail: your password has not changed.`,
      code: temporary,
    });
  }

  async resetByPhone(tenant: Tenant, repos: TenantRepositories, payload: ResetPasswordByPhoneRequest, meta: { ip: string }): Promise<LoginValue> {
    const account = await repos.accounts.findByMobile(payload.mobileNum);
    if (!account?.mobile_number || account.status !== 'active') throw new AppError('account_not_found');
    assertPasswordAcceptable(tenant, payload.newPassword);
    const recipient = smsRecipient(account.mobile_dialing_code ?? payload.countryDialingCode ?? '', account.mobile_number);
    await this.verification.verifySms(repos, 'noLogin', recipient, payload.verificationCode);
    const now = this.clock.now();
    await repos.transaction(async (trx) => {
      await trx.accounts.update(account.id, { password_hash: await hashPassword(payload.newPassword), password_changed_at: now, must_change_password: 0, temp_password_hash: null, temp_password_expires_at: null });
      await this.sessions.endOthers(trx, account.id);
    });
    const updated = (await repos.accounts.findById(account.id))!;
    return this.auth.startSession(tenant, repos, updated, { ip: meta.ip, deviceId: payload.loginDeviceId, plainPassword: payload.newPassword, viaSms: true });
  }
}
