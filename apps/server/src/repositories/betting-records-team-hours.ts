// The bet door's maintenance of the agents' team totals (migration 0022, services/agents/README.md):
// whenever bets are written settled (`insert` / `insertMany`) or settle (`settleWins`,
// `settleLost`), their sums are added to `agent_team_hours` of every ancestor of each bettor (the
// agent tree's rows of the bettor: ≤ depth rows) for the UTC hour they were placed in — one
// INSERT … SELECT … ON CONFLICT DO UPDATE per write, grouped per (ancestor, hour), so a write of
// many bets touches each ancestor's hour row once, in ascending ancestor order (two writes never
// wait on each other in a cycle over these rows). Only bets this write settled are added: the
// callers name them (the round ids of an insert, the ids `settleWins` / `settleLost` changed),
// so a second settlement of a bet adds nothing. Void and open bets add nothing.
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from './executor';

export const TEAM_HOUR_MS = 3_600_000;
const HOUR = sql.lit(TEAM_HOUR_MS);

/** Adds the settled bets of `which` (a condition on `betting_records b`) to their bettors' ancestors' team hours. */
async function addToTeamHours(db: Executor, merchantCode: string, which: RawBuilder<boolean>): Promise<void> {
  await sql`
    INSERT INTO agent_team_hours (merchant_code, agent_id, hour, bets, stake_minor, valid_minor, win_minor)
    SELECT t.merchant_code, t.ancestor_id, (b.placed_at / ${HOUR}) * ${HOUR},
      COUNT(*), SUM(b.bet_minor), SUM(b.valid_bet_minor), SUM(b.win_minor)
    FROM betting_records b
    JOIN agent_tree t ON t.merchant_code = b.merchant_code AND t.descendant_id = b.account_id
    WHERE b.merchant_code = ${merchantCode} AND b.status = 'settled' AND ${which}
    GROUP BY t.merchant_code, t.ancestor_id, (b.placed_at / ${HOUR}) * ${HOUR}
    ORDER BY t.ancestor_id, 3
    ON CONFLICT (merchant_code, agent_id, hour) DO UPDATE SET
      bets = agent_team_hours.bets + excluded.bets,
      stake_minor = agent_team_hours.stake_minor + excluded.stake_minor,
      valid_minor = agent_team_hours.valid_minor + excluded.valid_minor,
      win_minor = agent_team_hours.win_minor + excluded.win_minor
  `.execute(db);
}

/** After bets were inserted: those of them inserted settled, by round id. */
export async function addInsertedToTeamHours(
  db: Executor,
  merchantCode: string,
  settledRoundIds: readonly string[],
): Promise<void> {
  if (settledRoundIds.length === 0) return;
  const ids = sql.join(settledRoundIds.map((id) => sql`${id}`));
  await addToTeamHours(db, merchantCode, sql<boolean>`b.round_id IN (${ids})`);
}

/** After open bets settled: the ids this write settled. */
export async function addSettledToTeamHours(db: Executor, merchantCode: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(ids.map((id) => sql`${id}`));
  await addToTeamHours(db, merchantCode, sql<boolean>`b.id IN (${list})`);
}

/** A team's settled bets' sums in minor units. */
export interface TeamHourTotals {
  count: number;
  betMinor: number;
  validBetMinor: number;
  winMinor: number;
}

/**
 * A placed-at range [from, to] (ms, inclusive) cut into its whole UTC hours [hoursFrom, hoursTo)
 * and the pieces before and after them (inclusive ranges, absent when empty): the whole hours are
 * read from the team totals, the pieces from the bets.
 */
export function splitByHours(from: number, to: number) {
  const hoursFrom = Math.ceil(from / TEAM_HOUR_MS) * TEAM_HOUR_MS;
  const hoursTo = Math.floor((to + 1) / TEAM_HOUR_MS) * TEAM_HOUR_MS;
  if (hoursFrom >= hoursTo) return { hours: null, pieces: [{ from, to }] };
  const pieces: { from: number; to: number }[] = [];
  if (from < hoursFrom) pieces.push({ from, to: hoursFrom - 1 });
  if (hoursTo <= to) pieces.push({ from: hoursTo, to });
  return { hours: { from: hoursFrom, to: hoursTo }, pieces };
}

/** The team hours of an agent in [from, to) (whole hours), summed, or per day of a zone `dayShiftMs` ahead of UTC. */
export function teamHoursQuery(db: Executor, merchantCode: string, agentId: number, from: number, to: number) {
  return db
    .selectFrom('agent_team_hours')
    .where('merchant_code', '=', merchantCode)
    .where('agent_id', '=', agentId)
    .where('hour', '>=', from)
    .where('hour', '<', to)
    .select((eb) => [
      eb.fn.sum<number | null>('bets').as('n'),
      eb.fn.sum<number | null>('stake_minor').as('bet'),
      eb.fn.sum<number | null>('valid_minor').as('valid'),
      eb.fn.sum<number | null>('win_minor').as('win'),
    ]);
}

export const NO_TEAM_BETS: TeamHourTotals = { count: 0, betMinor: 0, validBetMinor: 0, winMinor: 0 };

export function addTeamTotals(a: TeamHourTotals, b: TeamHourTotals): TeamHourTotals {
  return {
    count: a.count + b.count,
    betMinor: a.betMinor + b.betMinor,
    validBetMinor: a.validBetMinor + b.validBetMinor,
    winMinor: a.winMinor + b.winMinor,
  };
}

/** A summed row (SUM of no rows is null) as totals. */
export function teamTotalsOf(row: { n: unknown; bet: unknown; valid: unknown; win: unknown }): TeamHourTotals {
  return {
    count: Number(row.n ?? 0),
    betMinor: Number(row.bet ?? 0),
    validBetMinor: Number(row.valid ?? 0),
    winMinor: Number(row.win ?? 0),
  };
}
