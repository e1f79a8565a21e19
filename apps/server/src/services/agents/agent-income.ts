// My income (agent report; issue 23): what the agent was paid per day of the brand's zone and per
// contract kind — its `agent_salary` / `agent_dividend` ledger rows, read through the settlement
// records written with them (the record names the contract kind: daily, hourly, real-time salary
// or dividend). Every day of the period, zeros included.
import { CONTRACT_KINDS, type AgentIncomeValue, type ContractKind, type EndpointPayload } from '@portal/contracts';
import type { AccountRow } from '../../db/schema';
import { toMajor } from '../../lib/money';
import type { TenantRepositories } from '../../repositories/index';
import { recordRange } from '../member-centre/record-pages';
import type { Tenant } from '../platform/tenant-service';
import { assertAgent } from './agent-access';
import { dayLabel, daysOf, zoneShiftMs } from './agent-report-scope';

type ByKind = Record<ContractKind, number>;
const none = (): ByKind => ({ dividend: 0, daily: 0, hourly: 0, realtime: 0 });
const major = (k: ByKind) => ({
  dividend: toMajor(k.dividend),
  daily: toMajor(k.daily),
  hourly: toMajor(k.hourly),
  realtime: toMajor(k.realtime),
  total: toMajor(k.dividend + k.daily + k.hourly + k.realtime),
});

export class AgentIncomeService {
  async report(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getAgentIncome'>,
  ): Promise<AgentIncomeValue> {
    assertAgent(account);
    const range = recordRange(payload);
    const shiftMs = zoneShiftMs(tenant);
    const paid = await repos.agentReports.paidByDay(account.id, range, shiftMs);
    const byDay = new Map<number, ByKind>();
    for (const p of paid) {
      if (!(CONTRACT_KINDS as readonly string[]).includes(p.kind)) continue;
      const day = byDay.get(p.day) ?? byDay.set(p.day, none()).get(p.day)!;
      day[p.kind as ContractKind] += p.amountMinor;
    }
    const total = none();
    const days = daysOf(range, shiftMs).map((day) => {
      const kinds = byDay.get(day) ?? none();
      for (const kind of CONTRACT_KINDS) total[kind] += kinds[kind];
      return { day: dayLabel(day), ...major(kinds) };
    });
    return { startTime: range.startTime, endTime: range.endTime, days, total: major(total) };
  }
}
