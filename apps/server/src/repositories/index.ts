// The repositories of one tenant, built around its merchant code so that no query can forget the
// scope. `transaction` runs a function with the same repositories bound to one transaction (run
// whole once more after a deadlock or serialisation failure: executor.ts, runTransaction).
import { runTransaction, type Executor } from './executor';
import { accountsRepository } from './accounts';
import {
  catalogueVersionRepository,
  classificationsRepository,
  gamesRepository,
  pvpRoomsRepository,
  vendorsRepository,
} from './catalogue';
import {
  captchasRepository,
  loginFailuresRepository,
  loginLinksRepository,
  verificationCodesRepository,
} from './challenges';
import { contentRepository } from './content';
import { bettingRecordsRepository } from './betting-records';
import { fairnessSeedsRepository, gameSessionsRepository } from './game-rounds';
import {
  favouritesRepository,
  launchTicketsRepository,
  openGamesRepository,
  recentGamesRepository,
} from './game-activity';
import { lotteryGamesRepository, lotteryIssuesRepository } from './lottery';
import { memberRecordsRepository } from './member-records';
import { memberBalanceRepository } from './member-balance';
import { outboxRepository } from './outbox';
import { platformMessagesRepository } from './platform-messages';
import { referralsRepository } from './referrals';
import { rewardsRepository } from './rewards';
import { sessionsRepository } from './sessions';
import { walletsRepository } from './wallets';
import { depositsRepository } from './deposits';
import {
  payeesRepository,
  withdrawalDaysRepository,
  withdrawalProofsRepository,
  withdrawalsRepository,
} from './withdrawals';
import { transfersRepository } from './transfers';
import { staffRepository } from './staff';
import { auditLogRepository } from './audit-log';
import { approvalsRepository } from './approvals';
import { pointsMallRepository, pointsRepository } from './points';
import { promotionsRepository } from './promotions';
import { missionsRepository } from './missions';
import { agentReportsRepository } from './agent-reports';
import { agentContractsRepository, agentSettlementsRepository, agentTreeRepository } from './agents';
import { supportRepository } from './support';
import {
  authenticatorsRepository,
  knownDevicesRepository,
  loginTicketsRepository,
  recoveryCodesRepository,
} from './second-factor';
import { passkeyChallengesRepository, passkeysRepository } from './passkeys';
import { responsibleGamingRepository } from './responsible-gaming';
import { socialSignInRepository } from './social-sign-in';
import { groupCommitOf } from '../db/group-commit';

export interface TenantRepositories {
  merchantCode: string;
  accounts: ReturnType<typeof accountsRepository>;
  sessions: ReturnType<typeof sessionsRepository>;
  captchas: ReturnType<typeof captchasRepository>;
  codes: ReturnType<typeof verificationCodesRepository>;
  loginFailures: ReturnType<typeof loginFailuresRepository>;
  loginLinks: ReturnType<typeof loginLinksRepository>;
  wallets: ReturnType<typeof walletsRepository>;
  outbox: ReturnType<typeof outboxRepository>;
  content: ReturnType<typeof contentRepository>;
  /** Every bet of every game (repositories/betting-records.ts: the only door to its table). */
  bettingRecords: ReturnType<typeof bettingRecordsRepository>;
  fairnessSeeds: ReturnType<typeof fairnessSeedsRepository>;
  gameSessions: ReturnType<typeof gameSessionsRepository>;
  games: ReturnType<typeof gamesRepository>;
  vendors: ReturnType<typeof vendorsRepository>;
  classifications: ReturnType<typeof classificationsRepository>;
  pvpRooms: ReturnType<typeof pvpRoomsRepository>;
  catalogueVersion: ReturnType<typeof catalogueVersionRepository>;
  favourites: ReturnType<typeof favouritesRepository>;
  recentGames: ReturnType<typeof recentGamesRepository>;
  launchTickets: ReturnType<typeof launchTicketsRepository>;
  openGames: ReturnType<typeof openGamesRepository>;
  lotteryGames: ReturnType<typeof lotteryGamesRepository>;
  lotteryIssues: ReturnType<typeof lotteryIssuesRepository>;
  deposits: ReturnType<typeof depositsRepository>;
  payees: ReturnType<typeof payeesRepository>;
  withdrawals: ReturnType<typeof withdrawalsRepository>;
  withdrawalDays: ReturnType<typeof withdrawalDaysRepository>;
  withdrawalProofs: ReturnType<typeof withdrawalProofsRepository>;
  transfers: ReturnType<typeof transfersRepository>;
  /** The member centre's ledger reads. */
  memberRecords: ReturnType<typeof memberRecordsRepository>;
  rewards: ReturnType<typeof rewardsRepository>;
  platformMessages: ReturnType<typeof platformMessagesRepository>;
  referrals: ReturnType<typeof referralsRepository>;
  /** The operator's staff and their sessions. */
  staff: ReturnType<typeof staffRepository>;
  /** The append-only audit trail of operator decisions. */
  auditLog: ReturnType<typeof auditLogRepository>;
  approvals: ReturnType<typeof approvalsRepository>;
  /** The points ledger (repositories/points.ts: the only door to a points balance). */
  points: ReturnType<typeof pointsRepository>;
  /** The points mall's stock, redeems and conversions. */
  pointsMall: ReturnType<typeof pointsMallRepository>;
  /** Promotions, members' activities and their application images. */
  promotions: ReturnType<typeof promotionsRepository>;
  /** The brand's missions, their closed periods and the members paid (repositories/missions.ts). */
  missions: ReturnType<typeof missionsRepository>;
  /** The agent tree (closure table), the agents' contracts and their settled periods. */
  agentTree: ReturnType<typeof agentTreeRepository>;
  agentContracts: ReturnType<typeof agentContractsRepository>;
  agentSettlements: ReturnType<typeof agentSettlementsRepository>;
  /** The agent reports' reads of the team's members, ledger and settled periods. */
  agentReports: ReturnType<typeof agentReportsRepository>;
  /** Live chat: conversations, messages and canned replies (repositories/support.ts). */
  support: ReturnType<typeof supportRepository>;
  /** The second factor (migration 0025): authenticators, recovery codes, login tickets, known devices. */
  authenticators: ReturnType<typeof authenticatorsRepository>;
  recoveryCodes: ReturnType<typeof recoveryCodesRepository>;
  loginTickets: ReturnType<typeof loginTicketsRepository>;
  knownDevices: ReturnType<typeof knownDevicesRepository>;
  /** The member's responsible-gaming limits, settings and self-exclusions (repositories/responsible-gaming.ts). */
  responsibleGaming: ReturnType<typeof responsibleGamingRepository>;
  /** Social sign-in (migration 0026): started sign-ins' states, linked identities, link tickets. */
  socialSignIn: ReturnType<typeof socialSignInRepository>;
  /** Passkeys (migration 0027): the members' WebAuthn credentials and their single-use challenges. */
  passkeys: ReturnType<typeof passkeysRepository>;
  passkeyChallenges: ReturnType<typeof passkeyChallengesRepository>;
  /** The balance call's wallets and acted promotions in one read (repositories/member-balance.ts). */
  memberBalance: ReturnType<typeof memberBalanceRepository>;
  transaction<T>(work: (repos: TenantRepositories) => Promise<T>): Promise<T>;
  /**
   * A transaction shared with the works that arrive while the previous one runs (db/group-commit.ts:
   * each in its own savepoint, one commit for the group, answered after it). The slot spin's.
   */
  groupedTransaction<T>(work: (repos: TenantRepositories) => Promise<T>): Promise<T>;
}

/**
 * The repositories are closures over (executor, merchant) and hold no state of their own, so the
 * database's are built once per tenant and kept (building the fifty of them on every request was a
 * measurable share of a cached read); a transaction's are built for it.
 */
const keptRepositories = new WeakMap<Executor, Map<string, TenantRepositories>>();
const KEPT_TENANTS = 1_000;

export function tenantRepositories(db: Executor, merchantCode: string): TenantRepositories {
  if (db.isTransaction) return buildTenantRepositories(db, merchantCode);
  let byMerchant = keptRepositories.get(db);
  if (!byMerchant) keptRepositories.set(db, (byMerchant = new Map()));
  let repos = byMerchant.get(merchantCode);
  if (!repos) {
    if (byMerchant.size >= KEPT_TENANTS) byMerchant.clear();
    repos = buildTenantRepositories(db, merchantCode);
    byMerchant.set(merchantCode, repos);
  }
  return repos;
}

function buildTenantRepositories(db: Executor, merchantCode: string): TenantRepositories {
  const repos: TenantRepositories = {
    merchantCode,
    accounts: accountsRepository(db, merchantCode),
    sessions: sessionsRepository(db, merchantCode),
    captchas: captchasRepository(db, merchantCode),
    codes: verificationCodesRepository(db, merchantCode),
    loginFailures: loginFailuresRepository(db, merchantCode),
    loginLinks: loginLinksRepository(db, merchantCode),
    wallets: walletsRepository(db, merchantCode),
    outbox: outboxRepository(db, merchantCode),
    content: contentRepository(db, merchantCode),
    bettingRecords: bettingRecordsRepository(db, merchantCode),
    fairnessSeeds: fairnessSeedsRepository(db, merchantCode),
    gameSessions: gameSessionsRepository(db, merchantCode),
    games: gamesRepository(db, merchantCode),
    vendors: vendorsRepository(db, merchantCode),
    classifications: classificationsRepository(db, merchantCode),
    pvpRooms: pvpRoomsRepository(db, merchantCode),
    catalogueVersion: catalogueVersionRepository(db, merchantCode),
    favourites: favouritesRepository(db, merchantCode),
    recentGames: recentGamesRepository(db, merchantCode),
    launchTickets: launchTicketsRepository(db, merchantCode),
    openGames: openGamesRepository(db, merchantCode),
    lotteryGames: lotteryGamesRepository(db, merchantCode),
    lotteryIssues: lotteryIssuesRepository(db, merchantCode),
    deposits: depositsRepository(db, merchantCode),
    payees: payeesRepository(db, merchantCode),
    withdrawals: withdrawalsRepository(db, merchantCode),
    withdrawalDays: withdrawalDaysRepository(db, merchantCode),
    withdrawalProofs: withdrawalProofsRepository(db, merchantCode),
    transfers: transfersRepository(db, merchantCode),
    memberRecords: memberRecordsRepository(db, merchantCode),
    rewards: rewardsRepository(db, merchantCode),
    platformMessages: platformMessagesRepository(db, merchantCode),
    referrals: referralsRepository(db, merchantCode),
    staff: staffRepository(db, merchantCode),
    auditLog: auditLogRepository(db, merchantCode),
    approvals: approvalsRepository(db, merchantCode),
    points: pointsRepository(db, merchantCode),
    pointsMall: pointsMallRepository(db, merchantCode),
    promotions: promotionsRepository(db, merchantCode),
    missions: missionsRepository(db, merchantCode),
    agentTree: agentTreeRepository(db, merchantCode),
    agentContracts: agentContractsRepository(db, merchantCode),
    agentSettlements: agentSettlementsRepository(db, merchantCode),
    agentReports: agentReportsRepository(db, merchantCode),
    support: supportRepository(db, merchantCode),
    authenticators: authenticatorsRepository(db, merchantCode),
    recoveryCodes: recoveryCodesRepository(db, merchantCode),
    loginTickets: loginTicketsRepository(db, merchantCode),
    knownDevices: knownDevicesRepository(db, merchantCode),
    responsibleGaming: responsibleGamingRepository(db, merchantCode),
    socialSignIn: socialSignInRepository(db, merchantCode),
    passkeys: passkeysRepository(db, merchantCode),
    passkeyChallenges: passkeyChallengesRepository(db, merchantCode),
    memberBalance: memberBalanceRepository(db, merchantCode),
    // A deadlock or serialisation failure reruns the whole transaction once (executor.ts).
    transaction: (work) =>
      db.isTransaction ? work(repos) : runTransaction(db, (trx) => work(tenantRepositories(trx, merchantCode))),
    groupedTransaction: (work) =>
      db.isTransaction ? work(repos) : groupCommitOf(db).run((trx) => work(tenantRepositories(trx, merchantCode))),
  };
  return repos;
}

export { listOutbox } from './outbox';
export { tenantsRepository } from './tenants';
export { jobLeasesRepository } from './job-leases';
export { depositOrderMerchant } from './deposits';
export { liveStaffSession, rolesOf } from './staff';
export { sessionMerchantOf } from './sessions';
export type { RevokeReason } from './sessions';
