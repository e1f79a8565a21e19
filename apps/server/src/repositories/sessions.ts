// Sessions of one tenant: rows keyed by the token's keyed hash.
import type { AccountRow, SessionRow } from '../db/schema';
import { coalescedRead, coalescedRowByKey } from '../db/coalesced-read';
import { compiledOnce, compiledOnceForLists, notAnIndexOn } from '../db/compiled-once';
import type { Executor } from './executor';

/** A token's first call on this instance (compiled once: db/compiled-once.ts); later ones read liveStatesWithAccounts. */
const sessionByTokenHash = compiledOnce((db, merchantCode: string, tokenHash: string) =>
  db.selectFrom('sessions').selectAll().where('merchant_code', '=', merchantCode).where('token_hash', '=', tokenHash),
);

/** Portal sessions by id, behind game sessions: every in-house round (one statement for a turn's calls). */
const sessionsById = compiledOnceForLists(1, (db, [merchantCode]: [merchantCode: string], ids: number[]) =>
  db
    .selectFrom('sessions')
    .selectAll()
    .where(notAnIndexOn(db, 'merchant_code'), '=', merchantCode)
    .where('id', 'in', ids),
);

/**
 * Token calls whose sessions this instance has met before (services/accounts/session-service.ts
 * keeps a token's session by its hash): each session's three columns that change (its end, its
 * last call) with its account, by their primary keys, one statement for the calls of a turn.
 */
const liveStatesWithAccounts = compiledOnceForLists(1, (db, [merchantCode]: [string], sessionIds: number[]) =>
  db
    .selectFrom('accounts')
    .innerJoin('sessions', (join) =>
      join
        .on(notAnIndexOn(db, 'sessions.merchant_code'), '=', merchantCode)
        .onRef('sessions.account_id', '=', 'accounts.id'),
    )
    .selectAll('accounts')
    .select([
      'sessions.id as session_id',
      'sessions.token_hash as session_token_hash',
      'sessions.revoked_at as session_revoked_at',
      'sessions.revoked_reason as session_revoked_reason',
      'sessions.last_seen_at as session_last_seen_at',
    ])
    .where(notAnIndexOn(db, 'accounts.merchant_code'), '=', merchantCode)
    .where('sessions.id', 'in', sessionIds),
);

/** What changes of a session after its insert: its end and its last call (touch). */
export type SessionLiveState = Pick<SessionRow, 'revoked_at' | 'revoked_reason' | 'last_seen_at'>;

/** Why a session ended (paymentPasswordLocked: repeated payment-password locks, services/money/money-password.ts). */
export type RevokeReason =
  | 'logout'
  | 'duplicateLogin'
  | 'passwordChanged'
  | 'paymentPasswordLocked'
  /** The member signed it out from another session (active sessions). */
  | 'signedOutElsewhere'
  /** Its call came from another network than its login's (tenant option, `token_ip_different`). */
  | 'networkChanged'
  /** Responsible gaming (services/responsible-gaming) ended every session of a self-excluded identity. */
  | 'selfExcluded'
  /** Staff reset the member's lost authenticator (operator decision authenticator.reset). */
  | 'authenticatorReset';

type KnownSession = Pick<SessionRow, 'id' | 'token_hash' | 'account_id'>;

export function sessionsRepository(db: Executor, merchantCode: string) {
  const byId = coalescedRowByKey(db, merchantCode, sessionsById, (row) => row.id);
  const liveState = coalescedRead(
    db,
    (known: KnownSession) => `${known.id}:${known.token_hash}`,
    async (known) => {
      const rows = await liveStatesWithAccounts.rows(
        db,
        [merchantCode],
        known.map((session) => session.id),
      );
      const found = new Map<string, { state: SessionLiveState; account: AccountRow }>();
      for (const row of rows) {
        const {
          session_id,
          session_token_hash,
          session_revoked_at,
          session_revoked_reason,
          session_last_seen_at,
          ...account
        } = row;
        // The same session, even were an id given again after a purge (SQLite): its id and token hash.
        found.set(`${session_id}:${session_token_hash}`, {
          state: {
            revoked_at: session_revoked_at,
            revoked_reason: session_revoked_reason,
            last_seen_at: session_last_seen_at,
          },
          account: account as AccountRow,
        });
      }
      return found;
    },
  );
  return {
    async insert(session: {
      accountId: number;
      tokenHash: string;
      deviceId: string | null;
      ip: string;
      userAgent?: string | null;
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
          user_agent: session.userAgent ?? null,
          created_at: session.now,
          last_seen_at: session.now,
          expires_at: session.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      return sessionByTokenHash.first(db, merchantCode, tokenHash);
    },
    /**
     * A known session's changing columns and its account in one read (shared with the other calls of
     * the turn); undefined when either is gone.
     */
    liveStateWithAccount(known: KnownSession): Promise<{ state: SessionLiveState; account: AccountRow } | undefined> {
      return liveState(known);
    },
    /** A session by its id (the primary key): a game session checks the portal session that launched it. */
    findById(id: number): Promise<SessionRow | undefined> {
      return byId(id);
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
    /** The account's sessions not revoked and not past their absolute expiry, newest first (idle ones included: the caller filters). */
    unrevoked(accountId: number, now: number): Promise<SessionRow[]> {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    /** Revokes one session of an account; false when it is not the account's or already ended. */
    async revokeOfAccount(accountId: number, id: number, reason: RevokeReason, now: number): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
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

/**
 * The tenant of a session token's hash (token hashes are unique across tenants), for a caller that
 * has no Merchant header to go by: the chat socket's hello. The session itself is then checked
 * through the tenant's repositories like any token call's.
 */
export async function sessionMerchantOf(db: Executor, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select('merchant_code')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.merchant_code;
}
