// What the agent reports share (issue 23, spec lobby §2 agent centre reports): the agent's check,
// the range rule, the brand's days in its zone, and a `username` resolved inside the team — a
// member at any depth below the agent, never the agent itself; anyone else (another agent's
// member, another tenant's account, an unknown name) is `agent_target_outside_team`.
import type { BetFigures } from '@portal/contracts';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { DAY, MINUTE } from '../../lib/clock';
import { toMajor } from '../../lib/money';
import type { BetTotals } from '../../repositories/betting-records';
import type { TenantRepositories } from '../../repositories/index';
import type { TimeRange } from '../../repositories/periods';
import type { Tenant } from '../platform/tenant-service';
import { dayLabel } from '../member-centre/records-service';

export { dayLabel };

/** How far the brand's zone is ahead of UTC, in ms (tenant.json `utcOffsetMinutes`). */
export function zoneShiftMs(tenant: Tenant): number {
  return (tenant.config.utcOffsetMinutes ?? 0) * MINUTE;
}

/** Every day number (in the zone) that the range touches, oldest first. */
export function daysOf(range: TimeRange, shiftMs: number): number[] {
  const first = Math.floor((range.startTime + shiftMs) / DAY);
  const last = Math.floor((range.endTime + shiftMs) / DAY);
  const days: number[] = [];
  for (let day = first; day <= last; day++) days.push(day);
  return days;
}

/** A team member named by username: its id and depth below the agent, or agent_target_outside_team. */
export async function teamMemberNamed(
  repos: TenantRepositories,
  agent: AccountRow,
  username: string,
): Promise<{ accountId: number; depth: number }> {
  const member = await repos.accounts.findByUsername(username);
  const depth = member && member.id !== agent.id ? await repos.agentTree.depthBelow(agent.id, member.id) : undefined;
  if (!member || depth === undefined) throw new AppError('agent_target_outside_team', null, 'not in the team');
  return { accountId: member.id, depth };
}

/** Bet sums in minor units, added up. */
export function addTotals(a: MinorFigures, b: MinorFigures): MinorFigures {
  return {
    count: a.count + b.count,
    betMinor: a.betMinor + b.betMinor,
    validBetMinor: a.validBetMinor + b.validBetMinor,
    winMinor: a.winMinor + b.winMinor,
  };
}
export type MinorFigures = Pick<BetTotals, 'count' | 'betMinor' | 'validBetMinor' | 'winMinor'>;
export const NO_BETS: MinorFigures = { count: 0, betMinor: 0, validBetMinor: 0, winMinor: 0 };

/** The contract's bet figures (major units; profit and loss is the players': win − bet). */
export function betFiguresOf(t: MinorFigures): BetFigures {
  return {
    betCount: t.count,
    betAmount: toMajor(t.betMinor),
    validBetAmount: toMajor(t.validBetMinor),
    winAmount: toMajor(t.winMinor),
    profitLoss: toMajor(t.winMinor - t.betMinor),
  };
}
