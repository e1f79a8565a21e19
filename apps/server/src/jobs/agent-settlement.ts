// The agents' salary settlement, one instance at a time (the `agent-settlement` lease): per tenant,
// every finished period of every active salary contract is settled and paid once
// (services/agents/agent-settlement.ts says how). Ticked every AGENT_SETTLEMENT_TICK_MS
// (`platform.agentSettlement`); real-time salary periods are 5 minutes, so the default tick of a
// minute pays each within a minute of its end.
import type { AgentSettlementService, SettlementReport } from '../services/agents/agent-settlement';
import { LeasedJob, type JobDeps } from './leased-job';

export const AGENT_SETTLEMENT_LEASE = 'agent-settlement';

export function agentSettlementJob(deps: JobDeps, settlement: AgentSettlementService): LeasedJob<SettlementReport> {
  return new LeasedJob(deps, {
    name: AGENT_SETTLEMENT_LEASE,
    report: () => ({ settled: 0, paid: 0, paidMinor: 0 }),
    forEachTenant: async ({ tenant, repos, now, keepLease }, report) => {
      const run = await settlement.run(tenant, repos, now, keepLease);
      report.settled += run.settled;
      report.paid += run.paid;
      report.paidMinor += run.paidMinor;
    },
  });
}
