// What members do with the catalogue, per tenant: favourites, recent games (newest first, bounded),
// launch tickets (single use, short-lived, stored as keyed hashes) and the one open game per
// account. Every query is scoped by the merchant code.
import type { GameRow, OpenGameRow } from '../db/schema';
import { coalescedRowByKey } from '../db/coalesced-read';
import { compiledOnce, compiledOnceForLists } from '../db/compiled-once';
import type { Executor } from './executor';

// Every in-house game call reads the open game (one statement for a turn's calls: db/coalesced-read.ts),
// and touches it once a minute (compiled once: db/compiled-once.ts).
const openGamesOf = compiledOnceForLists(1, (db, [merchantCode]: [merchantCode: string], accountIds: number[]) =>
  db
    .selectFrom('open_games')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('account_id', 'in', accountIds),
);
const openGameTouched = compiledOnce((db, merchantCode: string, accountId: number, now: number) =>
  db
    .updateTable('open_games')
    .set({ last_seen_at: now })
    .where('merchant_code', '=', merchantCode)
    .where('account_id', '=', accountId),
);

/** Recent games kept per account; older ones are dropped when a launch records a new one. */
export const RECENT_GAMES_KEPT = 50;

export function favouritesRepository(db: Executor, merchantCode: string) {
  return {
    /** Idempotent: adding a favourite twice keeps the first time. */
    async add(accountId: number, nodeId: string, now: number): Promise<void> {
      await db
        .insertInto('game_favorites')
        .values({ merchant_code: merchantCode, account_id: accountId, node_id: nodeId, created_at: now })
        .onConflict((oc) => oc.columns(['merchant_code', 'account_id', 'node_id']).doNothing())
        .execute();
    },
    async remove(accountId: number, nodeId: string): Promise<void> {
      await db
        .deleteFrom('game_favorites')
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('node_id', '=', nodeId)
        .execute();
    },
    /** Favourite node ids, newest first (of one lane when given). */
    async ids(accountId: number, gameType?: string): Promise<string[]> {
      let query = db
        .selectFrom('game_favorites as f')
        .innerJoin('games as g', (join) =>
          join.onRef('g.merchant_code', '=', 'f.merchant_code').onRef('g.node_id', '=', 'f.node_id'),
        )
        .select('f.node_id')
        .where('f.merchant_code', '=', merchantCode)
        .where('f.account_id', '=', accountId);
      if (gameType) query = query.where('g.game_type', '=', gameType);
      const rows = await query.orderBy('f.created_at', 'desc').orderBy('f.node_id').execute();
      return rows.map((r) => r.node_id);
    },
    /** A page of favourite games, newest favourite first, with the number of favourites. */
    async page(
      accountId: number,
      gameType: string | undefined,
      page: { offset: number; limit: number },
    ): Promise<{ rows: GameRow[]; total: number }> {
      const base = () => {
        let query = db
          .selectFrom('game_favorites as f')
          .innerJoin('games as g', (join) =>
            join.onRef('g.merchant_code', '=', 'f.merchant_code').onRef('g.node_id', '=', 'f.node_id'),
          )
          .where('f.merchant_code', '=', merchantCode)
          .where('f.account_id', '=', accountId);
        if (gameType) query = query.where('g.game_type', '=', gameType);
        return query;
      };
      const [rows, count] = await Promise.all([
        base()
          .selectAll('g')
          .orderBy('f.created_at', 'desc')
          .orderBy('f.node_id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        base()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },
  };
}

export function recentGamesRepository(db: Executor, merchantCode: string) {
  return {
    /** Records a launch (moving the game to the front) and keeps the newest RECENT_GAMES_KEPT. */
    async record(accountId: number, nodeId: string, now: number): Promise<void> {
      await db
        .insertInto('recent_games')
        .values({ merchant_code: merchantCode, account_id: accountId, node_id: nodeId, played_at: now })
        .onConflict((oc) => oc.columns(['merchant_code', 'account_id', 'node_id']).doUpdateSet({ played_at: now }))
        .execute();
      const cutoff = await db
        .selectFrom('recent_games')
        .select('played_at')
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .orderBy('played_at', 'desc')
        .limit(1)
        .offset(RECENT_GAMES_KEPT)
        .executeTakeFirst();
      if (cutoff) {
        await db
          .deleteFrom('recent_games')
          .where('merchant_code', '=', merchantCode)
          .where('account_id', '=', accountId)
          .where('played_at', '<=', cutoff.played_at)
          .execute();
      }
    },
    /** A page of recent games, newest first. */
    async page(
      accountId: number,
      vassalage: string | undefined,
      page: { offset: number; limit: number },
    ): Promise<{ rows: GameRow[]; total: number }> {
      const base = () => {
        let query = db
          .selectFrom('recent_games as r')
          .innerJoin('games as g', (join) =>
            join.onRef('g.merchant_code', '=', 'r.merchant_code').onRef('g.node_id', '=', 'r.node_id'),
          )
          .where('r.merchant_code', '=', merchantCode)
          .where('r.account_id', '=', accountId);
        if (vassalage) query = query.where('g.vassalage', '=', vassalage);
        return query;
      };
      const [rows, count] = await Promise.all([
        base()
          .selectAll('g')
          .orderBy('r.played_at', 'desc')
          .orderBy('r.node_id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        base()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },
  };
}

export interface RedeemedTicket {
  accountId: number;
  nodeId: string;
  walletId: number;
  /** 1 real money, 0 free play. */
  accountType: number;
  roomId: string | null;
  /** The portal session that launched the game (null on tickets issued before migration 0011). */
  sessionId: number | null;
  issuedAt: number;
}

export function launchTicketsRepository(db: Executor, merchantCode: string) {
  return {
    async issue(ticket: {
      ticketHash: string;
      accountId: number;
      nodeId: string;
      roomId: string | null;
      walletId: number;
      accountType: number;
      /** The portal session launching the game: the ticket and the game session it buys end with it. */
      sessionId: number;
      now: number;
      expiresAt: number;
    }): Promise<void> {
      await db
        .insertInto('launch_tickets')
        .values({
          ticket_hash: ticket.ticketHash,
          merchant_code: merchantCode,
          account_id: ticket.accountId,
          node_id: ticket.nodeId,
          room_id: ticket.roomId,
          wallet_id: ticket.walletId,
          account_type: ticket.accountType,
          created_at: ticket.now,
          expires_at: ticket.expiresAt,
          used_at: null,
          session_id: ticket.sessionId,
        })
        .execute();
    },
    /**
     * Spends a ticket: one UPDATE that only an unused, unexpired ticket of this tenant passes, so
     * two requests racing with the same ticket cannot both win. `ticketHash` is
     * keyedHash(secrets.tokenPepper, ticket) (= platform.sessions.hashToken(ticket)).
     */
    async redeem(ticketHash: string, now: number): Promise<RedeemedTicket | undefined> {
      const row = await db
        .updateTable('launch_tickets')
        .set({ used_at: now })
        .where('ticket_hash', '=', ticketHash)
        .where('merchant_code', '=', merchantCode)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['account_id', 'node_id', 'wallet_id', 'account_type', 'room_id', 'session_id', 'created_at'])
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        accountId: row.account_id,
        nodeId: row.node_id,
        walletId: row.wallet_id,
        accountType: row.account_type,
        roomId: row.room_id,
        sessionId: row.session_id,
        issuedAt: row.created_at,
      };
    },
    /** Deletes tickets expired before `before` (keeps the table small; run on launch). */
    async purgeExpired(before: number): Promise<void> {
      await db
        .deleteFrom('launch_tickets')
        .where('merchant_code', '=', merchantCode)
        .where('expires_at', '<', before)
        .execute();
    },
  };
}

export function openGamesRepository(db: Executor, merchantCode: string) {
  const ofAccount = coalescedRowByKey(db, merchantCode, openGamesOf, (row) => row.account_id);
  return {
    get(accountId: number): Promise<OpenGameRow | undefined> {
      return ofAccount(accountId);
    },
    /** Marks a game open for the account (replacing a previous row: the caller checks the rule first). */
    async open(game: {
      accountId: number;
      nodeId: string;
      vassalage: string;
      gameName: string;
      now: number;
    }): Promise<void> {
      await db
        .insertInto('open_games')
        .values({
          merchant_code: merchantCode,
          account_id: game.accountId,
          node_id: game.nodeId,
          vassalage: game.vassalage,
          game_name: game.gameName,
          opened_at: game.now,
          last_seen_at: game.now,
        })
        .onConflict((oc) =>
          oc.columns(['merchant_code', 'account_id']).doUpdateSet({
            node_id: game.nodeId,
            vassalage: game.vassalage,
            game_name: game.gameName,
            opened_at: game.now,
            last_seen_at: game.now,
          }),
        )
        .execute();
    },
    /**
     * Opens `nodeId` for the account unless another game is open and was seen at or after
     * `staleBefore`: one conditional upsert, so two launches racing cannot both open a game.
     * Relaunching the same game is allowed. True when the game is now the open one.
     */
    async claim(game: {
      accountId: number;
      nodeId: string;
      vassalage: string;
      gameName: string;
      now: number;
      staleBefore: number;
    }): Promise<boolean> {
      const result = await db
        .insertInto('open_games')
        .values({
          merchant_code: merchantCode,
          account_id: game.accountId,
          node_id: game.nodeId,
          vassalage: game.vassalage,
          game_name: game.gameName,
          opened_at: game.now,
          last_seen_at: game.now,
        })
        .onConflict((oc) =>
          oc
            .columns(['merchant_code', 'account_id'])
            .doUpdateSet({
              node_id: game.nodeId,
              vassalage: game.vassalage,
              game_name: game.gameName,
              opened_at: game.now,
              last_seen_at: game.now,
            })
            .where((eb) =>
              eb.or([eb('open_games.node_id', '=', game.nodeId), eb('open_games.last_seen_at', '<', game.staleBefore)]),
            ),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /** Ends the open game; true when there was one. */
    async close(accountId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('open_games')
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** The game is still being played (a game call, at most once a minute): keeps it from counting as abandoned. */
    async touch(accountId: number, now: number): Promise<void> {
      await openGameTouched.run(db, merchantCode, accountId, now);
    },
  };
}
