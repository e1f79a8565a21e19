// Captchas: a PNG with a random 4-digit answer. The answer is kept in the database (every instance
// sees it) for 5 minutes and checked once: right or wrong, a captcha is used up by its first check.
// The challenge id travels in an httpOnly cookie (see the contracts README).
import type { Clock } from '../../lib/clock';
import { MINUTE } from '../../lib/clock';
import { randomDigits, randomToken } from '../../lib/tokens';
import type { TenantRepositories } from '../../repositories/index';
import { renderCaptcha } from './captcha-image';

export const CAPTCHA_TTL_MS = 5 * MINUTE;
export const CAPTCHA_LENGTH = 4;

export class CaptchaService {
  constructor(
    private readonly clock: Clock,
    /** Development: also record the answer in the outbox, so people and tests can read it. */
    private readonly recordAnswers: boolean,
  ) {}

  async create(repos: TenantRepositories): Promise<{ id: string; png: Buffer }> {
    const now = this.clock.now();
    const id = randomToken(18);
    const answer = randomDigits(CAPTCHA_LENGTH);
    await repos.captchas.insert({ id, answer: answer.toLowerCase(), now, expiresAt: now + CAPTCHA_TTL_MS });
    if (this.recordAnswers)
      await repos.outbox.insert({
        channel: 'captcha',
        recipient: id,
        code: answer,
        text: `Captcha answer ${answer}`,
        now,
      });
    // Old challenges are removed now and then, not on every request.
    if (Math.random() < 0.05) await repos.captchas.purgeExpired(now);
    return { id, png: renderCaptcha(answer) };
  }

  /** Checks an answer once. False when the id is unknown, used, expired, or the answer is wrong. */
  async verify(repos: TenantRepositories, id: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!id || !answer || id.length > 64) return false;
    const expected = await repos.captchas.consume(id, this.clock.now());
    return expected !== null && expected === answer.trim().toLowerCase();
  }
}
