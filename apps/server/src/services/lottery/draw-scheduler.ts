// The draw scheduler: a platform job that opens, draws and settles lottery issues on time.
//
// Every instance ticks (on a timer from buildApp, or a test's call). A tick
//   1. makes each game's current issue if nobody has (an insert that one row wins; its seed is
//      made and its hash published then) — safe on every instance;
//   2. takes the `lottery-draws` lease (a row with an expiry, jobLeasesRepository): only the
//      holder draws and settles; the others return at once;
//   3. draws each due issue once (status open → drawn in one conditional UPDATE; the numbers
//      come from the seed committed when it opened), then settles its open bets in batches, each
//      batch one transaction: a winning bet is marked settled (only if still open) and credited
//      with the bet's round id as the ledger reference; lost bets are marked in one statement;
//   4. marks the issue settled.
// A crash anywhere leaves the issue drawn with some bets still open: the next tick (here or on
// another instance once the lease expires) settles the rest; a bet already settled is never paid
// again because its settlement is conditional on `status = 'open'`.
import type { Kysely } from 'kysely';
import type { Database, LotteryGameRow, LotteryIssueRow } from '../../db/schema';
import { hitsOf, winOf } from '../../games/lottery/bets';
import { recomputeDraw } from '../../games/lottery/draws';
import { SECOND, type Clock } from '../../lib/clock';
import { jobLeasesRepository, tenantRepositories, tenantsRepository, type TenantRepositories } from '../../repositories/index';
import { kindOf, type LotteryBetDetail } from './game-view';
import type { LotteryService } from './lottery-service';
import { PeriodicJob } from '../../jobs/periodic-job';

export const DRAW_LEASE = 'lottery-draws';

export interface SchedulerOptions {
  /** Bets settled per transaction. */
  batchSize?: number;
  /** How long the lease holds without renewal (renewed after every batch). */
  leaseMs?: number;
  /** Tests: called after each settled batch (throw to simulate a crash mid-draw). */
  afterBatch?: (issue: LotteryIssueRow, settledSoFar: number) => void | Promise<void>;
}

export interface TickReport {
  /** Whether this instance held the lease this tick. */
  leader: boolean;
  /** Issues this tick drew (status open → drawn). */
  drawn: string[];
  /** Issues this tick finished settling. */
  settled: string[];
  /** Bets this tick settled. */
  betsSettled: number;
  /** Wins this tick credited. */
  winsPaid: number;
}

export class LostLeaseError extends Error {
  override readonly name = 'LostLeaseError';
}

export class DrawScheduler extends PeriodicJob<TickReport> {
  private readonly batchSize: number;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly lottery: LotteryService,
    private readonly options: SchedulerOptions = {},
  ) {
    super();
    this.batchSize = options.batchSize ?? 1000;
    this.leaseMs = options.leaseMs ?? 60 * SECOND;
  }

  protected async run(): Promise<TickReport> {
    const report: TickReport = { leader: false, drawn: [], settled: [], betsSettled: 0, winsPaid: 0 };
    const now = this.clock.now();
    const tenants = await tenantsRepository(this.db).all();
    const work: { repos: TenantRepositories; games: Map<string, LotteryGameRow> }[] = [];
    for (const tenant of tenants) {
      const repos = tenantRepositories(this.db, tenant.merchant_code);
      const games = await repos.lotteryGames.enabled();
      for (const game of games) await this.lottery.ensureCurrentIssue(repos, game, now);
      work.push({ repos, games: new Map(games.map((g) => [g.game_code, g])) });
    }

    const leases = jobLeasesRepository(this.db);
    if (!(await leases.acquire(DRAW_LEASE, this.instanceId, now, this.leaseMs))) return report;
    report.leader = true;
    try {
      for (const { repos, games } of work) {
        for (const issue of await repos.lotteryIssues.due(now, 50)) {
          const game = games.get(issue.game_code) ?? (await repos.lotteryGames.find(issue.game_code));
          // A game switched off keeps its issues until it is on again.
          if (!game) continue;
          await this.drawAndSettle(repos, game, issue, report);
        }
      }
    } finally {
      await leases.release(DRAW_LEASE, this.instanceId);
    }
    return report;
  }

  private async drawAndSettle(repos: TenantRepositories, game: LotteryGameRow, issue: LotteryIssueRow, report: TickReport): Promise<void> {
    const kind = kindOf(game);
    const now = this.clock.now();
    if (issue.status === 'open') {
      const numbers = recomputeDraw(kind, issue.server_seed, issue.game_code, issue.issue_number);
      if (await repos.lotteryIssues.markDrawn(issue.id, numbers, now)) report.drawn.push(`${repos.merchantCode}:${issue.game_code}:${issue.issue_number}`);
    }
    const drawn = await repos.lotteryIssues.byId(issue.id);
    if (!drawn?.numbers_json || drawn.status === 'settled') return;
    const numbers = JSON.parse(drawn.numbers_json) as string[];

    let afterId = 0;
    let settledSoFar = 0;
    for (;;) {
      const batch = await repos.lotteryBets.openOfIssue(issue.id, afterId, this.batchSize);
      if (batch.length === 0) break;
      const paid = await repos.transaction(async (trx) => {
        const lost: number[] = [];
        const wins: { id: number; winMinor: number; detail: LotteryBetDetail; accountId: number; walletId: number; reference: string }[] = [];
        for (const bet of batch) {
          const detail = JSON.parse(bet.detail_json) as LotteryBetDetail;
          const hits = hitsOf(detail.playType, detail.selection, numbers);
          const winMinor = winOf(Number(bet.bet_minor), detail.oddsMilli, hits);
          if (winMinor === 0) lost.push(bet.id);
          else wins.push({ id: bet.id, winMinor, detail: { ...detail, hits }, accountId: Number(bet.account_id), walletId: Number(bet.wallet_id), reference: bet.round_id });
        }
        // Pay only the bets this transaction settled: one settled elsewhere was paid there.
        const settled = await trx.lotteryBets.settleWins(wins, now);
        const credits = wins.filter((w) => settled.has(w.id)).map((w) => ({ accountId: w.accountId, walletId: w.walletId, amountMinor: w.winMinor, kind: 'lottery_win', reference: w.reference, now }));
        await trx.wallets.postCredits(credits);
        await trx.lotteryBets.settleLost(lost, now);
        return credits.length;
      });
      settledSoFar += batch.length;
      report.betsSettled += batch.length;
      report.winsPaid += paid;
      afterId = batch[batch.length - 1]!.id;
      await this.options.afterBatch?.(drawn, settledSoFar);
      // Keep the lease through a long settlement; if another instance took it, stop here (it resumes).
      if (!(await jobLeasesRepository(this.db).acquire(DRAW_LEASE, this.instanceId, this.clock.now(), this.leaseMs))) throw new LostLeaseError('lost the lottery-draws lease');
    }
    await repos.lotteryIssues.markSettled(issue.id, this.clock.now());
    report.settled.push(`${repos.merchantCode}:${issue.game_code}:${issue.issue_number}`);
  }
}
