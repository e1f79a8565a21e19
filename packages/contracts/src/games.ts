// Lobby calls (spec §7, wire notes "Lobby, launch, wallet"): vendors by lane, the game list with
// its filters and paging, hot games, a vendor's game types, favourites, recent games, PVP rooms,
// launch and close; the error values of launch failures; and the catalogue an operator imports.
// Fields our platform adds beyond the wire notes are optional, so an operator's platform that
// does not send them still passes these schemas.
import { z } from 'zod';
import { requiredText, text } from './fields';
import { DEFAULT_GAME_PAGE_SIZE, GAME_LANES, LAUNCH_DEFAULTS, MAX_GAME_PAGE_SIZE } from './game-lanes';

export const gameLaneSchema = z.enum(GAME_LANES);

/** A vendor (vassalage) code: upper-case letters, digits, `_`. */
export const vassalageSchema = z.string().regex(/^[A-Z0-9_]{1,32}$/, 'a vendor code such as PG or SV3');
/** A game's node id: the catalogue key of a game within a tenant. */
export const nodeIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'a node id of letters, digits and _ . : -');
/** 1 = hot. */
const hotFlag = z.union([z.literal(0), z.literal(1)]);

// ---------------------------------------------------------------------------------------------
// Shared request fields
// ---------------------------------------------------------------------------------------------

/** Fields every lobby GET may carry (the original sends them on most calls). */
const clientFields = {
  clientType: z.coerce.number().int().min(0).max(99).optional(),
  platform: text(64).optional(),
  channel: text(32).optional(),
  merchant: text(16).optional(),
  merchantCode: text(16).optional(),
  language: text(8).optional(),
};
const paging = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_GAME_PAGE_SIZE).default(DEFAULT_GAME_PAGE_SIZE),
};

// ---------------------------------------------------------------------------------------------
// Vendors: GET /wps/relay/GCSGAME_newGameVendor → value.data.lanes
// ---------------------------------------------------------------------------------------------

export const vendorsRequestSchema = z.strictObject({ ...clientFields });
export type VendorsRequest = z.infer<typeof vendorsRequestSchema>;

/** A vendor card of a lane. Icon URLs are paths: the portal prefixes an image CDN of the tenant configuration. */
export const vendorCardSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  /** The lane's game type (RNG, LIVE, ...). */
  gameType: z.string(),
  isHot: hotFlag,
  iconUrl: z.string(),
  /** The vendor's logo (side menu, providers strip). */
  logoUrl: z.string().optional(),
  /** TCG_SEA, TCG_LOTTO_VN, LOTT, ELOTT route launches elsewhere (spec §4); null otherwise. */
  accountTypeName: z.string().nullable(),
  /** VASSALAGE: the card opens a popup list of the vendor's games. */
  isGame: z.string().nullable().optional(),
  /** Ascending; the side menu orders categories by their first vendor. */
  sort: z.number().int(),
  /** Games of this vendor in the catalogue. */
  gameCount: z.number().int().optional(),
  /** The vendor's game to launch from its side-menu icon (lanes without a game list: live, sports, lottery). */
  nodeId: z.string().nullable().optional(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const gameClassifySchema = z.object({ key: z.string(), displayName: z.string(), gameCount: z.number().int() });
export type GameClassify = z.infer<typeof gameClassifySchema>;

export const vendorLaneSchema = z.object({
  title: z.string(),
  cards: z.array(vendorCardSchema),
  gameClassify: z.array(gameClassifySchema),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

export const vendorsValueSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });
export type VendorsValue = z.infer<typeof vendorsValueSchema>;

// ---------------------------------------------------------------------------------------------
// Games
// ---------------------------------------------------------------------------------------------

/** A game under maintenance: epoch ms of its start and planned end (the wire's maintainTime, endTime). */
export const gameMaintenanceWindowSchema = z.object({ maintainTime: z.number().int(), endTime: z.number().int() });
export type GameMaintenanceWindow = z.infer<typeof gameMaintenanceWindowSchema>;

/** A game as the list calls answer it (wire notes). `minBet` is in major units (1 = one yuan). */
export const gameSchema = z.object({
  nodeId: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  vassalage: z.string(),
  /** The same vendor code under the spec's name (favourite calls send it as `vendor`). */
  vendor: z.string().optional(),
  gameClassify: z.string().nullable(),
  minBet: z.number().nonnegative(),
  minLineNum: z.number().int().nonnegative(),
  /** A path; the portal prefixes an image CDN. */
  iconUrl: z.string(),
  /** VASSALAGE marks a vassalage game (opens the popup list). */
  isGame: z.string().nullable(),
  code: z.string().nullable(),
  defaultPlayType: z.string().nullable(),
  accountTypeName: z.string().nullable(),
  gameCode: z.string().nullable(),
  isHot: hotFlag.optional(),
  /** Set while the game is under maintenance (or announced to be). */
  maintenance: gameMaintenanceWindowSchema.nullable().optional(),
});
export type Game = z.infer<typeof gameSchema>;

/**
 * `GET /wps/relay/GCSGAME_gameList`. The spec marks it T, but visitors browse the lobby: our
 * platform answers without a token too, and personalises nothing. `gameName` searches names
 * ignoring case and diacritics; `minBet` (major units) and `minLineNum` are upper bounds on the
 * game's own minimum bet and lines.
 */
export const gameListRequestSchema = z.strictObject({
  ...clientFields,
  gameType: text(32).optional(),
  vassalage: text(32).optional(),
  gameClassify: text(64).optional(),
  gameName: text(100).optional(),
  minBet: z.coerce.number().nonnegative().max(1_000_000).optional(),
  minLineNum: z.coerce.number().int().nonnegative().max(10_000).optional(),
  ...paging,
});
export type GameListRequest = z.input<typeof gameListRequestSchema>;

export const gameListValueSchema = z.object({
  games: z.array(gameSchema),
  totalPages: z.number().int().nonnegative(),
  /** Ours: the page answered, its size and the number of matching games. */
  pageNo: z.number().int().optional(),
  pageSize: z.number().int().optional(),
  total: z.number().int().optional(),
});
export type GameListValue = z.infer<typeof gameListValueSchema>;

/** `GET /wps/relay/GCSGAME_hotGamesV2` → `value.list`. */
export const hotGamesRequestSchema = z.strictObject({
  ...clientFields,
  isPlatform: z.coerce.number().int().optional(),
  vassalage: text(32).optional(),
  gameType: text(32).optional(),
});
export type HotGamesRequest = z.input<typeof hotGamesRequestSchema>;
export const hotGamesValueSchema = z.object({ list: z.array(gameSchema) });
export type HotGamesValue = z.infer<typeof hotGamesValueSchema>;

/** `GET /wps/relay/GCSGAME_getVassGameType`: the game types of one vendor, each with its classifications. */
export const vendorGameTypesRequestSchema = z.strictObject({ ...clientFields, vassalage: vassalageSchema });
export type VendorGameTypesRequest = z.input<typeof vendorGameTypesRequestSchema>;
export const vendorGameTypeSchema = z.object({
  gameType: z.string(),
  gameCount: z.number().int(),
  gameClassify: z.array(gameClassifySchema),
});
export const vendorGameTypesValueSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameTypes: z.array(vendorGameTypeSchema),
});
export type VendorGameTypesValue = z.infer<typeof vendorGameTypesValueSchema>;

// ---------------------------------------------------------------------------------------------
// Favourites, recent games, PVP rooms
// ---------------------------------------------------------------------------------------------

/** `GET /wps/relay/MCSFE_getFavoriteGames` → the favourite node ids. */
export const favoriteIdsRequestSchema = z.strictObject({ ...clientFields, gameType: text(32).optional() });
export type FavoriteIdsRequest = z.input<typeof favoriteIdsRequestSchema>;
export const favoriteIdsValueSchema = z.array(z.string());

/** `GET /wps/relay/MCSFE_getFavoriteGamesList` → `{ content, pageNum, totalPages }`, newest favourite first. */
export const favoriteListRequestSchema = z.strictObject({ ...clientFields, gameType: text(32).optional(), ...paging });
export type FavoriteListRequest = z.input<typeof favoriteListRequestSchema>;
export const favoriteListValueSchema = z.object({
  content: z.array(gameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int().nonnegative(),
});
export type FavoriteListValue = z.infer<typeof favoriteListValueSchema>;

/** `POST /wps/relay/MCSFE_addFavoriteGameV2` and `..._removeFavoriteGameV2`. Idempotent both ways. */
export const favoriteChangeRequestSchema = z.strictObject({
  nodeId: nodeIdSchema,
  vendor: vassalageSchema,
  gameType: requiredText(32),
});
export type FavoriteChangeRequest = z.infer<typeof favoriteChangeRequestSchema>;

/** `GET /wps/relay/GCS_recentGame` → `{ list, totalPages }`, the most recently launched first. */
export const recentGamesRequestSchema = z.strictObject({ ...clientFields, vassalage: text(32).optional(), ...paging });
export type RecentGamesRequest = z.input<typeof recentGamesRequestSchema>;
export const recentGamesValueSchema = z.object({
  list: z.array(gameSchema),
  totalPages: z.number().int().nonnegative(),
});
export type RecentGamesValue = z.infer<typeof recentGamesValueSchema>;

/** `GET /wps/relay/GLS2_roomList` → `value.content`: the open tables of PVP games. */
export const pvpRoomsRequestSchema = z.strictObject({
  ...clientFields,
  vassalage: text(32).optional(),
  nodeId: text(64).optional(),
});
export type PvpRoomsRequest = z.input<typeof pvpRoomsRequestSchema>;
export const pvpRoomSchema = z.object({
  roomId: z.string(),
  roomName: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  /** Major units. */
  minBet: z.number().nonnegative(),
  playerCount: z.number().int().nonnegative(),
  maxPlayers: z.number().int().positive(),
});
export type PvpRoom = z.infer<typeof pvpRoomSchema>;
export const pvpRoomsValueSchema = z.object({ content: z.array(pvpRoomSchema) });
export type PvpRoomsValue = z.infer<typeof pvpRoomsValueSchema>;

// ---------------------------------------------------------------------------------------------
// Launch and close
// ---------------------------------------------------------------------------------------------

/**
 * `GET /wps/game/launchGame`. `launchMode` is required (GLS). `accountType` is 1, or 0 for a
 * free-play (type 4) account, which the platform decides from the account anyway. The session
 * token travels in `Authorization` only: a `token` field is refused, the answer's URL carries a
 * single-use launch ticket instead.
 */
export const launchGameRequestSchema = z.strictObject({
  gameId: text(64).optional(),
  roomId: text(64).optional(),
  nodeId: nodeIdSchema,
  vassalage: vassalageSchema,
  accountType: z.coerce.number().int().min(0).max(1).default(LAUNCH_DEFAULTS.accountType),
  confirmTrans: z.coerce.number().int().min(0).max(1).default(LAUNCH_DEFAULTS.confirmTrans),
  launchMode: z.literal(LAUNCH_DEFAULTS.launchMode),
  platform: text(64).default(LAUNCH_DEFAULTS.platform),
  clientType: z.coerce.number().int().min(0).max(99).default(LAUNCH_DEFAULTS.clientType),
  language: text(8).optional(),
  username: text(64).optional(),
  merchantCode: text(16).optional(),
});
export type LaunchGameRequest = z.input<typeof launchGameRequestSchema>;

export const launchGameValueSchema = z.object({
  /** The game's address is `game_url`, or `game_url2` when a vendor answers only that (spec §7). */
  content: z
    .object({
      /** Relative to a launch CDN of the tenant configuration, or absolute for a vendor's own host. */
      game_url: z.string().optional(),
      game_url2: z.string().optional(),
    })
    .refine((content) => Boolean(content.game_url || content.game_url2), {
      message: 'game_url or game_url2 is required',
    }),
  /** Ours: when the ticket in the URL stops working (epoch ms). */
  expiresAt: z.number().int().optional(),
});
export type LaunchGameValue = z.infer<typeof launchGameValueSchema>;

/** `POST /wps/game/closeGame` (ours): ends the account's open game so another can be launched. */
export const closeGameRequestSchema = z.strictObject({ nodeId: nodeIdSchema.optional() });
export type CloseGameRequest = z.infer<typeof closeGameRequestSchema>;
export const closeGameValueSchema = z.object({ closed: z.boolean() });
export type CloseGameValue = z.infer<typeof closeGameValueSchema>;

/** The open game a `game_already_open` (#734) failure names in its value. */
export const openGameSchema = z.object({
  nodeId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  openedAt: z.number().int(),
});
export type OpenGame = z.infer<typeof openGameSchema>;
/** `value` of a `game_already_open` failure. */
export const gameAlreadyOpenValueSchema = z.object({ openGame: openGameSchema });
/** `value` of a `game_maintenance` failure, in the wire's shape. */
export const gameMaintenanceValueSchema = z.object({ content: z.object({ data: gameMaintenanceWindowSchema }) });

// ---------------------------------------------------------------------------------------------
// The catalogue an operator imports (apps/server/scripts/import-catalogue.ts)
// ---------------------------------------------------------------------------------------------

/** CSV cells arrive as strings: empty means absent. */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalCell = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const flagCell = z.preprocess((value) => {
  if (value === '' || value === undefined || value === null) return 0;
  if (value === true || value === 'true') return 1;
  if (value === false || value === 'false') return 0;
  return typeof value === 'string' ? Number(value) : value;
}, hotFlag);
const epochCell = optionalCell(
  z.union([z.coerce.number().int().nonnegative(), z.iso.datetime().transform((s) => Date.parse(s))]),
);

/** One vendor of the catalogue. */
export const catalogueVendorSchema = z.strictObject({
  vassalage: vassalageSchema,
  displayName: requiredText(64),
  lane: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), gameLaneSchema),
  isHot: flagCell,
  iconPath: optionalCell(text(256)),
  accountTypeName: optionalCell(text(32)),
  isGame: optionalCell(text(32)),
  sort: z.coerce.number().int().min(0).max(1_000_000),
});
export type CatalogueVendor = z.output<typeof catalogueVendorSchema>;

/** One game of the catalogue (one row of a CSV file). `minBet` in major units. */
export const catalogueGameSchema = z
  .strictObject({
    nodeId: nodeIdSchema,
    gameId: requiredText(64),
    vassalage: vassalageSchema,
    gameType: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), gameLaneSchema),
    gameClassify: optionalCell(text(64)),
    gameName: requiredText(200),
    minBet: z.coerce.number().nonnegative().max(1_000_000),
    minLineNum: z.coerce.number().int().nonnegative().max(10_000),
    iconPath: optionalCell(text(256)),
    isHot: flagCell,
    isGame: optionalCell(text(32)),
    code: optionalCell(text(64)),
    defaultPlayType: optionalCell(text(64)),
    accountTypeName: optionalCell(text(32)),
    gameCode: optionalCell(text(64)),
    sort: optionalCell(z.coerce.number().int().min(0).max(1_000_000)),
    maintenanceStart: epochCell,
    maintenanceEnd: epochCell,
  })
  .refine((g) => (g.maintenanceStart === undefined) === (g.maintenanceEnd === undefined), {
    message: 'maintenanceStart and maintenanceEnd go together',
    path: ['maintenanceEnd'],
  })
  .refine(
    (g) => g.maintenanceStart === undefined || g.maintenanceEnd === undefined || g.maintenanceEnd > g.maintenanceStart,
    { message: 'maintenanceEnd must be after maintenanceStart', path: ['maintenanceEnd'] },
  );
export type CatalogueGame = z.output<typeof catalogueGameSchema>;
export type CatalogueGameInput = z.input<typeof catalogueGameSchema>;

/** A classification (tab) of games: its key and shown name. */
export const catalogueClassificationSchema = z.strictObject({
  key: requiredText(64),
  displayName: requiredText(64),
  sort: z.coerce.number().int().min(0).default(0),
});
export type CatalogueClassification = z.output<typeof catalogueClassificationSchema>;

/** A PVP room (table) of a PVP game. */
export const catalogueRoomSchema = z.strictObject({
  roomId: requiredText(64),
  nodeId: nodeIdSchema,
  roomName: requiredText(64),
  minBet: z.coerce.number().nonnegative().max(1_000_000),
  maxPlayers: z.coerce.number().int().positive().max(10_000),
});
export type CatalogueRoom = z.output<typeof catalogueRoomSchema>;

/**
 * A JSON catalogue file. Each list is optional so a file may carry only games; the rows are
 * checked one by one (see the import command), so one bad row is reported with its index.
 */
export const catalogueFileSchema = z.strictObject({
  vendors: z.array(z.unknown()).default([]),
  classifications: z.array(z.unknown()).default([]),
  games: z.array(z.unknown()).default([]),
  rooms: z.array(z.unknown()).default([]),
});
