// Responsible gaming (issue 25; UK Gambling Commission and MGA practice): the member's own deposit
// and loss limits per day, week and month, a reality check over the game, a time-out and a
// self-exclusion — all enforced by the platform (a deposit, bet, launch or login they forbid is
// refused with `rg_deposit_limit`, `rg_loss_limit`, `rg_timed_out` or `rg_self_excluded`).
//
// - Periods are the brand's days, weeks (Monday to Monday) and calendar months in its zone
//   (tenant.json `utcOffsetMinutes`), like missions and the agent settlement.
// - Lowering a limit (or setting a first one) takes effect at once; raising or removing one waits
//   RG_COOLING_OFF_HOURS, shown as `pending` with its `effectiveAt` and cancellable until then.
// - The loss of a period is bets − wins of its settled bets, plus the stakes of its bets still open
//   (at worst they are lost); a bet whose stake would take it past the limit is refused.
// - Amounts: requests carry decimal strings (`amountSchema`), answers numbers, both in major units.
import { z } from 'zod';
import { passwordSchema } from './fields';
import { amountSchema } from './wallet';

/** A raise (or a removal) of a limit takes effect this long after it was asked for. */
export const RG_COOLING_OFF_HOURS = 24;

export const RG_LIMIT_KINDS = ['deposit', 'loss'] as const;
export const rgLimitKindSchema = z.enum(RG_LIMIT_KINDS);
export type RgLimitKind = z.infer<typeof rgLimitKindSchema>;

export const RG_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export const rgPeriodSchema = z.enum(RG_PERIODS);
export type RgPeriod = z.infer<typeof rgPeriodSchema>;

/** Reality-check intervals the member may choose, in minutes; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
export const realityCheckMinutesSchema = z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]);

/** Time-out lengths: 24 hours, 7 days, 6 weeks, or `custom` with 1 to 42 days. */
export const TIME_OUT_DURATIONS = ['24h', '7d', '6w', 'custom'] as const;
export const timeOutDurationSchema = z.enum(TIME_OUT_DURATIONS);
export type TimeOutDuration = z.infer<typeof timeOutDurationSchema>;
export const MAX_TIME_OUT_DAYS = 42;

/** Self-exclusion lengths: 6 months, 1, 2 or 5 years. */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '2y', '5y'] as const;
export const selfExclusionPeriodSchema = z.enum(SELF_EXCLUSION_PERIODS);
export type SelfExclusionPeriod = z.infer<typeof selfExclusionPeriodSchema>;

// --- answers ---

export const rgPendingLimitSchema = z.strictObject({
  /** The limit once the cooling-off ends; null removes it. */
  amount: z.number().nonnegative().nullable(),
  /** Epoch ms. */
  effectiveAt: z.number().int(),
});
export type RgPendingLimit = z.infer<typeof rgPendingLimitSchema>;

export const rgLimitSchema = z.strictObject({
  kind: rgLimitKindSchema,
  period: rgPeriodSchema,
  /** The limit in force; null when none. */
  amount: z.number().nonnegative().nullable(),
  /** A raise or removal waiting for its cooling-off; null when none. */
  pending: rgPendingLimitSchema.nullable(),
  /** What the period has used: deposits asked (pending or paid), or the net loss with open stakes. */
  used: z.number(),
  /** What is left this period; null without a limit. */
  remaining: z.number().nonnegative().nullable(),
  /** When this period ends (epoch ms, the brand's zone). */
  periodEndsAt: z.number().int(),
});
export type RgLimit = z.infer<typeof rgLimitSchema>;

export const responsibleGamingValueSchema = z.strictObject({
  currency: z.string(),
  coolingOffHours: z.number().int().positive(),
  /** Every kind × period, deposit first, daily → monthly. */
  limits: z.array(rgLimitSchema),
  realityCheckMinutes: realityCheckMinutesSchema,
  /** Epoch ms the time-out ends; null when none. */
  timeOutUntil: z.number().int().nullable(),
  /** Epoch ms the self-exclusion ends; null when none. */
  selfExcludedUntil: z.number().int().nullable(),
});
export type ResponsibleGamingValue = z.infer<typeof responsibleGamingValueSchema>;

export const realityCheckValueSchema = z.strictObject({
  /** The member's interval (0: off). */
  intervalMinutes: realityCheckMinutesSchema,
  /** The interval in ms: minutes × 60 000 (shorter only on a development or test server). */
  intervalMs: z.number().int().nonnegative(),
  /** When this portal session began (the login), epoch ms. */
  sessionStartedAt: z.number().int(),
  /** The platform's clock, epoch ms. */
  now: z.number().int(),
  /** Bets placed since the login (settled or open). */
  betCount: z.number().int().nonnegative(),
  /** Staked since the login, major units. */
  bet: z.number().nonnegative(),
  /** Won by the settled bets since the login, major units. */
  win: z.number().nonnegative(),
  /** win − bet: the member's net result since the login (negative: a loss). */
  net: z.number(),
  currency: z.string(),
});
export type RealityCheckValue = z.infer<typeof realityCheckValueSchema>;

export const rgUntilValueSchema = z.strictObject({ until: z.number().int() });
export type RgUntilValue = z.infer<typeof rgUntilValueSchema>;

// --- requests ---

export const setGamingLimitRequestSchema = z.strictObject({
  kind: rgLimitKindSchema,
  period: rgPeriodSchema,
  /** The new limit in major units; null removes it (after the cooling-off). */
  amount: amountSchema.nullable(),
});
export type SetGamingLimitRequest = z.infer<typeof setGamingLimitRequestSchema>;

export const cancelGamingLimitRaiseRequestSchema = z.strictObject({
  kind: rgLimitKindSchema,
  period: rgPeriodSchema,
});
export type CancelGamingLimitRaiseRequest = z.infer<typeof cancelGamingLimitRaiseRequestSchema>;

export const setRealityCheckRequestSchema = z.strictObject({ intervalMinutes: realityCheckMinutesSchema });
export type SetRealityCheckRequest = z.infer<typeof setRealityCheckRequestSchema>;

export const startTimeOutRequestSchema = z
  .strictObject({
    duration: timeOutDurationSchema,
    /** Only with `custom`: whole days, 1 to 42. */
    days: z.number().int().min(1).max(MAX_TIME_OUT_DAYS).optional(),
  })
  .refine((r) => (r.duration === 'custom') === (r.days !== undefined), {
    message: 'days goes with the custom duration, and only with it',
    path: ['days'],
  });
export type StartTimeOutRequest = z.infer<typeof startTimeOutRequestSchema>;

export const selfExcludeRequestSchema = z.strictObject({
  period: selfExclusionPeriodSchema,
  /** The login password, entered again. */
  password: passwordSchema,
});
export type SelfExcludeRequest = z.infer<typeof selfExcludeRequestSchema>;
