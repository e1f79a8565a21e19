// Lottery games and issues of one tenant (migration 0006), every query scoped by the merchant code.
// A lottery bet is a betting record (source 'lottery') with its issue's id: betting-records.ts.
import type { LotteryGameRow, LotteryIssueRow } from '../db/schema';
import type { Executor } from './executor';

export function lotteryGamesRepository(db: Executor, merchantCode: string) {
  return {
    async enabled(): Promise<LotteryGameRow[]> {
      return db
        .selectFrom('lottery_games')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('enabled', '=', 1)
        .orderBy('sort_order')
        .orderBy('game_code')
        .execute();
    },
    /** A game on offer (enabled); a game switched off is not found. */
    async find(gameCode: string): Promise<LotteryGameRow | undefined> {
      return db
        .selectFrom('lottery_games')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('game_code', '=', gameCode)
        .where('enabled', '=', 1)
        .executeTakeFirst();
    },
    /** A game whether on offer or switched off (the draws and reads of the bets it took). */
    async findAny(gameCode: string): Promise<LotteryGameRow | undefined> {
      return db
        .selectFrom('lottery_games')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('game_code', '=', gameCode)
        .executeTakeFirst();
    },
    /** Every game of the tenant, switched off ones included. */
    async all(): Promise<LotteryGameRow[]> {
      return db
        .selectFrom('lottery_games')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .orderBy('sort_order')
        .orderBy('game_code')
        .execute();
    },
    /** Adds a game unless the tenant has one with its code (seeding is idempotent). */
    async insertIfMissing(game: Omit<LotteryGameRow, 'id' | 'merchant_code'>): Promise<void> {
      await db
        .insertInto('lottery_games')
        .values({ ...game, merchant_code: merchantCode })
        .onConflict((oc) => oc.columns(['merchant_code', 'game_code']).doNothing())
        .execute();
    },
  };
}

export interface NewIssue {
  gameCode: string;
  issueNumber: string;
  opensAt: number;
  closesAt: number;
  drawAt: number;
  /** The seed as a reference (`k1:<nonce>`, games/fairness.ts), never the seed itself. */
  seedRef: string;
  seedHash: string;
}

export function lotteryIssuesRepository(db: Executor, merchantCode: string) {
  return {
    /** Creates the issue unless it exists (every instance may try; one row wins), then reads it. */
    async ensure(issue: NewIssue): Promise<LotteryIssueRow> {
      await db
        .insertInto('lottery_issues')
        .values({
          merchant_code: merchantCode,
          game_code: issue.gameCode,
          issue_number: issue.issueNumber,
          opens_at: issue.opensAt,
          closes_at: issue.closesAt,
          draw_at: issue.drawAt,
          seed_ref: issue.seedRef,
          seed_hash: issue.seedHash,
          status: 'open',
          numbers_json: null,
          drawn_at: null,
          settled_at: null,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'game_code', 'issue_number']).doNothing())
        .execute();
      const row = await this.find(issue.gameCode, issue.issueNumber);
      if (!row) throw new Error(`issue ${issue.gameCode} ${issue.issueNumber} vanished`);
      return row;
    },
    async find(gameCode: string, issueNumber: string): Promise<LotteryIssueRow | undefined> {
      return db
        .selectFrom('lottery_issues')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('game_code', '=', gameCode)
        .where('issue_number', '=', issueNumber)
        .executeTakeFirst();
    },
    async byId(id: number): Promise<LotteryIssueRow | undefined> {
      return db
        .selectFrom('lottery_issues')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    /** Issues whose draw time has come and that are not settled yet, oldest first. */
    /** Whether the game has any issue yet (a game seeded just now has none). */
    async hasAny(gameCode: string): Promise<boolean> {
      const row = await db
        .selectFrom('lottery_issues')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('game_code', '=', gameCode)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    async due(now: number, limit: number): Promise<LotteryIssueRow[]> {
      return db
        .selectFrom('lottery_issues')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('status', 'in', ['open', 'drawn'])
        .where('draw_at', '<=', now)
        .orderBy('draw_at')
        .limit(limit)
        .execute();
    },
    /** Fixes the numbers of an open issue (once: a drawn issue is left alone); true when this call drew it. */
    async markDrawn(id: number, numbers: string[], now: number): Promise<boolean> {
      const result = await db
        .updateTable('lottery_issues')
        .set({ status: 'drawn', numbers_json: JSON.stringify(numbers), drawn_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async markSettled(id: number, now: number): Promise<void> {
      await db
        .updateTable('lottery_issues')
        .set({ status: 'settled', settled_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('status', '=', 'drawn')
        .execute();
    },
    /**
     * Counts `bets` new bets on an issue that still takes them (open, before its close). The
     * UPDATE locks the issue row until the bets' transaction ends, so a draw (markDrawn) cannot
     * slip between the check and the bets: either the bets commit first and the draw settles
     * them, or the draw commits first and this answers false.
     */
    async takeBets(id: number, bets: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('lottery_issues')
        .set((eb) => ({ bet_count: eb('bet_count', '+', bets) }))
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('status', '=', 'open')
        .where('opens_at', '<=', now)
        .where('closes_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /**
     * Bets taken per game (the issues' `bet_count`, kept by `takeBets` in each bet's transaction) on
     * the issues of the given games drawn at or after `drawnFrom` or still to be drawn: the
     * popularity of a game in a period without reading a bet. It reads the period's issues
     * (`lottery_issues_game_draw`), a few thousand rows a week for a game drawn every few minutes.
     */
    async betCounts(gameCodes: readonly string[], drawnFrom: number): Promise<Map<string, number>> {
      if (gameCodes.length === 0) return new Map();
      const rows = await db
        .selectFrom('lottery_issues')
        .select((eb) => ['game_code', eb.fn.sum<number>('bet_count').as('bets')])
        .where('merchant_code', '=', merchantCode)
        .where('game_code', 'in', [...gameCodes])
        .where('draw_at', '>=', drawnFrom)
        .groupBy('game_code')
        .execute();
      return new Map(rows.map((r) => [r.game_code, r.bets]));
    },
    /** Drawn issues, newest first (of one game, or of the games given). */
    async results(gameCodes: string[], limit: number): Promise<LotteryIssueRow[]> {
      if (gameCodes.length === 0) return [];
      return db
        .selectFrom('lottery_issues')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('game_code', 'in', gameCodes)
        .where('status', 'in', ['drawn', 'settled'])
        .orderBy('draw_at', 'desc')
        .orderBy('game_code')
        .limit(limit)
        .execute();
    },
  };
}
