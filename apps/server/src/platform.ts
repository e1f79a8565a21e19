// The platform: everything a request handler reaches through `app.platform` — configuration,
// database, clock, secrets and the services — assembled once per app.
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { DialectKind } from './db/dialect';
import type { Database } from './db/schema';
import { ServerSeeds } from './games/fairness';
import type { LeasedJob } from './jobs/leased-job';
import { lotteryDrawsJob } from './jobs/lottery-draws';
import { moneyJobs, type MoneyJobsReport } from './jobs/money-jobs';
import { pointsAccrualJob, type PointsAccrualReport } from './jobs/points-accrual';
import { PointsAccrual } from './services/points/accrual';
import { MallService } from './services/points/mall-service';
import { promotionSettlementJob } from './jobs/promotion-settlement';
import {
  PromotionsService,
  type SettlementReport as PromotionSettlementReport,
} from './services/promotions/promotions-service';
import { missionPeriodsJob, type MissionPeriodsReport } from './jobs/mission-periods';
import { MissionService } from './services/missions/mission-service';
import { AgentContractService } from './services/agents/agent-contracts';
import { AgentTeamService } from './services/agents/agent-team';
import { AgentIncomeService } from './services/agents/agent-income';
import { AgentMemberProfitLossService } from './services/agents/agent-member-profit-loss';
import { AgentSettlementRecordsService } from './services/agents/agent-settlement-records';
import { AgentTeamBettingService } from './services/agents/agent-team-betting';
import { AgentTeamTransactionsService } from './services/agents/agent-team-transactions';
import { AgentRegistrationService } from './services/agents/agent-registration';
import {
  AgentSettlementService,
  type SettlementReport as AgentSettlementReport,
} from './services/agents/agent-settlement';
import { agentSettlementJob } from './jobs/agent-settlement';
import type { Clock } from './lib/clock';
import type { PasswordHasher } from './lib/passwords';
import { compileTrust, type TrustFunction } from './lib/proxy-trust';
import { StaffService } from './services/operator/staff-service';
import { ContentService } from './services/operator/content-service';
import { CampaignContentService } from './services/operator/campaign-content-service';
import { DecisionService } from './services/operator/decision-service';
import type { InstanceCredentials, ServerSecrets } from './secrets';
import { AuthService } from './services/accounts/auth-service';
import { PasskeyService } from './services/accounts/passkey-service';
import { AuthenticatorService } from './services/accounts/authenticator-service';
import { LoginChallenges } from './services/accounts/login-challenge';
import { SecretSealer } from './lib/sealed-secret';
import { CaptchaService } from './services/accounts/captcha-service';
import { InhouseService } from './services/games/inhouse-service';
import { LaunchService } from './services/games/launch-service';
import { LotteryService, type DrawReport } from './services/lottery/lottery-service';
import { PopularLotteries } from './services/lottery/popular-lotteries';
import { LobbyService } from './services/games/lobby-service';
import { ThumbnailCache } from './services/games/thumbnails';
import { WinnerBoard } from './services/games/winner-board';
import { InboxService } from './services/member-centre/inbox-service';
import { RecordsService } from './services/member-centre/records-service';
import { ReferralService } from './services/member-centre/referral-service';
import { RewardsService } from './services/member-centre/rewards-service';
import { MemberService } from './services/accounts/member-service';
import { DepositService } from './services/money/deposit-service';
import { MoneyPasswords } from './services/money/money-password';
import {
  DemoPaymentProvider,
  PaymentProviders,
  demoProviderSecret,
  type PaymentProvider,
} from './services/money/payment-provider';
import { TransferService } from './services/money/transfer-service';
import { WithdrawalService } from './services/money/withdrawal-service';
import type { MessageProvider } from './services/platform/message-provider';
import { PasswordService } from './services/accounts/password-service';
import { RegistrationService } from './services/accounts/registration-service';
import { DemoPhoneProvider } from './services/phone-verification/demo-provider';
import { PhoneTokenVerifier } from './services/phone-verification/token-verifier';
import { OidcClients } from './services/social-sign-in/oidc-clients';
import { SocialSignInService } from './services/social-sign-in/social-sign-in-service';
import { SessionService } from './services/accounts/session-service';
import { SystemService } from './services/platform/system-service';
import { TenantService } from './services/platform/tenant-service';
import { TrialAccountPurge } from './services/accounts/trial-accounts';
import { VerificationService } from './services/accounts/verification-service';
import { ChatBus } from './services/support/chat-bus';
import { SupportService } from './services/support/support-service';
import { ResponsibleGamingService } from './services/responsible-gaming/responsible-gaming-service';

export interface Platform {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: DialectKind;
  clock: Clock;
  secrets: ServerSecrets;
  /** The demo staff's passwords and the /dev key (secrets.ts: resolveCredentials). */
  credentials: InstanceCredentials;
  messages: MessageProvider;
  /** Which peers' forwarded headers are believed (TRUST_PROXY). */
  proxyTrust: TrustFunction;
  tenants: TenantService;
  sessions: SessionService;
  captchas: CaptchaService;
  verification: VerificationService;
  auth: AuthService;
  /** The authenticator app (TOTP, BINDGA3): binding, codes, recovery codes (issue 25). */
  authenticators: AuthenticatorService;
  /** Passkeys (WebAuthn): registration from My account and sign-in (issue 25). */
  passkeys: PasskeyService;
  registration: RegistrationService;
  /** The third-party SMS route's demo provider (demo and development; served under /demo-phone-provider/). */
  demoPhoneProvider: DemoPhoneProvider | undefined;
  /** Social sign-in through OpenID Connect (services/social-sign-in). */
  socialSignIn: SocialSignInService;
  passwords: PasswordService;
  members: MemberService;
  /** In-house games: game sessions from launch tickets, rounds on the ledger, fairness seeds. */
  inhouse: InhouseService;
  /** The winner board (rank list): the week's biggest wins, cached per tenant. */
  winnerBoard: WinnerBoard;
  system: SystemService;
  /** Games lobby: catalogue reads (vendors cached per tenant), favourites, recent games, rooms. */
  lobby: LobbyService;
  /** Game launch (tickets, one open game) and close. */
  launches: LaunchService;
  thumbnails: ThumbnailCache;
  /** Lottery games, issues, bets, results and verification. */
  lottery: LotteryService;
  /** The popular lotteries: the week's bet counts per game, cached per tenant. */
  popularLotteries: PopularLotteries;
  /** The lottery draws job (jobs/lottery-draws.ts), ticked by a timer from buildApp or by tests. */
  lotteryDraws: LeasedJob<DrawReport>;
  /** Payment providers by name (the demo one outside production, and those buildApp was given). */
  payments: PaymentProviders;
  /** Deposit methods, orders and the providers' callbacks. */
  deposits: DepositService;
  /** The password that confirms money calls (payment or login password), with its escalating lock. */
  moneyPasswords: MoneyPasswords;
  /** Payees, withdrawals, proofs, confirmation and the operator's decisions. */
  withdrawals: WithdrawalService;
  /** Merchant wallet, wallet transfers, agent ↔ downline transfers. */
  transfers: TransferService;
  /** The money jobs (jobs/money-jobs.ts: deposit expiry, auto receipt, demo approval), ticked by a timer from buildApp or by tests. */
  moneyJobs: LeasedJob<MoneyJobsReport>;
  /** Member centre records: bets with totals, account record, profit by day, bonuses. */
  records: RecordsService;
  /** The reward centre: rewards granted, listed, claimed once into the main wallet. */
  rewards: RewardsService;
  /** The member's invite code and link, and who joined with it. */
  referral: ReferralService;
  /** Platform messages: inbox, read marks, unread count, sending (sanitised). */
  inbox: InboxService;
  /** The operator's staff: logins, sessions, accounts (services/operator). */
  staff: StaffService;
  /** Staff money decisions within the brand's limits, and maker–checker approvals. */
  decisions: DecisionService;
  /** The points mall: balance, ratio, rewards, redeems, the points detail, conversion; the operator's decisions. */
  mall: MallService;
  /** The points accrual job (jobs/points-accrual.ts), ticked by a timer from buildApp or by tests. */
  pointsAccrual: LeasedJob<PointsAccrualReport>;
  /** The content role's announcements and help articles (services/operator/content-service.ts). */
  content: ContentService;
  /** The content role's promotions and missions (services/operator/campaign-content-service.ts). */
  campaignContent: CampaignContentService;
  /** Promotions and members' activities: list, detail, join, apply, raffle claim; the operator's decisions. */
  promotions: PromotionsService;
  /** The promotions' settlement job (jobs/promotion-settlement.ts), ticked by a timer from buildApp or by tests. */
  promotionSettlement: LeasedJob<PromotionSettlementReport>;
  /** Missions: the member's progress and the leaderboard (services/missions). */
  missions: MissionService;
  /** The missions' period close (jobs/mission-periods.ts), ticked by a timer from buildApp or by tests. */
  missionPeriods: LeasedJob<MissionPeriodsReport>;
  /** The agent centre: team overview and downline list (services/agents). */
  agentTeam: AgentTeamService;
  /** The agent reports: team betting, user profit and loss, my income, transactions, settlement records. */
  agentReports: {
    teamBetting: AgentTeamBettingService;
    memberProfitLoss: AgentMemberProfitLossService;
    income: AgentIncomeService;
    transactions: AgentTeamTransactionsService;
    settlements: AgentSettlementRecordsService;
  };
  /** Dividend and salary contracts between an agent and its direct downlines (services/agents). */
  agentContracts: AgentContractService;
  /** registerCenter: an agent opens a member or sub-agent account below itself (services/agents). */
  agentRegistration: AgentRegistrationService;
  /** The agents' salary settlement job (jobs/agent-settlement.ts), ticked by a timer from buildApp or by tests. */
  agentSettlement: LeasedJob<AgentSettlementReport>;
  /** Live chat's push to the sockets of every instance (in process, or Redis pub/sub with REDIS_URL). */
  chatBus: ChatBus;
  /** Customer service and live chat: the member's calls and the support staff's (services/support). */
  support: SupportService;
  /** Responsible gaming: limits, reality check, time-out, self-exclusion, and the checks the money, bet and login paths make. */
  responsibleGaming: ResponsibleGamingService;
}

export function assemblePlatform(parts: {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: DialectKind;
  clock: Clock;
  /** New password hashes at the configured cost (config.passwordHashCost). */
  hasher: PasswordHasher;
  secrets: ServerSecrets;
  credentials: InstanceCredentials;
  messages: MessageProvider;
  paymentProviders?: PaymentProvider[];
  /** REDIS_URL's connection, when set (the chat bus publishes on it). */
  redis?: Redis | undefined;
}): Platform {
  const { config, db, dialect, clock, hasher, secrets, credentials, messages } = parts;
  // The demo provider's page pays any order whose link one holds: never in production.
  const payments = new PaymentProviders([
    ...(config.mode === 'production' ? [] : [new DemoPaymentProvider(demoProviderSecret(secrets.tokenPepper))]),
    ...(parts.paymentProviders ?? []),
  ]);
  const tenants = new TenantService(db, clock);
  const inbox = new InboxService(clock);
  const moneyPasswords = new MoneyPasswords(clock, inbox, hasher);
  const authenticators = new AuthenticatorService(
    clock,
    secrets.tokenPepper,
    new SecretSealer(secrets.seedKey, 'authenticator-secret'),
  );
  const withdrawals = new WithdrawalService(clock, moneyPasswords, authenticators);
  // Responsible gaming first: the login, deposit, bet and launch paths check with it.
  const responsibleGaming = new ResponsibleGamingService(db, clock, config.realityCheckMinuteMs);
  // A known token's session read with its account in one statement (lib/known-by-token-hash.ts).
  const sessions = new SessionService(secrets.tokenPepper, clock, responsibleGaming);
  const captchas = new CaptchaService(clock, config.mode !== 'production');
  const verification = new VerificationService(secrets.tokenPepper, clock, messages, captchas, config.abuseLimits);
  const trials = new TrialAccountPurge(db, clock, config.abuseLimits.trialAccountDays);
  const seeds = new ServerSeeds(secrets.seedKey);
  const lottery = new LotteryService(clock, seeds, responsibleGaming);
  const deposits = new DepositService(db, clock, payments, responsibleGaming);
  const rewards = new RewardsService(clock);
  const jobs = { db, clock, tenants };
  const promotions = new PromotionsService(clock);
  const missions = new MissionService();
  const chatBus = new ChatBus(parts.redis);
  // The third-party SMS route's demo provider (never in production): codes go to its project's tenant's outbox.
  const demoPhoneProvider =
    config.mode === 'production'
      ? undefined
      : new DemoPhoneProvider(clock, messages, async (projectId) => {
          const all = await tenants.all();
          return (
            all.find(
              (t) =>
                t.config.phoneVerification?.provider === 'demo' && t.config.phoneVerification.projectId === projectId,
            )?.merchantCode ?? null
          );
        });
  const auth = new AuthService(
    clock,
    sessions,
    captchas,
    verification,
    messages,
    secrets.tokenPepper,
    config.abuseLimits,
    trials,
    new LoginChallenges(clock, secrets.tokenPepper, authenticators, messages, config.loginCodeResendSeconds),
    hasher,
  );
  return {
    config,
    db,
    dialect,
    clock,
    secrets,
    credentials,
    messages,
    proxyTrust: compileTrust(config.trustProxy),
    tenants,
    sessions,
    captchas,
    verification,
    auth,
    authenticators,
    passkeys: new PasskeyService(clock, secrets.tokenPepper, authenticators, auth),
    registration: new RegistrationService(
      clock,
      captchas,
      verification,
      auth,
      new PhoneTokenVerifier(clock, demoPhoneProvider),
      responsibleGaming,
      hasher,
    ),
    demoPhoneProvider,
    socialSignIn: new SocialSignInService(
      clock,
      secrets.tokenPepper,
      new OidcClients(clock, {
        allowHttpIssuers: config.mode !== 'production',
        allowDemoSecrets: config.mode !== 'production',
        env: process.env,
      }),
      auth,
      responsibleGaming,
      hasher,
    ),
    passwords: new PasswordService(clock, sessions, verification, messages, auth, captchas, config.abuseLimits, hasher),
    members: new MemberService(),
    inhouse: new InhouseService(secrets.tokenPepper, clock, seeds, responsibleGaming),
    winnerBoard: new WinnerBoard(clock),
    system: new SystemService(clock),
    lobby: new LobbyService(clock),
    launches: new LaunchService(clock, secrets.tokenPepper, responsibleGaming),
    thumbnails: new ThumbnailCache(),
    lottery,
    popularLotteries: new PopularLotteries(clock),
    lotteryDraws: lotteryDrawsJob(jobs, lottery),
    payments,
    deposits,
    moneyPasswords,
    withdrawals,
    transfers: new TransferService(clock, moneyPasswords),
    moneyJobs: moneyJobs(jobs, deposits, withdrawals, config.money.demoWithdrawalAutoSeconds),
    records: new RecordsService(),
    rewards,
    referral: new ReferralService(),
    inbox,
    staff: new StaffService(db, secrets.tokenPepper, clock, hasher),
    decisions: new DecisionService(clock, rewards, withdrawals, promotions),
    mall: new MallService(clock, moneyPasswords),
    pointsAccrual: pointsAccrualJob(jobs, new PointsAccrual()),
    content: new ContentService(clock),
    campaignContent: new CampaignContentService(clock, promotions),
    promotions,
    promotionSettlement: promotionSettlementJob(jobs, promotions),
    missions,
    missionPeriods: missionPeriodsJob(jobs, missions),
    agentTeam: new AgentTeamService(),
    agentReports: {
      teamBetting: new AgentTeamBettingService(),
      memberProfitLoss: new AgentMemberProfitLossService(),
      income: new AgentIncomeService(),
      transactions: new AgentTeamTransactionsService(),
      settlements: new AgentSettlementRecordsService(),
    },
    agentContracts: new AgentContractService(clock),
    agentRegistration: new AgentRegistrationService(clock, hasher),
    agentSettlement: agentSettlementJob(jobs, new AgentSettlementService()),
    chatBus,
    support: new SupportService(clock, chatBus),
    responsibleGaming,
  };
}
