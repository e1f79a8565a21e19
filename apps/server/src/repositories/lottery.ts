// Lottery games, issues and bets of one tenant (migration 0006), every query scoped by the
// merchant code; and the job leases (platform-wide) that let one instance at a time run a clock job.
// A lottery bet is a betting record (source 'lottery') with its issue's id: it is placed `open`
// and settled exactly once — `settleWins` / `settleLost` change only records still open, so a
// second settlement of the same bet (a retry, a resumed draw, another instance) finds nothing to do.
import { sql } from 'kysely';
import type { BettingRecordRow, LotteryGameRow, LotteryIssueRow } from '../db/schema';
import type { Executor } from './executor';

export function lotteryGamesRepository(db: Executor, merchantCode: string) {
  return {
    async enabled(): Promise<LotteryGameRow[]> {
      return db.selectFrom('lottery_games').selectAll().where('merchant_code', '=', merchantCode).where('enabled', '=', 1).orderBy('sort_order').orderBy('game_code').execute();
    },
    async find(gameCode: string): Promise<LotteryGameRow | undefined> {
      return db.selectFrom('lottery_games').selectAll().where('merchant_code', '=', merchantCode).where('game_code', '=', gameCode).where('enabled', '=', 1).executeTakeFirst();
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
  serverSeed: string;
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
          server_seed: issue.serverSeed,
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
      return db.selectFrom('lottery_issues').selectAll().where('merchant_code', '=', merchantCode).where('id', '=', id).executeTakeFirst();
    },
    /** Issues whose draw time has come and that are not settled yet, oldest first. */
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
      await db.updateTable('lottery_issues').set({ status: 'settled', settled_at: now }).where('merchant_code', '=', merchantCode).where('id', '=', id).where('status', '=', 'drawn').execute();
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

export interface NewLotteryBet {
  accountId: number;
  walletId: number;
  roundId: string;
  issueId: number;
  nodeId: string;
  gameType: string;
  gameName: string;
  betMinor: number;
  currency: string;
  placedAt: number;
  requestHash: string;
  detail: unknown;
}

/** The vendor code lottery bets carry in the betting records. */
export const LOTTERY_VENDOR = 'LOTTERY';

export function lotteryBetsRepository(db: Executor, merchantCode: string) {
  return {
    /** Records the bets of one request, open, in one statement (the caller's transaction also debits them). */
    async insertMany(bets: NewLotteryBet[]): Promise<void> {
      await db
        .insertInto('betting_records')
        .values(
          bets.map((bet) => ({
            merchant_code: merchantCode,
            account_id: bet.accountId,
            wallet_id: bet.walletId,
            round_id: bet.roundId,
            source: 'lottery',
            node_id: bet.nodeId,
            vendor: LOTTERY_VENDOR,
            game_type: bet.gameType,
            game_name: bet.gameName,
            bet_minor: bet.betMinor,
            win_minor: null,
            valid_bet_minor: null,
            currency: bet.currency,
            status: 'open',
            placed_at: bet.placedAt,
            settled_at: null,
            request_hash: bet.requestHash,
            detail_json: JSON.stringify(bet.detail),
            issue_id: bet.issueId,
          })),
        )
        .execute();
    },
    /** The records a bet request made (their round ids share the request id as prefix), in order. */
    async ofRequest(accountId: number, requestId: string): Promise<BettingRecordRow[]> {
      return db
        .selectFrom('betting_records')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('source', '=', 'lottery')
        .where('round_id', 'like', `${requestId}:%`)
        .orderBy('id')
        .execute();
    },
    /** Any record with the first round id of a request, whoever placed it. */
    async firstOfRequest(requestId: string): Promise<BettingRecordRow | undefined> {
      return db.selectFrom('betting_records').selectAll().where('merchant_code', '=', merchantCode).where('round_id', '=', `${requestId}:0`).executeTakeFirst();
    },
    /** An account's bets on an issue (or its latest on a game when no issue is given), newest first. */
    async ofAccount(accountId: number, filter: { issueId?: number; nodeId: string }, limit: number): Promise<BettingRecordRow[]> {
      let query = db
        .selectFrom('betting_records')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('source', '=', 'lottery')
        .where('node_id', '=', filter.nodeId);
      if (filter.issueId !== undefined) query = query.where('issue_id', '=', filter.issueId);
      return query.orderBy('placed_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },
    /** Open bets of an issue, by id, after `afterId` (settlement walks them in batches). */
    async openOfIssue(issueId: number, afterId: number, limit: number): Promise<BettingRecordRow[]> {
      return db
        .selectFrom('betting_records')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('issue_id', '=', issueId)
        .where('status', '=', 'open')
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },
    /**
     * Settles winning bets in one statement (each its own win and detail) — only those still
     * open — and answers the ids it settled: only those may be paid.
     */
    async settleWins(wins: { id: number; winMinor: number; detail: unknown }[], now: number): Promise<Set<number>> {
      if (wins.length === 0) return new Set();
      const ids = wins.map((w) => w.id);
      const winCase = sql<number>`CASE ${sql.ref('id')} ${sql.join(wins.map((w) => sql`WHEN ${w.id} THEN CAST(${w.winMinor} AS BIGINT)`), sql` `)} END`;
      const detailCase = sql<string>`CASE ${sql.ref('id')} ${sql.join(wins.map((w) => sql`WHEN ${w.id} THEN CAST(${JSON.stringify(w.detail)} AS TEXT)`), sql` `)} END`;
      const rows = await db
        .updateTable('betting_records')
        .set((eb) => ({ status: 'settled', win_minor: winCase, valid_bet_minor: eb.ref('bet_minor'), settled_at: now, detail_json: detailCase }))
        .where('merchant_code', '=', merchantCode)
        .where('id', 'in', ids)
        .where('status', '=', 'open')
        .returning('id')
        .execute();
      return new Set(rows.map((r) => Number(r.id)));
    },
    /** Settles lost bets in one statement (nothing to pay, so no ledger row). */
    async settleLost(ids: number[], now: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('betting_records')
        .set((eb) => ({ status: 'settled', win_minor: 0, valid_bet_minor: eb.ref('bet_minor'), settled_at: now }))
        .where('merchant_code', '=', merchantCode)
        .where('id', 'in', ids)
        .where('status', '=', 'open')
        .execute();
    },
    /** The VN games an account bet on most recently, newest first. */
    async recentGames(accountId: number, nodeIds: string[], limit: number): Promise<{ nodeId: string; lastBetAt: number }[]> {
      if (nodeIds.length === 0) return [];
      const rows = await db
        .selectFrom('betting_records')
        .select((eb) => ['node_id', eb.fn.max('placed_at').as('last_bet_at')])
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('source', '=', 'lottery')
        .where('node_id', 'in', nodeIds)
        .groupBy('node_id')
        .orderBy('last_bet_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ nodeId: r.node_id, lastBetAt: Number(r.last_bet_at) }));
    },
    /** Bets per game since `since` (popular lotteries). */
    async countsSince(since: number): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('betting_records')
        .select((eb) => ['node_id', eb.fn.countAll().as('bets')])
        .where('merchant_code', '=', merchantCode)
        .where('source', '=', 'lottery')
        .where('placed_at', '>=', since)
        .groupBy('node_id')
        .execute();
      return new Map(rows.map((r) => [r.node_id, Number(r.bets)]));
    },
  };
}

/**
 * Leases of clock jobs, shared by every instance and tenant. `acquire` takes or extends the
 * lease in one conditional UPDATE: it succeeds only for the holder or once the lease expired, so
 * of two instances asking at once exactly one gets it (PostgreSQL's row lock makes the second
 * re-read the row the first wrote; SQLite runs writes one at a time).
 */
export function jobLeasesRepository(db: Executor) {
  return {
    async acquire(name: string, holder: string, now: number, ttlMs: number): Promise<boolean> {
      await db.insertInto('job_leases').values({ name, holder: '', expires_at: 0 }).onConflict((oc) => oc.column('name').doNothing()).execute();
      const result = await db
        .updateTable('job_leases')
        .set({ holder, expires_at: now + ttlMs })
        .where('name', '=', name)
        .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<=', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async release(name: string, holder: string): Promise<void> {
      await db.updateTable('job_leases').set({ expires_at: 0 }).where('name', '=', name).where('holder', '=', holder).execute();
    },
    async get(name: string): Promise<{ holder: string; expiresAt: number } | undefined> {
      const row = await db.selectFrom('job_leases').selectAll().where('name', '=', name).executeTakeFirst();
      return row && { holder: row.holder, expiresAt: Number(row.expires_at) };
    },
  };
}
