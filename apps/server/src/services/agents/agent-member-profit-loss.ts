// User profit and loss (agent report; issue 23): per team member, paged (newest account first),
// the member's settled bets of the period (through the bet door) and its deposits, withdrawals and
// bonuses from the ledger — the member centre's kinds (DEPOSIT_KINDS, WITHDRAWAL_KINDS as held less
// released, a positive figure, BONUS_KINDS). Members without a settled bet in the period are left
// out unless `includeIdle`; `figures` sums every listed member (all pages), `total` counts them.
import { isAgentType, type EndpointPayload, type MemberProfitLossValue } from '@portal/contracts';
import type { AccountRow } from '../../db/schema';
import { toMajor } from '../../lib/money';
import type { TeamSelection } from '../../repositories/agent-team-selection';
import type { ReportMember } from '../../repositories/agent-reports';
import type { BetQuery } from '../../repositories/betting-records';
import type { TenantRepositories } from '../../repositories/index';
import { pageFields, pageWindow, recordRange } from '../member-centre/record-pages';
import { BONUS_KINDS, DEPOSIT_KINDS, WITHDRAWAL_KINDS } from '../member-centre/transaction-kinds';
import { assertAgent } from './agent-access';
import { betFiguresOf, NO_BETS } from './agent-report-scope';

const isOneOf = (kinds: readonly string[], kind: string) => kinds.includes(kind);

export class AgentMemberProfitLossService {
  async report(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getAgentMemberProfitLoss'>,
  ): Promise<MemberProfitLossValue> {
    assertAgent(account);
    const range = recordRange(payload);
    const team: TeamSelection = {
      agentId: account.id,
      directOnly: payload.scope === 'direct',
      usernamePrefix: payload.username,
    };
    const bets: BetQuery = { status: 'settled', placedFrom: range.startTime, placedTo: range.endTime };
    const page = pageWindow(payload);
    let members: ReportMember[];
    let total: number;
    if (payload.includeIdle) ({ members, total } = await repos.agentReports.teamPage(team, page));
    else {
      const active = await repos.bettingRecords.teamMembersWithRecordsPage(team, bets, page);
      members = await repos.agentReports.teamMembers(account.id, active.accountIds);
      total = active.total;
    }
    const ids = members.map((m) => m.accountId);
    const [memberBets, money, teamTotals] = await Promise.all([
      repos.bettingRecords.totalsBy({ ...bets, accountIds: ids }, ['accountId']),
      repos.agentReports.ledgerSumsByAccount(ids, range, [...DEPOSIT_KINDS, ...WITHDRAWAL_KINDS, ...BONUS_KINDS]),
      // The whole team's total from its maintained team hours; part of it (direct, a prefix) from the bets.
      payload.scope === 'all' && !payload.username?.trim()
        ? repos.bettingRecords.teamTotals(account.id, range.startTime, range.endTime)
        : repos.bettingRecords.totals({ ...bets, team }),
    ]);
    const betsOf = new Map(memberBets.map((b) => [b.accountId, b]));
    const list = members.map((member) => {
      let deposit = 0;
      let withdrawal = 0;
      let bonus = 0;
      for (const m of money) {
        if (m.accountId !== member.accountId) continue;
        if (isOneOf(DEPOSIT_KINDS, m.kind)) deposit += m.amountMinor;
        else if (isOneOf(WITHDRAWAL_KINDS, m.kind)) withdrawal -= m.amountMinor;
        else bonus += m.amountMinor;
      }
      return {
        username: member.username,
        level: member.depth,
        isAgent: isAgentType(member.type),
        ...betFiguresOf(betsOf.get(member.accountId) ?? NO_BETS),
        depositAmount: toMajor(deposit),
        withdrawalAmount: toMajor(withdrawal),
        bonusAmount: toMajor(bonus),
      };
    });
    return { list, ...pageFields(payload, total), figures: betFiguresOf(teamTotals) };
  }
}
