// The popular lotteries (`GET /lgw/games/popular`, no token): the tenant's lottery games with the
// most bets in the last week, the menu order breaking ties. The lobby asks for it on every visit,
// so it reads no bet:
// - the counts are the issues' `bet_count`, which `takeBets` keeps in every bet's transaction: a
//   maintained count, summed over the week's issues (a few thousand rows), where the first version
//   counted the week's betting records on every call (both sums of `totalsBy`, with no index that
//   fits a tenant-wide period). A bet counts in the week of its issue's draw (a daily issue takes
//   bets for a day before its draw; an open issue counts already);
// - the games and counts are kept per tenant for POPULAR_CACHE_MS, and calls that miss together
//   share one load (lib/tenant-cache.ts): a crowd costs two queries per tenant per TTL per instance;
// - the route has a rate limit of its own (RATE_LIMIT_BOARDS).
import type { EndpointPayload, EndpointValue } from '@portal/contracts';
import type { LotteryGameRow } from '../../db/schema';
import { DAY, SECOND, type Clock } from '../../lib/clock';
import { TenantCache } from '../../lib/tenant-cache';
import type { TenantRepositories } from '../../repositories/index';
import { gameView } from './game-view';

/** Popular lotteries count the bets on the issues drawn in this window (and those still open). */
export const POPULAR_WINDOW_MS = 7 * DAY;
/** How long a tenant's counts are answered from memory. */
export const POPULAR_CACHE_MS = 10 * SECOND;

interface Popularity {
  /** The games on offer, in menu order. */
  games: LotteryGameRow[];
  betCounts: Map<string, number>;
}

export class PopularLotteries {
  private readonly popularity: TenantCache<Popularity>;

  constructor(private readonly clock: Clock) {
    this.popularity = new TenantCache(clock, POPULAR_CACHE_MS);
  }

  async list(
    repos: TenantRepositories,
    payload: EndpointPayload<'getPopularLotteries'>,
  ): Promise<EndpointValue<'getPopularLotteries'>> {
    const { games, betCounts } = await this.popularity.get(repos.merchantCode, () => this.load(repos));
    const now = this.clock.now();
    const list = games
      .filter((g) => !payload.prizeMode || g.prize_mode === payload.prizeMode)
      .map((g, order) => ({ game: gameView(g, now), betCount: betCounts.get(g.game_code) ?? 0, order }))
      // Most bets first; the menu order breaks ties (a new tenant still shows its lotteries).
      .sort((a, b) => b.betCount - a.betCount || a.order - b.order)
      .slice(0, payload.count);
    return { list: list.map(({ game, betCount }) => ({ game, betCount })) };
  }

  private async load(repos: TenantRepositories): Promise<Popularity> {
    const games = await repos.lotteryGames.enabled();
    const since = this.clock.now() - POPULAR_WINDOW_MS;
    return {
      games,
      betCounts: await repos.lotteryIssues.betCounts(
        games.map((g) => g.game_code),
        since,
      ),
    };
  }
}
