// The member centre's records (accounts spec "Personal center menu", lobby §7 transaction
// detail and unread count): betting record, account record (every ledger row, typed), personal
// profit and loss by day, bonus details, reward centre, referral, platform messages. Every call is
// scoped to the tenant and the member; ranges are epoch ms, at most MAX_RECORD_RANGE_DAYS long.
import { z } from 'zod';
import { queryBoolean, text } from './fields';
import { dateRangeFields, pageFields, recordPaging } from './wallet';

// ---------------------------------------------------------------------------------------------
// Betting record: GET /wps/v2/records/bets
// ---------------------------------------------------------------------------------------------

export const BET_STATUSES = ['open', 'settled', 'void'] as const;
export const bettingRecordsRequestSchema = z.strictObject({
  ...dateRangeFields,
  ...recordPaging,
  /** A lobby lane (RNG, LIVE, LOTT…) or an in-house game type. */
  gameType: text(32).optional(),
  vendor: text(32).optional(),
  status: z.enum(BET_STATUSES).optional(),
});
export const bettingRecordSchema = z.object({
  roundId: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  bet: z.number(),
  /** Null while open. */
  win: z.number().nullable(),
  validBet: z.number().nullable(),
  status: z.enum(BET_STATUSES),
  placedAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type BettingRecord = z.infer<typeof bettingRecordSchema>;
const betTotals = z.object({ bet: z.number(), validBet: z.number(), win: z.number(), profit: z.number() });
export const bettingRecordsValueSchema = z.object({
  list: z.array(bettingRecordSchema),
  ...pageFields,
  summary: betTotals,
});
export type BettingRecordsValue = z.infer<typeof bettingRecordsValueSchema>;

// ---------------------------------------------------------------------------------------------
// Account record: GET /wps/relay/ODSFE2_MemTransDet — every ledger row of the member, typed
// ---------------------------------------------------------------------------------------------

/** Ledger row kinds as the member sees them (the ledger's `kind`). */
export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'bet',
  'win',
  'lottery_bet',
  'lottery_win',
  'transfer_in',
  'transfer_out',
  'wallet_transfer_in',
  'wallet_transfer_out',
  'bonus',
  'reward',
  /** Points converted into balance, or a bonus reward of the points mall. */
  'points',
  /** A promotion's reward: a `join` promotion's turnover reached, or an `apply` application issued. */
  'promotion_bonus',
  /** A raffle promotion's prize. */
  'raffle_prize',
  /** A mission's bonus, paid once its period ended (`mission:<id>:<periodStart>:<account>`). */
  'mission_reward',
  /** An agent's salary (daily, hourly or real-time) or dividend, paid by the settlement job. */
  'agent_salary',
  'agent_dividend',
  'adjustment',
] as const;
export const transactionKindSchema = z.enum(TRANSACTION_KINDS);
export type TransactionKind = z.infer<typeof transactionKindSchema>;

export const transactionsRequestSchema = z.strictObject({
  ...dateRangeFields,
  ...recordPaging,
  kind: transactionKindSchema.optional(),
});
export const transactionSchema = z.object({
  id: z.number().int(),
  kind: transactionKindSchema,
  /** Signed: negative leaves the wallet. */
  amount: z.number(),
  balanceAfter: z.number(),
  accountTypeId: z.number().int(),
  /** The round, order, withdrawal or transfer number it belongs to. */
  reference: z.string().nullable(),
  createdAt: z.number().int(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionsValueSchema = z.object({ list: z.array(transactionSchema), ...pageFields });
export type TransactionsValue = z.infer<typeof transactionsValueSchema>;

// ---------------------------------------------------------------------------------------------
// Personal profit and loss by day: GET /wps/v2/records/profit
// ---------------------------------------------------------------------------------------------

/** `utcOffsetMinutes`: the player's zone, so a "day" is the player's day (default the tenant's). */
export const profitRequestSchema = z.strictObject({
  ...dateRangeFields,
  utcOffsetMinutes: z.coerce.number().int().min(-840).max(840).default(0),
});
export const profitDaySchema = z.object({
  /** `yyyy-MM-dd` in the requested zone. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  bet: z.number(),
  validBet: z.number(),
  win: z.number(),
  /** win − bet. */
  profit: z.number(),
  deposit: z.number(),
  withdrawal: z.number(),
  bonus: z.number(),
});
export type ProfitDay = z.infer<typeof profitDaySchema>;
export const profitValueSchema = z.object({
  days: z.array(profitDaySchema),
  total: profitDaySchema.omit({ date: true }),
});
export type ProfitValue = z.infer<typeof profitValueSchema>;

// ---------------------------------------------------------------------------------------------
// Bonus details and the reward centre
// ---------------------------------------------------------------------------------------------

/** `GET /wps/v2/records/bonuses`: bonus and reward credits received. */
export const bonusesRequestSchema = z.strictObject({ ...dateRangeFields, ...recordPaging });
export const bonusSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  amount: z.number(),
  createdAt: z.number().int(),
});
export const bonusesValueSchema = z.object({ list: z.array(bonusSchema), ...pageFields, totalAmount: z.number() });

export const REWARD_STATUSES = ['available', 'claimed', 'expired'] as const;
/** `GET /wps/v2/rewards`: rewards granted to the member (by the operator or a promotion). */
export const rewardsRequestSchema = z.strictObject({ status: z.enum(REWARD_STATUSES).optional(), ...recordPaging });
export const rewardSchema = z.object({
  rewardId: z.number().int(),
  title: z.string(),
  amount: z.number(),
  status: z.enum(REWARD_STATUSES),
  grantedAt: z.number().int(),
  expiresAt: z.number().int().nullable(),
  claimedAt: z.number().int().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;
export const rewardsValueSchema = z.object({
  list: z.array(rewardSchema),
  ...pageFields,
  availableCount: z.number().int().nonnegative(),
});
/** `POST /wps/v2/rewards/claim`: credits an available reward to the main wallet, once. */
export const claimRewardRequestSchema = z.strictObject({ rewardId: z.number().int().positive() });
export const claimRewardValueSchema = z.object({ reward: rewardSchema, balance: z.number() });

// ---------------------------------------------------------------------------------------------
// Referral: GET /wps/v2/referral
// ---------------------------------------------------------------------------------------------

export const referralRequestSchema = z.strictObject({ ...recordPaging });
export const referralValueSchema = z.object({
  /** The member's invite code and the registration link that carries it. */
  code: z.string(),
  link: z.string(),
  /** Members who registered with the code, newest first (usernames masked). */
  invitees: z.array(z.object({ username: z.string(), joinedAt: z.number().int() })),
  ...pageFields,
});
export type ReferralValue = z.infer<typeof referralValueSchema>;

// ---------------------------------------------------------------------------------------------
// Platform messages (INBOX3): list, read, unread count
// ---------------------------------------------------------------------------------------------

export const messagesRequestSchema = z.strictObject({ ...recordPaging, unreadOnly: queryBoolean.optional() });
export const platformMessageSchema = z.object({
  messageId: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  read: z.boolean(),
  createdAt: z.number().int(),
});
export type PlatformMessage = z.infer<typeof platformMessageSchema>;
export const messagesValueSchema = z.object({
  list: z.array(platformMessageSchema),
  ...pageFields,
  unread: z.number().int().nonnegative(),
});
/** `POST /wps/v2/messages/read`: marks messages read (all of them without ids). */
export const readMessagesRequestSchema = z.strictObject({
  messageIds: z.array(z.number().int().positive()).max(100).optional(),
});
/** `GET /wps/relay/CSP_unreadCount` → `{ unReadCount }`. */
export const unreadCountValueSchema = z.object({ unReadCount: z.number().int().nonnegative() });
export type UnreadCountValue = z.infer<typeof unreadCountValueSchema>;
