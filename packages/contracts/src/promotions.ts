// Promotions and activities (spec lobby §2 promotions and the new-player carousel, §3 activity
// apply, §4 activity states, §5 remark and image rules, §7 MCS2_claimRafflePromotion, balance's
// availablePromo / availablePromoCount). A promotion is the brand's content
// (`tenants/<brand>/seed/promotions.json`); what a member has done with it is an activity.
//
// Kinds of promotion:
// - `info`: read only.
// - `join`: the member joins (signs up); when their valid bets since joining reach `turnover`,
//   the platform pays `rewardAmount` once and the activity is `issued`.
// - `apply`: the member applies with a remark (at most 140 characters) and up to three png or jpg
//   images (each at most 5 MB, checked by content); the operator issues `rewardAmount` or rejects.
// - `raffle`: once the member's valid bets inside the promotion's dates reach `turnover`, one claim
//   draws a prize on the platform (weighted) and pays it once.
// - `referral`: invite friends (the member centre's referral page); `availablePromo` says whether
//   the brand's referral promotion is open.
//
// The spec's names here are the wire names (the operator's platform is not shown in detail): the
// list and detail are public reads; the member's activities, join, apply and claim are token calls.
import { z } from 'zod';
import { languageCodeSchema } from './tenant';
import { PROOF_IMAGE_MAX_BYTES, PROOF_IMAGES_MAX, PROOF_IMAGE_TYPES } from './wallet';

export const PROMOTION_CATEGORIES = ['new_player', 'deposit', 'daily', 'vip', 'referral', 'raffle', 'other'] as const;
export const promotionCategorySchema = z.enum(PROMOTION_CATEGORIES);
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;

export const PROMOTION_KINDS = ['info', 'join', 'apply', 'raffle', 'referral'] as const;
export const promotionKindSchema = z.enum(PROMOTION_KINDS);
export type PromotionKind = z.infer<typeof promotionKindSchema>;

/**
 * A member's activity state (spec §4: joined/signed, applying, claimed, issued, rejected, closed,
 * in process, coming soon), plus `available`: nothing done yet and something can be done now.
 * - `in_process`: joined or raffle not yet eligible, valid bets still counting towards `turnover`;
 * - `joined`: joined, nothing more to count (a `join` promotion without turnover waits for payment);
 * - `applying`: an application waits for the operator;
 * - `issued`: the reward was paid; `rejected`: the operator refused the application;
 * - `claimed`: the raffle prize was drawn and paid;
 * - `closed` / `coming_soon`: outside the promotion's dates with nothing done.
 */
export const ACTIVITY_STATES = [
  'available',
  'joined',
  'in_process',
  'applying',
  'issued',
  'rejected',
  'claimed',
  'closed',
  'coming_soon',
] as const;
export const activityStateSchema = z.enum(ACTIVITY_STATES);
export type ActivityState = z.infer<typeof activityStateSchema>;

/** A promotion's id in the brand's content (`seed/promotions.json`), also a banner's `promotion` link target. */
export const promotionIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{1,47}$/, 'a promotion id');

/** Spec §5: an application's remark. */
export const ACTIVITY_REMARK_MAX = 140;
/** Spec §5: png or jpg by content, at most 5 MB each, at most 3 (the withdrawal proofs' rule). */
export const ACTIVITY_IMAGES_MAX = PROOF_IMAGES_MAX;
export const ACTIVITY_IMAGE_MAX_BYTES = PROOF_IMAGE_MAX_BYTES;
export const ACTIVITY_IMAGE_TYPES = PROOF_IMAGE_TYPES;

/** Whether the promotion is running now, by its dates. */
export const PROMOTION_PERIODS = ['coming_soon', 'open', 'closed'] as const;
export type PromotionPeriod = (typeof PROMOTION_PERIODS)[number];

/** A promotion in a list (in the request's language; the brand's default language when it has none in it). */
export const promotionSummarySchema = z.object({
  promotionId: promotionIdSchema,
  category: promotionCategorySchema,
  kind: promotionKindSchema,
  title: z.string(),
  summary: z.string(),
  /** Epoch milliseconds. */
  startsAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  period: z.enum(PROMOTION_PERIODS),
  /** Valid bet (major units) a `join` or `raffle` promotion needs; null for none. */
  turnover: z.number().nullable(),
  /** What a `join` or `apply` promotion pays (major units); null for none. */
  rewardAmount: z.number().nullable(),
  /** A raffle's prizes (major units), largest first; null for other kinds. */
  prizes: z.array(z.number()).nullable(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

/** A promotion with its terms: `content` is HTML the platform has sanitised (sanitise it again before showing). */
export const promotionSchema = promotionSummarySchema.extend({ content: z.string() });
export type Promotion = z.infer<typeof promotionSchema>;

/** `GET /wps/relay/MCSFE_getPromotions` (N): the brand's promotions, newest start first; `category` filters. */
export const promotionsRequestSchema = z.strictObject({ category: promotionCategorySchema.optional() });
export type PromotionsRequest = z.infer<typeof promotionsRequestSchema>;
export const promotionsValueSchema = z.object({
  /** Every category that has promotions, with how many (whatever `category` asked for). */
  categories: z.array(z.object({ category: promotionCategorySchema, count: z.number().int() })),
  list: z.array(promotionSummarySchema),
});
export type PromotionsValue = z.infer<typeof promotionsValueSchema>;

/** `GET /wps/relay/MCSFE_getPromotionDetail` (N). */
export const promotionDetailRequestSchema = z.strictObject({ promotionId: promotionIdSchema });
export type PromotionDetailRequest = z.infer<typeof promotionDetailRequestSchema>;
export const promotionDetailValueSchema = promotionSchema;

/** What a member has done with one promotion. */
export const activitySchema = z.object({
  promotionId: promotionIdSchema,
  state: activityStateSchema,
  /** Valid bets counted towards `turnover` (major units) for `join` and `raffle`; null otherwise. */
  progress: z.number().nullable(),
  turnover: z.number().nullable(),
  /** Epoch milliseconds of the join, application or claim; null before any. */
  actedAt: z.number().int().nullable(),
  /** When the operator or the platform decided (issued, rejected); null before. */
  decidedAt: z.number().int().nullable(),
  /** The operator's reason for a rejection; null otherwise. */
  decisionRemark: z.string().nullable(),
  /** What was paid (major units): the reward or the raffle prize; null before payment. */
  paidAmount: z.number().nullable(),
  /** The member's application: remark and how many images. */
  application: z.object({ remark: z.string(), imageCount: z.number().int() }).nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

/** `GET /wps/relay/MCSFE_getMyActivities` (T): one activity per promotion of the brand (in the list's order). */
export const myActivitiesValueSchema = z.object({
  activities: z.array(activitySchema),
  /** Spec: REFERRAL.enabled — the brand's referral promotion is open. */
  availablePromo: z.boolean(),
  /** Promotions the member can act on now (state `available`). */
  availablePromoCount: z.number().int().nonnegative(),
});
export type MyActivitiesValue = z.infer<typeof myActivitiesValueSchema>;

const promotionRef = z.strictObject({ promotionId: promotionIdSchema });

/** `POST /wps/relay/MCS2_joinPromotion` (T): join a `join` promotion (again: the same activity). */
export const joinPromotionRequestSchema = promotionRef;
export type JoinPromotionRequest = z.infer<typeof joinPromotionRequestSchema>;
export const activityValueSchema = activitySchema;

/**
 * `POST /wps/v2/activity/images?promotionId=` (T, binary body: the image's bytes): stores one image
 * for an application not sent yet. png or jpg by content, at most 5 MB (`proof_image_invalid`).
 */
export const uploadActivityImageRequestSchema = promotionRef;
export type UploadActivityImageRequest = z.infer<typeof uploadActivityImageRequestSchema>;
export const uploadActivityImageValueSchema = z.object({
  imageId: z.number().int(),
  type: z.enum(ACTIVITY_IMAGE_TYPES),
  size: z.number().int(),
});
export type UploadActivityImageValue = z.infer<typeof uploadActivityImageValueSchema>;

/** `POST /wps/relay/MCS2_applyActivity` (T): apply with a remark and up to three of the member's uploaded images. */
export const applyActivityRequestSchema = z.strictObject({
  promotionId: promotionIdSchema,
  remark: z.string().trim().min(1).max(ACTIVITY_REMARK_MAX),
  imageIds: z.array(z.number().int().positive()).max(ACTIVITY_IMAGES_MAX).default([]),
});
export type ApplyActivityRequest = z.input<typeof applyActivityRequestSchema>;

/**
 * `POST /wps/relay/MCS2_claimRafflePromotion` (T, a money call): draws the prize and pays it. Its
 * idempotency key is the promotion itself: a member claims a raffle once, and a repeat answers the
 * first draw (`firstClaim: false`) without paying again.
 */
export const claimRaffleRequestSchema = promotionRef;
export type ClaimRaffleRequest = z.infer<typeof claimRaffleRequestSchema>;
export const claimRaffleValueSchema = z.object({
  activity: activitySchema,
  prizeAmount: z.number(),
  firstClaim: z.boolean(),
});
export type ClaimRaffleValue = z.infer<typeof claimRaffleValueSchema>;

// ── Brand content: tenants/<brand>/seed/promotions.json ─────────────────────────────────────────

const localised = z.record(languageCodeSchema, z.string().min(1));
const isoDate = z.iso.datetime();
/** A decimal string of major units with at most two decimals, greater than zero. */
const seedAmount = z.string().regex(/^(?!0+(\.0+)?$)\d{1,9}(\.\d{1,2})?$/, 'an amount such as "88" or "8.88"');

export const tenantPromotionSchema = z
  .strictObject({
    id: promotionIdSchema,
    category: promotionCategorySchema,
    kind: promotionKindSchema,
    title: localised,
    summary: localised,
    /** HTML terms, sanitised by the platform when seeded and when answered. */
    content: localised,
    startsAt: isoDate,
    endsAt: isoDate.optional(),
    /** Valid bet (major units) a `join` or `raffle` promotion needs. */
    turnover: seedAmount.optional(),
    /** What a `join` or `apply` promotion pays. */
    rewardAmount: seedAmount.optional(),
    /** A raffle's prizes and their weights (the chance of a prize is its weight over the sum). */
    prizes: z
      .array(z.strictObject({ amount: seedAmount, weight: z.number().int().positive() }))
      .min(1)
      .optional(),
  })
  .refine((p) => !p.endsAt || Date.parse(p.endsAt) > Date.parse(p.startsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  })
  .refine((p) => (p.kind === 'raffle') === (p.prizes !== undefined), {
    message: 'a raffle has prizes and nothing else does',
    path: ['prizes'],
  })
  .refine((p) => (p.kind === 'join' || p.kind === 'apply') === (p.rewardAmount !== undefined), {
    message: 'join and apply promotions have a rewardAmount and nothing else does',
    path: ['rewardAmount'],
  })
  .refine((p) => p.turnover === undefined || p.kind === 'join' || p.kind === 'raffle', {
    message: 'only join and raffle promotions have a turnover',
    path: ['turnover'],
  });
export type TenantPromotion = z.infer<typeof tenantPromotionSchema>;

export const tenantPromotionsSeedSchema = z
  .strictObject({ promotions: z.array(tenantPromotionSchema).min(1) })
  .refine((s) => new Set(s.promotions.map((p) => p.id)).size === s.promotions.length, {
    message: 'promotion ids are unique',
    path: ['promotions'],
  });
export type TenantPromotionsSeed = z.infer<typeof tenantPromotionsSeedSchema>;
