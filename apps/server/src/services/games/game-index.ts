// The game list's in-memory index: per tenant, every game in catalogue order (sort, then node id).
// A list or a search filters it in one pass — well under a millisecond over 10,000 games, where
// the database scanned every name and then counted the matches again — and answers the page's rows
// with no query at all. Each index is labelled with the tenant's catalogue version, which every
// catalogue write bumps in its transaction; the caller reads the version on each call (one
// primary-key row), so an import or a maintenance window shows at once on every instance,
// whichever process wrote it. The matches of the latest filters are kept with the index (a lane's
// list, a search being typed, read again by every visitor of the lane), so a page of a filter seen
// before is a slice, not a pass over the catalogue.
import type { GameRow } from '../../db/schema';
import type { TenantRepositories } from '../../repositories/index';

/** The tenants whose index is kept (the least recently used go first): about 5 MB per 10,000 games. */
export const GAME_INDEX_TENANTS = 16;
/**
 * The filters whose matches each tenant's index keeps, and the rows they may hold together (the
 * least recently used go first): at most 50,000 references, about 400 KB a tenant.
 */
export const GAME_INDEX_FILTERS = 64;
export const GAME_INDEX_KEPT_ROWS = 50_000;

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

/** A filter's cache key: its fields in a fixed order (undefined ones left out). */
export function filterKey(filter: GameFilter): string {
  return JSON.stringify([
    filter.gameType,
    filter.vassalage,
    filter.vassalages,
    filter.excludeVassalages,
    filter.gameClassify,
    filter.nameKey,
    filter.maxMinBetMinor,
    filter.maxMinLineNum,
    filter.hot,
  ]);
}

interface TenantIndex {
  version: number;
  /** A promise, so concurrent first calls read once. */
  games: Promise<GameRow[]>;
  /** The matches of recent filters, most recently used last, and how many rows they hold together. */
  matches: Map<string, GameRow[]>;
  keptRows: number;
}

export class GameIndex {
  /** Per tenant: the version it was read at, the games and the matches of recent filters. */
  private tenants = new Map<string, TenantIndex>();

  private tenant(repos: TenantRepositories, version: number): TenantIndex {
    const held = this.tenants.get(repos.merchantCode);
    if (held?.version === version) {
      // Most recently used last.
      this.tenants.delete(repos.merchantCode);
      this.tenants.set(repos.merchantCode, held);
      return held;
    }
    const games = repos.games.inCatalogueOrder();
    const entry: TenantIndex = { version, games, matches: new Map(), keptRows: 0 };
    this.tenants.delete(repos.merchantCode);
    this.tenants.set(repos.merchantCode, entry);
    while (this.tenants.size > GAME_INDEX_TENANTS) this.tenants.delete(this.tenants.keys().next().value!);
    // A failed read is not kept: the next call reads again.
    games.catch(() => {
      if (this.tenants.get(repos.merchantCode) === entry) this.tenants.delete(repos.merchantCode);
    });
    return entry;
  }

  /** Every game matching a filter, in catalogue order: kept for the filter, or one pass over the games. */
  private async matching(repos: TenantRepositories, version: number, filter: GameFilter): Promise<GameRow[]> {
    const tenant = this.tenant(repos, version);
    const key = filterKey(filter);
    const kept = tenant.matches.get(key);
    if (kept) {
      tenant.matches.delete(key);
      tenant.matches.set(key, kept);
      return kept;
    }
    const matches = matcher(filter);
    const found = (await tenant.games).filter(matches);
    tenant.matches.set(key, found);
    tenant.keptRows += found.length;
    while (tenant.matches.size > GAME_INDEX_FILTERS || tenant.keptRows > GAME_INDEX_KEPT_ROWS) {
      const [oldest, rows] = tenant.matches.entries().next().value!;
      tenant.matches.delete(oldest);
      tenant.keptRows -= rows.length;
    }
    return found;
  }

  /** One page of the games matching a filter, in catalogue order, and how many match in all. */
  async page(
    repos: TenantRepositories,
    version: number,
    filter: GameFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: GameRow[]; total: number }> {
    const found = await this.matching(repos, version, filter);
    return { rows: found.slice(page.offset, page.offset + page.limit), total: found.length };
  }
}
