// The lottery: lottery games as data, issues (draws) on a schedule, bets that stay
// open until their issue is drawn, results with the revealed seed. The spec names the §7 calls
// (game menus, VN menu and recent, popular, VN opened numbers, opened numero, the LOTT launch)
// but not their shapes; the shapes are written down here, next to each schema.
//
// Amounts on these calls are integer minor units (like the in-house games'). Odds are decimal
// multipliers of the stake, stake included (1.98 pays 198 on a stake of 100); a win is rounded
// down to the minor unit. Times are epoch milliseconds.
//
// Provably fair: when an issue is made its server seed (32 random bytes, hex) is made too and
// only `seedHash` = SHA-256(serverSeed as text) is published; the seed is answered with the
// result. The numbers are the first integers of HMAC-SHA256(key = serverSeed, message =
// `<gameCode>:<issueNumber>:0:<cursor>`) for cursor 0, 1, … read as big-endian uint32 and mapped
// to [0, n) by rejection (values ≥ the largest multiple of n below 2^32 are skipped), in the
// order: fast5 → five digits (n = 10); vn → the prize table G8 (n = 100), G7 (1000), G6 ×3 and
// G5 (10^4), G4 ×7, G3 ×2, G2, G1 (10^5), DB (10^6), zero-padded. `verifyLotteryDraw` does it.
import { z } from 'zod';
import { text } from './fields';

export const LOTTERY_PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export const lotteryPrizeModeSchema = z.enum(LOTTERY_PRIZE_MODES);
export type LotteryPrizeMode = z.infer<typeof lotteryPrizeModeSchema>;

/** The draw formats: `fast5` (five digits 0–9 every few minutes), `vn` (the daily southern VN prize table). */
export const LOTTERY_KIND_NAMES = ['fast5', 'vn'] as const;
export const lotteryKindSchema = z.enum(LOTTERY_KIND_NAMES);

export const lotteryGameCodeSchema = z.string().regex(/^[A-Z0-9_]{1,32}$/, 'a lottery game code such as FAST5');
export const issueNumberSchema = z
  .string()
  .regex(/^\d{8}(\d{4})?$/, 'an issue number: YYYYMMDD, or YYYYMMDDNNNN for draws more often than daily');
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const minor = z.number().int().nonnegative();
const device = text(16).optional();

/** A play type of a game: its odds, stake limits and the grammar of its selection. */
export const lotteryPlayTypeSchema = z.object({
  /** BIG_SMALL | ODD_EVEN | POSITION | SUM_RANGE (fast5); LO2 | LO3 | DE2 | DE3 (vn). */
  playType: z.string(),
  /** Stake multiplier paid per hit (LO2 and LO3 pay once per matching number of the table). */
  odds: z.number().positive().nullable(),
  /** Selections with their own odds (SUM_RANGE: one per range); null when `odds` applies to all. */
  oddsBySelection: z.record(z.string(), z.number().positive()).nullable(),
  /** Regular-expression source a selection must match: `BIG|SMALL`, `<position 1–5>-<digit>`, two or three digits… */
  selectionPattern: z.string(),
  /** The selections to offer when they can be listed (BIG/SMALL, ODD/EVEN, the sum ranges); null for numbers. */
  selections: z.array(z.string()).nullable(),
  minBetMinor: z.number().int().positive(),
  maxBetMinor: z.number().int().positive(),
  /** Whether a bet can win more than once per draw (LO2, LO3). */
  paysPerHit: z.boolean(),
});
export type LotteryPlayType = z.infer<typeof lotteryPlayTypeSchema>;

/** A lottery game (the menu's entry). */
export const lotteryGameSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  kind: lotteryKindSchema,
  prizeMode: lotteryPrizeModeSchema,
  /** The lottery menu group (gameGroupCode) and its label (labelName). */
  gameGroupCode: z.string(),
  labelName: z.string(),
  /** VN for the Vietnamese lottery lobby (/vnlottery), null otherwise. */
  lottoArea: z.string().nullable(),
  drawIntervalSeconds: z.number().int().positive(),
  /** Betting on an issue closes this many seconds before its draw. */
  closeSecondsBeforeDraw: z.number().int().nonnegative(),
  /** The draw time of the issue taking bets now. */
  nextDrawAt: z.number().int(),
  playTypes: z.array(lotteryPlayTypeSchema),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

/** A lottery menu group: `{ gameGroupCode, labelName, gameMenus: LotteryGame[] }`. */
export const lotteryMenuGroupSchema = z.object({
  gameGroupCode: z.string(),
  labelName: z.string(),
  gameMenus: z.array(lotteryGameSchema),
});

/** `GET /lgw/games/game_menus` (N): every lottery of the tenant by menu group, optionally of one prize mode. */
export const lotteryMenusRequestSchema = z.strictObject({
  prizeMode: lotteryPrizeModeSchema.optional(),
  device,
  language: text(8).optional(),
});
export const lotteryMenusValueSchema = z.object({ gameMenus: z.array(lotteryMenuGroupSchema) });
export type LotteryMenusValue = z.infer<typeof lotteryMenusValueSchema>;

/** `GET /lgw/vn/games/game_menu` (N): the Vietnamese lotteries (lottoArea VN) by group; `device` WEB. */
export const vnLotteryMenuRequestSchema = z.strictObject({
  prizeMode: lotteryPrizeModeSchema.optional(),
  device: text(16).default('WEB'),
  language: text(8).optional(),
});

/** `GET /lgw/vn/games/game_menu/recent` (T): the VN lotteries the member bet on, newest first. */
export const vnLotteryRecentRequestSchema = z.strictObject({
  count: z.coerce.number().int().min(1).max(20).default(10),
  device,
  language: text(8).optional(),
});
export const vnLotteryRecentValueSchema = z.object({
  list: z.array(z.object({ game: lotteryGameSchema, lastBetAt: z.number().int() })),
});

/** `GET /lgw/games/popular` (N): the lotteries with the most bets in the last 7 days (ties: menu order). */
export const popularLotteryRequestSchema = z.strictObject({
  count: z.coerce.number().int().min(1).max(50).default(20),
  prizeMode: lotteryPrizeModeSchema.optional(),
  device,
  language: text(8).optional(),
});
export const popularLotteryValueSchema = z.object({
  list: z.array(z.object({ game: lotteryGameSchema, betCount: z.number().int().nonnegative() })),
});

/** A drawn issue: its numbers, the VN prize table, and the revealed seed. */
export const lotteryResultSchema = z.object({
  gameCode: z.string(),
  issueNumber: z.string(),
  drawAt: z.number().int(),
  drawnAt: z.number().int(),
  /** The opened numbers, zero-padded, in draw order (fast5: 5 digits; vn: 18 numbers, G8 first, DB last). */
  numbers: z.array(z.string()),
  /** vn: `[{ prize: 'G8' … 'G1' | 'DB', numbers }]`; null for fast5. */
  prizes: z.array(z.object({ prize: z.string(), numbers: z.array(z.string()) })).nullable(),
  /** fast5: the digit sum (what BIG_SMALL, ODD_EVEN and SUM_RANGE read); null for vn. */
  sum: z.number().int().nullable(),
  seedHash: sha256Hex,
  serverSeed: z.string(),
  /** True once every bet of the issue is paid. */
  settled: z.boolean(),
});
export type LotteryResult = z.infer<typeof lotteryResultSchema>;

/** `GET /lgw/vn/numeros/opened/game` (N): the last draws of the VN lotteries (of one when gameCode is given), newest first. */
export const vnOpenedNumbersRequestSchema = z.strictObject({
  gameCode: lotteryGameCodeSchema.optional(),
  count: z.coerce.number().int().min(1).max(100).default(100),
});
export const lotteryResultsValueSchema = z.object({ list: z.array(lotteryResultSchema) });
export type LotteryResultsValue = z.infer<typeof lotteryResultsValueSchema>;

/** `GET /lotto/lgw/games/opened/numero` (T): the last results of one game, newest first. */
export const openedNumeroRequestSchema = z.strictObject({
  gameCode: lotteryGameCodeSchema,
  count: z.coerce.number().int().min(1).max(100).default(10),
});

/**
 * `GET /lgw/games/launch` (T): the lottery launch of spec §3 — `{ gameCode, launchMode: 'LOTT',
 * lottoArea?, device, backUrl?, language? }`. Our lotteries are the portal's own screens, so the
 * answer is the portal path to open: `/vnlottery?gameCode=` for lottoArea VN games, else
 * `/lottery?gameCode=` (with `backUrl`, a same-site path, passed on).
 */
export const launchLotteryRequestSchema = z.strictObject({
  gameCode: lotteryGameCodeSchema,
  launchMode: z.literal('LOTT'),
  lottoArea: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  device: text(16).default('WEB'),
  backUrl: z
    .string()
    .regex(/^\/(?!\/)[\w\-./?=&%]*$/, 'a path on this site')
    .max(512)
    .optional(),
  language: text(8).optional(),
});
export const launchLotteryValueSchema = z.object({
  content: z.object({ game_url: z.string() }),
  game: lotteryGameSchema,
});

/** The issue taking bets (or waiting for its draw). */
export const lotteryIssueSchema = z.object({
  gameCode: z.string(),
  issueNumber: z.string(),
  opensAt: z.number().int(),
  /** Betting closes here. */
  closesAt: z.number().int(),
  drawAt: z.number().int(),
  /** SHA-256 of the issue's server seed, published before any bet. */
  seedHash: sha256Hex,
  /** open until closesAt, closed until drawn, then drawn (see the results). */
  status: z.enum(['open', 'closed', 'drawn']),
});
export type LotteryIssue = z.infer<typeof lotteryIssueSchema>;

/** `GET /lgw/lottery/issue` (N): the game, its issue taking bets, the last result, the server's time (for the countdown). */
export const currentIssueRequestSchema = z.strictObject({ gameCode: lotteryGameCodeSchema });
export const currentIssueValueSchema = z.object({
  game: lotteryGameSchema,
  issue: lotteryIssueSchema,
  lastResult: lotteryResultSchema.nullable(),
  serverTime: z.number().int(),
});
export type CurrentIssueValue = z.infer<typeof currentIssueValueSchema>;

export const MAX_BETS_PER_REQUEST = 50;

/**
 * `POST /lgw/lottery/bets` (T): several bets on one issue in one call. `requestId` (a UUID the
 * client makes) is the call's idempotency key: sending the same call again answers the same bets
 * (`replayed: true`) without betting twice; the same id with other bets is lottery_request_conflict.
 */
export const placeLotteryBetsRequestSchema = z.strictObject({
  gameCode: lotteryGameCodeSchema,
  issueNumber: issueNumberSchema,
  requestId: z.uuid(),
  bets: z
    .array(
      z.strictObject({
        playType: z.string().regex(/^[A-Z0-9_]{1,16}$/),
        selection: z.string().min(1).max(16),
        amountMinor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      }),
    )
    .min(1)
    .max(MAX_BETS_PER_REQUEST),
});
export type PlaceLotteryBetsRequest = z.infer<typeof placeLotteryBetsRequestSchema>;

/** A lottery bet as the member sees it. */
export const lotteryBetSchema = z.object({
  /** `<requestId>:<index>`: the betting record's round id (the member centre lists it). */
  betId: z.string(),
  gameCode: z.string(),
  issueNumber: z.string(),
  playType: z.string(),
  selection: z.string(),
  amountMinor: minor,
  odds: z.number().positive(),
  status: z.enum(['open', 'settled', 'void']),
  /** How many times it won (LO2/LO3 may win more than once); null while open. */
  hits: z.number().int().nonnegative().nullable(),
  /** Null while open. */
  winMinor: minor.nullable(),
  placedAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const placeLotteryBetsValueSchema = z.object({
  requestId: z.string(),
  issueNumber: z.string(),
  bets: z.array(lotteryBetSchema),
  totalMinor: minor,
  /** The main wallet after the debit. */
  balanceMinor: minor,
  /** True when this answers a request sent before (nothing was bet again). */
  replayed: z.boolean(),
});
export type PlaceLotteryBetsValue = z.infer<typeof placeLotteryBetsValueSchema>;

/** `GET /lgw/lottery/bets` (T): the member's bets on an issue, or the latest on the game when no issue is named. */
export const lotteryBetsRequestSchema = z.strictObject({
  gameCode: lotteryGameCodeSchema,
  issueNumber: issueNumberSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const lotteryBetsValueSchema = z.object({ list: z.array(lotteryBetSchema) });

/** `GET /lgw/lottery/verify` (N): recomputes a drawn issue's numbers from its revealed seed. */
export const verifyLotteryDrawRequestSchema = z.strictObject({
  gameCode: lotteryGameCodeSchema,
  issueNumber: issueNumberSchema,
});
export const verifyLotteryDrawValueSchema = z.object({
  gameCode: z.string(),
  issueNumber: z.string(),
  seedHash: sha256Hex,
  serverSeed: z.string(),
  /** SHA-256(serverSeed) equals the hash published when the issue opened. */
  seedMatchesHash: z.boolean(),
  drawnNumbers: z.array(z.string()),
  recomputedNumbers: z.array(z.string()),
  numbersMatch: z.boolean(),
  /** The derivation in words (the same as this file's header). */
  recipe: z.string(),
});
export type VerifyLotteryDrawValue = z.infer<typeof verifyLotteryDrawValueSchema>;
