// The agent's team (spec lobby §2 team overview and team management): counts, the period's
// figures and the downline list. The team is the agent's downlines at any depth (the closure
// table `agent_tree`, migration 0021); its bets are read through the one bet door: the sums from
// the team totals it keeps per hour (`teamTotals`, migration 0022), the active members with the
// `teamOf` query (repositories/betting-records.ts), never summed in application code per member.
import type { EndpointPayload, TeamMembersValue, TeamOverviewValue } from '@portal/contracts';
import { isAgentType } from '@portal/contracts';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toMajor } from '../../lib/money';
import type { TenantRepositories } from '../../repositories/index';
import { pageFields, pageWindow, recordRange } from '../member-centre/record-pages';
import { assertAgent } from './agent-access';

/** The sums of a team's settled bets placed in a period, in minor units. */
export interface TeamBetFigures {
  betCount: number;
  betMinor: number;
  validBetMinor: number;
  winMinor: number;
  /** Downlines with at least one settled bet in the period. */
  activeMembers: number;
}

/**
 * The team's settled bets placed in [from, to]: its sums (the maintained team hours, and the bets
 * of the pieces of an hour at either end) and its active members, through the bet door.
 */
export async function teamBetFigures(
  repos: TenantRepositories,
  agentId: number,
  from: number,
  to: number,
): Promise<TeamBetFigures> {
  const query = { teamOf: agentId, placedFrom: from, placedTo: to, status: 'settled' as const };
  const [totals, activeMembers] = await Promise.all([
    repos.bettingRecords.teamTotals(agentId, from, to),
    repos.bettingRecords.teamMembersWithRecords(query),
  ]);
  return {
    betCount: totals.count,
    betMinor: totals.betMinor,
    validBetMinor: totals.validBetMinor,
    winMinor: totals.winMinor,
    activeMembers,
  };
}

export class AgentTeamService {
  async overview(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getAgentTeamOverview'>,
  ): Promise<TeamOverviewValue> {
    assertAgent(account);
    const range = recordRange(payload);
    const [counts, newMembers, bets] = await Promise.all([
      repos.agentTree.counts(account.id),
      repos.agentTree.registeredBetween(account.id, range.startTime, range.endTime),
      teamBetFigures(repos, account.id, range.startTime, range.endTime),
    ]);
    return {
      startTime: range.startTime,
      endTime: range.endTime,
      directCount: counts.direct,
      teamCount: counts.team,
      newMembers,
      activeMembers: bets.activeMembers,
      betCount: bets.betCount,
      betAmount: toMajor(bets.betMinor),
      validBetAmount: toMajor(bets.validBetMinor),
      winAmount: toMajor(bets.winMinor),
      profitLoss: toMajor(bets.winMinor - bets.betMinor),
    };
  }

  /** The agent's downlines, or a team member's (`parent`): refused for anyone outside the team. */
  async members(
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getAgentTeamMembers'>,
  ): Promise<TeamMembersValue> {
    assertAgent(account);
    let rootId = account.id;
    let rootDepth = 0;
    const parentName = payload.parent?.trim();
    if (parentName) {
      const parent = await repos.accounts.findByUsername(parentName);
      const depth = parent && parent.id !== account.id ? await repos.agentTree.depthBelow(account.id, parent.id) : 0;
      if (!parent || depth === undefined) throw new AppError('agent_target_outside_team');
      rootId = parent.id;
      rootDepth = depth;
    }
    const { rows, total } = await repos.agentTree.members(
      rootId,
      { username: payload.username, directOnly: payload.scope === 'direct', status: payload.status },
      pageWindow(payload),
    );
    return {
      list: rows.map(({ account: member, depth, teamCount }) => ({
        username: member.username,
        nickname: member.nickname,
        type: member.type,
        isAgent: isAgentType(member.type),
        status: member.status === 'active' ? ('active' as const) : ('disabled' as const),
        level: rootDepth + depth,
        teamCount,
        joinedAt: member.created_at,
        lastLoginAt: member.last_login_at,
      })),
      ...pageFields(payload, total),
    };
  }
}
