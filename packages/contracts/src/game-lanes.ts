// Lobby constants the portal's first paint needs (side menu, routes, paging) without zod: the
// category lanes of the vendor call, the vendors the client splits out of SPORTS (spec §3), the
// launch constants (spec §9) and the default page size. The schemas are in games.ts.

/** The lanes `GCSGAME_newGameVendor` answers with (wire notes), in the platform's order. */
export const GAME_LANES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'] as const;
export type GameLane = (typeof GAME_LANES)[number];

/** Esports providers: the client shows them as their own ESPORTS category, split out of SPORTS. */
export const ESPORTS_VENDORS: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];
/** Cockfight providers: split out of SPORTS into their own category. */
export const COCKFIGHT_VENDORS: readonly string[] = ['SV3', 'DS88', 'DIG', 'WGB'];

/** Account type names that route a launch elsewhere (spec §4). */
export const ACCOUNT_TYPE_NAMES = {
  /** The separate sea-lottery window. */
  TCG_SEA: 'TCG_SEA',
  /** The Vietnamese lottery screen (/vnlottery). */
  TCG_LOTTO_VN: 'TCG_LOTTO_VN',
  LOTT: 'LOTT',
  ELOTT: 'ELOTT',
} as const;

/** `isGame` of a vendor card or game that opens a popup list of games instead of launching. */
export const VASSALAGE_MARK = 'VASSALAGE';

/** Spec §9: default list page 1, size 42. */
export const DEFAULT_GAME_PAGE_SIZE = 42;
export const MAX_GAME_PAGE_SIZE = 200;

/** Spec §9: the launch request's fixed values. */
export const LAUNCH_DEFAULTS = {
  clientType: 3,
  accountType: 1,
  /** accountType of a free-play (type 4) account's launch. */
  freePlayAccountType: 0,
  confirmTrans: 0,
  launchMode: 'GLS',
  platform: 'html5-desktop',
} as const;

/** The vendor code of the games our platform hosts itself. */
export const INHOUSE_VENDOR = 'INH';
