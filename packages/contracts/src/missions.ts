// Missions (issue 22; spec lobby §2 member centre "missionLeaderboard", §7 MCSFE_getMissionSummaryDetails
// and MCSFE_getMissionLeaderboard): per brand, a few daily or weekly goals — a valid bet, a number
// of bets, a deposit — each paying a reward (points, or a bonus on the money ledger) once per
// member per period it was reached in. The brand writes them in `tenants/<brand>/seed/missions.json`
// (`tenantMissionsSeedSchema`); the platform counts progress from the member's settled bets and paid
// deposits of the period, and a job pays the rewards once each period has ended.
//
// Periods are the brand's days and weeks (Monday to Monday) in its zone: tenant.json
// `utcOffsetMinutes` ahead of UTC. Amounts travel in major units (numbers in answers, as points and money do elsewhere).
import { z } from 'zod';
import { GAME_LANES } from './game-lanes';
import { languageCodeSchema } from './tenant';

export const MISSION_KINDS = [
  /** Valid bet (turnover) of settled bets, in major units. */
  'valid_bet',
  /** Paid deposits, in major units. */
  'deposit',
  /** Settled (not void) bets, counted. */
  'bet_count',
] as const;
export const missionKindSchema = z.enum(MISSION_KINDS);
export type MissionKind = z.infer<typeof missionKindSchema>;

export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export const missionPeriodSchema = z.enum(MISSION_PERIODS);
export type MissionPeriod = z.infer<typeof missionPeriodSchema>;

/** A mission's id in its brand's file (lower-case letters, digits and dashes). */
export const missionIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{1,31}$/, 'a mission id');

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-9;
const localisedText = z.record(languageCodeSchema, z.string().trim().min(1));

/** What reaching a mission pays: points (the points ledger) or a bonus (major units, a decimal string, the money ledger). */
export const missionRewardSeedSchema = z.union([
  z.strictObject({ points: z.number().positive().refine(twoDecimals, 'at most two decimals') }),
  z.strictObject({
    bonus: z.string().regex(/^(?!0+(\.0+)?$)\d{1,9}(\.\d{1,2})?$/, 'a positive amount such as "8.88"'),
  }),
]);
export type MissionRewardSeed = z.infer<typeof missionRewardSeedSchema>;

/** One mission of `tenants/<brand>/seed/missions.json`. */
export const tenantMissionSchema = z
  .strictObject({
    id: missionIdSchema,
    kind: missionKindSchema,
    period: missionPeriodSchema,
    /** Major units for valid_bet and deposit; a whole number of bets for bet_count. */
    target: z.number().positive().refine(twoDecimals, 'at most two decimals'),
    /** Only bets of these lobby lanes count (valid_bet, bet_count); every lane when left out. */
    gameKinds: z.array(z.enum(GAME_LANES)).min(1).optional(),
    reward: missionRewardSeedSchema,
    title: localisedText,
    description: localisedText,
  })
  .refine((m) => m.kind !== 'bet_count' || Number.isInteger(m.target), {
    message: 'a bet_count target is a whole number of bets',
    path: ['target'],
  })
  .refine((m) => m.kind !== 'deposit' || m.gameKinds === undefined, {
    message: 'a deposit mission has no gameKinds',
    path: ['gameKinds'],
  });
export type TenantMission = z.infer<typeof tenantMissionSchema>;

/** `tenants/<brand>/seed/missions.json` */
export const tenantMissionsSeedSchema = z
  .strictObject({
    /** No longer read: the brand's zone is tenant.json `utcOffsetMinutes` (tenantConfigSchema), for missions and agents alike. */
    utcOffsetMinutes: z.number().int().min(-720).max(840).optional(),
    missions: z.array(tenantMissionSchema).min(1).max(20),
  })
  .refine((seed) => new Set(seed.missions.map((m) => m.id)).size === seed.missions.length, {
    message: 'mission ids are unique',
    path: ['missions'],
  });
export type TenantMissionsSeed = z.infer<typeof tenantMissionsSeedSchema>;

/** A mission's reward on the wire: points or a bonus (major units); the other is null. */
export const missionRewardSchema = z.object({ points: z.number().nullable(), bonus: z.number().nullable() });
export type MissionReward = z.infer<typeof missionRewardSchema>;

/** `GET /wps/relay/MCSFE_getMissionSummaryDetails`: the member's missions of their current periods. */
export const missionSummaryRequestSchema = z.strictObject({});
export const missionSummarySchema = z.object({
  missionId: missionIdSchema,
  kind: missionKindSchema,
  period: missionPeriodSchema,
  /** In the request's language (the brand's default when it has none in that language). */
  title: z.string(),
  description: z.string(),
  /** Lanes whose bets count; null for every lane (and for deposits). */
  gameKinds: z.array(z.string()).nullable(),
  target: z.number(),
  /** So far this period (major units, or bets), not capped at the target. */
  progress: z.number(),
  completed: z.boolean(),
  reward: missionRewardSchema,
  /** The period (epoch ms): from periodStart, up to but not including periodEnd (when the reward is paid). */
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;
export const missionSummaryValueSchema = z.object({
  list: z.array(missionSummarySchema),
  /** Missions not completed yet this period (the member centre's badge). */
  openCount: z.number().int().nonnegative(),
  completedCount: z.number().int().nonnegative(),
});
export type MissionSummaryValue = z.infer<typeof missionSummaryValueSchema>;

/** `GET /wps/relay/MCSFE_getMissionLeaderboard`: this period's members, ranked. */
export const missionLeaderboardRequestSchema = z.strictObject({
  /** Only the daily or the weekly missions; all of them when left out. */
  period: missionPeriodSchema.optional(),
});
export type MissionLeaderboardRequest = z.input<typeof missionLeaderboardRequestSchema>;
export const missionLeaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  /** Masked (`ab***yz`): other members' names are never whole. */
  username: z.string(),
  completed: z.number().int().nonnegative(),
  /** The share of the missions' targets reached, each capped at its target: 0 to 100. */
  progressPercent: z.number().min(0).max(100),
});
export type MissionLeaderboardEntry = z.infer<typeof missionLeaderboardEntrySchema>;
/** At most this many ranks are listed; the caller's own rank comes as `me`. */
export const MISSION_LEADERBOARD_SIZE = 20;
export const missionLeaderboardValueSchema = z.object({
  list: z.array(missionLeaderboardEntrySchema).max(MISSION_LEADERBOARD_SIZE),
  /** The caller's place; null when the caller has made no progress this period. */
  me: missionLeaderboardEntrySchema.nullable(),
  /** How many missions the ranking counts. */
  missionCount: z.number().int().nonnegative(),
});
export type MissionLeaderboardValue = z.infer<typeof missionLeaderboardValueSchema>;
