// Sessions of one tenant: rows keyed by the token's keyed hash.
import type { SessionRow } from '../db/schema';
import type { Executor } from './executor';

/** Why a session ended (paymentPasswordLocked: repeated payment-password locks, services/money/money-password.ts). */
// selfExcluded: responsible gaming (services/responsible-gaming) ended every session of the identity.
export type RevokeReason = 'logout' | 'duplicateLogin' | 'passwordChanged' | 'paymentPasswordLocked' | 'selfExcluded';

export function sessionsRepository(db: Executor, merchantCode: string) {
  return {
    async insert(session: {
      accountId: number;
      tokenHash: string;
      deviceId: string | null;
      ip: string;
      now: number;
      expiresAt: number;
    }): Promise<number> {
      const row = await db
        .insertInto('sessions')
        .values({
          merchant_code: merchantCode,
          account_id: session.accountId,
          token_hash: session.tokenHash,
          device_id: session.deviceId,
          ip: session.ip,
          created_at: session.now,
          last_seen_at: session.now,
          expires_at: session.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    /** A session by its id (the primary key): a game session checks the portal session that launched it. */
    findById(id: number): Promise<SessionRow | undefined> {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async touch(id: number, now: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .execute();
    },
    async revoke(id: number, reason: RevokeReason, now: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },
    /** Revokes every live session of an account, except `keepId` when given. */
    async revokeAccount(accountId: number, reason: RevokeReason, now: number, keepId?: number): Promise<number> {
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null);
      if (keepId !== undefined) query = query.where('id', '!=', keepId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
