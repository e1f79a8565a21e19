// Registration by username and by mobile number. The tenant's field rules are enforced here with
// checkField (the rule the portal's form applies), plus the always-required fields of spec §5;
// usernames and mobile numbers are unique per tenant; an affiliate or referral code must name an
// agent of the tenant (a referral code may also be a member's invite code). With `login: true`
// the new account is logged in.
import {
  ACCOUNT_TYPES,
  REGISTRATION_FIELDS,
  WALLET_IDS,
  checkField,
  type LoginValue,
  type RegisterRequest,
  type RegistrationField,
} from '@portal/contracts';
import { isUniqueViolation } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/passwords';
import type { TenantRepositories } from '../../repositories/index';
import type { AuthService, RequestMeta } from './auth-service';
import type { CaptchaService } from './captcha-service';
import { assertPasswordAcceptable } from './password-policy';
import { defaultDialingCode, tenantMobile } from './tenant-mobile';
import { isModuleOn, type Tenant } from '../platform/tenant-service';
import type { VerificationService } from './verification-service';
import type { PhoneTokenVerifier } from '../phone-verification/token-verifier';
import type { ResponsibleGamingService } from '../responsible-gaming/responsible-gaming-service';
import { identityOf } from '../responsible-gaming/identity';

export type RegistrationMode = 'register' | 'registerMobile';

/** Optional contact fields kept together on the account. */
const PROFILE_FIELDS = [
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;

export class RegistrationService {
  constructor(
    private readonly clock: Clock,
    private readonly captchas: CaptchaService,
    private readonly verification: VerificationService,
    private readonly auth: AuthService,
    private readonly phoneTokens: PhoneTokenVerifier,
    private readonly responsibleGaming: ResponsibleGamingService,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Field rules: a field shows when enabled; always-required ones (spec §5) ignore the server flag. */
  private checkFields(tenant: Tenant, mode: RegistrationMode, payload: RegisterRequest): void {
    const always: Partial<Record<RegistrationField, boolean>> = {
      username: true,
      password: true,
      mobileNum: true,
      paymentPassword: true,
    };
    for (const field of REGISTRATION_FIELDS) {
      if (field === 'captcha') continue;
      const setting = tenant.registration[field];
      const forced = field === 'mobileNum' && mode === 'registerMobile';
      if (!setting.enabled && !forced) continue;
      // In mobile mode the username is the number: the mobile rule applies to it, not the username rule.
      if (field === 'username' && mode === 'registerMobile') continue;
      const raw = payload[field as keyof RegisterRequest];
      const value =
        typeof raw === 'string' ? (field === 'password' || field === 'paymentPassword' ? raw : raw.trim()) : '';
      const problem = checkField(setting, value, always[field] === true || setting.required);
      if (problem) throw new AppError('field_invalid', { field, ...problem });
    }
  }

  async register(
    tenant: Tenant,
    repos: TenantRepositories,
    mode: RegistrationMode,
    payload: RegisterRequest,
    meta: RequestMeta,
  ): Promise<LoginValue | null> {
    if (!isModuleOn(tenant, 'REG3')) throw new AppError('function.not.available');
    // The third-party SMS route: both fields or neither, and only where the tenant has it on.
    const thirdParty = !!payload.firebaseIdToken || !!payload.firebaseChannel;
    if (thirdParty && !isModuleOn(tenant, 'FIREBASESMS3'))
      throw new AppError('function.not.available', null, 'third-party SMS route');
    if (thirdParty && !payload.firebaseIdToken)
      throw new AppError('field_invalid', { field: 'firebaseIdToken', kind: 'required' });
    if (thirdParty && !payload.firebaseChannel)
      throw new AppError('field_invalid', { field: 'firebaseChannel', kind: 'required' });

    const mobileNum = payload.mobileNum?.trim() ?? '';
    const username = mode === 'registerMobile' ? mobileNum : payload.username.trim();
    if (mode === 'registerMobile' && payload.username.trim() !== mobileNum)
      throw new AppError('field_invalid', { field: 'username', kind: 'inconsistent' });
    this.checkFields(tenant, mode, { ...payload, username });
    if (mode === 'register' && payload.confirmPassword === undefined)
      throw new AppError('field_invalid', { field: 'confirmPassword', kind: 'required' });
    if (payload.confirmPassword !== undefined && payload.confirmPassword !== payload.password)
      throw new AppError('password_inconsistent');
    assertPasswordAcceptable(tenant, payload.password);

    // Captcha when the tenant shows it; checked before anything that tells whether a name exists.
    const captcha = tenant.registration.captcha;
    if (captcha.enabled && (captcha.required || payload.captcha)) {
      if (!(await this.captchas.verify(repos, meta.captchaId, payload.captcha)))
        throw new AppError('captcha_error', { captcha: true });
    }

    const dialingCode = payload.countryDialingCode || defaultDialingCode(tenant);
    if (!tenant.config.countries.some((c) => c.countryDialingCode === dialingCode))
      throw new AppError('field_invalid', { field: 'countryDialingCode', kind: 'pattern' });
    const mobile = mobileNum ? tenantMobile(tenant, dialingCode, mobileNum) : null;

    // The third-party route's proof of the number replaces the platform's own SMS code: the
    // provider's ID token, checked against its public keys, for exactly this number. A token given is
    // always checked (also where the platform would not ask for a code).
    if (payload.firebaseIdToken) {
      if (!mobile) throw new AppError('field_invalid', { field: 'mobileNum', kind: 'required' });
      await this.phoneTokens.verify(tenant, payload.firebaseIdToken, mobile.e164);
    }
    // The SMS code (always in mobile mode, in username mode when REGMOBVERF3 is on) comes first:
    // a registered number never receives one, so whether it is taken is not said to a stranger.
    else if (mode === 'registerMobile' || isModuleOn(tenant, 'REGMOBVERF3')) {
      if (!mobile) throw new AppError('field_invalid', { field: 'mobileNum', kind: 'required' });
      if (!payload.verificationCode)
        throw new AppError('field_invalid', { field: 'verificationCode', kind: 'required' });
      await this.verification.verifySms(repos, 'register', mobile.e164, payload.verificationCode);
    }

    // A self-excluded identity (mobile number or e-mail, on any brand of the operator) gets no new account.
    const email = tenant.registration.email.enabled ? payload.email?.trim() || null : null;
    await this.responsibleGaming.assertMayRegister(identityOf({ mobile_number: mobile?.e164 ?? null, email }));

    if (await repos.accounts.findByUsername(username)) throw new AppError('username_exists');
    if (mobile && (await repos.accounts.findByMobile(mobile.e164))) throw new AppError('mobile_exists');

    // An affiliate code names an agent (by its affiliate code); a referral code names an agent the
    // same way or a member by its invite code (the member centre's referral page). The upline is the agent
    // of the affiliate code, else of the referral code; the referrer is the referral code's owner,
    // else the affiliate agent.
    const owner = async (code: string | undefined, membersToo: boolean) => {
      if (!code) return { account: undefined, agent: undefined };
      const agent = await repos.accounts.findByAffiliateCode(code);
      const account = agent ?? (membersToo ? await repos.referrals.findByInviteCode(code) : undefined);
      if (!account || account.status !== 'active') throw new AppError('invitation_code_error');
      return { account, agent };
    };
    const affiliate = await owner(payload.affiliateCode?.trim(), false);
    const referral = await owner(payload.referralCode?.trim(), true);
    const uplineId = (affiliate.agent ?? referral.agent)?.id ?? null;
    const referrerId = (referral.account ?? affiliate.account)?.id ?? null;

    const now = this.clock.now();
    const passwordHash = await this.hasher.hash(payload.password);
    const paymentPasswordHash =
      tenant.registration.paymentPassword.enabled && payload.paymentPassword
        ? await this.hasher.hash(payload.paymentPassword)
        : null;
    const profile = Object.fromEntries(
      PROFILE_FIELDS.filter((f) => tenant.registration[f].enabled && payload[f]?.trim()).map((f) => [
        f,
        payload[f]!.trim(),
      ]),
    );
    let accountId: number;
    try {
      accountId = await repos.transaction(async (trx) => {
        const id = await trx.accounts.insert({
          username,
          username_key: username.toLowerCase(),
          nickname: username,
          type: ACCOUNT_TYPES.MEMBER,
          status: 'active',
          password_hash: passwordHash,
          password_changed_at: now,
          must_change_password: 0,
          payment_password_hash: paymentPasswordHash,
          mobile_dialing_code: mobile ? dialingCode : null,
          mobile_number: mobile?.e164 ?? null,
          email,
          payee_name: tenant.registration.payeeName.enabled ? payload.payeeName?.trim() || null : null,
          profile_json: JSON.stringify(profile),
          upline_id: uplineId,
          referrer_id: referrerId,
          language: tenant.config.defaultLanguage,
          register_domain: payload.domain || null,
          register_url: payload.registerUrl || null,
          register_ip: meta.ip,
          created_at: now,
        });
        await trx.wallets.open(id, WALLET_IDS.MAIN, tenant.config.currency.code, now);
        return id;
      });
    } catch (error) {
      // Two registrations racing for the same name: the loser gets the same answer as a late one.
      if (isUniqueViolation(error))
        throw new AppError(
          mobile && (await repos.accounts.findByMobile(mobile.e164)) ? 'mobile_exists' : 'username_exists',
        );
      throw error;
    }
    if (payload.login === false) return null;
    const account = (await repos.accounts.findById(accountId))!;
    return this.auth.startSession(tenant, repos, account, {
      ip: meta.ip,
      deviceId: payload.loginDeviceId,
      plainPassword: payload.password,
      byPassword: true,
    });
  }
}
