// Team betting (agent report; issue 23): the team's settled bets per day of the brand's zone,
// every day of the period with zeros where nothing was bet. With `username`, that member's own
// bets — and with `withTeam` its own team's as well (a member is never in its own team, so the two
// add up without counting a bet or an active member twice).
import type { EndpointPayload, TeamBettingValue } from '@portal/contracts';
import type { AccountRow } from '../../db/schema';
import { DAY } from '../../lib/clock';
import type { BetQuery } from '../../repositories/betting-records';
import type { TenantRepositories } from '../../repositories/index';
import { recordRange } from '../member-centre/record-pages';
import type { Tenant } from '../platform/tenant-service';
import { assertAgent } from './agent-access';
import {
  addTotals,
  betFiguresOf,
  dayLabel,
  daysOf,
  NO_BETS,
  teamMemberNamed,
  zoneShiftMs,
  type MinorFigures,
} from './agent-report-scope';

export class AgentTeamBettingService {
  async report(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getAgentTeamBetting'>,
  ): Promise<TeamBettingValue> {
    assertAgent(account);
    const range = recordRange(payload);
    const name = payload.username?.trim();
    const owners: BetQuery[] = [];
    if (name) {
      const { accountId } = await teamMemberNamed(repos, account, name);
      owners.push({ accountId });
      if (payload.withTeam) owners.push({ teamOf: accountId });
    } else owners.push({ teamOf: account.id });

    const shiftMs = zoneShiftMs(tenant);
    const byDay = new Map<number, MinorFigures & { active: number }>();
    const at = (day: number) => byDay.get(day) ?? byDay.set(day, { ...NO_BETS, active: 0 }).get(day)!;
    await Promise.all(
      owners.map(async (owner) => {
        const query: BetQuery = { ...owner, status: 'settled', placedFrom: range.startTime, placedTo: range.endTime };
        if (owner.teamOf === undefined) {
          // One member's own bets: its account's index, sums and its one active account per day.
          const [sums, active] = await Promise.all([
            repos.bettingRecords.totalsBy(query, ['day'], { dayShiftMs: shiftMs }),
            repos.bettingRecords.accountsByDay(query, shiftMs),
          ]);
          for (const s of sums) Object.assign(at(Number(s.day)), addTotals(at(Number(s.day)), s));
          for (const a of active) at(a.day).active += a.accounts;
          return;
        }
        // A team: the sums from its maintained team hours; the active members of each day that has
        // bets by one EXISTS probe of the bets' account index per member (not a scan of the day's bets).
        const teamOf = owner.teamOf;
        const sums = await repos.bettingRecords.teamTotalsByDay(teamOf, range.startTime, range.endTime, shiftMs);
        await Promise.all(
          sums.map(async (s) => {
            const day = Number(s.day);
            Object.assign(at(day), addTotals(at(day), s));
            const from = Math.max(range.startTime, day * DAY - shiftMs);
            const to = Math.min(range.endTime, (day + 1) * DAY - shiftMs - 1);
            at(day).active += await repos.bettingRecords.teamMembersWithRecords({
              teamOf,
              status: 'settled',
              placedFrom: from,
              placedTo: to,
            });
          }),
        );
      }),
    );
    let total = NO_BETS;
    const days = daysOf(range, shiftMs).map((day) => {
      const figures = byDay.get(day) ?? { ...NO_BETS, active: 0 };
      total = addTotals(total, figures);
      return { day: dayLabel(day), ...betFiguresOf(figures), activeMembers: figures.active };
    });
    return { startTime: range.startTime, endTime: range.endTime, days, total: betFiguresOf(total) };
  }
}
