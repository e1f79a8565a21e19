// Password change (revokes the account's other sessions; after PASSWORD_CHANGE_TRIES wrong old
// passwords every session of the account ends, so a stolen token cannot guess on), recovery by
// e-mail (needs a captcha; mails a one-time temporary password valid 30 minutes, at most one a
// minute and `recoveryMailsPerAccount` a day; the current password keeps working until the
// temporary one is used, so nobody can lock a member out by asking) and reset by phone (SMS code,
// then a new session; an unknown number answers as a wrong code does).
import type {
  ChangePasswordRequest,
  ForgotPasswordByEmailRequest,
  LoginValue,
  ResetPasswordByPhoneRequest,
} from '@portal/contracts';
import type { AbuseLimits } from '../../config';
import type { AccountRow, SessionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { DAY, MINUTE, type Clock } from '../../lib/clock';
import { type PasswordHasher, verifyPassword } from '../../lib/passwords';
import { randomPassword } from '../../lib/tokens';
import type { TenantRepositories } from '../../repositories/index';
import { FAILURE_WINDOW_MS, type AuthService, type RequestMeta } from './auth-service';
import type { CaptchaService } from './captcha-service';
import type { MessageProvider } from '../platform/message-provider';
import { assertPasswordAcceptable } from './password-policy';
import type { SessionService } from './session-service';
import { tenantMobile } from './tenant-mobile';
import type { Tenant } from '../platform/tenant-service';
import type { VerificationService } from './verification-service';

export const TEMP_PASSWORD_TTL_MS = 30 * MINUTE;
/** One recovery mail per account per minute. */
const EMAIL_RESEND_MS = MINUTE;
/** Wrong old passwords at a password change before every session of the account ends. */
export const PASSWORD_CHANGE_TRIES = 5;

export class PasswordService {
  constructor(
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly verification: VerificationService,
    private readonly messages: MessageProvider,
    private readonly auth: AuthService,
    private readonly captchas: CaptchaService,
    private readonly limits: AbuseLimits,
    private readonly hasher: PasswordHasher,
  ) {}

  async change(
    tenant: Tenant,
    repos: TenantRepositories,
    current: { session: SessionRow; account: AccountRow },
    payload: ChangePasswordRequest,
  ): Promise<void> {
    const { account, session } = current;
    const key = `password-change:${account.id}`;
    const attempt = await repos.loginFailures.reserve(key, this.clock.now(), this.clock.now() - FAILURE_WINDOW_MS);
    if (!(await verifyPassword(account.password_hash, payload.oldPassword))) {
      if (attempt < PASSWORD_CHANGE_TRIES)
        throw new AppError('old_password_error', { triesLeft: PASSWORD_CHANGE_TRIES - attempt });
      await this.sessions.endOthers(repos, account.id);
      await repos.loginFailures.clear(key);
      throw new AppError('password_attempts_exceeded');
    }
    await repos.loginFailures.clear(key);
    if (payload.newPassword !== payload.confirmNewPassword) throw new AppError('password_inconsistent');
    if (payload.newPassword === payload.oldPassword) throw new AppError('password_same');
    assertPasswordAcceptable(tenant, payload.newPassword);
    const passwordHash = await this.hasher.hash(payload.newPassword);
    const now = this.clock.now();
    await repos.transaction(async (trx) => {
      await trx.accounts.update(account.id, {
        password_hash: passwordHash,
        password_changed_at: now,
        must_change_password: 0,
        temp_password_hash: null,
        temp_password_expires_at: null,
      });
      await this.sessions.endOthers(trx, account.id, session.id);
    });
  }

  async forgotByEmail(
    tenant: Tenant,
    repos: TenantRepositories,
    payload: ForgotPasswordByEmailRequest,
    meta: RequestMeta,
  ): Promise<void> {
    if (!(await this.captchas.verify(repos, meta.captchaId, payload.captcha)))
      throw new AppError('captcha_error', { captcha: true });
    const account = await repos.accounts.findByUsername(payload.username);
    const email = payload.email.trim().toLowerCase();
    if (!account || !account.email || account.email.toLowerCase() !== email || account.status !== 'active')
      throw new AppError('account_not_found');
    const now = this.clock.now();
    if (
      account.temp_password_expires_at !== null &&
      account.temp_password_expires_at - TEMP_PASSWORD_TTL_MS + EMAIL_RESEND_MS > now
    ) {
      const nextMailAt = account.temp_password_expires_at - TEMP_PASSWORD_TTL_MS + EMAIL_RESEND_MS;
      throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil((nextMailAt - now) / 1000) });
    }
    const today = await repos.codes.countSince('email', now - DAY, { recipient: email });
    if (today.count >= this.limits.recoveryMailsPerAccount) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        { retryAfterSeconds: Math.max(1, Math.ceil(((today.oldest ?? now) + DAY - now) / 1000)) },
        'daily recovery-mail cap',
      );
    }
    const temporary = randomPassword(10);
    const temporaryHash = await this.hasher.hash(temporary);
    await repos.transaction(async (trx) => {
      await trx.accounts.update(account.id, {
        temp_password_hash: temporaryHash,
        temp_password_expires_at: now + TEMP_PASSWORD_TTL_MS,
      });
      // The send is recorded with the other codes, where the daily cap counts it; the temporary
      // password itself lives (hashed) on the account.
      await trx.codes.insert({
        channel: 'email',
        purpose: 'emailReset',
        recipient: email,
        codeHash: '',
        now,
        expiresAt: now + TEMP_PASSWORD_TTL_MS,
        ip: meta.ip,
        country: null,
        delivered: true,
      });
    });
    await this.messages.sendEmail({
      merchantCode: tenant.merchantCode,
      to: account.email,
      subject: `[${tenant.brandName}] Your temporary password`,
      text: `Hello ${account.username},\n\nlog in with the temporary password ${temporary} within 30 minutes; you will then choose a new password. If you did not ask for this, ignore this mail: your password has not changed.`,
      code: temporary,
    });
  }

  async resetByPhone(
    tenant: Tenant,
    repos: TenantRepositories,
    payload: ResetPasswordByPhoneRequest,
    meta: { ip: string; userAgent?: string | undefined },
  ): Promise<LoginValue> {
    // Nothing that depends on the account is said before the code is right.
    assertPasswordAcceptable(tenant, payload.newPassword);
    const mobile = tenantMobile(tenant, payload.countryDialingCode, payload.mobileNum);
    await this.verification.verifySms(repos, 'noLogin', mobile.e164, payload.verificationCode);
    const account = await repos.accounts.findByMobile(mobile.e164);
    if (account?.status !== 'active') throw new AppError('verification_code_invalid');
    const now = this.clock.now();
    await repos.transaction(async (trx) => {
      await trx.accounts.update(account.id, {
        password_hash: await this.hasher.hash(payload.newPassword),
        password_changed_at: now,
        must_change_password: 0,
        temp_password_hash: null,
        temp_password_expires_at: null,
      });
      await this.sessions.endOthers(trx, account.id);
    });
    const updated = (await repos.accounts.findById(account.id))!;
    // The phone proved the reset, not the login: an account with an authenticator still answers its
    // challenge (login_verify_required) before a session is issued; the new password stays.
    return this.auth.sessionOrChallenge(tenant, repos, updated, {
      ip: meta.ip,
      deviceId: payload.loginDeviceId,
      plainPassword: payload.newPassword,
      viaSms: true,
      userAgent: meta.userAgent,
      failureKey: mobile.e164,
    });
  }
}
