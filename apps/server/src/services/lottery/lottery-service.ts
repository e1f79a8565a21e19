// The lottery's rules around the pure modules (games/lottery): reads of games, issues and results;
// placing bets — validated against the game's play types and limits, refused after the issue's
// close, recorded `open` and debited in one transaction, idempotent per request id; drawing and
// settling issues; verification of a draw from its revealed seed. Issues are made on demand (the
// current one of a game, with a fresh committed seed) by whoever asks first: the draws job's tick
// or a call; once made, asking for one is a read (`ensureCurrentIssue`).
//
// Drawing (`drawDue`, run by the lottery draws job, jobs/lottery-draws.ts, on the lease holder):
// each due issue is drawn once (status open → drawn in one conditional UPDATE; the numbers come
// from the seed committed when it opened), then its open bets are settled in batches, each batch
// one transaction: a winning bet is marked settled (only if still open) and credited with the
// bet's round id as the ledger reference; lost bets are marked in one statement; then the issue is
// marked settled. A crash anywhere leaves the issue drawn with some bets still open: the next pass
// (here or on another instance once the lease expires) settles the rest; a bet already settled is
// never paid again because its settlement is conditional on `status = 'open'`.
//
// A game switched off (`lottery_games.enabled = 0`, an operator's edit of its row) is no longer on
// offer: no new issue is made for it, and a bet on it (any issue) answers lottery_game_not_found.
// The bets it took before the switch are drawn as usual: each of its issues is drawn at its draw
// time from the seed committed when it opened and settled like any other, whether its betting had
// closed before the switch or not. Nothing is voided: a bet was taken against a published seed
// hash whose numbers the operator knows from the issue's creation, so a void after the bets are in
// would let the operator cancel a draw it knows it loses; drawing every issue leaves the switch no
// say in any bet's outcome (and needs no record of when the switch happened).
import {
  WALLET_IDS,
  type CurrentIssueValue,
  type EndpointPayload,
  type EndpointValue,
  type LotteryMenusValue,
  type LotteryResultsValue,
  type PlaceLotteryBetsRequest,
  type PlaceLotteryBetsValue,
  type VerifyLotteryDrawValue,
} from '@portal/contracts';
import { isUniqueViolation } from '../../db/connect';
import type { AccountRow, LotteryGameRow, LotteryIssueRow } from '../../db/schema';
import { hashServerSeed, type ServerSeeds } from '../../games/fairness';
import { hitsOf, isValidSelection, oddsOf, PLAY_TYPES, winOf } from '../../games/lottery/bets';
import { recomputeDraw } from '../../games/lottery/draws';
import { currentSlot, slotAt } from '../../games/lottery/schedule';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { requestFingerprint } from '../../lib/money';
import type { BettingRecord } from '../../repositories/betting-records';
import type { TenantRepositories } from '../../repositories/index';
import { InsufficientBalanceError, type LedgerPost } from '../../repositories/wallets';
import type { Tenant } from '../platform/tenant-service';
import {
  betView,
  gameView,
  issueView,
  kindOf,
  LOTTERY_VENDOR,
  lotteryGameType,
  lotteryNodeId,
  playTypesOf,
  resultView,
  scheduleOf,
  type LotteryBetDetail,
} from './game-view';
import type { ResponsibleGamingService } from '../responsible-gaming/responsible-gaming-service';

export const VERIFY_RECIPE =
  'seedHash = SHA-256(serverSeed). Numbers: HMAC-SHA256(key = serverSeed, message = "<gameCode>:<issueNumber>:0:<cursor>") for cursor 0, 1, …; ' +
  'read each digest as big-endian uint32 values; map a value v to [0, n) as v mod n, skipping v ≥ 2^32 − (2^32 mod n). ' +
  'fast5: five digits (n = 10). vn: G8 (n = 100), G7 (1,000), G6 ×3 and G5 (10,000), G4 ×7, G3 ×2, G2, G1 (100,000), DB (1,000,000), zero-padded.';

/** What a request asked: the same request id must ask exactly this again. */
function requestHash(accountId: number, payload: PlaceLotteryBetsRequest): string {
  const bets = payload.bets.map((b) => [b.playType, b.selection, b.amountMinor]);
  return requestFingerprint([accountId, payload.gameCode, payload.issueNumber, bets]);
}

/** What a drawing pass did (the lottery draws job's report); issues as `<merchant>:<gameCode>:<issueNumber>`. */
export interface DrawReport {
  /** Issues drawn (status open → drawn). */
  drawn: string[];
  /** Issues whose settlement finished. */
  settled: string[];
  /** Bets settled. */
  betsSettled: number;
  /** Wins credited. */
  winsPaid: number;
}

export interface DrawOptions {
  /** Bets settled per transaction (1,000). */
  batchSize?: number;
  /** Tests: called after each settled batch (throw to simulate a crash mid-draw). */
  afterBatch?: (issue: LotteryIssueRow, settledSoFar: number) => void | Promise<void>;
}

interface DrawPassOptions extends DrawOptions {
  /** Throws when this instance no longer holds the draws job's lease. */
  keepLease: () => Promise<void>;
}

export class LotteryService {
  constructor(
    private readonly clock: Clock,
    /** Derives an issue's seed from its row's reference (SEED_KEY): the database never holds a seed. */
    private readonly seeds: ServerSeeds,
    /** Responsible gaming: lottery bets are bets (time-out, self-exclusion, loss limits). */
    private readonly responsibleGaming: ResponsibleGamingService,
  ) {}

  /** A game on offer (a game switched off is lottery_game_not_found). */
  async game(repos: TenantRepositories, gameCode: string): Promise<LotteryGameRow> {
    const game = await repos.lotteryGames.find(gameCode);
    if (!game) throw new AppError('lottery_game_not_found', { gameCode });
    return game;
  }

  /** A game on offer or switched off: its bets, results and draws stay readable after the switch. */
  private async pastGame(repos: TenantRepositories, gameCode: string): Promise<LotteryGameRow> {
    const game = await repos.lotteryGames.findAny(gameCode);
    if (!game) throw new AppError('lottery_game_not_found', { gameCode });
    return game;
  }

  /**
   * The issue of a game that takes bets now, made with a fresh committed seed if nobody made it yet.
   * A read first: once the issue exists (the draws job makes it at the start of its slot) asking for
   * it writes nothing, so the anonymous current-issue call and the job's every-second pass on every
   * instance are reads; only the first asker of a slot runs the conditional insert (one row wins).
   */
  async ensureCurrentIssue(repos: TenantRepositories, game: LotteryGameRow, now: number): Promise<LotteryIssueRow> {
    const slot = currentSlot(scheduleOf(game), now);
    const made = await repos.lotteryIssues.find(game.game_code, slot.issueNumber);
    if (made) return made;
    const seed = this.seeds.create();
    return repos.lotteryIssues.ensure({ gameCode: game.game_code, ...slot, seedRef: seed.ref, seedHash: seed.hash });
  }

  async menus(repos: TenantRepositories, filter: { prizeMode?: string; vnOnly?: boolean }): Promise<LotteryMenusValue> {
    const now = this.clock.now();
    const games = (await repos.lotteryGames.enabled()).filter(
      (g) => (!filter.prizeMode || g.prize_mode === filter.prizeMode) && (!filter.vnOnly || g.lotto_area === 'VN'),
    );
    const groups = new Map<string, LotteryMenusValue['gameMenus'][number]>();
    for (const game of games) {
      const group = groups.get(game.group_code) ?? {
        gameGroupCode: game.group_code,
        labelName: game.group_label,
        gameMenus: [],
      };
      group.gameMenus.push(gameView(game, now));
      groups.set(game.group_code, group);
    }
    return { gameMenus: [...groups.values()] };
  }

  async vnRecent(
    repos: TenantRepositories,
    account: AccountRow,
    count: number,
  ): Promise<EndpointValue<'getVnLotteryRecent'>> {
    const now = this.clock.now();
    const games = (await repos.lotteryGames.enabled()).filter((g) => g.lotto_area === 'VN');
    const byNode = new Map(games.map((g) => [lotteryNodeId(g.game_code), g]));
    const query = { accountId: account.id, source: 'lottery', nodeIds: [...byNode.keys()] } as const;
    const perGame = await repos.bettingRecords.totalsBy(query, ['nodeId']);
    // Every group has records, so a latest bet.
    const recent = perGame
      .map((g) => ({ nodeId: g.nodeId, lastBetAt: g.lastPlacedAt ?? 0 }))
      .sort((a, b) => b.lastBetAt - a.lastBetAt);
    return {
      list: recent.slice(0, count).map((r) => ({ game: gameView(byNode.get(r.nodeId)!, now), lastBetAt: r.lastBetAt })),
    };
  }

  async currentIssue(repos: TenantRepositories, gameCode: string): Promise<CurrentIssueValue> {
    const now = this.clock.now();
    const game = await this.game(repos, gameCode);
    const issue = await this.ensureCurrentIssue(repos, game, now);
    const [last] = await repos.lotteryIssues.results([game.game_code], 1);
    return {
      game: gameView(game, now),
      issue: issueView(issue, now),
      lastResult: last ? resultView(last, kindOf(game), this.seeds.seedOf(last.seed_ref)) : null,
      serverTime: now,
    };
  }

  /** The last drawn issues of the given games (all VN games, or one game), newest first. */
  async results(
    repos: TenantRepositories,
    filter: { gameCode?: string; vnOnly?: boolean },
    count: number,
  ): Promise<LotteryResultsValue> {
    const games = filter.gameCode ? [await this.pastGame(repos, filter.gameCode)] : await repos.lotteryGames.enabled();
    const chosen = games.filter((g) => !filter.vnOnly || g.lotto_area === 'VN');
    const kinds = new Map(chosen.map((g) => [g.game_code, kindOf(g)]));
    const issues = await repos.lotteryIssues.results([...kinds.keys()], count);
    return {
      list: issues.map((issue) => resultView(issue, kinds.get(issue.game_code)!, this.seeds.seedOf(issue.seed_ref))),
    };
  }

  async launch(
    repos: TenantRepositories,
    payload: EndpointPayload<'launchLottery'>,
  ): Promise<EndpointValue<'launchLottery'>> {
    const game = await this.game(repos, payload.gameCode);
    const route = game.lotto_area === 'VN' ? '/vnlottery' : '/lottery';
    const query = new URLSearchParams({ gameCode: game.game_code });
    if (payload.backUrl) query.set('backUrl', payload.backUrl);
    return { content: { game_url: `${route}?${query.toString()}` }, game: gameView(game, this.clock.now()) };
  }

  async bets(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getLotteryBets'>,
  ): Promise<EndpointValue<'getLotteryBets'>> {
    const game = await this.pastGame(repos, payload.gameCode);
    let issueId: number | undefined;
    if (payload.issueNumber) {
      const issue = await repos.lotteryIssues.find(game.game_code, payload.issueNumber);
      if (!issue)
        throw new AppError('lottery_issue_not_found', { gameCode: game.game_code, issueNumber: payload.issueNumber });
      issueId = issue.id;
    }
    const query = {
      accountId: account.id,
      source: 'lottery',
      nodeIds: [lotteryNodeId(game.game_code)],
      issueId,
    } as const;
    const records = await repos.bettingRecords.page(query, { offset: 0, limit: payload.limit });
    return { list: records.map(betView) };
  }

  /**
   * Places the request's bets in one transaction: the issue must still take bets (checked on its
   * row, which the transaction holds), the records go in `open` and the total is debited; a
   * balance that would go below zero rolls everything back. The request id makes a retry answer
   * the bets it placed.
   */
  async placeBets(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    payload: PlaceLotteryBetsRequest,
  ): Promise<PlaceLotteryBetsValue> {
    const now = this.clock.now();
    const hash = requestHash(account.id, payload);
    const replay = await this.replay(repos, account, payload, hash);
    if (replay) return replay;

    const game = await this.game(repos, payload.gameCode);
    const kind = kindOf(game);
    const rules = playTypesOf(game).filter((r) => PLAY_TYPES[kind].includes(r.playType));
    const details: LotteryBetDetail[] = payload.bets.map((bet) => {
      const rule = rules.find((r) => r.playType === bet.playType);
      if (!rule)
        throw new AppError('lottery_play_type_unknown', {
          playType: bet.playType,
          playTypes: rules.map((r) => r.playType),
        });
      if (!isValidSelection(bet.playType, bet.selection))
        throw new AppError('lottery_selection_invalid', { playType: bet.playType, selection: bet.selection });
      if (bet.amountMinor < rule.minBetMinor || bet.amountMinor > rule.maxBetMinor) {
        throw new AppError('bet_out_of_range', {
          playType: bet.playType,
          minBetMinor: rule.minBetMinor,
          maxBetMinor: rule.maxBetMinor,
        });
      }
      return {
        gameCode: game.game_code,
        issueNumber: payload.issueNumber,
        playType: bet.playType,
        selection: bet.selection,
        oddsMilli: oddsOf(rule, bet.selection),
      };
    });

    const current = currentSlot(scheduleOf(game), now);
    // The issue taking bets may not have been made yet (no tick, no reader since it opened).
    const issue =
      payload.issueNumber === current.issueNumber
        ? await this.ensureCurrentIssue(repos, game, now)
        : await repos.lotteryIssues.find(game.game_code, payload.issueNumber);
    if (!issue)
      throw new AppError('lottery_issue_not_found', {
        gameCode: game.game_code,
        issueNumber: payload.issueNumber,
        currentIssueNumber: current.issueNumber,
      });
    const closedValue = {
      issueNumber: issue.issue_number,
      closesAt: issue.closes_at,
      currentIssueNumber: current.issueNumber,
    };
    const closed = () => new AppError('lottery_issue_closed', closedValue);
    if (issue.status !== 'open' || now >= issue.closes_at || now < issue.opens_at) throw closed();

    const totalMinor = payload.bets.reduce((sum, bet) => sum + bet.amountMinor, 0);
    const walletId = WALLET_IDS.MAIN;
    try {
      const balanceMinor = await repos.transaction(async (trx) => {
        // Responsible gaming: the request's stakes as a whole (services/responsible-gaming).
        await this.responsibleGaming.assertMayBet(tenant, trx, account, totalMinor);
        if (!(await trx.lotteryIssues.takeBets(issue.id, payload.bets.length, now))) throw closed();
        await trx.wallets.open(account.id, walletId, tenant.config.currency.code, now);
        await trx.bettingRecords.insertMany(
          payload.bets.map((bet, index) => ({
            accountId: account.id,
            walletId,
            roundId: `${payload.requestId}:${index}`,
            source: 'lottery',
            issueId: issue.id,
            nodeId: lotteryNodeId(game.game_code),
            vendor: LOTTERY_VENDOR,
            gameType: lotteryGameType(game),
            gameName: game.game_name,
            betMinor: bet.amountMinor,
            winMinor: null,
            validBetMinor: null,
            currency: tenant.config.currency.code,
            status: 'open',
            placedAt: now,
            settledAt: null,
            requestHash: hash,
            detail: details[index],
          })),
        );
        return trx.wallets.post({
          accountId: account.id,
          walletId,
          amountMinor: -totalMinor,
          kind: 'lottery_bet',
          reference: payload.requestId,
          now,
        });
      });
      const records = await this.requestBets(repos, account, payload.requestId);
      return {
        requestId: payload.requestId,
        issueNumber: issue.issue_number,
        bets: records.map(betView),
        totalMinor,
        balanceMinor,
        replayed: false,
      };
    } catch (error) {
      if (error instanceof InsufficientBalanceError)
        throw new AppError('insufficient_balance', { betMinor: totalMinor });
      // The same request twice at once: the other one's bets won; answer them.
      if (isUniqueViolation(error)) {
        const again = await this.replay(repos, account, payload, hash);
        if (again) return again;
      }
      throw error;
    }
  }

  private async replay(
    repos: TenantRepositories,
    account: AccountRow,
    payload: PlaceLotteryBetsRequest,
    hash: string,
  ): Promise<PlaceLotteryBetsValue | null> {
    // Any record with the request's first round id, whoever placed it.
    const first = await repos.bettingRecords.byRoundId(`${payload.requestId}:0`);
    if (!first) return null;
    if (first.accountId !== account.id || first.requestHash !== hash) {
      throw new AppError('lottery_request_conflict', { requestId: payload.requestId });
    }
    const records = await this.requestBets(repos, account, payload.requestId);
    const balance =
      (await repos.wallets.balances(account.id)).find((w) => w.walletId === first.walletId)?.balanceMinor ?? 0;
    return {
      requestId: payload.requestId,
      issueNumber: payload.issueNumber,
      bets: records.map(betView),
      totalMinor: records.reduce((sum, r) => sum + r.betMinor, 0),
      balanceMinor: balance,
      replayed: true,
    };
  }

  /** The bets a request placed (their round ids share the request id as prefix), in order. */
  private requestBets(repos: TenantRepositories, account: AccountRow, requestId: string): Promise<BettingRecord[]> {
    return repos.bettingRecords.ofRequest(requestId, { accountId: account.id, source: 'lottery' });
  }

  /**
   * A newcomer's first minute: each enabled game that has never had an issue gets the `count` issues
   * of its calendar before the current one, each with a fresh committed seed like any issue, so the
   * draws job draws them on its next pass — by the same path and as verifiable as every later draw —
   * and the results, prize tables and history show from the start. A game with issues is left alone
   * (a restart after downtime never invents draws nobody could bet on).
   */
  async seedHistory(repos: TenantRepositories, now: number, count: number): Promise<number> {
    let made = 0;
    for (const game of await repos.lotteryGames.enabled()) {
      if (count <= 0 || (await repos.lotteryIssues.hasAny(game.game_code))) continue;
      const schedule = scheduleOf(game);
      const current = currentSlot(schedule, now);
      for (let back = count; back >= 1; back--) {
        const slot = slotAt(schedule, current.drawAt - back * schedule.intervalSeconds * 1000);
        const seed = this.seeds.create();
        await repos.lotteryIssues.ensure({ gameCode: game.game_code, ...slot, seedRef: seed.ref, seedHash: seed.hash });
        made += 1;
      }
    }
    return made;
  }

  /** Makes each enabled game's issue that takes bets now, if nobody has (any instance may; one insert wins). */
  async openCurrentIssues(repos: TenantRepositories, now: number): Promise<void> {
    for (const game of await repos.lotteryGames.enabled()) await this.ensureCurrentIssue(repos, game, now);
  }

  /**
   * Draws and settles the tenant's issues whose draw time has come (50 a pass, oldest first), those
   * of games switched off included (see the header); `keepLease` runs after every batch and throws
   * when this instance no longer holds the draws job's lease: the pass stops there and the holder
   * resumes it.
   */
  async drawDue(repos: TenantRepositories, now: number, report: DrawReport, options: DrawPassOptions): Promise<void> {
    const games = new Map((await repos.lotteryGames.all()).map((g) => [g.game_code, g]));
    const orphans: number[] = [];
    for (const issue of await repos.lotteryIssues.due(now, 50)) {
      const game = games.get(issue.game_code);
      // Nothing deletes a game's row; if someone did, its issues cannot be drawn (the kind is the game's):
      // the others are, then the tick fails and the job logs it.
      if (!game) orphans.push(issue.id);
      else await this.drawAndSettle(repos, game, issue, report, options);
    }
    if (orphans.length > 0) throw new Error(`lottery issues of a game that no longer exists: ${orphans.join(', ')}`);
  }

  private async drawAndSettle(
    repos: TenantRepositories,
    game: LotteryGameRow,
    issue: LotteryIssueRow,
    report: DrawReport,
    options: DrawPassOptions,
  ): Promise<void> {
    const now = this.clock.now();
    const key = `${repos.merchantCode}:${issue.game_code}:${issue.issue_number}`;
    if (issue.status === 'open') {
      // Never draw from a seed that does not match the published hash: the issue waits (and the
      // job logs the error) until the right SEED_KEY is back.
      const serverSeed = this.seeds.committed(issue.seed_ref, issue.seed_hash);
      const numbers = recomputeDraw(kindOf(game), serverSeed, issue.game_code, issue.issue_number);
      if (await repos.lotteryIssues.markDrawn(issue.id, numbers, now)) report.drawn.push(key);
    }
    const drawn = await repos.lotteryIssues.byId(issue.id);
    if (!drawn?.numbers_json || drawn.status === 'settled') return;
    const numbers = JSON.parse(drawn.numbers_json) as string[];

    let afterId = 0;
    let settledSoFar = 0;
    for (;;) {
      const batch = await repos.bettingRecords.openOfIssue(issue.id, afterId, options.batchSize ?? 1000);
      if (batch.length === 0) break;
      const paid = await repos.transaction((trx) => this.settleBatch(trx, batch, numbers, now));
      settledSoFar += batch.length;
      report.betsSettled += batch.length;
      report.winsPaid += paid;
      afterId = batch[batch.length - 1]!.id;
      await options.afterBatch?.(drawn, settledSoFar);
      // Keep the lease through a long settlement; if another instance took it, stop here (it resumes).
      await options.keepLease();
    }
    await repos.lotteryIssues.markSettled(issue.id, this.clock.now());
    report.settled.push(key);
  }

  /** Settles one batch of open bets in the caller's transaction; answers the wins it paid. */
  private async settleBatch(
    trx: TenantRepositories,
    batch: readonly BettingRecord[],
    numbers: readonly string[],
    now: number,
  ) {
    const lost: number[] = [];
    const wins: { id: number; winMinor: number; detail: LotteryBetDetail; credit: LedgerPost }[] = [];
    for (const bet of batch) {
      const detail = bet.detail as LotteryBetDetail;
      const hits = hitsOf(detail.playType, detail.selection, numbers);
      const winMinor = winOf(bet.betMinor, detail.oddsMilli, hits);
      if (winMinor === 0) lost.push(bet.id);
      else {
        const { accountId, walletId, roundId: reference } = bet;
        const credit: LedgerPost = { accountId, walletId, amountMinor: winMinor, kind: 'lottery_win', reference, now };
        wins.push({ id: bet.id, winMinor, detail: { ...detail, hits }, credit });
      }
    }
    // Pay only the bets this transaction settled: one settled elsewhere was paid there.
    const settled = await trx.bettingRecords.settleWins(wins, now);
    const credits = wins.filter((w) => settled.has(w.id)).map((w) => w.credit);
    await trx.wallets.postCredits(credits);
    await trx.bettingRecords.settleLost(lost, now);
    return credits.length;
  }

  /** Recomputes a drawn issue from its revealed seed (an issue not drawn yet is lottery_issue_not_found: its seed is secret). */
  async verify(repos: TenantRepositories, gameCode: string, issueNumber: string): Promise<VerifyLotteryDrawValue> {
    const game = await this.pastGame(repos, gameCode);
    const issue = await repos.lotteryIssues.find(game.game_code, issueNumber);
    if (!issue || issue.status === 'open' || !issue.numbers_json)
      throw new AppError('lottery_issue_not_found', { gameCode, issueNumber, drawn: false });
    const drawnNumbers = JSON.parse(issue.numbers_json) as string[];
    const serverSeed = this.seeds.seedOf(issue.seed_ref);
    const recomputedNumbers = recomputeDraw(kindOf(game), serverSeed, game.game_code, issue.issue_number);
    return {
      gameCode: game.game_code,
      issueNumber: issue.issue_number,
      seedHash: issue.seed_hash,
      serverSeed,
      seedMatchesHash: hashServerSeed(serverSeed) === issue.seed_hash,
      drawnNumbers,
      recomputedNumbers,
      numbersMatch: JSON.stringify(drawnNumbers) === JSON.stringify(recomputedNumbers),
      recipe: VERIFY_RECIPE,
    };
  }
}
