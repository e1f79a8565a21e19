// SMS verification codes. Every send needs a solved captcha and passes, in order: the per-number
// countdown (one send per number per expiredMinutes × 60 s, also the code's lifetime: a second
// request inside it answers TOO_MANY_REQUESTS with the seconds left) and the daily caps per number,
// per client IP, per destination country and per tenant (config.abuseLimits). Numbers are E.164
// (lib/phone.ts), so `N`, `0N` and `+84N` share all of them.
//
// The answer never tells whether a number has an account: for a number the platform will not send
// a code to (unknown at SMS login, already registered at registration) a code is recorded all the
// same, with no message (or a notice without a code), so every later step — wrong code, tries
// used up, expiry — answers exactly as for any other number.
//
// A code is 6 digits, stored as a keyed hash, used once, and void after 5 tries; a try is taken
// before the code is compared, atomically, so parallel guesses cannot share one.
import type { AbuseLimits } from '../../config';
import { AppError } from '../../lib/app-error';
import { DAY, MINUTE, type Clock } from '../../lib/clock';
import { maskE164, type MobileNumber } from '../../lib/phone';
import { keyedHash, randomDigits, safeEqual } from '../../lib/tokens';
import type { TenantRepositories } from '../../repositories/index';
import type { CodePurpose } from '../../repositories/challenges';
import type { CaptchaService } from './captcha-service';
import type { MessageProvider } from '../platform/message-provider';
import type { Tenant } from '../platform/tenant-service';

export const SMS_EXPIRED_MINUTES = 5;
export const SMS_CODE_TTL_MS = SMS_EXPIRED_MINUTES * MINUTE;
export const SMS_CODE_LENGTH = 6;
export const SMS_MAX_ATTEMPTS = 5;

export interface SmsRequest {
  purpose: CodePurpose;
  mobile: MobileNumber;
  /** The client's IP (daily cap per IP). */
  ip: string;
  captchaId: string | undefined;
  captcha: string;
  /**
   * `code`: send the code; `none`: record a code but send nothing; `notice`: record a code and send
   * this text instead (no code in it).
   */
  delivery: { kind: 'code' } | { kind: 'none' } | { kind: 'notice'; text: string };
}

export class VerificationService {
  constructor(
    private readonly pepper: string,
    private readonly clock: Clock,
    private readonly messages: MessageProvider,
    private readonly captchas: CaptchaService,
    private readonly limits: AbuseLimits,
  ) {}

  private hash(recipient: string, code: string): string {
    return keyedHash(this.pepper, `${recipient}:${code}`);
  }

  /** TOO_MANY_REQUESTS when `count` reached `cap`: retry when the oldest counted send leaves the day. */
  private assertUnderCap(
    count: { count: number; oldest: number | null },
    cap: number,
    what: string,
    now: number,
  ): void {
    if (count.count < cap) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(((count.oldest ?? now) + DAY - now) / 1000));
    throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds }, `daily SMS cap per ${what}`);
  }

  async sendSms(
    tenant: Tenant,
    repos: TenantRepositories,
    request: SmsRequest,
  ): Promise<{ expiredMinutes: number; expirationTime: number }> {
    if (!(await this.captchas.verify(repos, request.captchaId, request.captcha)))
      throw new AppError('captcha_error', { captcha: true });
    const now = this.clock.now();
    const recipient = request.mobile.e164;
    const countdown = await repos.codes.countSince('sms', now - SMS_CODE_TTL_MS + 1, { recipient });
    if (countdown.count > 0) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        { retryAfterSeconds: Math.ceil((countdown.oldest! + SMS_CODE_TTL_MS - now) / 1000) },
        `sms countdown ${maskE164(recipient)}`,
      );
    }
    const dayStart = now - DAY;
    this.assertUnderCap(
      await repos.codes.countSince('sms', dayStart, { recipient }),
      this.limits.smsPerNumber,
      'number',
      now,
    );
    this.assertUnderCap(
      await repos.codes.countSince('sms', dayStart, { ip: request.ip }),
      this.limits.smsPerIp,
      'IP',
      now,
    );
    this.assertUnderCap(
      await repos.codes.countSince('sms', dayStart, { country: request.mobile.country }),
      this.limits.smsPerCountry,
      `country ${request.mobile.country}`,
      now,
    );
    this.assertUnderCap(await repos.codes.countSince('sms', dayStart), this.limits.smsPerTenant, 'tenant', now);

    const code = randomDigits(SMS_CODE_LENGTH);
    const expirationTime = now + SMS_CODE_TTL_MS;
    const { delivery } = request;
    await repos.codes.insert({
      channel: 'sms',
      purpose: request.purpose,
      recipient,
      codeHash: this.hash(recipient, code),
      now,
      expiresAt: expirationTime,
      ip: request.ip,
      country: request.mobile.country,
      delivered: delivery.kind === 'code',
    });
    if (delivery.kind !== 'none') {
      const text =
        delivery.kind === 'code'
          ? `[${tenant.brandName}] Your verification code is ${code}. It expires in ${SMS_EXPIRED_MINUTES} minutes.`
          : delivery.text;
      try {
        await this.messages.sendSms({
          merchantCode: tenant.merchantCode,
          to: recipient,
          code: delivery.kind === 'code' ? code : '',
          text,
        });
      } catch (error) {
        throw new AppError('sms_send_failed', null, (error as Error).message);
      }
    }
    return { expiredMinutes: SMS_EXPIRED_MINUTES, expirationTime };
  }

  /** Checks and uses up a code; throws the matching AppError when it cannot be accepted. */
  async verifySms(
    repos: TenantRepositories,
    purpose: CodePurpose,
    recipient: string,
    code: string | undefined,
  ): Promise<void> {
    const now = this.clock.now();
    const latest = await repos.codes.latest('sms', purpose, recipient);
    if (!latest || latest.consumed_at !== null || now >= latest.expires_at)
      throw new AppError('verification_code_expired');
    const tries = await repos.codes.reserveAttempt(latest.id, SMS_MAX_ATTEMPTS);
    if (tries === null) throw new AppError('verification_code_locked');
    // A code recorded without a message (see above) was never seen by anyone: it never matches.
    const matches = latest.delivered === 1 && !!code && safeEqual(this.hash(recipient, code.trim()), latest.code_hash);
    if (!matches)
      throw new AppError(tries >= SMS_MAX_ATTEMPTS ? 'verification_code_locked' : 'verification_code_invalid');
    if (!(await repos.codes.consume(latest.id, now))) throw new AppError('verification_code_expired');
  }
}
