// Missions (issue 22; spec lobby §7 MCSFE_getMissionSummaryDetails, MCSFE_getMissionLeaderboard):
// the member's missions of their current periods with progress, this period's leaderboard, and the
// close of every ended period (the `mission-periods` job).
//
// Rules:
// - Progress is read, never stored: the member's settled bets placed in the period (valid bet or
//   number of bets, of the mission's lanes) and deposit orders paid in it (progress.ts).
// - The leaderboard ranks the tenant's members (not trial accounts) by missions completed this
//   period, then by the share of the targets reached (each capped at its target), then by who is
//   the older account; names are masked. The top MISSION_LEADERBOARD_SIZE and the caller's own place.
// - When a period has ended, the job closes it once per mission: in one transaction it writes the
//   `mission_periods` row (its key refuses a second close, and a closed period is skipped before
//   anything is read), a `mission_results` row per member who reached the target, and the reward —
//   points on the points ledger (kind `mission`) or a bonus on the money ledger (kind
//   `mission_reward`, one-shot in the database) — with the reference
//   `mission:<id>:<periodStart>:<account>`. A rerun, a resumed run or a second instance pays nothing
//   twice. Periods that ended before the mission existed are not closed; the job catches up at
//   most CATCH_UP_PERIODS periods per mission.
import {
  MISSION_LEADERBOARD_SIZE,
  WALLET_IDS,
  type EndpointPayload,
  type MissionLeaderboardEntry,
  type MissionLeaderboardValue,
  type MissionSummary,
  type MissionSummaryValue,
} from '@portal/contracts';
import type { AccountRow } from '../../db/schema';
import { maskUsername } from '../../lib/masks';
import { toMajor } from '../../lib/money';
import type { TenantRepositories } from '../../repositories/index';
import type { NewMissionResult } from '../../repositories/missions';
import type { Tenant } from '../platform/tenant-service';
import { missionsOf, type Mission } from './missions-of-tenant';
import { endedPeriods, periodAt, type PeriodRange } from './periods';
import { progressIn } from './progress';

/** How many ended periods of a mission the job looks back over (a week of days, four weeks). */
export const CATCH_UP_PERIODS = { daily: 7, weekly: 4 } as const;

export interface MissionCloseReport {
  periodsClosed: number;
  rewardsPaid: number;
}

function textIn(tenant: Tenant, text: Record<string, string>, language: string): string {
  return text[language] ?? text[tenant.config.defaultLanguage] ?? Object.values(text)[0] ?? '';
}

/** Progress in the mission's own unit → the wire's number (major units, or bets). */
function wireUnits(mission: Mission, value: number): number {
  return mission.kind === 'bet_count' ? value : toMajor(value);
}

export function rewardReference(missionId: string, periodStart: number, accountId: number): string {
  return `mission:${missionId}:${periodStart}:${accountId}`;
}

export class MissionService {
  async summary(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    language: string,
    now: number,
  ): Promise<MissionSummaryValue> {
    const list: MissionSummary[] = [];
    for (const mission of await missionsOf(repos.missions, tenant.config.utcOffsetMinutes ?? 0)) {
      const range = periodAt(mission.period, now, mission.utcOffsetMinutes);
      const progress = (await progressIn(repos, mission, range, account.id)).get(account.id) ?? 0;
      list.push({
        missionId: mission.id,
        kind: mission.kind,
        period: mission.period,
        title: textIn(tenant, mission.title, language),
        description: textIn(tenant, mission.description, language),
        gameKinds: mission.gameKinds ? [...mission.gameKinds] : null,
        target: wireUnits(mission, mission.target),
        progress: wireUnits(mission, progress),
        completed: progress >= mission.target,
        reward:
          mission.reward.kind === 'points'
            ? { points: toMajor(mission.reward.pointsMinor), bonus: null }
            : { points: null, bonus: toMajor(mission.reward.amountMinor) },
        periodStart: range.start,
        periodEnd: range.end,
      });
    }
    const completedCount = list.filter((m) => m.completed).length;
    return { list, openCount: list.length - completedCount, completedCount };
  }

  async leaderboard(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    payload: EndpointPayload<'getMissionLeaderboard'>,
    now: number,
  ): Promise<MissionLeaderboardValue> {
    const missions = (await missionsOf(repos.missions, tenant.config.utcOffsetMinutes ?? 0)).filter(
      (m) => !payload.period || m.period === payload.period,
    );
    const standing = new Map<number, { completed: number; share: number }>();
    for (const mission of missions) {
      const progress = await progressIn(repos, mission, periodAt(mission.period, now, mission.utcOffsetMinutes));
      for (const [accountId, value] of progress) {
        const entry = standing.get(accountId) ?? { completed: 0, share: 0 };
        if (value >= mission.target) entry.completed += 1;
        entry.share += Math.min(value / mission.target, 1);
        standing.set(accountId, entry);
      }
    }
    const trials = await repos.accounts.trialsAmong([...standing.keys()]);
    const ranked = [...standing]
      .filter(([accountId]) => !trials.has(accountId))
      .sort(([idA, a], [idB, b]) => b.completed - a.completed || b.share - a.share || idA - idB);
    const myIndex = ranked.findIndex(([accountId]) => accountId === account.id);
    const shown = ranked.slice(0, MISSION_LEADERBOARD_SIZE);
    const names = await repos.accounts.usernamesOf(shown.map(([accountId]) => accountId));
    const entryOf = (index: number, username: string): MissionLeaderboardEntry => {
      const [, { completed, share }] = ranked[index]!;
      return {
        rank: index + 1,
        username: maskUsername(username),
        completed,
        progressPercent: Math.round((share / missions.length) * 10_000) / 100,
      };
    };
    return {
      list: shown.map(([accountId], index) => entryOf(index, names.get(accountId) ?? '')),
      me: myIndex >= 0 ? entryOf(myIndex, account.username) : null,
      missionCount: missions.length,
    };
  }

  /** Closes every ended period of the tenant's missions not closed yet, paying its rewards once. */
  async closeEndedPeriods(
    tenant: Tenant,
    repos: TenantRepositories,
    now: number,
    between: () => Promise<void> = async () => {},
  ): Promise<MissionCloseReport> {
    const report: MissionCloseReport = { periodsClosed: 0, rewardsPaid: 0 };
    for (const mission of await missionsOf(repos.missions, tenant.config.utcOffsetMinutes ?? 0)) {
      const periods = endedPeriods(mission.period, now, mission.utcOffsetMinutes, CATCH_UP_PERIODS[mission.period]);
      for (const range of periods.filter((p) => p.end > mission.createdAt)) {
        const paid = await this.closePeriod(repos, mission, range, now);
        if (paid === null) continue;
        report.periodsClosed += 1;
        report.rewardsPaid += paid;
        await between();
      }
    }
    return report;
  }

  /** Closes one period; the rewards paid, or null when it was closed already. */
  private async closePeriod(
    repos: TenantRepositories,
    mission: Mission,
    range: PeriodRange,
    now: number,
  ): Promise<number | null> {
    if (await repos.missions.closedPeriod(mission.id, range.start)) return null;
    const progress = await progressIn(repos, mission, range);
    return repos.transaction(async (trx) => {
      if (await trx.missions.closedPeriod(mission.id, range.start)) return null;
      const reached = [...progress].filter(([, value]) => value >= mission.target);
      const trials = await trx.accounts.trialsAmong(reached.map(([accountId]) => accountId));
      // Ascending account ids: the wallets' lock order (repositories/wallets.ts).
      const winners = reached.filter(([accountId]) => !trials.has(accountId)).sort(([a], [b]) => a - b);
      await trx.missions.insertClosedPeriod({
        missionId: mission.id,
        periodStart: range.start,
        periodEnd: range.end,
        target: mission.target,
        winners: winners.length,
        closedAt: now,
      });
      const results: NewMissionResult[] = [];
      for (const [accountId, value] of winners) {
        const reference = rewardReference(mission.id, range.start, accountId);
        const { reward } = mission;
        if (reward.kind === 'points')
          await trx.points.post({ accountId, amountMinor: reward.pointsMinor, kind: 'mission', reference, now });
        else
          await trx.wallets.post({
            accountId,
            walletId: WALLET_IDS.MAIN,
            amountMinor: reward.amountMinor,
            kind: 'mission_reward',
            reference,
            now,
          });
        results.push({
          missionId: mission.id,
          periodStart: range.start,
          accountId,
          progress: value,
          rewardKind: reward.kind,
          rewardMinor: reward.kind === 'points' ? reward.pointsMinor : reward.amountMinor,
          reference,
          paidAt: now,
        });
      }
      await trx.missions.insertResults(results);
      return winners.length;
    });
  }
}
