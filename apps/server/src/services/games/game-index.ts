// The game list's in-memory index: per tenant, every game's list fields and folded name in
// catalogue order (sort, then node id). A list or a search filters it in one pass — about a
// millisecond over 10,000 games, where the database scanned every name and then counted them
// again — and reads just the page's rows by node id. Each index is labelled with the tenant's
// catalogue version, which every catalogue write bumps in its transaction; the caller reads the
// version on each call, so an import shows at once on every instance, whichever process wrote it.
import type { GameIndexRow } from '../../repositories/catalogue';
import type { TenantRepositories } from '../../repositories/index';

/** The tenants whose index is kept (the least recently used go first): about 1.5 MB per 10,000 games. */
export const GAME_INDEX_TENANTS = 32;

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

interface IndexedGame {
  nodeId: string;
  gameType: string;
  vassalage: string;
  gameClassify: string | null;
  nameKey: string;
  minBetMinor: number;
  minLineNum: number;
  hot: boolean;
}

const indexed = (row: GameIndexRow): IndexedGame => ({
  nodeId: row.node_id,
  gameType: row.game_type,
  vassalage: row.vassalage,
  gameClassify: row.game_classify,
  nameKey: row.name_key,
  minBetMinor: Number(row.min_bet_minor),
  minLineNum: Number(row.min_line_num),
  hot: Number(row.is_hot) === 1,
});

function matcher(filter: GameFilter): (game: IndexedGame) => boolean {
  const only = filter.vassalages && new Set(filter.vassalages);
  const except = filter.excludeVassalages && new Set(filter.excludeVassalages);
  return (game) =>
    (!filter.gameType || game.gameType === filter.gameType) &&
    (!filter.vassalage || game.vassalage === filter.vassalage) &&
    (!only || only.has(game.vassalage)) &&
    (!except || !except.has(game.vassalage)) &&
    (!filter.gameClassify || game.gameClassify === filter.gameClassify) &&
    (!filter.nameKey || game.nameKey.includes(filter.nameKey)) &&
    (filter.maxMinBetMinor === undefined || game.minBetMinor <= filter.maxMinBetMinor) &&
    (filter.maxMinLineNum === undefined || game.minLineNum <= filter.maxMinLineNum) &&
    (filter.hot === undefined || game.hot === filter.hot);
}

export class GameIndex {
  /** Per tenant: the version it was read at and the games (a promise, so concurrent first calls read once). */
  private tenants = new Map<string, { version: number; games: Promise<IndexedGame[]> }>();

  private async games(repos: TenantRepositories, version: number): Promise<IndexedGame[]> {
    const held = this.tenants.get(repos.merchantCode);
    if (held?.version === version) {
      // Most recently used last.
      this.tenants.delete(repos.merchantCode);
      this.tenants.set(repos.merchantCode, held);
      return held.games;
    }
    const games = repos.games.indexRows().then((rows) => rows.map(indexed));
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

  /** The node ids of one page of the games matching a filter, in catalogue order, and how many match in all. */
  async page(repos: TenantRepositories, version: number, filter: GameFilter, page: { offset: number; limit: number }): Promise<{ nodeIds: string[]; total: number }> {
    const matches = matcher(filter);
    const nodeIds: string[] = [];
    let total = 0;
    for (const game of await this.games(repos, version)) {
      if (!matches(game)) continue;
      if (total >= page.offset && nodeIds.length < page.limit) nodeIds.push(game.nodeId);
      total += 1;
    }
    return { nodeIds, total };
  }
}
