// A mission's progress in a period, per account, read through the one bet door
// (repos.bettingRecords: settled bets placed in the period, by lobby lane when the mission names
// lanes; void bets are their own status and never count) and the deposit orders paid in the period
// (repos.deposits). Units: minor units (valid_bet, deposit), bets (bet_count).
import type { TenantRepositories } from '../../repositories/index';
import type { BetQuery } from '../../repositories/betting-records';
import type { Mission } from './missions-of-tenant';
import type { PeriodRange } from './periods';

/** Progress per account in `range`; only accounts with some progress; one account's when `accountId` is given. */
export async function progressIn(
  repos: TenantRepositories,
  mission: Mission,
  range: PeriodRange,
  accountId?: number,
): Promise<Map<number, number>> {
  if (mission.kind === 'deposit') return repos.deposits.paidTotalsBy({ from: range.start, to: range.end, accountId });

  const base: BetQuery = { accountId, status: 'settled', placedFrom: range.start, placedTo: range.end - 1 };
  const queries: BetQuery[] = mission.gameKinds ? mission.gameKinds.map((gameType) => ({ ...base, gameType })) : [base];
  const progress = new Map<number, number>();
  for (const query of queries) {
    for (const row of await repos.bettingRecords.totalsBy(query, ['accountId'])) {
      const value = mission.kind === 'valid_bet' ? row.validBetMinor : row.count;
      if (value > 0) progress.set(row.accountId, (progress.get(row.accountId) ?? 0) + value);
    }
  }
  return progress;
}
