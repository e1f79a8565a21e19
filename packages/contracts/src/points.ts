// The points mall (spec lobby §2 Points mall, §3 entities, §7 MCS2_*Point* calls): a member earns
// points from valid bets and deposits at the tenant's ratio (they never expire), redeems them for
// the tenant's rewards (goods, decided by the operator; or a bonus paid at once) and converts them
// to balance. Redeem and convert are money calls confirmed with the password (passwordCheck) and
// sent encrypted (E), each carrying a `requestId`: the same id answers the first result.
//
// Points travel like money: in requests a decimal string with at most two decimals (`"150"`,
// `"12.50"`), in answers a number. Inside the platform they are integer hundredths.
import { z } from 'zod';
import { passwordSchema } from './fields';
import { amountSchema, dateRangeFields, pageFields, recordPaging, requestIdSchema } from './wallet';

/** What earns or spends points (the transaction detail's types, spec §3; convert and refund are ours). */
export const POINT_KINDS = [
  'live',
  'lottery',
  'pvp',
  'slots',
  'sports',
  'deposit',
  'redeem',
  /** Points converted into balance. */
  'convert',
  /** A rejected goods redeem's points given back. */
  'refund',
  /** A mission's reward (`mission:<id>:<periodStart>:<account>`). */
  'mission',
] as const;
export const pointKindSchema = z.enum(POINT_KINDS);
export type PointKind = z.infer<typeof pointKindSchema>;

/** The game kinds whose valid bets earn points. */
export const POINT_BET_KINDS = ['live', 'lottery', 'pvp', 'slots', 'sports'] as const satisfies readonly PointKind[];
export type PointBetKind = (typeof POINT_BET_KINDS)[number];

export const REWARD_KINDS = ['goods', 'bonus'] as const;
export type PointRewardKind = (typeof REWARD_KINDS)[number];

/** Redeem states (spec §3): goods wait for the operator; a bonus is approved at once. */
export const REDEEM_STATUSES = ['in_process', 'approved', 'rejected'] as const;
export const redeemStatusSchema = z.enum(REDEEM_STATUSES);
export type RedeemStatus = z.infer<typeof redeemStatusSchema>;

/** A reward's id in the tenant's catalogue (tenant.json `points.rewards[].id`). */
export const pointRewardIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{1,31}$/, 'a reward id');

/** `GET /wps/relay/MCS2_getPointBalance` */
export const pointBalanceValueSchema = z.object({ points: z.number() });
export type PointBalanceValue = z.infer<typeof pointBalanceValueSchema>;

/** `GET /wps/relay/MCS2_getPointConfig`: the ratio (points per unit of valid bet, per unit of deposit) and the conversion. */
export const pointConfigValueSchema = z.object({
  currency: z.string(),
  /** Points earned per 1 (major unit) of valid bet, per game kind. */
  betRatio: z.record(z.enum(POINT_BET_KINDS), z.number()),
  /** Points earned per 1 (major unit) deposited. */
  depositRatio: z.number(),
  /** Balance (major units) one point converts to. */
  convertRate: z.number(),
  /** The fewest points one conversion takes. */
  convertMinPoints: z.number(),
  /** Points never expire (spec: validity period none). */
  expires: z.literal(false),
});
export type PointConfigValue = z.infer<typeof pointConfigValueSchema>;

/** `GET /wps/relay/MCS2_getPointReward` */
export const pointRewardSchema = z.object({
  rewardId: pointRewardIdSchema,
  kind: z.enum(REWARD_KINDS),
  /** In the request's language (the brand's default when it has none in that language). */
  title: z.string(),
  /** Points for one. */
  points: z.number(),
  /** The valid bet (major units) the member must have made in all before redeeming; 0 for none. */
  amountRequirement: z.number(),
  /** A bonus reward's balance credit (major units) for one; null for goods. */
  bonusAmount: z.number().nullable(),
  /** How many the member has redeemed (not rejected). */
  redeemedQuantity: z.number().int().nonnegative(),
  /** How many are left in stock. */
  availableQuantity: z.number().int().nonnegative(),
});
export type PointReward = z.infer<typeof pointRewardSchema>;
export const pointRewardsValueSchema = z.object({ list: z.array(pointRewardSchema) });
export type PointRewardsValue = z.infer<typeof pointRewardsValueSchema>;

/** `POST /wps/relay/passwordCheck/MCS2_redeemPointReward` (E). Goods need the receiving address and mobile. */
export const redeemPointRewardRequestSchema = z.strictObject({
  rewardId: pointRewardIdSchema,
  quantity: z.number().int().min(1).max(100),
  /** The payment password or the login password, as the withdrawal settings' `confirmWith` says. */
  password: passwordSchema,
  requestId: requestIdSchema,
  receiverName: z.string().trim().min(1).max(64).optional(),
  address: z.string().trim().min(1).max(200).optional(),
  mobile: z
    .string()
    .regex(/^\+?[0-9 -]{5,20}$/, 'a phone number')
    .optional(),
});
export type RedeemPointRewardRequest = z.input<typeof redeemPointRewardRequestSchema>;

export const pointRedeemSchema = z.object({
  redeemNo: z.string(),
  rewardId: z.string(),
  kind: z.enum(REWARD_KINDS),
  title: z.string(),
  quantity: z.number().int(),
  /** Points spent in all. */
  points: z.number(),
  /** A bonus's balance credit in all (major units); null for goods. */
  bonusAmount: z.number().nullable(),
  status: redeemStatusSchema,
  /** Apply time (epoch ms). */
  appliedAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  remark: z.string().nullable(),
  receiverName: z.string().nullable(),
  address: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type PointRedeem = z.infer<typeof pointRedeemSchema>;
/** The redeem as it was made (a repeated request id answers it again). */
export const redeemPointValueSchema = pointRedeemSchema;

/** `GET /wps/relay/MCS2_getRedeemPointList` */
export const redeemListRequestSchema = z.strictObject({
  ...dateRangeFields,
  ...recordPaging,
  status: redeemStatusSchema.optional(),
});
export const redeemListValueSchema = z.object({ list: z.array(pointRedeemSchema), ...pageFields });
export type RedeemListValue = z.infer<typeof redeemListValueSchema>;

/** The points transaction detail by type. */
export const pointTransactionsRequestSchema = z.strictObject({
  ...dateRangeFields,
  ...recordPaging,
  kind: pointKindSchema.optional(),
});
export const pointTransactionSchema = z.object({
  id: z.number().int(),
  kind: pointKindSchema,
  /** Signed: negative spends points. */
  points: z.number(),
  balanceAfter: z.number(),
  /** What earned or spent them: `bet:<id>`, `deposit:<order>`, `redeem:<no>`, `convert:<no>`, `refund:<no>`. */
  reference: z.string(),
  createdAt: z.number().int(),
});
export type PointTransaction = z.infer<typeof pointTransactionSchema>;
export const pointTransactionsValueSchema = z.object({ list: z.array(pointTransactionSchema), ...pageFields });
export type PointTransactionsValue = z.infer<typeof pointTransactionsValueSchema>;

/** `POST /wps/relay/passwordCheck/MCS2_convertPoint` (E): points into the main wallet at the tenant's rate. */
export const convertPointRequestSchema = z.strictObject({
  points: amountSchema,
  password: passwordSchema,
  requestId: requestIdSchema,
});
export type ConvertPointRequest = z.input<typeof convertPointRequestSchema>;
/** The conversion as it was made (a repeated request id answers it again); balances are read anew. */
export const convertPointValueSchema = z.object({
  convertNo: z.string(),
  points: z.number(),
  /** Balance credited (major units). */
  amount: z.number(),
  convertedAt: z.number().int(),
});
export type ConvertPointValue = z.infer<typeof convertPointValueSchema>;

// --- the operator's side (`/ops/points/redeems…`, finance) ---

/** `GET /ops/points/redeems`: the tenant's redeems, newest first, optionally of one state. */
export const operatorRedeemsRequestSchema = z.strictObject({ status: redeemStatusSchema.optional(), ...recordPaging });
export const operatorRedeemSchema = pointRedeemSchema.extend({ accountId: z.number().int() });
export const operatorRedeemsValueSchema = z.object({ list: z.array(operatorRedeemSchema), ...pageFields });
/** `/ops/points/redeems/:redeemNo/{approve,reject}` */
export const operatorRedeemParamsSchema = z.strictObject({ redeemNo: z.string().regex(/^[A-Z0-9]{8,32}$/) });
