// Fairness seeds and in-house game sessions of one tenant (migration 0005), every query scoped by
// the merchant code. The rounds' betting records are in betting-records.ts.
import type { FairnessSeedRow, GameSessionRow } from '../db/schema';
import { sql } from 'kysely';
import { compiledOnce, isSqlite } from '../db/compiled-once';
import type { Executor } from './executor';

// Every game call's statement (compiled once: db/compiled-once.ts).
const gameSessionByTokenHash = compiledOnce((db, merchantCode: string, tokenHash: string) =>
  db
    .selectFrom('game_sessions')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('token_hash', '=', tokenHash),
);

export function fairnessSeedsRepository(db: Executor, merchantCode: string) {
  return {
    async active(accountId: number): Promise<FairnessSeedRow | undefined> {
      return db
        .selectFrom('fairness_seeds')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('revealed_at', 'is', null)
        .executeTakeFirst();
    },
    async byId(id: number): Promise<FairnessSeedRow | undefined> {
      return db
        .selectFrom('fairness_seeds')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    /**
     * Makes the account's seed in use, with the seed committed to follow it; undefined when the
     * account already has one (another request made it at the same moment: read it with `active`).
     * Seeds are references (`k1:<nonce>`, games/fairness.ts), never the seeds themselves.
     */
    async create(seed: {
      accountId: number;
      seedRef: string;
      serverSeedHash: string;
      nextSeedRef: string;
      nextSeedHash: string;
      clientSeed: string;
      now: number;
    }): Promise<FairnessSeedRow | undefined> {
      return db
        .insertInto('fairness_seeds')
        .values({
          merchant_code: merchantCode,
          account_id: seed.accountId,
          seed_ref: seed.seedRef,
          server_seed_hash: seed.serverSeedHash,
          client_seed: seed.clientSeed,
          next_nonce: 0,
          created_at: seed.now,
          revealed_at: null,
          next_seed_ref: seed.nextSeedRef,
          next_seed_hash: seed.nextSeedHash,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'account_id']).where('revealed_at', 'is', null).doNothing())
        .returningAll()
        .executeTakeFirst();
    },
    /**
     * The accounts' seeds in use, in account order, locked until the transaction ends (PostgreSQL:
     * FOR UPDATE; SQLite writes one transaction at a time): the rounds of one account are
     * serialised and never share a nonce. A group of rounds takes its nonces from `next_nonce` on
     * and moves it on with `setNextNonces`.
     */
    async lockActive(accountIds: readonly number[]): Promise<FairnessSeedRow[]> {
      const query = db
        .selectFrom('fairness_seeds')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('account_id', 'in', [...accountIds])
        .where('revealed_at', 'is', null)
        .orderBy('account_id');
      return (isSqlite(db) ? query : query.forUpdate()).execute();
    },
    /** Each seed's next nonce moved on (locked by `lockActive`), in one statement. */
    async setNextNonces(seeds: readonly { id: number; nextNonce: number }[]): Promise<void> {
      if (seeds.length === 0) return;
      await sql`with taken(id, next_nonce) as (values ${sql.join(
        seeds.map(({ id, nextNonce }) => sql`(cast(${id} as bigint), cast(${nextNonce} as bigint))`),
      )})
      update fairness_seeds set next_nonce = taken.next_nonce from taken
      where fairness_seeds.merchant_code = ${merchantCode} and fairness_seeds.id = taken.id`.execute(db);
    },
    /** Reveals the account's seed in use in one statement (it locks the row); undefined when there is none. */
    async revealActive(accountId: number, now: number): Promise<FairnessSeedRow | undefined> {
      return db
        .updateTable('fairness_seeds')
        .set({ revealed_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('revealed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },
    /** Reveals a seed (it stops being used); undefined when it was already revealed. */
    async reveal(id: number, now: number): Promise<FairnessSeedRow | undefined> {
      return db
        .updateTable('fairness_seeds')
        .set({ revealed_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('revealed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export function gameSessionsRepository(db: Executor, merchantCode: string) {
  return {
    async insert(session: {
      tokenHash: string;
      accountId: number;
      walletId: number;
      nodeId: string;
      language: string;
      /** The portal session that launched the game: the game session ends with it. */
      sessionId: number;
      now: number;
      expiresAt: number;
    }): Promise<void> {
      await db
        .insertInto('game_sessions')
        .values({
          merchant_code: merchantCode,
          token_hash: session.tokenHash,
          account_id: session.accountId,
          wallet_id: session.walletId,
          node_id: session.nodeId,
          language: session.language,
          created_at: session.now,
          expires_at: session.expiresAt,
          session_id: session.sessionId,
        })
        .execute();
    },
    async findByTokenHash(tokenHash: string): Promise<GameSessionRow | undefined> {
      return gameSessionByTokenHash.first(db, merchantCode, tokenHash);
    },
    /** Deletes sessions that expired before `before` (keeps the table small; run when one starts). */
    async purgeExpired(before: number): Promise<void> {
      await db
        .deleteFrom('game_sessions')
        .where('merchant_code', '=', merchantCode)
        .where('expires_at', '<', before)
        .execute();
    },
  };
}
