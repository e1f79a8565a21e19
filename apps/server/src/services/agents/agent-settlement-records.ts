// Dividend and salary records (agent report; issue 23): the settled periods of one contract kind
// whose period starts in the range, paged newest first — the agent's own (`mine`) or those of the
// contracts it gave its direct downlines (`given`) — and the amount paid over all of them.
import type { AgentSettlementsValue, ContractKind, EndpointPayload } from '@portal/contracts';
import type { AccountRow } from '../../db/schema';
import { toMajor } from '../../lib/money';
import type { TenantRepositories } from '../../repositories/index';
import { pageFields, pageWindow, recordRange } from '../member-centre/record-pages';
import { assertAgent } from './agent-access';
import { BP_PER_PERCENT } from './agent-contracts';

export class AgentSettlementRecordsService {
  async report(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getAgentSettlements'>,
  ): Promise<AgentSettlementsValue> {
    assertAgent(account);
    const range = recordRange(payload);
    const { rows, total, totalAmountMinor } = await repos.agentReports.settlementsPage(
      account.id,
      payload.scope,
      payload.kind,
      range,
      pageWindow(payload),
    );
    return {
      list: rows.map((r) => ({
        contractId: r.contractId,
        kind: r.kind as ContractKind,
        username: r.username,
        periodStart: r.periodStart,
        periodEnd: r.periodEnd,
        validBet: toMajor(r.validBetMinor),
        activeMembers: r.activeMembers,
        rate: r.rateBp / BP_PER_PERCENT,
        amount: toMajor(r.amountMinor),
        settledAt: r.createdAt,
      })),
      ...pageFields(payload, total),
      totalAmount: toMajor(totalAmountMinor),
    };
  }
}
