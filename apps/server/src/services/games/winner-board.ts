// The winner board (the wire's rank list, `GCSGAME_getRankList`, no token): the tenant's biggest
// wins of the last week, usernames masked. Every visitor's home page asks for it, so it must cost
// next to nothing per call:
// - the query walks an index ordered by the win (`betting_records_biggest_wins`, migration 0014)
//   and stops after the board's rows, instead of reading the week's bets and sorting them;
// - the board (its longest size) is kept per tenant for WINNER_BOARD_CACHE_MS, and calls that miss
//   together share one query (lib/tenant-cache.ts): a crowd costs one query per tenant per TTL per
//   instance, and a new win shows within that time;
// - the route has a rate limit of its own (RATE_LIMIT_BOARDS).
// Trial (free-play, type 4) accounts play with play money: their wins never appear.
import { ACCOUNT_TYPES, type RankListValue } from '@portal/contracts';
import { DAY, SECOND, type Clock } from '../../lib/clock';
import { maskUsername } from '../../lib/masks';
import { toMajor } from '../../lib/money';
import { TenantCache } from '../../lib/tenant-cache';
import type { WinnerRow } from '../../repositories/betting-records';
import type { TenantRepositories } from '../../repositories/index';

/** The board looks this far back. */
export const WINNER_BOARD_WINDOW_MS = 7 * DAY;
/** Winners shown when the call names no size. */
export const WINNER_BOARD_SIZE = 10;
/** The largest size a call may ask (the contract's), which is what is kept. */
export const WINNER_BOARD_MAX = 50;
/** How long a tenant's board is answered from memory. */
export const WINNER_BOARD_CACHE_MS = 10 * SECOND;
/** Accounts whose wins are not shown: trial accounts' are play money. */
const HIDDEN_ACCOUNT_TYPES = [ACCOUNT_TYPES.TRIAL];

export class WinnerBoard {
  private readonly boards: TenantCache<WinnerRow[]>;

  constructor(private readonly clock: Clock) {
    this.boards = new TenantCache(clock, WINNER_BOARD_CACHE_MS);
  }

  async list(repos: TenantRepositories, size = WINNER_BOARD_SIZE): Promise<RankListValue> {
    const rows = await this.boards.get(repos.merchantCode, () =>
      repos.bettingRecords.biggestWins(
        this.clock.now() - WINNER_BOARD_WINDOW_MS,
        WINNER_BOARD_MAX,
        HIDDEN_ACCOUNT_TYPES,
      ),
    );
    return {
      list: rows.slice(0, size).map((r) => ({
        vo: {
          customerName: maskUsername(r.username),
          winAmount: toMajor(r.winMinor),
          gameName: r.gameName,
          nodeId: r.nodeId,
          gameType: r.gameType,
          vendor: r.vendor,
          iconUrl: r.iconPath ?? '',
        },
      })),
    };
  }
}
