// The operator's API (`/ops/*`, not portal calls): named staff of one tenant, each with their own
// login and roles, working withdrawals, messages and rewards, approving each other's large
// decisions (maker–checker) and reading the audit trail. The back office (apps/backoffice) and
// automation use the same calls: log in (`POST /ops/session`), then `Authorization: Bearer <token>`.
import { z } from 'zod';
import { passwordSchema, requiredText, text } from './fields';
import { activityStateSchema, promotionIdSchema } from './promotions';
import { platformMessageSchema, rewardSchema } from './records';
import {
  amountSchema,
  moneyOrderNoSchema,
  pageFields,
  recordPaging,
  withdrawalSchema,
  withdrawalStatusSchema,
} from './wallet';

// ---------------------------------------------------------------------------------------------
// Staff and their session
// ---------------------------------------------------------------------------------------------

/**
 * What a staff member may do. finance: withdrawals (full payee numbers, proofs) and refunds;
 * content: platform messages and rewards; support: reads members' withdrawals (masked) for the
 * coming chat console; admin: staff accounts and the audit trail. A member of staff holds one or more.
 */
export const STAFF_ROLES = ['finance', 'content', 'support', 'admin'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const STAFF_USERNAME_PATTERN = /^[a-z][a-z0-9._-]{2,31}$/;
export const staffUsernameSchema = z
  .string()
  .regex(STAFF_USERNAME_PATTERN, 'a staff username: 3 to 32 lower-case letters, digits, . _ or -, from a letter');
/** A staff password: at least 12 characters (generated ones are longer). */
export const STAFF_PASSWORD_MIN = 12;
export const staffNewPasswordSchema = z.string().min(STAFF_PASSWORD_MIN).max(128);
export const merchantCodeSchema = z.string().regex(/^[A-Z0-9]{2,16}$/, 'a merchant code such as AUR');

export const staffSchema = z.object({
  staffId: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  roles: z.array(staffRoleSchema),
  active: z.boolean(),
  createdAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
});
export type Staff = z.infer<typeof staffSchema>;

/** `POST /ops/session`: a staff login. */
export const staffLoginRequestSchema = z.strictObject({
  merchantCode: merchantCodeSchema,
  username: requiredText(32),
  password: passwordSchema,
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;

/** The tenant's rules for staff decisions, in major units of its currency. */
export const staffLimitsSchema = z.object({
  currency: z.string(),
  /** No single reward above this. */
  rewardCeiling: z.number(),
  /** A reward or refund above this needs a second staff member's approval. */
  approvalThreshold: z.number(),
});
export type StaffLimits = z.infer<typeof staffLimitsSchema>;

/** `GET /ops/session`: who is logged in, and the tenant's limits. */
export const staffSessionSchema = z.object({
  merchantCode: z.string(),
  staff: staffSchema,
  expiresAt: z.number().int(),
  limits: staffLimitsSchema,
});
export type StaffSession = z.infer<typeof staffSessionSchema>;
/** The answer of `POST /ops/session`: the session and its bearer token (shown once). */
export const staffLoginValueSchema = staffSessionSchema.extend({ token: z.string() });
export type StaffLoginValue = z.infer<typeof staffLoginValueSchema>;

/** `POST /ops/session/password`: a staff member changes their own password (other sessions end). */
export const staffPasswordChangeSchema = z.strictObject({
  currentPassword: passwordSchema,
  newPassword: staffNewPasswordSchema,
});

/** `GET /ops/staff` (admin). */
export const staffListValueSchema = z.object({ list: z.array(staffSchema) });
/** `POST /ops/staff` (admin): a new staff member; the answer carries a one-time password. */
export const createStaffRequestSchema = z.strictObject({
  username: staffUsernameSchema,
  displayName: requiredText(64),
  roles: z.array(staffRoleSchema).min(1).max(STAFF_ROLES.length),
});
export type CreateStaffRequest = z.infer<typeof createStaffRequestSchema>;
/** A staff member and the password they log in with first (shown once, never stored in clear). */
export const staffWithPasswordSchema = z.object({ staff: staffSchema, password: z.string() });
export type StaffWithPassword = z.infer<typeof staffWithPasswordSchema>;
export const staffParamsSchema = z.strictObject({ staffId: z.coerce.number().int().positive() });
/** `PUT /ops/staff/:staffId` (admin): roles, name, or switched off (their sessions end). */
export const updateStaffRequestSchema = z.strictObject({
  displayName: requiredText(64).optional(),
  roles: z.array(staffRoleSchema).min(1).max(STAFF_ROLES.length).optional(),
  active: z.boolean().optional(),
});
export type UpdateStaffRequest = z.infer<typeof updateStaffRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Withdrawals, messages, rewards
// ---------------------------------------------------------------------------------------------

export const operatorDecisionSchema = z.strictObject({ remark: text(200).optional() });
/** `/ops/withdrawals/:withdrawalNo/...`: the withdrawal an operator decides on. */
export const operatorWithdrawalParamsSchema = z.strictObject({ withdrawalNo: moneyOrderNoSchema });
/** `GET /ops/withdrawals/:withdrawalNo/proofs/:proofNo`: one proof image (finance). */
export const operatorProofParamsSchema = operatorWithdrawalParamsSchema.extend({
  proofNo: z.coerce.number().int().min(1).max(3),
});
/** `GET /ops/withdrawals`: the tenant's withdrawals, newest first, optionally of one state or member. */
export const operatorWithdrawalsRequestSchema = z.strictObject({
  status: withdrawalStatusSchema.optional(),
  username: text(64).optional(),
  ...recordPaging,
});
/**
 * A withdrawal as staff see it: whose, and the payee's account number — whole for the finance role
 * (to pay it), masked for everyone else.
 */
export const operatorWithdrawalSchema = withdrawalSchema.extend({
  username: z.string(),
  /** What the operator gave back of a not_received or partial withdrawal (once), or null. */
  refundedAmount: z.number().nullable(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;
export const operatorWithdrawalsValueSchema = z.object({ list: z.array(operatorWithdrawalSchema), ...pageFields });
export const operatorMessageSchema = z.strictObject({
  username: requiredText(64),
  title: requiredText(120),
  /** HTML; sanitised before it is stored. */
  content: requiredText(20_000),
});
export type OperatorMessage = z.infer<typeof operatorMessageSchema>;

/**
 * `POST /ops/members/authenticator/reset` (support): a member lost the device of their
 * authenticator app (and the recovery codes). The binding and the recovery codes are removed, every
 * session of the member ends, the member is told in the inbox; the reason is audited.
 */
export const operatorAuthenticatorResetSchema = z.strictObject({
  username: requiredText(64),
  reason: z.string().trim().min(5).max(500),
});
export type OperatorAuthenticatorReset = z.infer<typeof operatorAuthenticatorResetSchema>;
export const operatorAuthenticatorResetValueSchema = z.object({
  username: z.string(),
  sessionsEnded: z.number().int().min(0),
});
export type OperatorAuthenticatorResetValue = z.infer<typeof operatorAuthenticatorResetValueSchema>;
export const operatorMessageValueSchema = platformMessageSchema;
export const operatorRewardSchema = z.strictObject({
  username: requiredText(64),
  /** Translation key or plain title of the reward. */
  title: requiredText(120),
  amount: amountSchema,
  /** Epoch ms after which it can no longer be claimed; absent for never. */
  expiresAt: z.number().int().positive().optional(),
});
export type OperatorReward = z.infer<typeof operatorRewardSchema>;
export const operatorRewardValueSchema = rewardSchema;

// ---------------------------------------------------------------------------------------------
// Maker–checker: a reward or refund above the tenant's threshold waits for a second staff member
// ---------------------------------------------------------------------------------------------

/** promotion: issuing a promotion application whose reward is above the threshold (issue 22). */
export const APPROVAL_KINDS = ['reward', 'refund', 'promotion'] as const;
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const approvalSchema = z.object({
  approvalId: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  /** The member the reward or refund is for. */
  username: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** The reward's title, the withdrawal number of a refund, or `<promotion id> activity <id>`. */
  subject: z.string(),
  makerUsername: z.string(),
  checkerUsername: z.string().nullable(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;
export const approvalParamsSchema = z.strictObject({ approvalId: z.coerce.number().int().positive() });
export const approvalsRequestSchema = z.strictObject({
  status: z.enum(APPROVAL_STATUSES).optional(),
  ...recordPaging,
});
export const approvalsValueSchema = z.object({ list: z.array(approvalSchema), ...pageFields });

// ---------------------------------------------------------------------------------------------
// The audit trail (append-only)
// ---------------------------------------------------------------------------------------------

/** Every operator decision, and every refused attempt at one, is one audit row. */
export const AUDIT_ACTIONS = [
  'staff.login',
  'staff.logout',
  'staff.password_change',
  'staff.create',
  'staff.update',
  'staff.password_reset',
  'withdrawal.approve',
  'withdrawal.reject',
  'withdrawal.paid',
  'withdrawal.refund',
  'withdrawal.proof_view',
  'message.send',
  'reward.grant',
  'approval.approve',
  'approval.reject',
  'points.redeem_approve',
  'points.redeem_reject',
  'points.reward_stock',
  'announcement.create',
  'announcement.update',
  'announcement.withdraw',
  'help_article.create',
  'help_article.update',
  'help_article.withdraw',
  'promotion.create',
  'promotion.update',
  'promotion.withdraw',
  'mission.create',
  'mission.update',
  'mission.withdraw',
  'promotion.issue',
  'promotion.reject',
  'promotion.image_view',
  'support.claim',
  'support.reply',
  'support.read',
  'support.close',
  'support.member_view',
  'support.image_view',
  'support.canned_create',
  'support.canned_delete',
  'authenticator.reset',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;
/** done: it happened; pending: it waits for a second staff member; denied: the role or rule refused it. */
export const AUDIT_OUTCOMES = ['done', 'pending', 'denied'] as const;
export const auditEntrySchema = z.object({
  auditId: z.number().int(),
  at: z.number().int(),
  /** The staff member's username, or `system` for the platform's own clock (demo mode). */
  actor: z.string(),
  action: auditActionSchema,
  outcome: z.enum(AUDIT_OUTCOMES),
  /** The member it concerns, if any. */
  username: z.string().nullable(),
  amount: z.number().nullable(),
  /** What it acted on: a withdrawal number, an approval id, a staff username… */
  subject: z.string().nullable(),
  /** The state before and after (e.g. `requested` → `approved`), or a short reason. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** The client address it came from. */
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditRequestSchema = z.strictObject({
  action: auditActionSchema.optional(),
  actor: text(32).optional(),
  username: text(64).optional(),
  ...recordPaging,
});
export const auditValueSchema = z.object({ list: z.array(auditEntrySchema), ...pageFields });

// ---------------------------------------------------------------------------------------------
// Promotion applications (issue 22): finance issues the reward; finance or content may reject
// ---------------------------------------------------------------------------------------------

/** The states an application is listed by. */
export const APPLICATION_STATES = ['applying', 'issued', 'rejected'] as const;
/** `GET /ops/promotions/applications`: the brand's applications (`apply` promotions), newest first. */
export const operatorApplicationsRequestSchema = z.strictObject({
  state: z.enum(APPLICATION_STATES).optional(),
  ...recordPaging,
});
export const operatorApplicationSchema = z.object({
  activityId: z.number().int(),
  promotionId: promotionIdSchema,
  /** The promotion's title in the brand's default language. */
  title: z.string(),
  accountId: z.number().int(),
  username: z.string(),
  state: activityStateSchema,
  remark: z.string(),
  imageCount: z.number().int(),
  /** What issuing pays (major units). */
  rewardAmount: z.number(),
  appliedAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  decisionRemark: z.string().nullable(),
  paidAmount: z.number().nullable(),
});
export type OperatorApplication = z.infer<typeof operatorApplicationSchema>;
export const operatorApplicationsValueSchema = z.object({ list: z.array(operatorApplicationSchema), ...pageFields });
/** `/ops/promotions/applications/:activityId/...` */
export const operatorApplicationParamsSchema = z.strictObject({ activityId: z.coerce.number().int().positive() });
/** `GET /ops/promotions/applications/:activityId/images/:imageNo`: one image (1-based, upload order). */
export const operatorApplicationImageParamsSchema = operatorApplicationParamsSchema.extend({
  imageNo: z.coerce.number().int().min(1).max(3),
});
/** `POST .../reject`: the reason the member reads. */
export const operatorRejectApplicationSchema = z.strictObject({ remark: z.string().trim().min(1).max(200) });
