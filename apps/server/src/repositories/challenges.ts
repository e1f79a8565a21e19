// Short-lived challenge state of one tenant: captcha answers, verification codes and the
// per-username login-failure counters. Kept in the database so every instance sees the same.
import { sql } from 'kysely';
import type { Executor } from './executor';

export function captchasRepository(db: Executor, merchantCode: string) {
  return {
    async insert(captcha: { id: string; answer: string; now: number; expiresAt: number }): Promise<void> {
      await db
        .insertInto('captchas')
        .values({
          id: captcha.id,
          merchant_code: merchantCode,
          answer: captcha.answer,
          created_at: captcha.now,
          expires_at: captcha.expiresAt,
        })
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
    db
      .selectFrom('verification_codes')
      .where('merchant_code', '=', merchantCode)
      .where('channel', '=', channel)
      .where('recipient', '=', recipient);
  return {
    async insert(code: {
      channel: CodeChannel;
      purpose: CodePurpose;
      recipient: string;
      codeHash: string;
      now: number;
      expiresAt: number;
      ip: string | null;
      country: string | null;
      delivered: boolean;
    }): Promise<void> {
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
          ip: code.ip,
          country: code.country,
          delivered: code.delivered ? 1 : 0,
        })
        .execute();
    },
    /**
     * Sends on a channel since a moment, in this tenant, optionally only to one recipient, from one IP
     * or to one country: how many, and the oldest (when the count next drops).
     */
    async countSince(
      channel: CodeChannel,
      since: number,
      by: { recipient?: string; ip?: string; country?: string } = {},
    ): Promise<{ count: number; oldest: number | null }> {
      let query = db
        .selectFrom('verification_codes')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number | null>('created_at').as('oldest')])
        .where('merchant_code', '=', merchantCode)
        .where('channel', '=', channel)
        .where('created_at', '>=', since);
      if (by.recipient !== undefined) query = query.where('recipient', '=', by.recipient);
      if (by.ip !== undefined) query = query.where('ip', '=', by.ip);
      if (by.country !== undefined) query = query.where('country', '=', by.country);
      const row = await query.executeTakeFirstOrThrow();
      return { count: row.n, oldest: row.oldest };
    },
    /** The newest code sent to a recipient for a purpose. */
    latest(channel: CodeChannel, purpose: CodePurpose, recipient: string) {
      return scoped(channel, recipient)
        .selectAll()
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    /** Send times to a recipient since a moment (any purpose), newest first: the throttle reads these. */
    async sendTimesSince(channel: CodeChannel, recipient: string, since: number): Promise<number[]> {
      const rows = await scoped(channel, recipient)
        .select('created_at')
        .where('created_at', '>=', since)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((r) => r.created_at);
    },
    /**
     * Takes one of the code's tries before the code is compared, in one statement, so that parallel
     * guesses cannot share a try. Returns the tries used including this one, or null when none is
     * left (or the code was used meanwhile).
     */
    async reserveAttempt(id: number, maxAttempts: number): Promise<number | null> {
      const row = await db
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('attempts', '<', maxAttempts)
        .where('consumed_at', 'is', null)
        .returning('attempts')
        .executeTakeFirst();
      return row ? row.attempts : null;
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

/**
 * Login attempts per username (or number, or `password-change:<account id>`). An attempt is
 * reserved — counted — before the password is checked, in one statement that returns the new
 * count, so parallel guesses each see their own number (and cannot all skip the captcha).
 */
export function loginFailuresRepository(db: Executor, merchantCode: string) {
  async function get(
    key: string,
  ): Promise<{ failures: number; lastFailedAt: number; lockedUntil: number | null } | undefined> {
    const row = await db
      .selectFrom('login_failures')
      .select(['failures', 'last_failed_at', 'locked_until'])
      .where('merchant_code', '=', merchantCode)
      .where('username_key', '=', key)
      .executeTakeFirst();
    return row
      ? { failures: row.failures, lastFailedAt: row.last_failed_at, lockedUntil: row.locked_until }
      : undefined;
  }
  return {
    get,
    /**
     * Counts an attempt and returns the attempts since the last success. The count starts again at 1
     * when neither the last attempt nor the end of the last lock is after `windowStart`.
     */
    async reserve(key: string, now: number, windowStart: number): Promise<number> {
      const row = await db
        .insertInto('login_failures')
        .values({
          merchant_code: merchantCode,
          username_key: key,
          failures: 1,
          last_failed_at: now,
          locked_until: null,
        })
        .onConflict((oc) =>
          oc.columns(['merchant_code', 'username_key']).doUpdateSet((eb) => ({
            failures: eb
              .case()
              .when(
                eb.and([
                  eb('login_failures.last_failed_at', '<', windowStart),
                  eb.or([
                    eb('login_failures.locked_until', 'is', null),
                    eb('login_failures.locked_until', '<', windowStart),
                  ]),
                ]),
              )
              .then(1)
              .else(eb('login_failures.failures', '+', 1))
              .end(),
            last_failed_at: now,
          })),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      return row.failures;
    },
    /**
     * Counts a try of a secret that allows few tries (the payment password), in one statement that
     * also refuses it while the key is locked and while too many tries are in flight: the first
     * `freeTries` of a run may be compared at once; past them, one at a time, once the lock the
     * previous try earned has run out (its lock ends after the last try began: `locked_until >
     * last_failed_at`). A refused try changes nothing and is not counted. The count restarts like
     * `reserve`'s. Answers the try's number, or why it may not be compared now.
     */
    async reserveTry(
      key: string,
      now: number,
      windowStart: number,
      freeTries: number,
    ): Promise<{ attempt: number } | { lockedUntil: number } | { inFlight: true }> {
      // Neither the last try nor the end of the last lock is inside the window: a new run.
      const stale = sql<boolean>`(login_failures.last_failed_at < ${windowStart}
        and (login_failures.locked_until is null or login_failures.locked_until < ${windowStart}))`;
      const row = await db
        .insertInto('login_failures')
        .values({
          merchant_code: merchantCode,
          username_key: key,
          failures: 1,
          last_failed_at: now,
          locked_until: null,
        })
        .onConflict((oc) =>
          oc
            .columns(['merchant_code', 'username_key'])
            .doUpdateSet((eb) => ({
              failures: eb
                .case()
                .when(stale)
                .then(1)
                .else(eb('login_failures.failures', '+', 1))
                .end(),
              locked_until: eb.case().when(stale).then(eb.lit(null)).else(eb.ref('login_failures.locked_until')).end(),
              last_failed_at: now,
            }))
            .where((eb) =>
              eb.or([
                stale,
                eb.and([
                  eb.or([eb('login_failures.locked_until', 'is', null), eb('login_failures.locked_until', '<=', now)]),
                  eb.or([
                    eb('login_failures.failures', '<', freeTries),
                    eb('login_failures.locked_until', '>', eb.ref('login_failures.last_failed_at')),
                  ]),
                ]),
              ]),
            ),
        )
        .returning('failures')
        .executeTakeFirst();
      if (row) return { attempt: row.failures };
      const state = await get(key);
      return state?.lockedUntil && state.lockedUntil > now ? { lockedUntil: state.lockedUntil } : { inFlight: true };
    },
    async lock(key: string, until: number): Promise<void> {
      await db
        .updateTable('login_failures')
        .set({ locked_until: until })
        .where('merchant_code', '=', merchantCode)
        .where('username_key', '=', key)
        .execute();
    },
    async clear(key: string): Promise<void> {
      await db
        .deleteFrom('login_failures')
        .where('merchant_code', '=', merchantCode)
        .where('username_key', '=', key)
        .execute();
    },
  };
}

/** One-time codes of `?token=` login links: kept as keyed hashes, used once, for a minute. */
export function loginLinksRepository(db: Executor, merchantCode: string) {
  return {
    async insert(link: { codeHash: string; accountId: number; now: number; expiresAt: number }): Promise<void> {
      await db
        .insertInto('login_links')
        .values({
          merchant_code: merchantCode,
          code_hash: link.codeHash,
          account_id: link.accountId,
          created_at: link.now,
          expires_at: link.expiresAt,
        })
        .execute();
    },
    /** Uses the code up and returns its account, or null when it is unknown, used or expired. */
    async consume(codeHash: string, now: number): Promise<number | null> {
      const row = await db
        .updateTable('login_links')
        .set({ used_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('account_id')
        .executeTakeFirst();
      return row ? row.account_id : null;
    },
  };
}
