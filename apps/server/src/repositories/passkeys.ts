// Passkeys of one tenant (migration 0027): the members' WebAuthn credentials and the single-use
// challenges of a registration or a sign-in. Every query is scoped by merchant_code, so a credential
// registered on one brand is unknown on every other.
import type { PasskeyRow } from '../db/schema';
import type { Executor } from './executor';

export interface NewPasskey {
  accountId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  now: number;
}

export function passkeysRepository(db: Executor, merchantCode: string) {
  return {
    listOf(accountId: number): Promise<PasskeyRow[]> {
      return db
        .selectFrom('passkeys')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .orderBy('id')
        .execute();
    },
    findByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      return db
        .selectFrom('passkeys')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('credential_id', '=', credentialId)
        .executeTakeFirst();
    },
    /** Stores a new credential; false when this tenant already holds one with that id. */
    async insert(passkey: NewPasskey): Promise<number | null> {
      const row = await db
        .insertInto('passkeys')
        .values({
          merchant_code: merchantCode,
          account_id: passkey.accountId,
          credential_id: passkey.credentialId,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: JSON.stringify(passkey.transports),
          name: passkey.name,
          created_at: passkey.now,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'credential_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },
    /**
     * Records a use: the new counter only when the stored one is still `previous` (two parallel uses
     * of one credential cannot both move it); false when another use came first.
     */
    async recordUse(id: number, previous: number, counter: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('passkeys')
        .set({ counter, last_used_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('counter', '=', previous)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async rename(accountId: number, id: number, name: string): Promise<boolean> {
      const result = await db
        .updateTable('passkeys')
        .set({ name })
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async remove(accountId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('passkeys')
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type PasskeyChallengePurpose = 'register' | 'login';

export function passkeyChallengesRepository(db: Executor, merchantCode: string) {
  return {
    async insert(challenge: {
      challengeHash: string;
      purpose: PasskeyChallengePurpose;
      accountId: number | null;
      sessionId: number | null;
      now: number;
      expiresAt: number;
    }): Promise<void> {
      await db
        .deleteFrom('passkey_challenges')
        .where('merchant_code', '=', merchantCode)
        .where('expires_at', '<', challenge.now)
        .execute();
      await db
        .insertInto('passkey_challenges')
        .values({
          merchant_code: merchantCode,
          challenge_hash: challenge.challengeHash,
          purpose: challenge.purpose,
          account_id: challenge.accountId,
          session_id: challenge.sessionId,
          created_at: challenge.now,
          expires_at: challenge.expiresAt,
        })
        .execute();
    },
    /**
     * Uses a live challenge up (one conditional update: two answers with one challenge cannot both
     * pass). A registration's must have been asked by `sessionId`.
     */
    async consume(
      challengeHash: string,
      purpose: PasskeyChallengePurpose,
      sessionId: number | null,
      now: number,
    ): Promise<boolean> {
      let query = db
        .updateTable('passkey_challenges')
        .set({ consumed_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('challenge_hash', '=', challengeHash)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now);
      if (sessionId !== null) query = query.where('session_id', '=', sessionId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
