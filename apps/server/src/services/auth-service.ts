// Logging in: by username and password, by mobile number and SMS code, and free play (a new
// trial account). After 3 failed logins for a username a captcha is required (the failure's value
// says `{ captcha: true }`); a right login clears the count.
import { ACCOUNT_TYPES, WALLET_IDS, type FreePlayRequest, type LoginRequest, type LoginValue } from '@portal/contracts';
import type { AccountRow } from '../db/schema';
import { AppError } from '../lib/app-error';
import { HOUR, type Clock } from '../lib/clock';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../lib/passwords';
import { randomPassword, randomToken } from '../lib/tokens';
import type { TenantRepositories } from '../repositories/index';
import type { CaptchaService } from './captcha-service';
import { passwordExpired } from './password-policy';
import type { SessionService } from './session-service';
import { isModuleOn, type Tenant } from './tenant-service';
import { smsRecipient, type VerificationService } from './verification-service';

export const FAILURES_BEFORE_CAPTCHA = 3;
/** Failures older than this are forgotten. */
const FAILURE_WINDOW_MS = HOUR;
/** Trial accounts start with this much play money (minor units). */
export const TRIAL_CREDIT_MINOR = 200_000;

export interface RequestMeta {
  ip: string;
  captchaId: string | undefined;
}

export class AuthService {
  constructor(
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly captchas: CaptchaService,
    private readonly verification: VerificationService,
  ) {}

  private async failures(repos: TenantRepositories, key: string): Promise<number> {
    const row = await repos.loginFailures.get(key);
    if (!row || this.clock.now() - row.lastFailedAt > FAILURE_WINDOW_MS) return 0;
    return row.failures;
  }

  private async fail(repos: TenantRepositories, key: string, previous: number, code: 'login_failed' | 'verification_code_invalid' | 'verification_code_expired' | 'verification_code_locked' = 'login_failed'): Promise<never> {
    const failures = previous + 1;
    await repos.loginFailures.set(key, failures, this.clock.now());
    throw new AppError(code, { captcha: failures >= FAILURES_BEFORE_CAPTCHA });
  }

  async login(tenant: Tenant, repos: TenantRepositories, payload: LoginRequest, meta: RequestMeta): Promise<LoginValue> {
    const key = payload.username.trim().toLowerCase();
    const failures = await this.failures(repos, key);
    if (failures >= FAILURES_BEFORE_CAPTCHA) {
      if (!(await this.captchas.verify(repos, meta.captchaId, payload.captcha))) throw new AppError('captcha_error', { captcha: true });
    }

    let account: AccountRow | undefined;
    let plainPassword: string | null = null;
    if (payload.type === 'sms') {
      if (!isModuleOn(tenant, 'VERIFICATION3') || !isModuleOn(tenant, 'MOBILEVERCODELOGIN3')) throw new AppError('function.not.available');
      account = await repos.accounts.findByMobile(payload.username.trim());
      if (!account?.mobile_number) return this.fail(repos, key, failures);
      const recipient = smsRecipient(account.mobile_dialing_code ?? payload.countryDialingCode ?? '', account.mobile_number);
      try {
        await this.verification.verifySms(repos, 'noLogin', recipient, payload.password);
      } catch (error) {
        if (error instanceof AppError && (error.code === 'verification_code_invalid' || error.code === 'verification_code_expired' || error.code === 'verification_code_locked')) {
          return this.fail(repos, key, failures, error.code);
        }
        throw error;
      }
    } else {
      account = await repos.accounts.findByUsername(key);
      if (!account) {
        await verifyAgainstNothing(payload.password);
        return this.fail(repos, key, failures);
      }
      if (!(await this.checkPassword(repos, account, payload.password))) return this.fail(repos, key, failures);
      plainPassword = payload.password;
      account = (await repos.accounts.findById(account.id)) ?? account;
    }
    if (account.status !== 'active') throw new AppError('account_disabled');
    if (failures) await repos.loginFailures.clear(key);
    return this.startSession(tenant, repos, account, { ip: meta.ip, deviceId: payload.loginDeviceId, plainPassword, viaSms: payload.type === 'sms' });
  }

  /**
   * The account's password, or its unexpired temporary password from the e-mail recovery. Logging
   * in with the temporary one makes it the password and demands a change.
   */
  private async checkPassword(repos: TenantRepositories, account: AccountRow, password: string): Promise<boolean> {
    if (await verifyPassword(account.password_hash, password)) return true;
    const now = this.clock.now();
    if (account.temp_password_hash && Number(account.temp_password_expires_at) > now && (await verifyPassword(account.temp_password_hash, password))) {
      await repos.accounts.update(account.id, {
        password_hash: account.temp_password_hash,
        temp_password_hash: null,
        temp_password_expires_at: null,
        password_changed_at: now,
        must_change_password: 1,
      });
      return true;
    }
    return false;
  }

  async startSession(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    options: { ip: string; deviceId: string | undefined; plainPassword: string | null; viaSms: boolean },
  ): Promise<LoginValue> {
    const firstTimeLogin = account.last_login_at === null;
    const expired = passwordExpired(tenant, account, options.plainPassword, this.clock.now());
    const { token } = await this.sessions.start(repos, account, { ip: options.ip, deviceId: options.deviceId ?? null });
    return this.sessions.loginValue(tenant, account, token, { firstTimeLogin, passwordExpired: expired, forceChangePassword: expired && !options.viaSms });
  }

  /** A new trial (type 4) account with play money, logged in. */
  async freePlay(tenant: Tenant, repos: TenantRepositories, payload: FreePlayRequest, meta: RequestMeta): Promise<LoginValue> {
    const now = this.clock.now();
    const passwordHash = await hashPassword(randomPassword(16));
    const suffix = randomToken(6).replace(/[^a-zA-Z0-9]/g, '').toLowerCase().padEnd(8, '0').slice(0, 8);
    const username = `guest${suffix}`;
    const accountId = await repos.transaction(async (trx) => {
      const id = await trx.accounts.insert({
        username,
        username_key: username,
        nickname: `Guest ${suffix.slice(0, 4).toUpperCase()}`,
        type: ACCOUNT_TYPES.TRIAL,
        status: 'active',
        password_hash: passwordHash,
        password_changed_at: now,
        must_change_password: 0,
        profile_json: JSON.stringify({ os: payload.os }),
        language: tenant.config.defaultLanguage,
        created_at: now,
      });
      await trx.wallets.open(id, WALLET_IDS.MAIN, tenant.config.currency.code, now);
      await trx.wallets.post({ accountId: id, walletId: WALLET_IDS.MAIN, amountMinor: TRIAL_CREDIT_MINOR, kind: 'trial_credit', reference: null, now });
      return id;
    });
    const account = (await repos.accounts.findById(accountId))!;
    return this.startSession(tenant, repos, account, { ip: meta.ip, deviceId: payload.loginDeviceId, plainPassword: null, viaSms: false });
  }
}
