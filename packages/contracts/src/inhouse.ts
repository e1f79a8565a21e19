// The platform's own games (in-house slot and dice): the game page redeems its single-use launch ticket
// for a game-session token of ours (scoped to account + game + wallet, sent in the `Game-Session`
// header, never the portal's session token), then plays rounds on the ledger. Every round carries
// a client-made UUID that is its idempotency key, and a provably fair derivation: the SHA-256 of
// the server seed is published before the round, the seed is revealed when it is rotated.
// Amounts on these calls are integer minor units (the games are ours; the lobby's wire keeps major units).
import { z } from 'zod';

/** The game codes of the in-house vendor (`INHOUSE_VENDOR` in game-lanes.ts). */
export const INHOUSE_GAME_CODES = { slot: 'inhouse-slot', dice: 'inhouse-dice' } as const;

export const INHOUSE_ENGINES = ['slot', 'dice'] as const;
export const inhouseEngineSchema = z.enum(INHOUSE_ENGINES);
export type InhouseEngine = z.infer<typeof inhouseEngineSchema>;

/** The page languages of the in-house games (the tenants' languages and English). */
export const INHOUSE_LANGUAGES = ['EN', 'CN', 'ID', 'PT', 'TH', 'VI'] as const;
export const inhouseLanguageSchema = z.enum(INHOUSE_LANGUAGES);
export type InhouseLanguage = z.infer<typeof inhouseLanguageSchema>;
/** Whether a code is a language the platform's own pages (in-house games, demo payment page) speak. */
export const isInhouseLanguage = (code: string): code is InhouseLanguage =>
  (INHOUSE_LANGUAGES as readonly string[]).includes(code);

/** Largest bet any in-house engine takes, in minor units (a game's own max may be lower). */
export const INHOUSE_MAX_BET_MINOR = 1_000_000;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
/** The idempotency key of a round: a UUID the client makes before it sends the bet. */
export const roundIdSchema = z.uuid();
/** Any positive whole amount: the game's own limits answer bet_out_of_range (with its min and max). */
export const betMinorSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const clientSeedSchema = z.string().regex(/^[\w.-]{1,64}$/);

/** What the player can check before a round: the hash of the unrevealed server seed, the client seed, the next nonce. */
export const fairnessCommitmentSchema = z.object({
  serverSeedHash: sha256Hex,
  clientSeed: z.string(),
  nextNonce: z.number().int().nonnegative(),
  /**
   * The hash of the server seed that follows this one, committed before the player picks the
   * client seed that goes with it (at the next rotation). Absent for seeds made before the server
   * committed successors.
   */
  nextServerSeedHash: sha256Hex.optional(),
});
export type FairnessCommitment = z.infer<typeof fairnessCommitmentSchema>;

/** A round's fairness inputs: outcome = HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`) bytes. */
export const roundFairnessSchema = z.object({
  serverSeedHash: sha256Hex,
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
  /** Null until the seed is rotated; then anyone can recompute the outcome. */
  serverSeed: z.string().nullable(),
});
export type RoundFairness = z.infer<typeof roundFairnessSchema>;

// --- the games' rules as data ---

export const slotPaytableSchema = z.object({
  reels: z.number().int(),
  rows: z.number().int(),
  /** Each payline: the row (0 = top) on each reel, left to right. */
  paylines: z.array(z.array(z.number().int())),
  /** Line pays as multiples of the line bet (bet ÷ lines) for 3, 4 and 5 of a kind from the left. */
  symbols: z.array(z.object({ symbol: z.string(), label: z.string(), pays: z.array(z.number()), wild: z.boolean() })),
  /** The return to player computed exactly from the reel strips, in percent. */
  rtpPercent: z.number(),
});
export type SlotPaytable = z.infer<typeof slotPaytableSchema>;

export const diceOddsSchema = z.object({
  /** Rolls are 0.00–99.99 (10,000 outcomes); targets travel in hundredths. */
  outcomes: z.number().int(),
  houseEdgePercent: z.number(),
  minTargetHundredths: z.number().int(),
  maxTargetHundredths: z.number().int(),
  rtpPercent: z.number(),
});
export type DiceOdds = z.infer<typeof diceOddsSchema>;

// --- POST /lgw/inhouse/session ---

export const startInhouseSessionRequestSchema = z.strictObject({
  ticket: z.string().regex(/^[\w-]{16,128}$/),
  language: inhouseLanguageSchema.optional(),
});
export type StartInhouseSessionRequest = z.infer<typeof startInhouseSessionRequestSchema>;

export const inhouseGameSchema = z.object({
  nodeId: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  engine: inhouseEngineSchema,
  minBetMinor: z.number().int(),
  maxBetMinor: z.number().int(),
});
export type InhouseGame = z.infer<typeof inhouseGameSchema>;

export const inhouseSessionValueSchema = z.object({
  /** Send it in the `Game-Session` header of the round calls. */
  gameSessionToken: z.string(),
  expiresAt: z.number().int(),
  language: inhouseLanguageSchema,
  game: inhouseGameSchema,
  slot: slotPaytableSchema.nullable(),
  dice: diceOddsSchema.nullable(),
  currency: z.string(),
  balanceMinor: z.number().int(),
  fairness: fairnessCommitmentSchema,
});
export type InhouseSessionValue = z.infer<typeof inhouseSessionValueSchema>;

// --- rounds ---

export const slotSpinRequestSchema = z.strictObject({
  roundId: roundIdSchema,
  betMinor: betMinorSchema,
});
export type SlotSpinRequest = z.infer<typeof slotSpinRequestSchema>;

export const DICE_DIRECTIONS = ['under', 'over'] as const;
export const diceRollRequestSchema = z.strictObject({
  roundId: roundIdSchema,
  betMinor: betMinorSchema,
  /** Under: win when the roll < target; over: win when the roll > target. Hundredths (4950 = 49.50). */
  targetHundredths: z.number().int().min(0).max(9999),
  direction: z.enum(DICE_DIRECTIONS),
});
export type DiceRollRequest = z.infer<typeof diceRollRequestSchema>;

export const slotOutcomeSchema = z.object({
  engine: z.literal('slot'),
  /** The visible window, `rows` symbols per reel (top to bottom). */
  reels: z.array(z.array(z.string())),
  stops: z.array(z.number().int()),
  lineWins: z.array(
    z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), multiplier: z.number() }),
  ),
});
export const diceOutcomeSchema = z.object({
  engine: z.literal('dice'),
  rollHundredths: z.number().int(),
  targetHundredths: z.number().int(),
  direction: z.enum(DICE_DIRECTIONS),
  won: z.boolean(),
  /** Payout multiplier on a win, (100 − edge) ÷ chance, in ten-thousandths. */
  multiplierTenThousandths: z.number().int(),
});
export const roundOutcomeSchema = z.discriminatedUnion('engine', [slotOutcomeSchema, diceOutcomeSchema]);
export type SlotOutcome = z.infer<typeof slotOutcomeSchema>;
export type DiceOutcome = z.infer<typeof diceOutcomeSchema>;
export type RoundOutcome = z.infer<typeof roundOutcomeSchema>;

export const roundValueSchema = z.object({
  roundId: z.string(),
  betMinor: z.number().int(),
  winMinor: z.number().int(),
  balanceMinor: z.number().int(),
  /** True when this answer is the stored result of an earlier request with the same round id. */
  replayed: z.boolean(),
  placedAt: z.number().int(),
  outcome: roundOutcomeSchema,
  fairness: roundFairnessSchema,
  /** The commitment for the next round (a new seed hash after a rotation). */
  nextFairness: fairnessCommitmentSchema,
});
export type RoundValue = z.infer<typeof roundValueSchema>;

// --- fairness: the round's reveal and the seed rotation ---

export const inhouseRoundRequestSchema = z.strictObject({ roundId: roundIdSchema });
export const inhouseRoundValueSchema = z.object({
  roundId: z.string(),
  gameName: z.string(),
  betMinor: z.number().int(),
  winMinor: z.number().int(),
  placedAt: z.number().int(),
  outcome: roundOutcomeSchema,
  fairness: roundFairnessSchema,
});
export type InhouseRoundValue = z.infer<typeof inhouseRoundValueSchema>;

export const rotateSeedRequestSchema = z.strictObject({ clientSeed: clientSeedSchema.optional() });
export const rotateSeedValueSchema = z.object({
  /** The seed just retired: its hash was published, now the seed itself. */
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: sha256Hex,
    clientSeed: z.string(),
    roundsPlayed: z.number().int(),
  }),
  next: fairnessCommitmentSchema,
});
export type RotateSeedValue = z.infer<typeof rotateSeedValueSchema>;

// --- GET /wps/relay/GCSGAME_getRankList (token N): the winner board ---

export const rankListRequestSchema = z.strictObject({
  /** How many winners (the board shows 10 by default). */
  size: z.coerce.number().int().min(1).max(50).optional(),
});
export const rankListValueSchema = z.object({
  list: z.array(
    z.object({
      vo: z.object({
        /** Masked username (first and last two characters). */
        customerName: z.string(),
        /** Major units. */
        winAmount: z.number(),
        gameName: z.string(),
        nodeId: z.string(),
        gameType: z.string(),
        vendor: z.string(),
        iconUrl: z.string(),
      }),
    }),
  ),
});
export type RankListValue = z.infer<typeof rankListValueSchema>;
