// Money calls (spec lobby §3 balance, merchant wallet, withdrawal confirmation; §4
// withdrawal states; §6 transfers; §7 merchant wallet and wallet transfer): deposits through a
// payment provider, withdrawals with bound payees and a payment password, proof images, transfers
// between wallets and between an agent and its downlines. The operator's calls are in operator.ts.
//
// Amounts travel as decimal strings in requests (`"12.50"`: no float rounding, and a bad amount is
// refused by the schema) and as numbers in major units in answers, like the balance.
import { z } from 'zod';
import { passwordSchema, requiredText, text } from './fields';

/** A positive amount in major units with at most two decimals, as the player typed it. */
export const AMOUNT_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;
export const amountSchema = z
  .string()
  .regex(AMOUNT_PATTERN, 'an amount of digits with at most two decimals, such as 100 or 12.50')
  .refine((value) => Number(value) > 0, 'an amount above zero');

/** A client-chosen id that makes a money request safe to retry: the same id never moves money twice. */
export const requestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'a request id of 8 to 64 letters, digits, _ or -');

/** An order or withdrawal number the platform gives out. */
export const moneyOrderNoSchema = z.string().regex(/^[A-Z0-9]{8,32}$/, 'an order number');

/** Epoch-ms date range of the record calls; the portal's quick picks are 7 and 30 days back or ahead. */
export const MAX_RECORD_RANGE_DAYS = 92;
export const dateRangeFields = {
  startTime: z.coerce.number().int().nonnegative(),
  endTime: z.coerce.number().int().nonnegative(),
};
export const recordPaging = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
/** Pages of every record answer. */
export const pageFields = {
  pageNo: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totalPages: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
};

// ---------------------------------------------------------------------------------------------
// Deposits
// ---------------------------------------------------------------------------------------------

export const PAYMENT_METHOD_KINDS = ['bank', 'ewallet', 'card', 'qr'] as const;
export const paymentMethodSchema = z.object({
  /** The tenant's code for the method, e.g. `DEMO_BANK`. */
  methodCode: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  /** Translation key of the method's display name (tenant locales), e.g. `payments.demoBank`. */
  nameKey: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** `GET /wps/v2/payments/methods`: what the tenant takes deposits by. */
export const depositMethodsValueSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  methods: z.array(paymentMethodSchema),
});
export type DepositMethodsValue = z.infer<typeof depositMethodsValueSchema>;

/** `POST /wps/v2/payments/deposit`: opens an order; the player pays it on the provider's page. */
export const createDepositRequestSchema = z.strictObject({
  methodCode: requiredText(32),
  amount: amountSchema,
  requestId: requestIdSchema,
});
export type CreateDepositRequest = z.input<typeof createDepositRequestSchema>;

export const DEPOSIT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export const depositOrderSchema = z.object({
  orderNo: z.string(),
  methodCode: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const createDepositValueSchema = z.object({
  order: depositOrderSchema,
  /** The provider's hosted payment page (opened in a new window). It carries no session token. */
  payUrl: z.string(),
});
export type CreateDepositValue = z.infer<typeof createDepositValueSchema>;

/** `GET /wps/v2/payments/deposits`: the member's deposit orders, newest first. */
export const depositOrdersRequestSchema = z.strictObject({
  ...dateRangeFields,
  ...recordPaging,
  status: z.enum(DEPOSIT_STATUSES).optional(),
});
export const depositOrdersValueSchema = z.object({ list: z.array(depositOrderSchema), ...pageFields });

/**
 * What a payment provider posts to `POST /payments/callback/:provider` (not a portal call): the
 * order, the amount paid and its outcome, signed with the provider's secret (HMAC-SHA256, hex, over
 * `orderNo|amount|status|paidAt`).
 */
export const paymentCallbackSchema = z.strictObject({
  orderNo: moneyOrderNoSchema,
  amount: amountSchema,
  status: z.enum(['paid', 'failed']),
  paidAt: z.coerce.number().int().nonnegative(),
  providerReference: requiredText(64),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type PaymentCallback = z.infer<typeof paymentCallbackSchema>;

// ---------------------------------------------------------------------------------------------
// Withdrawals: payees, payment password, request, confirmation with proof images
// ---------------------------------------------------------------------------------------------

/** bank (BINDCARD3), ewallet (BINDEW3). */
export const PAYEE_KINDS = ['bank', 'ewallet'] as const;
export const payeeKindSchema = z.enum(PAYEE_KINDS);

/** `POST /wps/v2/withdrawals/payees` (E): binds a payee once; changing it is the operator's. */
export const bindPayeeRequestSchema = z.strictObject({
  kind: payeeKindSchema,
  /** The bank or e-wallet provider's name. */
  providerName: requiredText(64),
  accountName: requiredText(64),
  accountNumber: z.string().regex(/^[0-9A-Za-z -]{4,34}$/, 'an account number of 4 to 34 letters, digits, spaces or -'),
});
export type BindPayeeRequest = z.input<typeof bindPayeeRequestSchema>;

export const payeeSchema = z.object({
  payeeId: z.number().int(),
  kind: payeeKindSchema,
  providerName: z.string(),
  accountName: z.string(),
  /** Masked: only the last four characters. */
  accountNumber: z.string(),
  boundAt: z.number().int(),
});
export type Payee = z.infer<typeof payeeSchema>;

/** `POST /wps/member/payment-password` (E): sets (or, with the old one, changes) the payment password. */
export const setPaymentPasswordRequestSchema = z.strictObject({
  /** The login password when setting it the first time; the old payment password when changing it. */
  currentPassword: passwordSchema,
  paymentPassword: z.string().regex(/^\d{6}$/, 'six digits'),
  confirmPaymentPassword: z.string().regex(/^\d{6}$/, 'six digits'),
});
export type SetPaymentPasswordRequest = z.input<typeof setPaymentPasswordRequestSchema>;

/** `GET /wps/v2/withdrawals/settings`: what a withdrawal needs and allows today. */
export const withdrawSettingsValueSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  dailyLimit: z.number(),
  /** What is left of today's limit (requested or paid today, not rejected). */
  dailyRemaining: z.number(),
  /** What can be withdrawn now: the main wallet's balance. */
  withdrawable: z.number(),
  payees: z.array(payeeSchema),
  /** The payee kinds this tenant binds (by its module flags). */
  payeeKinds: z.array(payeeKindSchema),
  /** `payment`: the payment password (PAYMENTPASS3) confirms a withdrawal; `login`: the login password. */
  confirmWith: z.enum(['payment', 'login']),
  hasPaymentPassword: z.boolean(),
  /** An authenticator app is bound (BINDGA3): a withdrawal needs its current code (`authenticatorCode`). */
  authenticatorRequired: z.boolean(),
  /** Minutes after payment an unconfirmed withdrawal counts as received. */
  confirmMinutes: z.number().int().positive(),
});
export type WithdrawSettingsValue = z.infer<typeof withdrawSettingsValueSchema>;

/** `POST /wps/v2/withdrawals` (E): holds the amount until the operator approves or rejects it. */
export const requestWithdrawalRequestSchema = z.strictObject({
  payeeId: z.number().int().positive(),
  amount: amountSchema,
  /** The payment password or the login password, as the settings' `confirmWith` says. */
  password: passwordSchema,
  requestId: requestIdSchema,
  /** The authenticator's current code, required when one is bound (settings' `authenticatorRequired`). */
  authenticatorCode: z
    .string()
    .regex(/^\d{6}$/, 'six digits')
    .optional(),
});
export type RequestWithdrawalRequest = z.input<typeof requestWithdrawalRequestSchema>;

/**
 * Withdrawal states (spec §4): requested (amount held) → approved → paid → received | partial |
 * not_received | auto_received (unconfirmed after the tenant's minutes: a forced receipt cannot be
 * refunded); requested → rejected (the hold is returned).
 */
export const WITHDRAWAL_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'paid',
  'received',
  'partial',
  'not_received',
  'auto_received',
] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const withdrawalSchema = z.object({
  withdrawalNo: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: withdrawalStatusSchema,
  payee: payeeSchema,
  requestedAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  paidAt: z.number().int().nullable(),
  /** When a paid withdrawal counts as received unless confirmed first. */
  confirmBy: z.number().int().nullable(),
  confirmedAt: z.number().int().nullable(),
  /** What the player said arrived (partial receipts). */
  receivedAmount: z.number().nullable(),
  /** The operator's reason for a rejection. */
  remark: z.string().nullable(),
  proofCount: z.number().int().min(0).max(3),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalsRequestSchema = z.strictObject({
  ...dateRangeFields,
  ...recordPaging,
  status: withdrawalStatusSchema.optional(),
});
export const withdrawalsValueSchema = z.object({ list: z.array(withdrawalSchema), ...pageFields });

/** Proof images: png or jpg by their bytes, at most 5 MB each, at most three per withdrawal. */
export const PROOF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_IMAGES_MAX = 3;
export const PROOF_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * `POST /wps/v2/withdrawals/proofs?withdrawalNo=…` with the image's bytes as the body (body
 * `binary`): stores one proof image of a paid withdrawal.
 */
export const uploadProofRequestSchema = z.strictObject({ withdrawalNo: moneyOrderNoSchema });
export const uploadProofValueSchema = z.object({
  proofId: z.number().int(),
  type: z.enum(PROOF_IMAGE_TYPES),
  size: z.number().int(),
});
export type UploadProofValue = z.infer<typeof uploadProofValueSchema>;

/** `POST /wps/v2/withdrawals/confirm`: the player says what arrived. */
export const confirmWithdrawalRequestSchema = z.strictObject({
  withdrawalNo: moneyOrderNoSchema,
  result: z.enum(['received', 'partial', 'not_received']),
  /** Required for `partial`: what did arrive. */
  receivedAmount: amountSchema.optional(),
  /** Proof images uploaded for this withdrawal (required for `partial` and `not_received`). */
  proofIds: z.array(z.number().int().positive()).max(PROOF_IMAGES_MAX).default([]),
});
export type ConfirmWithdrawalRequest = z.input<typeof confirmWithdrawalRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Transfers: main wallet ↔ game wallets, agent → downline, downline → upline
// ---------------------------------------------------------------------------------------------

/** `GET /wps/relay/GCS_merchantWallet { isSingle }`: the main wallet and the tenant's game wallets. */
export const merchantWalletRequestSchema = z.strictObject({
  isSingle: z.coerce.number().int().min(0).max(1).optional(),
});
export const merchantWalletSchema = z.object({
  accountTypeId: z.number().int(),
  /** `MAIN` or the game wallet's code (e.g. `LIVE`); the portal translates it. */
  code: z.string(),
  balance: z.number(),
});
export const merchantWalletValueSchema = z.object({
  /** True when the tenant plays every game from the main wallet (no transfers). */
  isSingle: z.boolean(),
  currency: z.string(),
  wallets: z.array(merchantWalletSchema),
});
export type MerchantWalletValue = z.infer<typeof merchantWalletValueSchema>;

/** `POST /wps/relay/GCS_walletTransfer`: one ledger transaction moving money between two of the member's wallets. */
export const walletTransferRequestSchema = z.strictObject({
  fromWallet: z.number().int().positive(),
  toWallet: z.number().int().positive(),
  amount: amountSchema,
  requestId: requestIdSchema,
});
export type WalletTransferRequest = z.input<typeof walletTransferRequestSchema>;
export const walletTransferValueSchema = merchantWalletValueSchema;

/** `POST /wps/v2/transfers/downline` (E): an agent sends money to one of its downlines. */
export const downlineTransferRequestSchema = z.strictObject({
  username: requiredText(64),
  amount: amountSchema,
  password: passwordSchema,
  requestId: requestIdSchema,
});
export type DownlineTransferRequest = z.input<typeof downlineTransferRequestSchema>;

/** `POST /wps/v2/transfers/upline` (E): a member (member info `toUpline`) sends money to its upline. */
export const uplineTransferRequestSchema = z.strictObject({
  amount: amountSchema,
  password: passwordSchema,
  requestId: requestIdSchema,
});
export type UplineTransferRequest = z.input<typeof uplineTransferRequestSchema>;

export const memberTransferValueSchema = z.object({
  transferNo: z.string(),
  amount: z.number(),
  /** The other side's username, masked for an upline. */
  counterparty: z.string(),
  /** The sender's main balance after the transfer. */
  balance: z.number(),
});
export type MemberTransferValue = z.infer<typeof memberTransferValueSchema>;

/** `GET /wps/v2/transfers/downlines`: the agent's direct downlines, for the transfer form. */
export const downlinesRequestSchema = z.strictObject({ username: text(64).optional(), ...recordPaging });
export const downlineSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  joinedAt: z.number().int(),
});
export const downlinesValueSchema = z.object({ list: z.array(downlineSchema), ...pageFields });
