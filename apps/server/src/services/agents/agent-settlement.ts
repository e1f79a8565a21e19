// Salary and dividend settlement (issue 23; spec §9 "real-time salary settles every 5 minutes"):
// for every active contract of a kind the tenant enables, each finished period since the contract's
// watermark is settled from the team's settled bets placed in it (read through the bet door) —
// real-time every 5 minutes, hourly per hour, daily per day, a dividend per its contract's period D
// W H M (agent-periods.ts; UTC periods).
//
// Paid exactly once: one transaction per period claims it by moving the contract's watermark
// `settled_until` from the period's start to its end (a conditional UPDATE: of two instances, or a
// run and its rerun after a restart, one moves it and the other finds nothing to do), writes the
// settlement record (unique per contract and period start: a second guard) and posts the payment on
// the ledger (`agent_salary`, a dividend `agent_dividend`; reference
// `settlement:<contractId>:<periodStart>`). Lock order: the
// contract's row (the order's own row), then the agent's wallet. A run of periods without a valid
// bet moves the watermark once, without a record. A period is paid when its terms are met (the
// daily / hourly bet amount, or for real-time the period valid bet, and the active members):
// rate × the team's valid bet, rounded down to the minor unit; a dividend pays rate × the team's
// loss (stakes less wins) when there is one, the period valid bet, the period profit and loss and
// the active members of its terms met. Otherwise the period is recorded with 0.
//
// A contract that ends (replaced by a newer one, terminated, ended by a lower upline rate) still
// settles the periods that finished before its end; the period it ended in goes unpaid by it (the
// contract that replaces it starts with that period).
//
// Not yet: bets placed in a period but settled after it was settled (a lottery draw after the
// window) are not counted.
import { CONTRACT_KIND_MODULES, WALLET_IDS, type ContractKind, type ContractPeriod } from '@portal/contracts';
import type { AgentContractRow } from '../../db/schema';
import type { TenantRepositories } from '../../repositories/index';
import { isModuleOn, type Tenant } from '../platform/tenant-service';
import { periodRuleOf } from './agent-periods';
import { teamBetFigures, type TeamBetFigures } from './agent-team';

/** The kinds settled here, in this order. */
const SETTLED_KINDS: readonly ContractKind[] = ['realtime', 'hourly', 'daily', 'dividend'];
/** At most this many periods of one contract per run (a long pause catches up over several runs). */
const MAX_PERIODS_PER_RUN = 288;
const BP_SCALE = 10_000;

export interface SettlementReport {
  /** Periods recorded (with bets), paid or not. */
  settled: number;
  /** Of those, periods paid. */
  paid: number;
  paidMinor: number;
}

/** What a period pays under the contract's terms (0 when a term is not met). */
export function amountOf(contract: AgentContractRow, kind: ContractKind, figures: TeamBetFigures): number {
  if (contract.min_active_members !== null && figures.activeMembers < contract.min_active_members) return 0;
  if (kind === 'dividend') {
    const lossMinor = figures.betMinor - figures.winMinor;
    if (lossMinor <= 0) return 0;
    if (contract.min_profit_loss_minor !== null && lossMinor < contract.min_profit_loss_minor) return 0;
    if (contract.min_valid_bet_minor !== null && figures.validBetMinor < contract.min_valid_bet_minor) return 0;
    return Math.floor((lossMinor * contract.rate_bp) / BP_SCALE);
  }
  const minimum =
    kind === 'daily'
      ? contract.daily_bet_minor
      : kind === 'hourly'
        ? contract.hourly_bet_minor
        : contract.min_valid_bet_minor;
  if (minimum !== null && figures.validBetMinor < minimum) return 0;
  return Math.floor((figures.validBetMinor * contract.rate_bp) / BP_SCALE);
}

export class AgentSettlementService {
  /** Settles every finished period of the tenant's salary contracts; `keepLease` between contracts. */
  async run(
    tenant: Tenant,
    repos: TenantRepositories,
    now: number,
    keepLease: () => Promise<void> = async () => undefined,
  ): Promise<SettlementReport> {
    const report: SettlementReport = { settled: 0, paid: 0, paidMinor: 0 };
    for (const kind of SETTLED_KINDS) {
      if (!isModuleOn(tenant, CONTRACT_KIND_MODULES[kind])) continue;
      for (const contract of await repos.agentContracts.settleableOfKind(kind)) {
        await this.settleContract(tenant, repos, contract, kind, now, report);
        await keepLease();
      }
    }
    return report;
  }

  private async settleContract(
    tenant: Tenant,
    repos: TenantRepositories,
    contract: AgentContractRow,
    kind: ContractKind,
    now: number,
    report: SettlementReport,
  ): Promise<void> {
    const rule = periodRuleOf(kind, contract.period as ContractPeriod, tenant.config.utcOffsetMinutes ?? 0);
    let watermark = contract.settled_until;
    // An ended contract settles the periods that finished before its end, then retires its
    // watermark at the end (the period it ended in belongs to no one whole: it is not paid).
    const endedAt = contract.status === 'active' ? null : contract.ended_at;
    const until = endedAt === null ? now : Math.min(now, endedAt);
    // The period the contract became active in is its first; the periods that have ended, at most MAX_PERIODS_PER_RUN.
    const start = watermark ?? rule.startOf(contract.decided_at ?? contract.offered_at);
    let lastEnd = start;
    for (let n = 0; n < MAX_PERIODS_PER_RUN && rule.endOf(lastEnd) <= until; n++) lastEnd = rule.endOf(lastEnd);
    const retire = async (from: number | null) => {
      if (endedAt !== null && endedAt <= now && lastEnd >= rule.startOf(endedAt))
        await repos.transaction((trx) => trx.agentContracts.claimPeriods(contract.id, from, endedAt, now));
    };
    if (start >= lastEnd) return retire(watermark);

    // No valid bet in the whole stretch: one move of the watermark.
    const stretch = await teamBetFigures(repos, contract.account_id, start, lastEnd - 1);
    if (stretch.betCount === 0) {
      const moved = await repos.transaction((trx) =>
        trx.agentContracts.claimPeriods(contract.id, watermark, lastEnd, now),
      );
      return moved ? retire(lastEnd) : undefined;
    }
    for (let periodStart = start; periodStart < lastEnd; periodStart = rule.endOf(periodStart)) {
      const periodEnd = rule.endOf(periodStart);
      const figures = await teamBetFigures(repos, contract.account_id, periodStart, periodEnd - 1);
      const amountMinor = figures.betCount === 0 ? 0 : amountOf(contract, kind, figures);
      const from = watermark;
      const claimed = await repos.transaction(async (trx) => {
        if (!(await trx.agentContracts.claimPeriods(contract.id, from, periodEnd, now))) return false;
        if (figures.betCount === 0) return true;
        await trx.agentSettlements.insert({
          contract_id: contract.id,
          account_id: contract.account_id,
          kind,
          period_start: periodStart,
          period_end: periodEnd,
          valid_bet_minor: figures.validBetMinor,
          profit_loss_minor: figures.winMinor - figures.betMinor,
          active_members: figures.activeMembers,
          rate_bp: contract.rate_bp,
          amount_minor: amountMinor,
          created_at: now,
        });
        if (amountMinor > 0) {
          await trx.wallets.open(contract.account_id, WALLET_IDS.MAIN, tenant.config.currency.code, now);
          await trx.wallets.post({
            accountId: contract.account_id,
            walletId: WALLET_IDS.MAIN,
            amountMinor,
            kind: kind === 'dividend' ? 'agent_dividend' : 'agent_salary',
            reference: `settlement:${contract.id}:${periodStart}`,
            now,
          });
        }
        return true;
      });
      // Another instance (or an earlier run) settled from here on: leave the rest to it.
      if (!claimed) return;
      watermark = periodEnd;
      if (figures.betCount > 0) {
        report.settled += 1;
        if (amountMinor > 0) {
          report.paid += 1;
          report.paidMinor += amountMinor;
        }
      }
    }
    await retire(watermark);
  }
}
