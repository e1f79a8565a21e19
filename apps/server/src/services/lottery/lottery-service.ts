// The lottery's rules around the pure modules (games/lottery): reads of games, issues and results;
// placing bets — validated against the game's play types and limits, refused after the issue's
// close, recorded `open` and debited in one transaction, idempotent per request id; verification
// of a draw from its revealed seed. Issues are made on demand (the current one of a game, with a
// fresh committed seed) by whoever asks first: the scheduler's tick or a call.
import { createHash } from 'node:crypto';
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
import type { AccountRow, BettingRecordRow, LotteryGameRow, LotteryIssueRow } from '../../db/schema';
import { hashServerSeed, newServerSeed } from '../../games/fairness';
import { isValidSelection, oddsOf, PLAY_TYPES } from '../../games/lottery/bets';
import { recomputeDraw } from '../../games/lottery/draws';
import { currentSlot } from '../../games/lottery/schedule';
import { AppError } from '../../lib/app-error';
import { DAY, type Clock } from '../../lib/clock';
import type { TenantRepositories } from '../../repositories/index';
import { InsufficientBalanceError } from '../../repositories/wallets';
import type { Tenant } from '../platform/tenant-service';
import { betView, gameView, issueView, kindOf, lotteryGameType, lotteryNodeId, playTypesOf, resultView, scheduleOf, type LotteryBetDetail } from './game-view';

/** Popular lotteries count the bets of this window. */
export const POPULAR_WINDOW_MS = 7 * DAY;

export const VERIFY_RECIPE =
  'seedHash = SHA-256(serverSeed). Numbers: HMAC-SHA256(key = serverSeed, message = "<gameCode>:<issueNumber>:0:<cursor>") for cursor 0, 1, …; ' +
  'read each digest as big-endian uint32 values; map a value v to [0, n) as v mod n, skipping v ≥ 2^32 − (2^32 mod n). ' +
  'fast5: five digits (n = 10). vn: G8 (n = 100), G7 (1,000), G6 ×3 and G5 (10,000), G4 ×7, G3 ×2, G2, G1 (100,000), DB (1,000,000), zero-padded.';

/** What a request asked: the same request id must ask exactly this again. */
function requestHash(accountId: number, payload: PlaceLotteryBetsRequest): string {
  const asked = [accountId, payload.gameCode, payload.issueNumber, payload.bets.map((b) => [b.playType, b.selection, b.amountMinor])];
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

export class LotteryService {
  constructor(private readonly clock: Clock) {}

  async game(repos: TenantRepositories, gameCode: string): Promise<LotteryGameRow> {
    const game = await repos.lotteryGames.find(gameCode);
    if (!game) throw new AppError('lottery_game_not_found', { gameCode });
    return game;
  }

  /** The issue of a game that takes bets now (made with a fresh committed seed if nobody made it yet). */
  async ensureCurrentIssue(repos: TenantRepositories, game: LotteryGameRow, now: number): Promise<LotteryIssueRow> {
    const slot = currentSlot(scheduleOf(game), now);
    const serverSeed = newServerSeed();
    return repos.lotteryIssues.ensure({ gameCode: game.game_code, ...slot, serverSeed, seedHash: hashServerSeed(serverSeed) });
  }

  async menus(repos: TenantRepositories, filter: { prizeMode?: string; vnOnly?: boolean }): Promise<LotteryMenusValue> {
    const now = this.clock.now();
    const games = (await repos.lotteryGames.enabled()).filter((g) => (!filter.prizeMode || g.prize_mode === filter.prizeMode) && (!filter.vnOnly || g.lotto_area === 'VN'));
    const groups = new Map<string, LotteryMenusValue['gameMenus'][number]>();
    for (const game of games) {
      const group = groups.get(game.group_code) ?? { gameGroupCode: game.group_code, labelName: game.group_label, gameMenus: [] };
      group.gameMenus.push(gameView(game, now));
      groups.set(game.group_code, group);
    }
    return { gameMenus: [...groups.values()] };
  }

  async popular(repos: TenantRepositories, payload: EndpointPayload<'getPopularLotteries'>): Promise<EndpointValue<'getPopularLotteries'>> {
    const now = this.clock.now();
    const [games, counts] = await Promise.all([repos.lotteryGames.enabled(), repos.lotteryBets.countsSince(now - POPULAR_WINDOW_MS)]);
    const list = games
      .filter((g) => !payload.prizeMode || g.prize_mode === payload.prizeMode)
      .map((g, order) => ({ game: gameView(g, now), betCount: counts.get(lotteryNodeId(g.game_code)) ?? 0, order }))
      // Most bets first; the menu order breaks ties (a new tenant still shows its lotteries).
      .sort((a, b) => b.betCount - a.betCount || a.order - b.order)
      .slice(0, payload.count);
    return { list: list.map(({ game, betCount }) => ({ game, betCount })) };
  }

  async vnRecent(repos: TenantRepositories, account: AccountRow, count: number): Promise<EndpointValue<'getVnLotteryRecent'>> {
    const now = this.clock.now();
    const games = (await repos.lotteryGames.enabled()).filter((g) => g.lotto_area === 'VN');
    const byNode = new Map(games.map((g) => [lotteryNodeId(g.game_code), g]));
    const recent = await repos.lotteryBets.recentGames(account.id, [...byNode.keys()], count);
    return { list: recent.map((r) => ({ game: gameView(byNode.get(r.nodeId)!, now), lastBetAt: r.lastBetAt })) };
  }

  async currentIssue(repos: TenantRepositories, gameCode: string): Promise<CurrentIssueValue> {
    const now = this.clock.now();
    const game = await this.game(repos, gameCode);
    const issue = await this.ensureCurrentIssue(repos, game, now);
    const [last] = await repos.lotteryIssues.results([game.game_code], 1);
    return { game: gameView(game, now), issue: issueView(issue, now), lastResult: last ? resultView(last, kindOf(game)) : null, serverTime: now };
  }

  /** The last drawn issues of the given games (all VN games, or one game), newest first. */
  async results(repos: TenantRepositories, filter: { gameCode?: string; vnOnly?: boolean }, count: number): Promise<LotteryResultsValue> {
    const games = filter.gameCode ? [await this.game(repos, filter.gameCode)] : await repos.lotteryGames.enabled();
    const chosen = games.filter((g) => !filter.vnOnly || g.lotto_area === 'VN');
    const kinds = new Map(chosen.map((g) => [g.game_code, kindOf(g)]));
    const issues = await repos.lotteryIssues.results([...kinds.keys()], count);
    return { list: issues.map((issue) => resultView(issue, kinds.get(issue.game_code)!)) };
  }

  async launch(repos: TenantRepositories, payload: EndpointPayload<'launchLottery'>): Promise<EndpointValue<'launchLottery'>> {
    const game = await this.game(repos, payload.gameCode);
    const route = game.lotto_area === 'VN' ? '/vnlottery' : '/lottery';
    const query = new URLSearchParams({ gameCode: game.game_code });
    if (payload.backUrl) query.set('backUrl', payload.backUrl);
    return { content: { game_url: `${route}?${query.toString()}` }, game: gameView(game, this.clock.now()) };
  }

  async bets(repos: TenantRepositories, account: AccountRow, payload: EndpointPayload<'getLotteryBets'>): Promise<EndpointValue<'getLotteryBets'>> {
    const game = await this.game(repos, payload.gameCode);
    let issueId: number | undefined;
    if (payload.issueNumber) {
      const issue = await repos.lotteryIssues.find(game.game_code, payload.issueNumber);
      if (!issue) throw new AppError('lottery_issue_not_found', { gameCode: game.game_code, issueNumber: payload.issueNumber });
      issueId = issue.id;
    }
    const records = await repos.lotteryBets.ofAccount(account.id, { nodeId: lotteryNodeId(game.game_code), ...(issueId === undefined ? {} : { issueId }) }, payload.limit);
    return { list: records.map(betView) };
  }

  /**
   * Places the request's bets in one transaction: the issue must still take bets (checked on its
   * row, which the transaction holds), the records go in `open` and the total is debited; a
   * balance that would go below zero rolls everything back. The request id makes a retry answer
   * the bets it placed.
   */
  async placeBets(tenant: Tenant, repos: TenantRepositories, account: AccountRow, payload: PlaceLotteryBetsRequest): Promise<PlaceLotteryBetsValue> {
    const now = this.clock.now();
    const hash = requestHash(account.id, payload);
    const replay = await this.replay(repos, account, payload, hash);
    if (replay) return replay;

    const game = await this.game(repos, payload.gameCode);
    const kind = kindOf(game);
    const rules = playTypesOf(game).filter((r) => PLAY_TYPES[kind].includes(r.playType));
    const details: LotteryBetDetail[] = payload.bets.map((bet) => {
      const rule = rules.find((r) => r.playType === bet.playType);
      if (!rule) throw new AppError('lottery_play_type_unknown', { playType: bet.playType, playTypes: rules.map((r) => r.playType) });
      if (!isValidSelection(bet.playType, bet.selection)) throw new AppError('lottery_selection_invalid', { playType: bet.playType, selection: bet.selection });
      if (bet.amountMinor < rule.minBetMinor || bet.amountMinor > rule.maxBetMinor) {
        throw new AppError('bet_out_of_range', { playType: bet.playType, minBetMinor: rule.minBetMinor, maxBetMinor: rule.maxBetMinor });
      }
      return { gameCode: game.game_code, issueNumber: payload.issueNumber, playType: bet.playType, selection: bet.selection, oddsMilli: oddsOf(rule, bet.selection) };
    });

    const current = currentSlot(scheduleOf(game), now);
    // The issue taking bets may not have been made yet (no tick, no reader since it opened).
    const issue =
      payload.issueNumber === current.issueNumber ? await this.ensureCurrentIssue(repos, game, now) : await repos.lotteryIssues.find(game.game_code, payload.issueNumber);
    if (!issue) throw new AppError('lottery_issue_not_found', { gameCode: game.game_code, issueNumber: payload.issueNumber, currentIssueNumber: current.issueNumber });
    const closed = () => new AppError('lottery_issue_closed', { issueNumber: issue.issue_number, closesAt: Number(issue.closes_at), currentIssueNumber: current.issueNumber });
    if (issue.status !== 'open' || now >= Number(issue.closes_at) || now < Number(issue.opens_at)) throw closed();

    const totalMinor = payload.bets.reduce((sum, bet) => sum + bet.amountMinor, 0);
    const walletId = WALLET_IDS.MAIN;
    try {
      const balanceMinor = await repos.transaction(async (trx) => {
        if (!(await trx.lotteryIssues.takeBets(issue.id, payload.bets.length, now))) throw closed();
        await trx.wallets.open(account.id, walletId, tenant.config.currency.code, now);
        await trx.lotteryBets.insertMany(
          payload.bets.map((bet, index) => ({
            accountId: account.id,
            walletId,
            roundId: `${payload.requestId}:${index}`,
            issueId: issue.id,
            nodeId: lotteryNodeId(game.game_code),
            gameType: lotteryGameType(game),
            gameName: game.game_name,
            betMinor: bet.amountMinor,
            currency: tenant.config.currency.code,
            placedAt: now,
            requestHash: hash,
            detail: details[index],
          })),
        );
        return trx.wallets.post({ accountId: account.id, walletId, amountMinor: -totalMinor, kind: 'lottery_bet', reference: payload.requestId, now });
      });
      const records = await repos.lotteryBets.ofRequest(account.id, payload.requestId);
      return { requestId: payload.requestId, issueNumber: issue.issue_number, bets: records.map(betView), totalMinor, balanceMinor, replayed: false };
    } catch (error) {
      if (error instanceof InsufficientBalanceError) throw new AppError('insufficient_balance', { betMinor: totalMinor });
      // The same request twice at once: the other one's bets won; answer them.
      if (isUniqueViolation(error)) {
        const again = await this.replay(repos, account, payload, hash);
        if (again) return again;
      }
      throw error;
    }
  }

  private async replay(repos: TenantRepositories, account: AccountRow, payload: PlaceLotteryBetsRequest, hash: string): Promise<PlaceLotteryBetsValue | null> {
    const first: BettingRecordRow | undefined = await repos.lotteryBets.firstOfRequest(payload.requestId);
    if (!first) return null;
    if (Number(first.account_id) !== account.id || first.request_hash !== hash) throw new AppError('lottery_request_conflict', { requestId: payload.requestId });
    const records = await repos.lotteryBets.ofRequest(account.id, payload.requestId);
    const balance = (await repos.wallets.balances(account.id)).find((w) => w.walletId === Number(first.wallet_id))?.balanceMinor ?? 0;
    return {
      requestId: payload.requestId,
      issueNumber: payload.issueNumber,
      bets: records.map(betView),
      totalMinor: records.reduce((sum, r) => sum + Number(r.bet_minor), 0),
      balanceMinor: balance,
      replayed: true,
    };
  }

  /** Recomputes a drawn issue from its revealed seed (an issue not drawn yet is lottery_issue_not_found: its seed is secret). */
  async verify(repos: TenantRepositories, gameCode: string, issueNumber: string): Promise<VerifyLotteryDrawValue> {
    const game = await this.game(repos, gameCode);
    const issue = await repos.lotteryIssues.find(game.game_code, issueNumber);
    if (!issue || issue.status === 'open' || !issue.numbers_json) throw new AppError('lottery_issue_not_found', { gameCode, issueNumber, drawn: false });
    const drawnNumbers = JSON.parse(issue.numbers_json) as string[];
    const recomputedNumbers = recomputeDraw(kindOf(game), issue.server_seed, game.game_code, issue.issue_number);
    return {
      gameCode: game.game_code,
      issueNumber: issue.issue_number,
      seedHash: issue.seed_hash,
      serverSeed: issue.server_seed,
      seedMatchesHash: hashServerSeed(issue.server_seed) === issue.seed_hash,
      drawnNumbers,
      recomputedNumbers,
      numbersMatch: JSON.stringify(drawnNumbers) === JSON.stringify(recomputedNumbers),
      recipe: VERIFY_RECIPE,
    };
  }
}
