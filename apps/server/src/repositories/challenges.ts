// Short-lived challenge state of one tenant: captcha answers, verification codes and the
// per-username login-failure counters. Kept in the database so every instance sees the same.
import type { Executor } from './executor';

export function captchasRepository(db: Executor, merchantCode: string) {
  return {
    async insert(captcha: { id: string; answer: string; now: number; expiresAt: number }): Promise<void> {
      await db
        .insertInto('captchas')
        .values({ id: captcha.id, merchant_code: merchantCode, answer: captcha.answer, created_at: captcha.now, expires_at: captcha.expiresAt })
        .execute();
    },
    /** Uses the captcha up (right or wrong) and returns its answer, or null when unknown, used or expired. */
    async consume(id: string, now: number): Promise<string | null> {
      const row = await db
        .updateTable('captchas')
        .set({ used_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('answer')
        .executeTakeFirst();
      return row?.answer ?? null;
    },
    async purgeExpired(now: number): Promise<void> {
      await db.deleteFrom('captchas').where('merchant_code', '=', merchantCode).where('expires_at', '<', now).execute();
    },
  };
}

export type CodeChannel = 'sms' | 'email';
export type CodePurpose = 'register' | 'noLogin' | 'emailReset';

export function verificationCodesRepository(db: Executor, merchantCode: string) {
  const scoped = (channel: CodeChannel, recipient: string) =>
    db.selectFrom('verification_codes').where('merchant_code', '=', merchantCode).where('channel', '=', channel).where('recipient', '=', recipient);
  return {
    async insert(code: { channel: CodeChannel; purpose: CodePurpose; recipient: string; codeHash: string; now: number; expiresAt: number }): Promise<void> {
      await db
        .insertInto('verification_codes')
        .values({
          merchant_code: merchantCode,
          channel: code.channel,
          purpose: code.purpose,
          recipient: code.recipient,
          code_hash: code.codeHash,
          created_at: code.now,
          expires_at: code.expiresAt,
        })
        .execute();
    },
    /** The newest code sent to a recipient for a purpose. */
    latest(channel: CodeChannel, purpose: CodePurpose, recipient: string) {
      return scoped(channel, recipient).selectAll().where('purpose', '=', purpose).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    },
    /** Send times to a recipient since a moment (any purpose), newest first: the throttle reads these. */
    async sendTimesSince(channel: CodeChannel, recipient: string, since: number): Promise<number[]> {
      const rows = await scoped(channel, recipient).select('created_at').where('created_at', '>=', since).orderBy('created_at', 'desc').execute();
      return rows.map((r) => Number(r.created_at));
    },
    /** Counts a wrong try; returns the new count. */
    async addAttempt(id: number): Promise<number> {
      const row = await db
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirstOrThrow();
      return Number(row.attempts);
    },
    /** Marks a code used; false when another request used it first. */
    async consume(id: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('verification_codes')
        .set({ consumed_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export function loginFailuresRepository(db: Executor, merchantCode: string) {
  return {
    async get(usernameKey: string): Promise<{ failures: number; lastFailedAt: number } | undefined> {
      const row = await db
        .selectFrom('login_failures')
        .select(['failures', 'last_failed_at'])
        .where('merchant_code', '=', merchantCode)
        .where('username_key', '=', usernameKey)
        .executeTakeFirst();
      return row ? { failures: Number(row.failures), lastFailedAt: Number(row.last_failed_at) } : undefined;
    },
    async set(usernameKey: string, failures: number, now: number): Promise<void> {
      await db
        .insertInto('login_failures')
        .values({ merchant_code: merchantCode, username_key: usernameKey, failures, last_failed_at: now })
        .onConflict((oc) => oc.columns(['merchant_code', 'username_key']).doUpdateSet({ failures, last_failed_at: now }))
        .execute();
    },
    async clear(usernameKey: string): Promise<void> {
      await db.deleteFrom('login_failures').where('merchant_code', '=', merchantCode).where('username_key', '=', usernameKey).execute();
    },
  };
}
