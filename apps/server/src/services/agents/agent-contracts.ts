// Dividend and salary contracts between an agent and its direct downlines (spec lobby §3 contract
// fields, §4 contract offers, §7 the four contract calls). Rules (services/agents/README.md):
// - offers go only to a direct downline that is an agent (`agent_target_outside_team` otherwise);
// - a rate is 0–100 % with at most two decimals (`contract_rate_invalid`) and never above the
//   offerer's own active rate of that kind — a top-level agent (no upline) is bounded by 100 %
//   (`contract_rate_above_upline`); checked at the offer and again at the acceptance;
// - accepting a contract whose rate is below active contracts in the accepting agent's team answers
//   `contract_downline_conflict` naming them, changing nothing; with `confirm: true` they are ended
//   (`upline_rate`) in the transaction that activates the new contract (the previous one `replaced`);
// - reject an offer (its receiver); terminate an active contract (either side) or withdraw an offer
//   (its upline). A state change moves a row only from the state it expects, so two answers to one
//   offer change it once.
import {
  CONTRACT_KIND_MODULES,
  MAX_CONTRACT_RATE,
  isAgentType,
  type AgentContract,
  type ConsolidatedValue,
  type ContractActionValue,
  type ContractKind,
  type ContractPeriod,
  type ContractsValue,
  type EndpointPayload,
} from '@portal/contracts';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toMajor, toMinor } from '../../lib/money';
import type { ContractWithNames } from '../../repositories/agents';
import type { TenantRepositories } from '../../repositories/index';
import { isModuleOn, type Tenant } from '../platform/tenant-service';
import { assertAgent } from './agent-access';

/** Basis points per percent: rates are kept as integers. */
export const BP_PER_PERCENT = 100;
const MAX_RATE_BP = MAX_CONTRACT_RATE * BP_PER_PERCENT;
/** How many of the member's own contracts the GET answers. */
const HISTORY_LIMIT = 50;

type ActionPayload = EndpointPayload<'processDividendContract'>;

/** A rate in percent as basis points, or `contract_rate_invalid` (outside 0–100, more than two decimals). */
export function rateToBp(rate: number): number {
  const bp = Math.round(rate * BP_PER_PERCENT);
  if (!Number.isFinite(rate) || Math.abs(rate * BP_PER_PERCENT - bp) > 1e-6 || bp < 0 || bp > MAX_RATE_BP)
    throw new AppError('contract_rate_invalid', { min: 0, max: MAX_CONTRACT_RATE });
  return bp;
}

const minorOrNull = (amount: string | undefined) => (amount === undefined ? null : toMinor(amount));
const majorOrNull = (minor: number | null) => (minor === null ? null : toMajor(minor));

export function contractView(row: ContractWithNames): AgentContract {
  return {
    contractId: row.id,
    kind: row.kind as ContractKind,
    status: row.status as AgentContract['status'],
    uplineUsername: row.upline_username,
    username: row.account_username,
    rate: row.rate_bp / BP_PER_PERCENT,
    period: row.period as ContractPeriod,
    minValidBet: majorOrNull(row.min_valid_bet_minor),
    minProfitLoss: majorOrNull(row.min_profit_loss_minor),
    minActiveMembers: row.min_active_members,
    dailyBetAmount: majorOrNull(row.daily_bet_minor),
    hourlyBetAmount: majorOrNull(row.hourly_bet_minor),
    offeredAt: row.offered_at,
    decidedAt: row.decided_at,
    endedAt: row.ended_at,
  };
}

export class AgentContractService {
  constructor(private readonly clock: Clock) {}

  /** The consolidated contract info (spec §3): the entries the tenant enables and the member's state in each. */
  async consolidated(tenant: Tenant, repos: TenantRepositories, account: AccountRow): Promise<ConsolidatedValue> {
    assertAgent(account);
    const on = (kind: ContractKind) => isModuleOn(tenant, CONTRACT_KIND_MODULES[kind]);
    const state = async (kind: ContractKind) => {
      if (!on(kind)) return 'none' as const;
      if (await repos.agentContracts.ofState(account.id, kind, 'active')) return 'active' as const;
      if (await repos.agentContracts.ofState(account.id, kind, 'offered')) return 'offered' as const;
      return 'none' as const;
    };
    const [daily, dividend, hourly, realtime] = await Promise.all(
      (['daily', 'dividend', 'hourly', 'realtime'] as const).map(state),
    );
    return {
      dailysalreqtype: daily!,
      divtypereq: dividend!,
      contracthoursalreqtype: hourly!,
      realtimesalreqtype: realtime!,
      dailySalary: on('daily'),
      hourlySalary: on('hourly'),
      salary: on('daily') || on('hourly') || on('realtime'),
      realtimeSalary: on('realtime'),
      contractDividend: on('dividend'),
    };
  }

  /** The highest rate (bp) an agent may offer: its own active rate of the kind; 100 % at the top of the tree. */
  async ceilingBp(repos: TenantRepositories, account: AccountRow, kind: ContractKind): Promise<number> {
    if (account.upline_id === null) return MAX_RATE_BP;
    return (await repos.agentContracts.ofState(account.id, kind, 'active'))?.rate_bp ?? 0;
  }

  async contracts(repos: TenantRepositories, account: AccountRow, kind: ContractKind): Promise<ContractsValue> {
    assertAgent(account);
    const [current, offer, given, history, ceiling, settlements] = await Promise.all([
      repos.agentContracts.ofState(account.id, kind, 'active'),
      repos.agentContracts.ofState(account.id, kind, 'offered'),
      repos.agentContracts.given(account.id, kind),
      repos.agentContracts.history(account.id, kind, HISTORY_LIMIT),
      this.ceilingBp(repos, account, kind),
      repos.agentSettlements.ofAccount(account.id, kind, HISTORY_LIMIT),
    ]);
    return {
      kind,
      current: current ? contractView(current) : null,
      offer: offer ? contractView(offer) : null,
      ceilingRate: ceiling / BP_PER_PERCENT,
      given: given.map(contractView),
      history: history.map(contractView),
      settlements: settlements.map((row) => ({
        contractId: row.contract_id,
        periodStart: row.period_start,
        periodEnd: row.period_end,
        validBet: toMajor(row.valid_bet_minor),
        activeMembers: row.active_members,
        rate: row.rate_bp / BP_PER_PERCENT,
        amount: toMajor(row.amount_minor),
        settledAt: row.created_at,
      })),
    };
  }

  async act(
    repos: TenantRepositories,
    account: AccountRow,
    kind: ContractKind,
    payload: ActionPayload,
  ): Promise<ContractActionValue> {
    assertAgent(account);
    switch (payload.action) {
      case 'offer':
        return this.offer(repos, account, kind, payload);
      case 'accept':
        return this.accept(repos, account, kind, payload.contractId, payload.confirm);
      case 'reject':
        return this.reject(repos, account, kind, payload.contractId);
      case 'terminate':
        return this.terminate(repos, account, kind, payload.contractId);
    }
  }

  private async offer(
    repos: TenantRepositories,
    account: AccountRow,
    kind: ContractKind,
    payload: Extract<ActionPayload, { action: 'offer' }>,
  ): Promise<ContractActionValue> {
    const rateBp = rateToBp(payload.rate);
    const target = await repos.accounts.findByUsername(payload.username);
    const depth = target ? await repos.agentTree.depthBelow(account.id, target.id) : undefined;
    if (!target || depth !== 1 || !isAgentType(target.type)) throw new AppError('agent_target_outside_team');
    const ceiling = await this.ceilingBp(repos, account, kind);
    if (rateBp > ceiling) throw new AppError('contract_rate_above_upline', { ceilingRate: ceiling / BP_PER_PERCENT });
    const now = this.clock.now();
    const id = await repos.transaction(async (trx) => {
      // A new offer replaces one still waiting (this upline's: the member has one upline).
      const waiting = await trx.agentContracts.ofState(target.id, kind, 'offered');
      if (waiting) await trx.agentContracts.move([waiting.id], 'offered', 'ended', now, 'replaced');
      return trx.agentContracts.insert({
        kind,
        upline_id: account.id,
        account_id: target.id,
        rate_bp: rateBp,
        period: payload.period,
        min_valid_bet_minor: minorOrNull(payload.minValidBet),
        min_profit_loss_minor: minorOrNull(payload.minProfitLoss),
        min_active_members: payload.minActiveMembers ?? null,
        daily_bet_minor: minorOrNull(payload.dailyBetAmount),
        hourly_bet_minor: minorOrNull(payload.hourlyBetAmount),
        status: 'offered',
        end_reason: null,
        offered_at: now,
        decided_at: null,
        ended_at: null,
        updated_at: now,
      });
    });
    return { contract: contractView((await repos.agentContracts.byId(id))!), ended: [] };
  }

  /** A contract of this kind the member may act on, or `contract_not_found`. */
  private async contractFor(
    repos: TenantRepositories,
    account: AccountRow,
    kind: ContractKind,
    contractId: number,
  ): Promise<ContractWithNames> {
    const contract = await repos.agentContracts.byId(contractId);
    if (
      !contract ||
      contract.kind !== kind ||
      (contract.account_id !== account.id && contract.upline_id !== account.id)
    )
      throw new AppError('contract_not_found');
    return contract;
  }

  private async accept(
    repos: TenantRepositories,
    account: AccountRow,
    kind: ContractKind,
    contractId: number,
    confirm: boolean,
  ): Promise<ContractActionValue> {
    const contract = await this.contractFor(repos, account, kind, contractId);
    if (contract.account_id !== account.id || contract.status !== 'offered')
      throw new AppError('contract_state_invalid');
    const upline = await repos.accounts.findById(contract.upline_id);
    const ceiling = upline ? await this.ceilingBp(repos, upline, kind) : 0;
    if (contract.rate_bp > ceiling)
      throw new AppError('contract_rate_above_upline', { ceilingRate: ceiling / BP_PER_PERCENT });
    const now = this.clock.now();
    const ended = await repos.transaction(async (trx) => {
      // Read inside the transaction: what is ended is what is there when the contract is accepted.
      const conflicts = await trx.agentContracts.teamActiveAbove(account.id, kind, contract.rate_bp);
      if (conflicts.length > 0 && !confirm)
        throw new AppError('contract_downline_conflict', {
          downlines: conflicts.map((c) => ({
            username: c.account_username,
            rate: c.rate_bp / BP_PER_PERCENT,
            contractId: c.id,
          })),
        });
      await trx.agentContracts.move(
        conflicts.map((c) => c.id),
        'active',
        'ended',
        now,
        'upline_rate',
      );
      const previous = await trx.agentContracts.ofState(account.id, kind, 'active');
      if (previous) await trx.agentContracts.move([previous.id], 'active', 'ended', now, 'replaced');
      if ((await trx.agentContracts.move([contract.id], 'offered', 'active', now)) !== 1)
        throw new AppError('contract_state_invalid');
      return conflicts;
    });
    const accepted = (await repos.agentContracts.byId(contract.id))!;
    const endedNow = await Promise.all(ended.map(async (c) => (await repos.agentContracts.byId(c.id))!));
    return { contract: contractView(accepted), ended: endedNow.map(contractView) };
  }

  private async reject(
    repos: TenantRepositories,
    account: AccountRow,
    kind: ContractKind,
    contractId: number,
  ): Promise<ContractActionValue> {
    const contract = await this.contractFor(repos, account, kind, contractId);
    if (contract.account_id !== account.id) throw new AppError('contract_state_invalid');
    const moved = await repos.agentContracts.move([contract.id], 'offered', 'rejected', this.clock.now());
    if (moved !== 1) throw new AppError('contract_state_invalid');
    return { contract: contractView((await repos.agentContracts.byId(contract.id))!), ended: [] };
  }

  private async terminate(
    repos: TenantRepositories,
    account: AccountRow,
    kind: ContractKind,
    contractId: number,
  ): Promise<ContractActionValue> {
    const contract = await this.contractFor(repos, account, kind, contractId);
    const byUpline = contract.upline_id === account.id;
    const now = this.clock.now();
    // An offer is withdrawn by its upline (its receiver rejects it instead); an active contract is ended by either side.
    const moved =
      contract.status === 'offered' && byUpline
        ? await repos.agentContracts.move([contract.id], 'offered', 'terminated', now, 'by_upline')
        : contract.status === 'active'
          ? await repos.agentContracts.move(
              [contract.id],
              'active',
              'terminated',
              now,
              byUpline ? 'by_upline' : 'by_member',
            )
          : 0;
    if (moved !== 1) throw new AppError('contract_state_invalid');
    return { contract: contractView((await repos.agentContracts.byId(contract.id))!), ended: [] };
  }
}
