// Logging in: by username and password, by mobile number and SMS code, and free play (a new
// trial account). Every attempt is counted before the password or code is checked (an atomic
// increment, so parallel guesses each get their own number): from the 4th attempt since the last
// success a captcha is required (the failure's value says `{ captcha: true }`), and from the 10th
// each failure locks the account's logins for 15 minutes, doubling with every further failure up to
// a day, with the member told by e-mail or SMS at the first lock. A right login clears the count.
//
// A right first step does not always make a session: login-challenge.ts decides whether the login
// must pass a second step (an authenticator's code, a code for a new device); then the answer is
// `login_verify_required` with a ticket, `verifyLogin` takes the code, and a wrong code counts
// towards the same lock (the count is cleared only once the session is issued).
import {
  ACCOUNT_TYPES,
  WALLET_IDS,
  type ExchangeLoginLinkRequest,
  type FreePlayRequest,
  type LoginLinkValue,
  type LoginRequest,
  type LoginValue,
  type VerifyLoginRequest,
} from '@portal/contracts';
import type { AbuseLimits } from '../../config';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { DAY, HOUR, MINUTE, type Clock } from '../../lib/clock';
import { escalatingLockMs, FIRST_LOCK_MS } from './escalating-lock';
import { type PasswordHasher, verifyPassword } from '../../lib/passwords';
import { keyedHash, randomPassword, randomToken } from '../../lib/tokens';
import type { TenantRepositories } from '../../repositories/index';
import type { CaptchaService } from './captcha-service';
import type { MessageProvider } from '../platform/message-provider';
import { passwordExpired } from './password-policy';
import type { SessionService } from './session-service';
import { tenantMobile } from './tenant-mobile';
import { isModuleOn, type Tenant } from '../platform/tenant-service';
import type { TrialAccountPurge } from './trial-accounts';
import type { VerificationService } from './verification-service';
import type { LoginChallenges, LoginContext } from './login-challenge';
import { networkOf } from '../../lib/network';

export const FAILURES_BEFORE_CAPTCHA = 3;
/** From this many failed attempts on, each failure locks the account's logins. */
export const FAILURES_BEFORE_LOCK = 10;
export { FIRST_LOCK_MS };
/** Attempts older than this (and older than the end of the last lock) are forgotten. */
export const FAILURE_WINDOW_MS = HOUR;
/** Trial accounts start with this much play money (minor units). */
export const TRIAL_CREDIT_MINOR = 200_000;
/** How long a `?token=` login link's code can be traded for a session. */
export const LOGIN_LINK_TTL_MS = MINUTE;

/** The lock after the n-th failed attempt: the 10th is the first (escalating-lock.ts: 15 min, doubling, a day at most). */
export function lockDuration(attempts: number): number {
  return escalatingLockMs(attempts - FAILURES_BEFORE_LOCK + 1);
}

export interface RequestMeta {
  ip: string;
  captchaId: string | undefined;
  /** The browser's User-Agent (the active-sessions list). */
  userAgent?: string | undefined;
}

type LoginFailureCode =
  'login_failed' | 'verification_code_invalid' | 'verification_code_expired' | 'verification_code_locked';
const SMS_FAILURE_CODES: readonly string[] = [
  'verification_code_invalid',
  'verification_code_expired',
  'verification_code_locked',
];

export class AuthService {
  constructor(
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    private readonly captchas: CaptchaService,
    private readonly verification: VerificationService,
    private readonly messages: MessageProvider,
    private readonly pepper: string,
    private readonly limits: AbuseLimits,
    private readonly trials: TrialAccountPurge,
    private readonly challenges: LoginChallenges,
    private readonly hasher: PasswordHasher,
  ) {}

  /**
   * Counts the attempt, refusing it while the key is locked and asking for the captcha once the
   * earlier attempts reach FAILURES_BEFORE_CAPTCHA. Returns this attempt's number.
   */
  private async reserveAttempt(
    repos: TenantRepositories,
    key: string,
    meta: RequestMeta,
    captcha: string | undefined,
  ): Promise<number> {
    const now = this.clock.now();
    const state = await repos.loginFailures.get(key);
    if (state?.lockedUntil && state.lockedUntil > now) {
      throw new AppError('login_locked', { retryAfterSeconds: Math.ceil((state.lockedUntil - now) / 1000) });
    }
    const attempt = await repos.loginFailures.reserve(key, now, now - FAILURE_WINDOW_MS);
    if (attempt > FAILURES_BEFORE_CAPTCHA && !(await this.captchas.verify(repos, meta.captchaId, captcha)))
      throw new AppError('captcha_error', { captcha: true });
    return attempt;
  }

  /** A failed attempt: locks from FAILURES_BEFORE_LOCK on (telling the member at the first lock), then answers. */
  private async fail(
    tenant: Tenant,
    repos: TenantRepositories,
    key: string,
    attempt: number,
    account: AccountRow | undefined,
    code: LoginFailureCode = 'login_failed',
  ): Promise<never> {
    if (attempt >= FAILURES_BEFORE_LOCK) {
      await repos.loginFailures.lock(key, this.clock.now() + lockDuration(attempt));
      if (attempt === FAILURES_BEFORE_LOCK && account) await this.notifyLocked(tenant, account);
    }
    throw new AppError(code, { captcha: attempt >= FAILURES_BEFORE_CAPTCHA });
  }

  private async notifyLocked(tenant: Tenant, account: AccountRow): Promise<void> {
    const minutes = FIRST_LOCK_MS / MINUTE;
    const text = `[${tenant.brandName}] ${FAILURES_BEFORE_LOCK} failed logins to your account ${account.username}: its logins are paused for ${minutes} minutes. If this was not you, change your password.`;
    try {
      if (account.email)
        await this.messages.sendEmail({
          merchantCode: tenant.merchantCode,
          to: account.email,
          subject: `[${tenant.brandName}] Logins to your account are paused`,
          text,
          code: '',
        });
      else if (account.mobile_number)
        await this.messages.sendSms({ merchantCode: tenant.merchantCode, to: account.mobile_number, code: '', text });
    } catch {
      // The lock holds whether or not the gateway took the notice.
    }
  }

  async login(
    tenant: Tenant,
    repos: TenantRepositories,
    payload: LoginRequest,
    meta: RequestMeta,
  ): Promise<LoginValue> {
    let account: AccountRow | undefined;
    let plainPassword: string | null = null;
    let key: string;
    if (payload.type === 'sms') {
      if (!isModuleOn(tenant, 'VERIFICATION3') || !isModuleOn(tenant, 'MOBILEVERCODELOGIN3'))
        throw new AppError('function.not.available');
      const mobile = tenantMobile(tenant, payload.countryDialingCode, payload.username);
      key = mobile.e164;
      const attempt = await this.reserveAttempt(repos, key, meta, payload.captcha);
      account = await repos.accounts.findByMobile(mobile.e164);
      // The code is checked for every number: one without an account holds a code nobody received,
      // so the answer is the same as for a registered number with a wrong code.
      try {
        await this.verification.verifySms(repos, 'noLogin', mobile.e164, payload.password);
      } catch (error) {
        if (error instanceof AppError && SMS_FAILURE_CODES.includes(error.code))
          return this.fail(tenant, repos, key, attempt, account, error.code as LoginFailureCode);
        throw error;
      }
      if (!account) return this.fail(tenant, repos, key, attempt, account);
    } else {
      key = payload.username.trim().toLowerCase();
      const attempt = await this.reserveAttempt(repos, key, meta, payload.captcha);
      account = await repos.accounts.findByUsername(key);
      if (!account) {
        await this.hasher.verifyAgainstNothing(payload.password);
        return this.fail(tenant, repos, key, attempt, account);
      }
      if (!(await this.checkPassword(repos, account, payload.password)))
        return this.fail(tenant, repos, key, attempt, account);
      plainPassword = payload.password;
      account = (await repos.accounts.findById(account.id)) ?? account;
    }
    if (account.status !== 'active') throw new AppError('account_disabled');
    return this.sessionOrChallenge(tenant, repos, account, {
      ip: meta.ip,
      deviceId: payload.loginDeviceId,
      plainPassword,
      viaSms: payload.type === 'sms',
      userAgent: meta.userAgent,
      failureKey: key,
    });
  }

  /**
   * After a right first step (a password, an SMS code): the session, or — when login-challenge.ts
   * says this login must pass a second step — `login_verify_required` with the ticket. The failure
   * count is cleared only with the session.
   */
  async sessionOrChallenge(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    first: {
      ip: string;
      deviceId: string | undefined;
      plainPassword: string | null;
      viaSms: boolean;
      userAgent: string | undefined;
      failureKey: string;
      /** The first step was a passkey with user verification (passkey-service.ts). */
      viaPasskey?: boolean;
    },
  ): Promise<LoginValue> {
    // A password reset by phone passes its new password with viaSms: the phone proved it, not the password.
    const byPassword = first.plainPassword !== null && !first.viaSms;
    const context: LoginContext = {
      ip: first.ip,
      deviceId: first.deviceId ?? null,
      viaSms: first.viaSms,
      viaPasskey: first.viaPasskey ?? false,
      byPassword,
      passwordExpired: passwordExpired(tenant, account, first.plainPassword, this.clock.now()),
      failureKey: first.failureKey,
    };
    const challenge = await this.challenges.required(tenant, repos, account, context);
    if (challenge)
      throw new AppError('login_verify_required', {
        ...(await this.challenges.issue(tenant, repos, account, challenge, context)),
      });
    await repos.loginFailures.clear(first.failureKey);
    return this.startSession(tenant, repos, account, { ...first, byPassword });
  }

  /**
   * The second step: a login's ticket and the code of its challenge. A wrong code takes one of the
   * ticket's tries and counts as a failed login of the account (the lock rules above); a right one
   * issues the session and remembers the device.
   */
  /** "Send the code again" on a login's new-device step (login-challenge.ts `resend`). */
  resendLoginCode(tenant: Tenant, repos: TenantRepositories, ticket: string) {
    return this.challenges.resend(tenant, repos, ticket);
  }

  async verifyLogin(
    tenant: Tenant,
    repos: TenantRepositories,
    payload: VerifyLoginRequest,
    meta: RequestMeta,
  ): Promise<LoginValue> {
    const ticket = await this.challenges.ticket(repos, payload.ticket);
    const now = this.clock.now();
    const state = await repos.loginFailures.get(ticket.failure_key);
    if (state?.lockedUntil && state.lockedUntil > now)
      throw new AppError('login_locked', { retryAfterSeconds: Math.ceil((state.lockedUntil - now) / 1000) });
    const account = await repos.accounts.findById(ticket.account_id);
    if (!(await this.challenges.check(repos, ticket, payload))) {
      const attempt = await repos.loginFailures.reserve(ticket.failure_key, now, now - FAILURE_WINDOW_MS);
      if (attempt >= FAILURES_BEFORE_LOCK) {
        await repos.loginFailures.lock(ticket.failure_key, now + lockDuration(attempt));
        if (attempt === FAILURES_BEFORE_LOCK && account) await this.notifyLocked(tenant, account);
      }
      throw new AppError('second_factor_code_invalid');
    }
    if (!(await this.challenges.consume(repos, ticket))) throw new AppError('login_ticket_invalid');
    if (!account || account.status !== 'active') throw new AppError('account_disabled');
    await repos.loginFailures.clear(ticket.failure_key);
    return this.startSession(tenant, repos, account, {
      ip: meta.ip,
      deviceId: ticket.device_id ?? payload.loginDeviceId,
      plainPassword: null,
      passwordExpired: ticket.password_expired === 1,
      byPassword: ticket.by_password === 1,
      userAgent: meta.userAgent,
    });
  }

  /**
   * A sign-in whose passkey passkey-service.ts checked: the account's lock and status apply as to a
   * password login, then the session through the same seam (login-challenge.ts asks no second step
   * of a passkey; session-service.ts still refuses a timed-out or self-excluded member).
   */
  async loginByPasskey(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    deviceId: string | undefined,
    meta: RequestMeta,
  ): Promise<LoginValue> {
    await this.assertMaySignIn(repos, account);
    return this.sessionOrChallenge(tenant, repos, account, {
      ip: meta.ip,
      deviceId,
      plainPassword: null,
      viaSms: false,
      viaPasskey: true,
      userAgent: meta.userAgent,
      failureKey: account.username_key,
    });
  }

  /**
   * What every way in without the password (a passkey, a social provider) checks of the account
   * before its session, as a password login does: no lock of failed logins, and an active account.
   */
  async assertMaySignIn(repos: TenantRepositories, account: AccountRow): Promise<void> {
    const now = this.clock.now();
    const state = await repos.loginFailures.get(account.username_key);
    if (state?.lockedUntil && state.lockedUntil > now)
      throw new AppError('login_locked', { retryAfterSeconds: Math.ceil((state.lockedUntil - now) / 1000) });
    if (account.status !== 'active') throw new AppError('account_disabled');
  }

  /** A one-time code for a `?token=` link that opens this account (the link never holds a session token). */
  async createLoginLink(repos: TenantRepositories, account: AccountRow): Promise<LoginLinkValue> {
    const now = this.clock.now();
    const code = randomToken(32);
    const expiresAt = now + LOGIN_LINK_TTL_MS;
    await repos.loginLinks.insert({
      codeHash: keyedHash(this.pepper, `login-link:${code}`),
      accountId: account.id,
      now,
      expiresAt,
    });
    return { code, expiresAt };
  }

  /** Trades a login link's code, once, for a new session of its account. */
  async exchangeLoginLink(
    tenant: Tenant,
    repos: TenantRepositories,
    payload: ExchangeLoginLinkRequest,
    meta: RequestMeta,
  ): Promise<LoginValue> {
    const accountId = await repos.loginLinks.consume(
      keyedHash(this.pepper, `login-link:${payload.code.trim()}`),
      this.clock.now(),
    );
    const account = accountId === null ? undefined : await repos.accounts.findById(accountId);
    if (!account) throw new AppError('login_link_invalid');
    if (account.status !== 'active') throw new AppError('account_disabled');
    return this.startSession(tenant, repos, account, {
      ip: meta.ip,
      deviceId: payload.loginDeviceId,
      plainPassword: null,
      byPassword: false,
      userAgent: meta.userAgent,
    });
  }

  /**
   * The account's password, or its unexpired temporary password from the e-mail recovery. Logging
   * in with the temporary one makes it the password and demands a change.
   */
  private async checkPassword(repos: TenantRepositories, account: AccountRow, password: string): Promise<boolean> {
    if (await verifyPassword(account.password_hash, password)) return true;
    const now = this.clock.now();
    const temporaryUnexpired = account.temp_password_expires_at !== null && account.temp_password_expires_at > now;
    if (
      account.temp_password_hash &&
      temporaryUnexpired &&
      (await verifyPassword(account.temp_password_hash, password))
    ) {
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
    options: {
      ip: string;
      deviceId: string | null | undefined;
      plainPassword: string | null;
      /**
       * The login presented the account's password. Only then does an expired password force a
       * change (spec: not after an SMS or third-party login): a member who came in by SMS code,
       * passkey, social identity, link or free play may not know the password to type as the old one.
       */
      byPassword: boolean;
      userAgent?: string | undefined;
      /** Known from the first step of a login that passed a challenge (the password is not at hand then). */
      passwordExpired?: boolean;
    },
  ): Promise<LoginValue> {
    const firstTimeLogin = account.last_login_at === null;
    const now = this.clock.now();
    const expired = options.passwordExpired ?? passwordExpired(tenant, account, options.plainPassword, now);
    const { token } = await this.sessions.start(repos, account, {
      ip: options.ip,
      deviceId: options.deviceId ?? null,
      userAgent: options.userAgent ?? null,
      maxSessions: tenant.config.signIn?.maxSessions ?? 1,
    });
    // Every session's device and network count as known to the new-device check from now on.
    if (options.deviceId) await repos.knownDevices.remember(account.id, options.deviceId, networkOf(options.ip), now);
    return this.sessions.loginValue(tenant, account, token, {
      firstTimeLogin,
      passwordExpired: expired,
      forceChangePassword: expired && options.byPassword,
    });
  }

  /**
   * A new trial (type 4) account with play money, logged in. At most `freePlayPerIp` a day from one
   * IP; trial accounts older than `trialAccountDays` are deleted as new ones are made.
   */
  async freePlay(
    tenant: Tenant,
    repos: TenantRepositories,
    payload: FreePlayRequest,
    meta: RequestMeta,
  ): Promise<LoginValue> {
    const now = this.clock.now();
    const made = await repos.accounts.trialsFromIpSince(meta.ip, now - DAY);
    if (made.count >= this.limits.freePlayPerIp) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        { retryAfterSeconds: Math.max(1, Math.ceil(((made.oldest ?? now) + DAY - now) / 1000)) },
        'daily free-play cap per IP',
      );
    }
    await this.trials.purge(repos);
    const passwordHash = await this.hasher.hash(randomPassword(16));
    const suffix = randomToken(6)
      .replace(/[^a-zA-Z0-9]/g, '')
      .toLowerCase()
      .padEnd(8, '0')
      .slice(0, 8);
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
        register_ip: meta.ip,
        created_at: now,
      });
      await trx.wallets.open(id, WALLET_IDS.MAIN, tenant.config.currency.code, now);
      await trx.wallets.post({
        accountId: id,
        walletId: WALLET_IDS.MAIN,
        amountMinor: TRIAL_CREDIT_MINOR,
        kind: 'trial_credit',
        reference: null,
        now,
      });
      return id;
    });
    const account = (await repos.accounts.findById(accountId))!;
    return this.startSession(tenant, repos, account, {
      ip: meta.ip,
      deviceId: payload.loginDeviceId,
      plainPassword: null,
      byPassword: false,
    });
  }
}
