// The game list's in-memory index: per tenant, every game in catalogue order (sort, then node id).
// A list or a search filters it in one pass — well under a millisecond over 10,000 games, where
// the database scanned every name and then counted the matches again — and answers the page's rows
// with no query at all. Each index is labelled with the tenant's catalogue version, which every
// catalogue write bumps in its transaction; the caller reads the version on each call (one
// primary-key row), so an import or a maintenance window shows at once on every instance,
// whichever process wrote it.
import type { GameRow } from '../../db/schema';
import type { TenantRepositories } from '../../repositories/index';

/** The tenants whose index is kept (the least recently used go first): about 5 MB per 10,000 games. */
export const GAME_INDEX_TENANTS = 16;

export interface GameFilter {
  /** Lane (game_type). */
  gameType?: string | undefined;
  vassalage?: string | undefined;
  /** Any of these vendors (the esports and cockfight categories split out of SPORTS). */
  vassalages?: readonly string[] | undefined;
  /** None of these vendors (SPORTS without its esports and cockfight vendors). */
  excludeVassalages?: readonly string[] | undefined;
  gameClassify?: string | undefined;
  /** A folded name (lib/search-key) the game's folded name must contain. */
  nameKey?: string | undefined;
  /** Upper bound on the game's minimum bet (minor units). */
  maxMinBetMinor?: number | undefined;
  maxMinLineNum?: number | undefined;
  hot?: boolean | undefined;
}

// The rows are kept as read: both engines answer their numbers as numbers (db/connect.ts parses
// PostgreSQL's bigint and numeric), so a filter compares them as they are.
function matcher(filter: GameFilter): (row: GameRow) => boolean {
  const only = filter.vassalages && new Set(filter.vassalages);
  const except = filter.excludeVassalages && new Set(filter.excludeVassalages);
  return (row) =>
    (!filter.gameType || row.game_type === filter.gameType) &&
    (!filter.vassalage || row.vassalage === filter.vassalage) &&
    (!only || only.has(row.vassalage)) &&
    (!except || !except.has(row.vassalage)) &&
    (!filter.gameClassify || row.game_classify === filter.gameClassify) &&
    (!filter.nameKey || row.name_key.includes(filter.nameKey)) &&
    (filter.maxMinBetMinor === undefined || row.min_bet_minor <= filter.maxMinBetMinor) &&
    (filter.maxMinLineNum === undefined || row.min_line_num <= filter.maxMinLineNum) &&
    (filter.hot === undefined || (row.is_hot === 1) === filter.hot);
}

export class GameIndex {
  /** Per tenant: the version it was read at and the games (a promise, so concurrent first calls read once). */
  private tenants = new Map<string, { version: number; games: Promise<GameRow[]> }>();

  private async games(repos: TenantRepositories, version: number): Promise<GameRow[]> {
    const held = this.tenants.get(repos.merchantCode);
    if (held?.version === version) {
      // Most recently used last.
      this.tenants.delete(repos.merchantCode);
      this.tenants.set(repos.merchantCode, held);
      return held.games;
    }
    const games = repos.games.inCatalogueOrder();
    const entry = { version, games };
    this.tenants.delete(repos.merchantCode);
    this.tenants.set(repos.merchantCode, entry);
    while (this.tenants.size > GAME_INDEX_TENANTS) this.tenants.delete(this.tenants.keys().next().value!);
    // A failed read is not kept: the next call reads again.
    games.catch(() => {
      if (this.tenants.get(repos.merchantCode) === entry) this.tenants.delete(repos.merchantCode);
    });
    return games;
  }

  /** One page of the games matching a filter, in catalogue order, and how many match in all. */
  async page(
    repos: TenantRepositories,
    version: number,
    filter: GameFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: GameRow[]; total: number }> {
    const matches = matcher(filter);
    const rows: GameRow[] = [];
    let total = 0;
    for (const game of await this.games(repos, version)) {
      if (!matches(game)) continue;
      if (total >= page.offset && rows.length < page.limit) rows.push(game);
      total += 1;
    }
    return { rows, total };
  }
}
