// The agent centre's calls (spec lobby §2 agent centre, §3 consolidated contract info and the
// contract's fields, §4 contract offers, §6 roles, §7 the consolidated and contract calls, §9
// periods): the consolidated contract flags, the four contract kinds (dividend, daily, hourly and
// real-time salary: one GET of the member's contracts and one POST of an action each, on the
// spec's paths), the team overview and the downline list. Only agents (account types 1, 2, 41, 42)
// make these calls. Amounts travel as in wallet.ts: decimal strings in, numbers (major units) out;
// a rate is a percentage with at most two decimals (0–100; the platform keeps basis points).
import { z } from 'zod';
import { accountTypeSchema, passwordSchema, queryBoolean, requiredText, text } from './fields';
import { amountSchema, dateRangeFields, pageFields, recordPaging } from './wallet';

// ---------------------------------------------------------------------------------------------
// Contract kinds, periods and states
// ---------------------------------------------------------------------------------------------

/** dividend (SIGNCONDIV3), daily salary (DAILYSALCONT3), hourly salary (HOURSAL3), real-time salary (RTSALARY3). */
export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const contractKindSchema = z.enum(CONTRACT_KINDS);

/** Which tenant module turns each kind on. */
export const CONTRACT_KIND_MODULES = {
  dividend: 'SIGNCONDIV3',
  daily: 'DAILYSALCONT3',
  hourly: 'HOURSAL3',
  realtime: 'RTSALARY3',
} as const satisfies Record<ContractKind, string>;

/** Settlement periods (spec §3): D daily, W weekly, H semimonthly, M monthly. */
export const CONTRACT_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

/** offered → active | rejected; active → terminated (either side) | ended (replaced, or a lower upline rate). */
export const CONTRACT_STATUSES = ['offered', 'active', 'rejected', 'terminated', 'ended'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** The highest rate, in percent. */
export const MAX_CONTRACT_RATE = 100;
/** A rate's decimals on the wire (basis points inside). */
export const CONTRACT_RATE_DECIMALS = 2;

// ---------------------------------------------------------------------------------------------
// Consolidated funds / contract info: GET /wps/member/info/funds/consolidated
// ---------------------------------------------------------------------------------------------

/** The member's state in one contract kind: none, an offer waiting for it, or an active contract. */
export const CONTRACT_REQ_TYPES = ['none', 'offered', 'active'] as const;
export const contractReqTypeSchema = z.enum(CONTRACT_REQ_TYPES);

export const consolidatedValueSchema = z.object({
  /** Daily salary (DAILYSALCONT3): the member's state. */
  dailysalreqtype: contractReqTypeSchema,
  /** Dividend (SIGNCONDIV3). */
  divtypereq: contractReqTypeSchema,
  /** Hourly salary (HOURSAL3). */
  contracthoursalreqtype: contractReqTypeSchema,
  /** Real-time salary (RTSALARY3). */
  realtimesalreqtype: contractReqTypeSchema,
  /** The agent-centre entries to show: each on when the tenant's module is on. */
  dailySalary: z.boolean(),
  hourlySalary: z.boolean(),
  /** Any salary kind (daily, hourly or real-time) is on. */
  salary: z.boolean(),
  realtimeSalary: z.boolean(),
  contractDividend: z.boolean(),
});
export type ConsolidatedValue = z.infer<typeof consolidatedValueSchema>;

// ---------------------------------------------------------------------------------------------
// A contract, and the four contract calls (GET and POST on each kind's path)
// ---------------------------------------------------------------------------------------------

export const agentContractSchema = z.object({
  contractId: z.number().int().positive(),
  kind: contractKindSchema,
  status: z.enum(CONTRACT_STATUSES),
  /** Who offered it (the upline) and to whom. */
  uplineUsername: z.string(),
  username: z.string(),
  /** Percent, two decimals. */
  rate: z.number().min(0).max(MAX_CONTRACT_RATE),
  period: z.enum(CONTRACT_PERIODS),
  /** The period valid bet the team must reach; null: no minimum. */
  minValidBet: z.number().nullable(),
  /** The period profit and loss (the team's loss) a dividend needs; null: none. */
  minProfitLoss: z.number().nullable(),
  minActiveMembers: z.number().int().nonnegative().nullable(),
  /** The daily salary's daily bet amount; the hourly salary's hourly bet amount. */
  dailyBetAmount: z.number().nullable(),
  hourlyBetAmount: z.number().nullable(),
  offeredAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
});
export type AgentContract = z.infer<typeof agentContractSchema>;

export const contractsRequestSchema = z.strictObject({});

/** One settled period of a contract (its settlement history). */
export const settlementRecordSchema = z.object({
  contractId: z.number().int().positive(),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  /** The team's valid bet of the period, and its active members. */
  validBet: z.number(),
  activeMembers: z.number().int().nonnegative(),
  rate: z.number(),
  /** What was paid (0 when a term was not met). */
  amount: z.number(),
  settledAt: z.number().int(),
});
export type SettlementRecord = z.infer<typeof settlementRecordSchema>;

export const contractsValueSchema = z.object({
  kind: contractKindSchema,
  /** The member's active contract of this kind, if any. */
  current: agentContractSchema.nullable(),
  /** An offer from the upline waiting for the member's answer. */
  offer: agentContractSchema.nullable(),
  /** The highest rate the member may offer a downline (its own rate; 100 for a top-level agent). */
  ceilingRate: z.number().min(0).max(MAX_CONTRACT_RATE),
  /** The contracts the member gave its direct downlines, offered or active. */
  given: z.array(agentContractSchema),
  /** The member's own contracts of this kind, newest first (at most 50). */
  history: z.array(agentContractSchema),
  /** The member's settled periods of this kind, newest first (at most 50). */
  settlements: z.array(settlementRecordSchema),
});
export type ContractsValue = z.infer<typeof contractsValueSchema>;

/** Minimums of a contract's terms: decimal amounts as in wallet.ts (a zero minimum is no minimum). */
const optionalAmount = amountSchema.optional();

/** The actions of a contract call (`action` tells them apart). */
export const contractActionRequestSchema = z.discriminatedUnion('action', [
  /** Offer a contract of this kind to a direct downline (an agent); it replaces an offer still waiting. */
  z.strictObject({
    action: z.literal('offer'),
    username: requiredText(64),
    /** Percent; outside 0–100 or above the offerer's own rate is refused with a code of its own. */
    rate: z.number().finite(),
    period: z.enum(CONTRACT_PERIODS).default('D'),
    minValidBet: optionalAmount,
    minProfitLoss: optionalAmount,
    minActiveMembers: z.number().int().min(0).max(1_000_000).optional(),
    dailyBetAmount: optionalAmount,
    hourlyBetAmount: optionalAmount,
  }),
  /**
   * Accept an offer. When contracts in the member's team have a higher rate, the answer is
   * `contract_downline_conflict` naming them, and nothing changes; with `confirm: true` they are
   * ended together with the acceptance.
   */
  z.strictObject({
    action: z.literal('accept'),
    contractId: z.number().int().positive(),
    confirm: z.boolean().default(false),
  }),
  z.strictObject({ action: z.literal('reject'), contractId: z.number().int().positive() }),
  /** End an active contract (either side), or withdraw an offer (the upline). */
  z.strictObject({ action: z.literal('terminate'), contractId: z.number().int().positive() }),
]);
export type ContractActionRequest = z.input<typeof contractActionRequestSchema>;

export const contractActionValueSchema = z.object({
  contract: agentContractSchema,
  /** Contracts of the team ended by this acceptance (the warning path, confirmed). */
  ended: z.array(agentContractSchema),
});
export type ContractActionValue = z.infer<typeof contractActionValueSchema>;

/** The value of `contract_downline_conflict`: the downlines whose contracts an acceptance would end. */
export const contractConflictSchema = z.object({
  downlines: z.array(z.object({ username: z.string(), rate: z.number(), contractId: z.number().int() })),
});

// ---------------------------------------------------------------------------------------------
// Team overview: GET /wps/v2/agent/team/overview
// ---------------------------------------------------------------------------------------------

export const teamOverviewRequestSchema = z.strictObject({ ...dateRangeFields });

export const teamOverviewValueSchema = z.object({
  startTime: z.number().int(),
  endTime: z.number().int(),
  /** Downlines whose upline is the agent. */
  directCount: z.number().int().nonnegative(),
  /** Downlines at any depth. */
  teamCount: z.number().int().nonnegative(),
  /** Downlines (any depth) registered in the period. */
  newMembers: z.number().int().nonnegative(),
  /** Downlines with at least one settled bet placed in the period. */
  activeMembers: z.number().int().nonnegative(),
  betCount: z.number().int().nonnegative(),
  betAmount: z.number(),
  validBetAmount: z.number(),
  winAmount: z.number(),
  /** The players' profit and loss: wins less stakes of settled bets (negative when the team lost). */
  profitLoss: z.number(),
});
export type TeamOverviewValue = z.infer<typeof teamOverviewValueSchema>;

// ---------------------------------------------------------------------------------------------
// Downline list: GET /wps/v2/agent/team/members
// ---------------------------------------------------------------------------------------------

/** active: may log in; disabled: any other account status. */
export const DOWNLINE_STATUSES = ['active', 'disabled'] as const;

export const teamMembersRequestSchema = z.strictObject({
  /** A username prefix. */
  username: text(64).optional(),
  /** List this team member's downlines instead of the agent's own (refused outside the team). */
  parent: text(64).optional(),
  /** direct: the direct downlines only; all: every depth. */
  scope: z.enum(['direct', 'all']).default('direct'),
  status: z.enum(DOWNLINE_STATUSES).optional(),
  ...recordPaging,
});

export const teamMemberSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  type: accountTypeSchema,
  isAgent: z.boolean(),
  status: z.enum(DOWNLINE_STATUSES),
  /** Depth below the agent asking (1 = direct). */
  level: z.number().int().positive(),
  /** The member's own downlines at any depth. */
  teamCount: z.number().int().nonnegative(),
  joinedAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMembersValueSchema = z.object({ list: z.array(teamMemberSchema), ...pageFields });
export type TeamMembersValue = z.infer<typeof teamMembersValueSchema>;

// ---------------------------------------------------------------------------------------------
// Register a downline (registerCenter): POST /wps/v2/agent/team/register (E)
// ---------------------------------------------------------------------------------------------

/**
 * The agent opens an account directly below itself: a member, or a sub-agent (type 2) with an
 * affiliate code of its own. The tenant's username and password rules apply.
 */
export const registerDownlineRequestSchema = z.strictObject({
  username: requiredText(64),
  password: passwordSchema,
  confirmPassword: passwordSchema,
  accountType: z.enum(['member', 'agent']).default('member'),
});
export type RegisterDownlineRequest = z.input<typeof registerDownlineRequestSchema>;

export const registerDownlineValueSchema = z.object({
  member: teamMemberSchema,
  /** A sub-agent's affiliate code (its link: /register?referralCode=<code>); null for a member. */
  affiliateCode: z.string().nullable(),
});
export type RegisterDownlineValue = z.infer<typeof registerDownlineValueSchema>;

// ---------------------------------------------------------------------------------------------
// Reports. Every report reads a period (`startTime`–`endTime`, epoch ms, the member centre's
// range rule) of the agent's team (its downlines at any depth, never the agent itself); a
// `username` outside the team is refused with `agent_target_outside_team`. Days are the tenant's
// (its time zone), `yyyy-MM-dd`, like the settlement periods.
// ---------------------------------------------------------------------------------------------

const reportDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Settled bets' figures: counts, stakes, valid bets, wins and the players' profit and loss (win − bet). */
const betFigures = {
  betCount: z.number().int().nonnegative(),
  betAmount: z.number(),
  validBetAmount: z.number(),
  winAmount: z.number(),
  profitLoss: z.number(),
};
export const betFiguresSchema = z.object(betFigures);
export type BetFigures = z.infer<typeof betFiguresSchema>;

/** Team betting: GET /wps/v2/agent/report/betting — the team's settled bets per day of the period. */
export const teamBettingRequestSchema = z.strictObject({
  ...dateRangeFields,
  /** One team member's bets (with its own team's when `withTeam`); the whole team when absent. */
  username: text(64).optional(),
  withTeam: queryBoolean.default(false),
});
export const teamBettingDaySchema = z.object({ day: reportDay, ...betFigures, activeMembers: z.number().int() });
export const teamBettingValueSchema = z.object({
  startTime: z.number().int(),
  endTime: z.number().int(),
  /** Every day of the period, oldest first, days without bets included (with zeros). */
  days: z.array(teamBettingDaySchema),
  total: betFiguresSchema,
});
export type TeamBettingValue = z.infer<typeof teamBettingValueSchema>;

/** User profit and loss: GET /wps/v2/agent/report/profit-loss — per team member, paged. */
export const memberProfitLossRequestSchema = z.strictObject({
  ...dateRangeFields,
  /** A username prefix. */
  username: text(64).optional(),
  /** direct: the direct downlines only; all: every depth. */
  scope: z.enum(['direct', 'all']).default('all'),
  /** Members without a settled bet in the period are left out unless asked for. */
  includeIdle: queryBoolean.default(false),
  ...recordPaging,
});
export const memberProfitLossSchema = z.object({
  username: z.string(),
  level: z.number().int().positive(),
  isAgent: z.boolean(),
  ...betFigures,
  /** Deposits credited and withdrawals paid in the period. */
  depositAmount: z.number(),
  withdrawalAmount: z.number(),
  /** Bonuses of every kind (promotions, rewards, missions, points) credited in the period. */
  bonusAmount: z.number(),
});
export type MemberProfitLoss = z.infer<typeof memberProfitLossSchema>;
export const memberProfitLossValueSchema = z.object({
  list: z.array(memberProfitLossSchema),
  /** `total` counts the listed members (all pages). */
  ...pageFields,
  /** The figures of every listed member (all pages). */
  figures: betFiguresSchema,
});
export type MemberProfitLossValue = z.infer<typeof memberProfitLossValueSchema>;

/** My income (revenue report): GET /wps/v2/agent/report/income — what the agent was paid, per day and kind. */
export const agentIncomeRequestSchema = z.strictObject({ ...dateRangeFields });
const incomeByKind = {
  dividend: z.number(),
  daily: z.number(),
  hourly: z.number(),
  realtime: z.number(),
  total: z.number(),
};
export const agentIncomeDaySchema = z.object({ day: reportDay, ...incomeByKind });
export const agentIncomeValueSchema = z.object({
  startTime: z.number().int(),
  endTime: z.number().int(),
  /** Every day of the period, oldest first. */
  days: z.array(agentIncomeDaySchema),
  total: z.object(incomeByKind),
});
export type AgentIncomeValue = z.infer<typeof agentIncomeValueSchema>;

/** Transaction details: GET /wps/v2/agent/report/transactions — the team's money movements, paged. */
export const TEAM_TRANSACTION_KINDS = ['deposit', 'withdrawal', 'transfer', 'bonus', 'salary'] as const;
export const teamTransactionsRequestSchema = z.strictObject({
  ...dateRangeFields,
  username: text(64).optional(),
  /** deposit, withdrawal, transfer (agent ↔ downline and wallet transfers), bonus (every bonus kind), salary (agent salaries and dividends). */
  kind: z.enum(TEAM_TRANSACTION_KINDS).optional(),
  ...recordPaging,
});
export const teamTransactionSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  level: z.number().int().positive(),
  /** The ledger's kind (as in the member's account record). */
  kind: z.string(),
  /** Signed: negative leaves the member's wallet. */
  amount: z.number(),
  balanceAfter: z.number(),
  createdAt: z.number().int(),
});
export type TeamTransaction = z.infer<typeof teamTransactionSchema>;
export const teamTransactionsValueSchema = z.object({ list: z.array(teamTransactionSchema), ...pageFields });
export type TeamTransactionsValue = z.infer<typeof teamTransactionsValueSchema>;

/**
 * Dividend and salary records: GET /wps/v2/agent/report/settlements — settled periods of one kind,
 * paged: the agent's own (`mine`) or those of the contracts it gave its downlines (`given`).
 */
export const agentSettlementsRequestSchema = z.strictObject({
  kind: contractKindSchema,
  scope: z.enum(['mine', 'given']).default('mine'),
  ...dateRangeFields,
  ...recordPaging,
});
export const agentSettlementSchema = settlementRecordSchema.extend({
  kind: contractKindSchema,
  /** Whose contract it is. */
  username: z.string(),
});
export type AgentSettlement = z.infer<typeof agentSettlementSchema>;
export const agentSettlementsValueSchema = z.object({
  list: z.array(agentSettlementSchema),
  ...pageFields,
  /** The amount paid over every listed period (all pages). */
  totalAmount: z.number(),
});
export type AgentSettlementsValue = z.infer<typeof agentSettlementsValueSchema>;
