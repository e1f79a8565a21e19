// The lobby's reading calls and the favourites: vendors by lane (cached per tenant and catalogue
// version), the game list with every filter, name search and paging (from the in-memory game
// index), hot games, a vendor's game types, favourites, recent
// games and PVP rooms. Visitors may browse (the list personalises nothing); favourites and recent
// games are per account.
import {
  COCKFIGHT_VENDORS,
  ESPORTS_VENDORS,
  GAME_LANES,
  type EndpointPayload,
  type EndpointValue,
  type Game,
  type GameClassify,
  type VendorLane,
} from '@portal/contracts';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toMajor, toMinor } from '../../lib/money';
import { searchKey } from '../../lib/search-key';
import type { TenantRepositories } from '../../repositories/index';
import { PreparedAnswer } from '../../lib/prepared-answer';
import { CatalogueAnswers } from './catalogue-answers';
import { filterKey, GameIndex, type GameFilter } from './game-index';
import { toGame, toVendorCard } from './game-view';
import { pageWindow } from '../member-centre/record-pages';

/** Hot games answered at most. */
export const HOT_GAMES_LIMIT = 60;

/** The client's categories split out of SPORTS (spec §3), accepted as a game type by the list. */
const SPLIT_CATEGORIES: Record<string, readonly string[]> = { ESPORTS: ESPORTS_VENDORS, COCKFIGHT: COCKFIGHT_VENDORS };

const totalPages = (total: number, size: number) => Math.ceil(total / size);

export class LobbyService {
  /** The vendor list, the game list's pages and hot games, ready to send, per tenant and catalogue version. */
  private answers = new CatalogueAnswers();
  private index = new GameIndex();

  constructor(private readonly clock: Clock) {}

  /**
   * One page of the games matching a filter, as the game list answers them, how many match, and
   * until when the page shows them so (the end of the first maintenance window it shows).
   */
  private async games(
    repos: TenantRepositories,
    version: number,
    filter: GameFilter,
    page: { offset: number; limit: number },
    now: number,
  ): Promise<{ games: Game[]; total: number; validUntil: number }> {
    const { rows, total } = await this.index.page(repos, version, filter, page);
    let validUntil = Infinity;
    for (const row of rows)
      if (row.maintenance_end !== null && row.maintenance_end > now)
        validUntil = Math.min(validUntil, row.maintenance_end);
    return { games: rows.map((row) => toGame(repos.merchantCode, row, now)), total, validUntil };
  }

  /** `GCSGAME_newGameVendor`: lanes in the order of their first vendor, each with its cards and classification counts. */
  async vendors(repos: TenantRepositories): Promise<PreparedAnswer<'getGameVendors'>> {
    const version = await repos.catalogueVersion.get();
    return this.answers.answer(repos.merchantCode, version, 'vendors', this.clock.now(), async () => ({
      answer: PreparedAnswer.of('getGameVendors', await this.buildVendors(repos)),
      validUntil: Infinity,
    }));
  }

  private async buildVendors(repos: TenantRepositories): Promise<EndpointValue<'getGameVendors'>> {
    const [vendors, counts, classifications, firstGames] = await Promise.all([
      repos.vendors.all(),
      repos.games.counts(),
      repos.classifications.all(),
      repos.games.firstOfEachVendor(),
    ]);
    const perVendor = new Map<string, number>();
    const perLaneClass = new Map<string, Map<string, number>>();
    for (const c of counts) {
      perVendor.set(c.vassalage, (perVendor.get(c.vassalage) ?? 0) + c.count);
      if (c.gameClassify === null) continue;
      const lane = perLaneClass.get(c.gameType) ?? new Map<string, number>();
      lane.set(c.gameClassify, (lane.get(c.gameClassify) ?? 0) + c.count);
      perLaneClass.set(c.gameType, lane);
    }
    const lanes: (VendorLane & { order: number })[] = [];
    for (const title of GAME_LANES) {
      const laneVendors = vendors.filter((v) => v.lane === title);
      if (!laneVendors.length) continue;
      const classCounts = perLaneClass.get(title) ?? new Map<string, number>();
      const gameClassify: GameClassify[] = classifications
        .filter((c) => classCounts.has(c.key))
        .map((c) => ({ key: c.key, displayName: c.display_name, gameCount: classCounts.get(c.key)! }));
      lanes.push({
        title,
        order: Math.min(...laneVendors.map((v) => v.sort)),
        cards: laneVendors.map((v) =>
          toVendorCard(repos.merchantCode, v, {
            gameCount: perVendor.get(v.vassalage) ?? 0,
            nodeId: firstGames.get(v.vassalage) ?? null,
          }),
        ),
        gameClassify,
      });
    }
    lanes.sort((a, b) => a.order - b.order);
    return { data: { lanes: lanes.map(({ order: _order, ...lane }) => lane) } };
  }

  private filterOf(payload: { gameType?: string | undefined; vassalage?: string | undefined }): GameFilter {
    const type = payload.gameType?.toUpperCase();
    const filter: GameFilter = { vassalage: payload.vassalage || undefined };
    if (type && SPLIT_CATEGORIES[type]) {
      filter.gameType = 'SPORTS';
      filter.vassalages = SPLIT_CATEGORIES[type];
    } else if (type === 'SPORTS') {
      // SPORTS without the vendors the client shows as esports and cockfight.
      filter.gameType = 'SPORTS';
      filter.excludeVassalages = [...ESPORTS_VENDORS, ...COCKFIGHT_VENDORS];
    } else if (type) {
      filter.gameType = type;
    }
    return filter;
  }

  private listFilter(payload: EndpointPayload<'getGameList'>): GameFilter {
    const nameKey = payload.gameName ? searchKey(payload.gameName) : '';
    return {
      ...this.filterOf(payload),
      gameClassify: payload.gameClassify || undefined,
      nameKey: nameKey || undefined,
      maxMinBetMinor: payload.minBet === undefined ? undefined : toMinor(payload.minBet),
      maxMinLineNum: payload.minLineNum,
    };
  }

  /**
   * The first `count` games of a game-list request with their vendors' display names, as the game
   * list and the vendor list answer them: what a page's first paint shows (plugins/app/first-paint-games.ts).
   */
  async firstGames(
    repos: TenantRepositories,
    payload: EndpointPayload<'getGameList'>,
    count: number,
  ): Promise<{ game: Game; vendorName: string }[]> {
    const version = await repos.catalogueVersion.get();
    const [{ games }, vendors] = await Promise.all([
      this.games(repos, version, this.listFilter(payload), { offset: 0, limit: count }, this.clock.now()),
      this.vendors(repos),
    ]);
    const { value } = JSON.parse(vendors.json) as { value: EndpointValue<'getGameVendors'> };
    const names = new Map(value.data.lanes.flatMap((lane) => lane.cards.map((c) => [c.vassalage, c.displayName])));
    return games.map((game) => ({ game, vendorName: names.get(game.vassalage) ?? game.vassalage }));
  }

  /** `GCSGAME_gameList`: every filter, folded-name search, paging (default 42 a page). */
  async gameList(
    repos: TenantRepositories,
    payload: EndpointPayload<'getGameList'>,
  ): Promise<PreparedAnswer<'getGameList'>> {
    const filter = this.listFilter(payload);
    const version = await repos.catalogueVersion.get();
    const now = this.clock.now();
    const key = `list:${filterKey(filter)}:${payload.pageNo}:${payload.pageSize}`;
    return this.answers.answer(repos.merchantCode, version, key, now, async () => {
      const { games, total, validUntil } = await this.games(repos, version, filter, pageWindow(payload), now);
      const value = {
        games,
        totalPages: totalPages(total, payload.pageSize),
        pageNo: payload.pageNo,
        pageSize: payload.pageSize,
        total,
      };
      return { answer: PreparedAnswer.of('getGameList', value), validUntil };
    });
  }

  /** `GCSGAME_hotGamesV2`: games flagged hot, in catalogue order. */
  async hotGames(
    repos: TenantRepositories,
    payload: EndpointPayload<'getHotGames'>,
  ): Promise<PreparedAnswer<'getHotGames'>> {
    const filter = { ...this.filterOf(payload), hot: true };
    const version = await repos.catalogueVersion.get();
    const now = this.clock.now();
    return this.answers.answer(repos.merchantCode, version, `hot:${filterKey(filter)}`, now, async () => {
      const { games, validUntil } = await this.games(
        repos,
        version,
        filter,
        { offset: 0, limit: HOT_GAMES_LIMIT },
        now,
      );
      return { answer: PreparedAnswer.of('getHotGames', { list: games }), validUntil };
    });
  }

  /** `GCSGAME_getVassGameType`: the game types of one vendor and their classifications. */
  async vendorGameTypes(
    repos: TenantRepositories,
    payload: EndpointPayload<'getVendorGameTypes'>,
  ): Promise<EndpointValue<'getVendorGameTypes'>> {
    const vendor = await repos.vendors.find(payload.vassalage);
    if (!vendor) throw new AppError('vendor_not_found', { vassalage: payload.vassalage });
    const [counts, classifications] = await Promise.all([repos.games.counts(), repos.classifications.all()]);
    const names = new Map(classifications.map((c) => [c.key, c.display_name]));
    const order = new Map(classifications.map((c, i) => [c.key, i]));
    const types = new Map<string, { gameCount: number; classes: Map<string, number> }>();
    for (const c of counts.filter((x) => x.vassalage === vendor.vassalage)) {
      const entry = types.get(c.gameType) ?? { gameCount: 0, classes: new Map<string, number>() };
      entry.gameCount += c.count;
      if (c.gameClassify !== null)
        entry.classes.set(c.gameClassify, (entry.classes.get(c.gameClassify) ?? 0) + c.count);
      types.set(c.gameType, entry);
    }
    return {
      vassalage: vendor.vassalage,
      displayName: vendor.display_name,
      gameTypes: [...types].map(([gameType, entry]) => ({
        gameType,
        gameCount: entry.gameCount,
        gameClassify: [...entry.classes]
          .sort(([a], [b]) => (order.get(a) ?? 1e9) - (order.get(b) ?? 1e9) || a.localeCompare(b))
          .map(([key, gameCount]) => ({ key, displayName: names.get(key) ?? key, gameCount })),
      })),
    };
  }

  // --- favourites (login required) ---

  async favoriteIds(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getFavoriteIds'>,
  ): Promise<string[]> {
    return repos.favourites.ids(account.id, payload.gameType?.toUpperCase() || undefined);
  }

  async favoriteList(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getFavoriteList'>,
  ): Promise<EndpointValue<'getFavoriteList'>> {
    const { rows, total } = await repos.favourites.page(
      account.id,
      payload.gameType?.toUpperCase() || undefined,
      pageWindow(payload),
    );
    const now = this.clock.now();
    return {
      content: rows.map((row) => toGame(repos.merchantCode, row, now)),
      pageNum: payload.pageNo,
      totalPages: totalPages(total, payload.pageSize),
    };
  }

  /** The game must exist in this tenant and belong to the vendor named with it. */
  private async favoriteTarget(repos: TenantRepositories, payload: EndpointPayload<'addFavorite'>) {
    const game = await repos.games.findByNodeId(payload.nodeId);
    if (!game || game.vassalage !== payload.vendor) throw new AppError('game_not_found', { nodeId: payload.nodeId });
    return game;
  }

  async addFavorite(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'addFavorite'>,
  ): Promise<void> {
    const game = await this.favoriteTarget(repos, payload);
    await repos.favourites.add(account.id, game.node_id, this.clock.now());
  }

  async removeFavorite(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'removeFavorite'>,
  ): Promise<void> {
    // Removing is idempotent, and works for a game the operator has since removed from the catalogue.
    await repos.favourites.remove(account.id, payload.nodeId);
  }

  // --- recent games and rooms ---

  async recentGames(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getRecentGames'>,
  ): Promise<EndpointValue<'getRecentGames'>> {
    const { rows, total } = await repos.recentGames.page(
      account.id,
      payload.vassalage || undefined,
      pageWindow(payload),
    );
    const now = this.clock.now();
    return {
      list: rows.map((row) => toGame(repos.merchantCode, row, now)),
      totalPages: totalPages(total, payload.pageSize),
    };
  }

  async pvpRooms(
    repos: TenantRepositories,
    payload: EndpointPayload<'getPvpRooms'>,
  ): Promise<EndpointValue<'getPvpRooms'>> {
    const rows = await repos.pvpRooms.list({
      vassalage: payload.vassalage || undefined,
      nodeId: payload.nodeId || undefined,
    });
    return {
      content: rows.map((r) => ({
        roomId: r.room_id,
        roomName: r.room_name,
        nodeId: r.node_id,
        gameName: r.game_name,
        vassalage: r.vassalage,
        minBet: toMajor(r.min_bet_minor),
        playerCount: r.player_count,
        maxPlayers: r.max_players,
      })),
    };
  }
}
