// SMS verification codes. One send per number per countdown (expiredMinutes × 60 s, also the code's
// lifetime): a second request inside it answers TOO_MANY_REQUESTS with the seconds left. A code is
// 6 digits, stored as a keyed hash, used once, and void after 5 wrong tries.
import { AppError } from '../lib/app-error';
import { MINUTE, type Clock } from '../lib/clock';
import { keyedHash, randomDigits, safeEqual } from '../lib/tokens';
import type { TenantRepositories } from '../repositories/index';
import type { CodePurpose } from '../repositories/challenges';
import type { MessageProvider } from './message-provider';
import type { Tenant } from './tenant-service';

export const SMS_EXPIRED_MINUTES = 5;
export const SMS_CODE_TTL_MS = SMS_EXPIRED_MINUTES * MINUTE;
export const SMS_CODE_LENGTH = 6;
export const SMS_MAX_ATTEMPTS = 5;

/** `+84` + `912000001` → `+84912000001`: how codes are keyed and messages addressed. */
export function smsRecipient(dialingCode: string, number: string): string {
  return `+${dialingCode.replace(/\D/g, '')}${number}`;
}

export class VerificationService {
  constructor(
    private readonly pepper: string,
    private readonly clock: Clock,
    private readonly messages: MessageProvider,
  ) {}

  private hash(recipient: string, code: string): string {
    return keyedHash(this.pepper, `${recipient}:${code}`);
  }

  async sendSms(tenant: Tenant, repos: TenantRepositories, purpose: CodePurpose, recipient: string): Promise<{ expiredMinutes: number; expirationTime: number }> {
    const now = this.clock.now();
    const [lastSend] = await repos.codes.sendTimesSince('sms', recipient, now - SMS_CODE_TTL_MS + 1);
    if (lastSend !== undefined) {
      throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil((lastSend + SMS_CODE_TTL_MS - now) / 1000) }, `sms throttle ${recipient}`);
    }
    const code = randomDigits(SMS_CODE_LENGTH);
    const expirationTime = now + SMS_CODE_TTL_MS;
    await repos.codes.insert({ channel: 'sms', purpose, recipient, codeHash: this.hash(recipient, code), now, expiresAt: expirationTime });
    try {
      await this.messages.sendSms({
        merchantCode: tenant.merchantCode,
        to: recipient,
        code,
        text: `[${tenant.brandName}] Your verification code is ${code}. It expires in ${SMS_EXPIRED_MINUTES} minutes.`,
      });
    } catch (error) {
      throw new AppError('sms_send_failed', null, (error as Error).message);
    }
    return { expiredMinutes: SMS_EXPIRED_MINUTES, expirationTime };
  }

  /** Checks and uses up a code; throws the matching AppError when it cannot be accepted. */
  async verifySms(repos: TenantRepositories, purpose: CodePurpose, recipient: string, code: string | undefined): Promise<void> {
    const now = this.clock.now();
    const latest = await repos.codes.latest('sms', purpose, recipient);
    if (!latest || latest.consumed_at !== null || now >= Number(latest.expires_at)) throw new AppError('verification_code_expired');
    if (Number(latest.attempts) >= SMS_MAX_ATTEMPTS) throw new AppError('verification_code_locked');
    if (!code || !safeEqual(this.hash(recipient, code.trim()), latest.code_hash)) {
      const attempts = await repos.codes.addAttempt(latest.id);
      throw new AppError(attempts >= SMS_MAX_ATTEMPTS ? 'verification_code_locked' : 'verification_code_invalid');
    }
    if (!(await repos.codes.consume(latest.id, now))) throw new AppError('verification_code_expired');
  }
}
