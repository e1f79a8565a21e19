// agent01's demo team (issue 23), so every page of the agent centre shows real figures: on the
// first start, per tenant, after the demo accounts (agent01 must exist; member01 is left as it is).
//
//   agent01 (type 1)
//   ├── member01 (the demo member, untouched)
//   ├── player01–player06        direct members (player06 idle)
//   ├── subagent01 (type 2, code SUBAGENT01)   daily salary and dividend from agent01, active
//   │                                           (and hourly and real-time salary where enabled)
//   │   ├── player11–player15    (player15 idle)
//   │   └── subagent11 (type 2, code SUBAGENT11)   daily salary from subagent01, active
//   │       └── player31–player34  (the third level below agent01)
//   └── subagent02 (type 2, code SUBAGENT02)   daily salary and dividend offered by agent01, waiting
//       └── player21–player24    (player23 idle)
//
// Every one logs in with the demo password. Members joined on different days over the last six
// weeks (a few in the last seven days); most play on some days of the last 30 — settled slot bets
// written through the bet door (`bettingRecords.insertMany`), with wins and losses — and their
// money moves only through the ledger (`wallets.post` with typed kinds): a deposit or a transfer
// from their sub-agent when they join, a stake (`bet`) and a win (`win`) per bet, a deposit when the
// balance runs short, now and then a withdrawal (`withdrawal_hold`). So a balance is always the sum
// of its ledger rows. The sub-agents do not play (an agent's own bets are not its team's figures).
// Nothing touches agent01's own wallet (its 5,000.00 stay as the demo accounts' table says).
//
// Deterministic: the bets come from a PRNG with a fixed seed per tenant (no Math.random), placed
// relative to the seed's clock. Idempotent like the demo accounts: an account that exists is left
// alone (with its money and bets); a contract is written only when its member has none of that kind.
//
// The contracts go through the contract service (offer, then accept), its clock set back to the day
// of the offer, within the kinds the tenant enables (DAILYSALCONT3, SIGNCONDIV3; HOURSAL3 and
// RTSALARY3 where on — aurora — for an hourly and a real-time salary of subagent01). Their settlement
// records are the settlement job's work: buildApp ticks `platform.agentSettlement` once after a seed
// that wrote them, which settles the finished periods since their (backdated) acceptance.
import { CONTRACT_KIND_MODULES, WALLET_IDS, type ContractKind, type EndpointPayload } from '@portal/contracts';
import { isUniqueViolation } from '../../db/connect';
import type { NewAccount } from '../../db/schema';
import { DAY, HOUR, MINUTE } from '../../lib/clock';
import type { NewBettingRecord } from '../../repositories/betting-records';
import type { TenantRepositories } from '../../repositories/index';
import type { LedgerPost } from '../../repositories/wallets';
import { AgentContractService } from '../agents/agent-contracts';
import { DEMO_SLOT_VENDORS, demoSlotName, seededRandom } from '../games/demo-catalogue';

/** The PRNG seed of the team's bets (mixed with the merchant code, so the brands differ a little). */
export const DEMO_TEAM_RANDOM_SEED = 0x23a9e17;

interface TeamAccount {
  username: string;
  /** 0 member, 2 sub-agent. */
  type: 0 | 2;
  upline: string;
  affiliateCode?: string;
  /** When the account was registered, in days before the seed. */
  joinedDaysAgo: number;
  /** The chance of playing on a day (0: idle). */
  playChance: number;
  /** A typical stake, minor units. */
  stakeMinor: number;
  /** The money it starts with: a deposit, or a transfer from its upline (a sub-agent). */
  funding: { kind: 'deposit' | 'transfer'; amountMinor: number };
}

const member = (
  username: string,
  upline: string,
  joinedDaysAgo: number,
  playChance: number,
  stakeMinor: number,
  funding: TeamAccount['funding'] = { kind: 'deposit', amountMinor: 1_000_00 },
): TeamAccount => ({ username, type: 0, upline, joinedDaysAgo, playChance, stakeMinor, funding });

const subAgent = (username: string, upline: string, joinedDaysAgo: number, affiliateCode: string): TeamAccount => ({
  username,
  type: 2,
  upline,
  affiliateCode,
  joinedDaysAgo,
  playChance: 0,
  stakeMinor: 0,
  funding: { kind: 'deposit', amountMinor: 5_000_00 },
});

/**
 * The team, uplines before their downlines; a sub-agent's members funded by transfer in the order
 * they joined (its ledger then reads in time order).
 */
export const DEMO_TEAM: readonly TeamAccount[] = [
  subAgent('subagent01', 'agent01', 45, 'SUBAGENT01'),
  subAgent('subagent02', 'agent01', 42, 'SUBAGENT02'),
  member('player01', 'agent01', 40, 0.6, 10_00),
  member('player02', 'agent01', 35, 0.45, 20_00, { kind: 'deposit', amountMinor: 2_000_00 }),
  member('player03', 'agent01', 31, 0.35, 5_00),
  member('player04', 'agent01', 20, 0.5, 2_00, { kind: 'deposit', amountMinor: 300_00 }),
  member('player05', 'agent01', 5, 0.8, 10_00),
  member('player06', 'agent01', 12, 0, 0, { kind: 'deposit', amountMinor: 100_00 }),
  member('player11', 'subagent01', 38, 0.55, 10_00, { kind: 'transfer', amountMinor: 500_00 }),
  subAgent('subagent11', 'subagent01', 33, 'SUBAGENT11'),
  member('player12', 'subagent01', 30, 0.4, 50_00, { kind: 'deposit', amountMinor: 5_000_00 }),
  member('player13', 'subagent01', 25, 0.5, 5_00, { kind: 'transfer', amountMinor: 300_00 }),
  member('player14', 'subagent01', 14, 0.65, 20_00),
  member('player15', 'subagent01', 3, 0, 0, { kind: 'transfer', amountMinor: 200_00 }),
  member('player31', 'subagent11', 30, 0.5, 10_00, { kind: 'transfer', amountMinor: 800_00 }),
  member('player32', 'subagent11', 22, 0.4, 5_00, { kind: 'transfer', amountMinor: 400_00 }),
  member('player33', 'subagent11', 9, 0.7, 2_00),
  member('player34', 'subagent11', 2, 1, 20_00),
  member('player21', 'subagent02', 36, 0.5, 10_00, { kind: 'transfer', amountMinor: 600_00 }),
  member('player22', 'subagent02', 28, 0.35, 20_00),
  member('player23', 'subagent02', 10, 0, 0, { kind: 'transfer', amountMinor: 150_00 }),
  member('player24', 'subagent02', 6, 0.75, 5_00),
];

/** The contracts of the demo: `decidedDaysAgo` null is an offer still waiting (fractions of a day are hours). */
interface DemoContract {
  kind: ContractKind;
  from: string;
  to: string;
  offeredDaysAgo: number;
  decidedDaysAgo: number | null;
  terms: Omit<Extract<EndpointPayload<'processDividendContract'>, { action: 'offer' }>, 'action' | 'username'>;
}

export const DEMO_CONTRACTS: readonly DemoContract[] = [
  {
    kind: 'daily',
    from: 'agent01',
    to: 'subagent01',
    offeredDaysAgo: 30,
    decidedDaysAgo: 29,
    terms: { rate: 1.5, period: 'D', dailyBetAmount: '50', minActiveMembers: 2 },
  },
  {
    kind: 'dividend',
    from: 'agent01',
    to: 'subagent01',
    offeredDaysAgo: 30,
    decidedDaysAgo: 29,
    terms: { rate: 20, period: 'W', minActiveMembers: 2 },
  },
  // Where the tenant enables them (aurora): hourly and real-time salary, accepted lately (a day, two
  // hours), so their pages show settled periods without the first start settling hundreds.
  {
    kind: 'hourly',
    from: 'agent01',
    to: 'subagent01',
    offeredDaysAgo: 1.5,
    decidedDaysAgo: 1,
    terms: { rate: 0.5, period: 'D', hourlyBetAmount: '10', minActiveMembers: 1 },
  },
  {
    kind: 'realtime',
    from: 'agent01',
    to: 'subagent01',
    offeredDaysAgo: 1.5,
    decidedDaysAgo: 2 / 24,
    terms: { rate: 0.3, period: 'D', minValidBet: '5', minActiveMembers: 1 },
  },
  {
    kind: 'daily',
    from: 'subagent01',
    to: 'subagent11',
    offeredDaysAgo: 21,
    decidedDaysAgo: 20,
    terms: { rate: 1, period: 'D', dailyBetAmount: '20', minActiveMembers: 1 },
  },
  {
    kind: 'daily',
    from: 'agent01',
    to: 'subagent02',
    offeredDaysAgo: 1,
    decidedDaysAgo: null,
    terms: { rate: 1.2, period: 'D', dailyBetAmount: '50', minActiveMembers: 2 },
  },
  {
    kind: 'dividend',
    from: 'agent01',
    to: 'subagent02',
    offeredDaysAgo: 1,
    decidedDaysAgo: null,
    terms: { rate: 15, period: 'W', minActiveMembers: 2 },
  },
];

/** An account's fields that come from the tenant (language, dialing code, e-mail domain, …). */
export type AccountDefaults = Pick<
  NewAccount,
  | 'username_key'
  | 'nickname'
  | 'status'
  | 'must_change_password'
  | 'mobile_dialing_code'
  | 'mobile_number'
  | 'email'
  | 'profile_json'
  | 'language'
  | 'vip_level'
>;

/** What the team seed needs of the tenant and of the demo accounts' seed. */
export interface TeamSeedContext {
  merchantCode: string;
  currency: string;
  modules: Record<string, boolean | undefined>;
  /** The accounts' fields every demo account shares (language, mobile dialing code, …). */
  accountDefaults: (username: string) => AccountDefaults;
  passwordHash: string;
  now: number;
}

/** The slot games the team plays: the demo catalogue's first ones (the same node ids and names). */
const GAMES = Array.from({ length: 24 }, (_, index) => {
  const vendor = DEMO_SLOT_VENDORS[index % DEMO_SLOT_VENDORS.length]!;
  const number = Math.floor(index / DEMO_SLOT_VENDORS.length) + 1;
  return {
    nodeId: `${vendor.vassalage}-${String(number).padStart(5, '0')}`,
    vendor: vendor.vassalage,
    name: demoSlotName(index),
  };
});

/** A small deterministic hash of the merchant code, to vary the PRNG per brand. */
function codeHash(code: string): number {
  let hash = 0;
  for (const char of code) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** A bet before its account exists. */
type PlannedBet = Omit<NewBettingRecord, 'accountId'>;

/** One event of a member's money in time order. */
type MoneyEvent = { at: number; kind: 'bet'; bet: PlannedBet } | { at: number; kind: 'withdraw'; share: number };

/** A member's bets and withdrawals over the last 30 days (PRNG), oldest first. */
function playOf(random: () => number, account: TeamAccount, joinedAt: number, context: TeamSeedContext): MoneyEvent[] {
  const events: MoneyEvent[] = [];
  if (account.playChance <= 0) return events;
  let round = 0;
  const firstDay = Math.min(29, account.joinedDaysAgo - 1);
  for (let daysAgo = firstDay; daysAgo >= 0; daysAgo--) {
    if (random() >= account.playChance) continue;
    // A session some hours before this time of that day (never after the seed's clock).
    const start = context.now - daysAgo * DAY - Math.floor(random() * 10 * HOUR) - 30 * MINUTE;
    if (start <= joinedAt) continue;
    const game = GAMES[Math.floor(random() * GAMES.length)]!;
    const rounds = 1 + Math.floor(random() * 5);
    for (let n = 0; n < rounds; n++) {
      const placedAt = start + n * 2 * MINUTE;
      const betMinor = account.stakeMinor * (1 + Math.floor(random() * 3));
      const luck = random();
      // About 94 % back to the players: half the rounds lose, a third win a little, some win big.
      const winMinor =
        luck < 0.52
          ? 0
          : luck < 0.85
            ? Math.round(betMinor * (0.5 + random() * 1.5))
            : betMinor * (2 + Math.floor(random() * 4));
      round += 1;
      events.push({
        at: placedAt,
        kind: 'bet',
        bet: {
          walletId: WALLET_IDS.MAIN,
          roundId: `demo-${account.username}-${round}`,
          source: 'vendor',
          nodeId: game.nodeId,
          vendor: game.vendor,
          gameType: 'RNG',
          gameName: game.name,
          betMinor,
          winMinor,
          validBetMinor: betMinor,
          currency: context.currency,
          status: 'settled',
          placedAt,
          settledAt: placedAt,
          requestHash: 'demo-seed',
          detail: { demo: true },
        },
      });
    }
    // Now and then, after a session, part of the balance is taken out.
    if (random() < 0.12) events.push({ at: start + rounds * 2 * MINUTE + MINUTE, kind: 'withdraw', share: 0.5 });
  }
  return events;
}

/**
 * Writes one team account (account, tree rows, wallet, its money and bets) in one transaction.
 * Answers false when it exists already.
 */
async function seedTeamAccount(
  repos: TenantRepositories,
  account: TeamAccount,
  random: () => number,
  context: TeamSeedContext,
  transferNo: string,
): Promise<boolean> {
  // Drawn before anything is written, for every account, seeded or not: a partly seeded team (or a
  // transaction run again after a deadlock) gets the same bets.
  const joinedAt = context.now - account.joinedDaysAgo * DAY - Math.floor(random() * 6 * HOUR);
  const events = playOf(random, account, joinedAt, context);
  if (await repos.accounts.findByUsername(account.username)) return false;
  // Like the demo accounts: another instance seeding the same database at the same moment may win the race.
  const written = await repos
    .transaction(async (trx) => {
      const upline = await trx.accounts.findByUsername(account.upline);
      if (!upline) throw new Error(`demo team: the upline ${account.upline} of ${account.username} is missing`);
      const id = await trx.accounts.insert({
        ...context.accountDefaults(account.username),
        username: account.username,
        type: account.type,
        affiliate_code: account.affiliateCode ?? null,
        upline_id: upline.id,
        password_hash: context.passwordHash,
        password_changed_at: joinedAt,
        created_at: joinedAt,
      });
      await trx.wallets.open(id, WALLET_IDS.MAIN, context.currency, joinedAt);
      const post = (amountMinor: number, kind: LedgerPost['kind'], reference: string, now: number) =>
        trx.wallets.post({ accountId: id, walletId: WALLET_IDS.MAIN, amountMinor, kind, reference, now });
      let deposits = 0;
      const deposit = (amountMinor: number, now: number) =>
        post(amountMinor, 'deposit', `demo:${account.username}:deposit:${++deposits}`, now);

      let balance: number;
      if (account.funding.kind === 'transfer') {
        // From its sub-agent, as the member centre's transfer to a downline writes it.
        await trx.transfers.insert({
          transferNo,
          kind: 'downline',
          accountId: upline.id,
          counterpartyId: id,
          fromWallet: WALLET_IDS.MAIN,
          toWallet: WALLET_IDS.MAIN,
          amountMinor: account.funding.amountMinor,
          requestId: `demo-${transferNo}`,
          requestHash: 'demo-seed',
          now: joinedAt,
        });
        const legs = [
          { accountId: upline.id, amountMinor: -account.funding.amountMinor, kind: 'transfer_out' as const },
          { accountId: id, amountMinor: account.funding.amountMinor, kind: 'transfer_in' as const },
        ];
        const after = await trx.wallets.postMany(
          legs.map((leg) => ({ ...leg, walletId: WALLET_IDS.MAIN, reference: transferNo, now: joinedAt })),
        );
        balance = after[1]!;
      } else {
        balance = await deposit(account.funding.amountMinor, joinedAt);
      }

      const bets: NewBettingRecord[] = [];
      let withdrawals = 0;
      for (const event of events) {
        if (event.kind === 'withdraw') {
          const amountMinor = Math.floor((balance * event.share) / 100_00) * 100_00;
          if (amountMinor > 0)
            balance = await post(
              -amountMinor,
              'withdrawal_hold',
              `demo:${account.username}:withdrawal:${++withdrawals}`,
              event.at,
            );
          continue;
        }
        const bet = { ...event.bet, accountId: id };
        // Short of the stake: a deposit first (the funding amount again).
        if (balance < bet.betMinor) await deposit(account.funding.amountMinor, event.at - MINUTE);
        bets.push(bet);
        balance = await post(-bet.betMinor, 'bet', bet.roundId, event.at);
        if (bet.winMinor! > 0) balance = await post(bet.winMinor!, 'win', bet.roundId, event.at);
      }
      for (let at = 0; at < bets.length; at += 200) await trx.bettingRecords.insertMany(bets.slice(at, at + 200));
      return true;
    })
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      return false;
    });
  return written;
}

/**
 * The demo contracts through the contract service (offer, then accept), its clock at the day of
 * each step. A member that has a contract of the kind already (any state) gets none. Answers how
 * many were written.
 */
async function seedTeamContracts(repos: TenantRepositories, context: TeamSeedContext): Promise<number> {
  let written = 0;
  for (const demo of DEMO_CONTRACTS) {
    if (context.modules[CONTRACT_KIND_MODULES[demo.kind]] !== true) continue;
    const [from, to] = await Promise.all([
      repos.accounts.findByUsername(demo.from),
      repos.accounts.findByUsername(demo.to),
    ]);
    if (!from || !to) continue;
    if ((await repos.agentContracts.history(to.id, demo.kind, 1)).length > 0) continue;
    const at = (daysAgo: number) => ({ now: () => context.now - Math.round(daysAgo * DAY) });
    try {
      const offered = await new AgentContractService(at(demo.offeredDaysAgo)).act(repos, from, demo.kind, {
        action: 'offer',
        username: demo.to,
        ...demo.terms,
      });
      if (demo.decidedDaysAgo !== null)
        await new AgentContractService(at(demo.decidedDaysAgo)).act(repos, to, demo.kind, {
          action: 'accept',
          contractId: offered.contract.contractId,
          confirm: false,
        });
      written += 1;
    } catch (error) {
      // Another instance wrote it at the same moment (one offer and one active contract per member and kind).
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return written;
}

export interface TeamSeedResult {
  accounts: number;
  contracts: number;
}

/** agent01's demo team in one tenant (see the header). Nothing when agent01 is missing. */
export async function seedAgentTeam(repos: TenantRepositories, context: TeamSeedContext): Promise<TeamSeedResult> {
  if (!(await repos.accounts.findByUsername('agent01'))) return { accounts: 0, contracts: 0 };
  const random = seededRandom(DEMO_TEAM_RANDOM_SEED ^ codeHash(context.merchantCode));
  const day = new Date(context.now).toISOString().slice(0, 10).replaceAll('-', '');
  let accounts = 0;
  for (const [index, account] of DEMO_TEAM.entries()) {
    // Deterministic, and unique across tenants (a transfer number is unique platform-wide).
    const transferNo = `T${day}DEMO${context.merchantCode}${String(index + 1).padStart(3, '0')}`;
    if (await seedTeamAccount(repos, account, random, context, transferNo)) accounts += 1;
  }
  const contracts = await seedTeamContracts(repos, context);
  return { accounts, contracts };
}
