// Betting records, fairness seeds and in-house game sessions of one tenant (migration 0005).
// Every query is scoped by the merchant code. A betting record's round id is unique per merchant:
// inserting a second record with it fails, which is what makes a retried bet safe.
import type { BettingRecordRow, FairnessSeedRow, GameSessionRow } from '../db/schema';
import type { Executor } from './executor';

export interface NewBettingRecord {
  accountId: number;
  walletId: number;
  roundId: string;
  source: 'inhouse' | 'lottery' | 'vendor';
  nodeId: string;
  vendor: string;
  gameType: string;
  gameName: string;
  betMinor: number;
  winMinor: number | null;
  validBetMinor: number | null;
  currency: string;
  status: 'open' | 'settled' | 'void';
  placedAt: number;
  settledAt: number | null;
  requestHash: string;
  detail: unknown;
}

export interface WinnerRow {
  username: string;
  winMinor: number;
  gameName: string;
  nodeId: string;
  gameType: string;
  vendor: string;
  iconPath: string | null;
}

export function bettingRecordsRepository(db: Executor, merchantCode: string) {
  return {
    async insert(record: NewBettingRecord): Promise<void> {
      await db
        .insertInto('betting_records')
        .values({
          merchant_code: merchantCode,
          account_id: record.accountId,
          wallet_id: record.walletId,
          round_id: record.roundId,
          source: record.source,
          node_id: record.nodeId,
          vendor: record.vendor,
          game_type: record.gameType,
          game_name: record.gameName,
          bet_minor: record.betMinor,
          win_minor: record.winMinor,
          valid_bet_minor: record.validBetMinor,
          currency: record.currency,
          status: record.status,
          placed_at: record.placedAt,
          settled_at: record.settledAt,
          request_hash: record.requestHash,
          detail_json: JSON.stringify(record.detail),
        })
        .execute();
    },
    async findByRoundId(roundId: string): Promise<BettingRecordRow | undefined> {
      return db.selectFrom('betting_records').selectAll().where('merchant_code', '=', merchantCode).where('round_id', '=', roundId).executeTakeFirst();
    },
    /** An account's records, newest first (the member centre's betting records). */
    async forAccount(accountId: number, page: { offset: number; limit: number }): Promise<BettingRecordRow[]> {
      return db
        .selectFrom('betting_records')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .orderBy('placed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },
    /** The biggest wins settled since `since`, biggest first, with the winner's username and the game's icon. */
    async biggestWins(since: number, limit: number): Promise<WinnerRow[]> {
      const rows = await db
        .selectFrom('betting_records as b')
        .innerJoin('accounts as a', (join) => join.onRef('a.id', '=', 'b.account_id').onRef('a.merchant_code', '=', 'b.merchant_code'))
        .leftJoin('games as g', (join) => join.onRef('g.merchant_code', '=', 'b.merchant_code').onRef('g.node_id', '=', 'b.node_id'))
        .select(['a.username', 'b.win_minor', 'b.game_name', 'b.node_id', 'b.game_type', 'b.vendor', 'g.icon_path'])
        .where('b.merchant_code', '=', merchantCode)
        .where('b.settled_at', '>=', since)
        .where('b.status', '=', 'settled')
        .where('b.win_minor', '>', 0)
        .orderBy('b.win_minor', 'desc')
        .orderBy('b.settled_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        username: r.username,
        winMinor: Number(r.win_minor),
        gameName: r.game_name,
        nodeId: r.node_id,
        gameType: r.game_type,
        vendor: r.vendor,
        iconPath: r.icon_path,
      }));
    },
  };
}

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
      return db.selectFrom('fairness_seeds').selectAll().where('merchant_code', '=', merchantCode).where('id', '=', id).executeTakeFirst();
    },
    /**
     * Makes the account's seed in use; undefined when the account already has one (another
     * request made it at the same moment: read it with `active`).
     */
    async create(seed: { accountId: number; serverSeed: string; serverSeedHash: string; clientSeed: string; now: number }): Promise<FairnessSeedRow | undefined> {
      return db
        .insertInto('fairness_seeds')
        .values({
          merchant_code: merchantCode,
          account_id: seed.accountId,
          server_seed: seed.serverSeed,
          server_seed_hash: seed.serverSeedHash,
          client_seed: seed.clientSeed,
          next_nonce: 0,
          created_at: seed.now,
          revealed_at: null,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'account_id']).where('revealed_at', 'is', null).doNothing())
        .returningAll()
        .executeTakeFirst();
    },
    /**
     * Takes the next nonce of the account's seed in use. The UPDATE locks the seed row until the
     * transaction ends, so the rounds of one account are serialised and never share a nonce.
     */
    async takeNonce(accountId: number): Promise<{ seed: FairnessSeedRow; nonce: number } | undefined> {
      const seed = await db
        .updateTable('fairness_seeds')
        .set((eb) => ({ next_nonce: eb('next_nonce', '+', 1) }))
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('revealed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return seed && { seed, nonce: Number(seed.next_nonce) - 1 };
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
    async insert(session: { tokenHash: string; accountId: number; walletId: number; nodeId: string; language: string; now: number; expiresAt: number }): Promise<void> {
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
        })
        .execute();
    },
    async findByTokenHash(tokenHash: string): Promise<GameSessionRow | undefined> {
      return db.selectFrom('game_sessions').selectAll().where('merchant_code', '=', merchantCode).where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    /** Deletes sessions that expired before `before` (keeps the table small; run when one starts). */
    async purgeExpired(before: number): Promise<void> {
      await db.deleteFrom('game_sessions').where('merchant_code', '=', merchantCode).where('expires_at', '<', before).execute();
    },
  };
}
