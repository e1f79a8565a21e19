// The bet door's maintenance of the agents' team totals (migration 0022, services/agents/README.md):
// whenever bets are written settled (`insert` / `insertMany`) or settle (`settleWins`,
// `settleLost`), their sums are added to `agent_team_hours` of every ancestor of each bettor (the
// agent tree's rows of the bettor: ≤ depth rows) for the UTC hour they were placed in. Three
// statements per write, whatever its size: the written bets' sums per (bettor, hour), read by their
// round ids or ids; the bettors' ancestors (the tree's `agent_tree_uplines` index); one multi-row
// upsert per (ancestor, hour), in ascending ancestor order, so a write of many bets touches each
// ancestor's hour row once and two writes never wait on each other in a cycle over these rows. Only
// bets this write settled are added — the callers name them (the round ids of an insert, the ids
// `settleWins` / `settleLost` changed) — so a second settlement of a bet adds nothing; void and open
// bets add nothing. (One INSERT … SELECT joining the tree was tried first: SQLite, without
// statistics, walked the tenant's whole tree per bet through the primary key.)
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from './executor';

export const TEAM_HOUR_MS = 3_600_000;
const HOUR = sql.lit(TEAM_HOUR_MS);

interface HourSums {
  bets: number;
  stake: number;
  valid: number;
  win: number;
}

/** Adds the bets of `which` (a condition on `betting_records`, naming settled bets) to their bettors' ancestors' team hours. */
async function addToTeamHours(db: Executor, merchantCode: string, which: RawBuilder<boolean>): Promise<void> {
  const hour = sql<number>`(placed_at / ${HOUR}) * ${HOUR}`;
  const written = await db
    .selectFrom('betting_records')
    .select((eb) => [
      'account_id',
      hour.as('hour'),
      eb.fn.countAll<number>().as('bets'),
      eb.fn.sum<number>('bet_minor').as('stake'),
      eb.fn.sum<number>('valid_bet_minor').as('valid'),
      eb.fn.sum<number>('win_minor').as('win'),
    ])
    .where('merchant_code', '=', merchantCode)
    .where(which)
    .groupBy(['account_id', hour])
    .execute();
  if (written.length === 0) return;
  const bettors = [...new Set(written.map((w) => w.account_id))];
  const uplines = await db
    .selectFrom('agent_tree')
    .select(['ancestor_id', 'descendant_id'])
    .where('merchant_code', '=', merchantCode)
    .where('descendant_id', 'in', bettors)
    .execute();
  if (uplines.length === 0) return;
  const ancestorsOf = new Map<number, number[]>();
  for (const u of uplines)
    ancestorsOf.set(u.descendant_id, [...(ancestorsOf.get(u.descendant_id) ?? []), u.ancestor_id]);
  const byAgentHour = new Map<string, { agentId: number; hour: number } & HourSums>();
  for (const w of written) {
    for (const agentId of ancestorsOf.get(w.account_id) ?? []) {
      const key = `${agentId}:${w.hour}`;
      const sums = byAgentHour.get(key) ?? { agentId, hour: Number(w.hour), bets: 0, stake: 0, valid: 0, win: 0 };
      sums.bets += Number(w.bets);
      sums.stake += Number(w.stake);
      sums.valid += Number(w.valid);
      sums.win += Number(w.win);
      byAgentHour.set(key, sums);
    }
  }
  const rows = [...byAgentHour.values()].sort((a, b) => a.agentId - b.agentId || a.hour - b.hour);
  await db
    .insertInto('agent_team_hours')
    .values(
      rows.map((r) => ({
        merchant_code: merchantCode,
        agent_id: r.agentId,
        hour: r.hour,
        bets: r.bets,
        stake_minor: r.stake,
        valid_minor: r.valid,
        win_minor: r.win,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['merchant_code', 'agent_id', 'hour']).doUpdateSet((eb) => ({
        bets: eb('agent_team_hours.bets', '+', eb.ref('excluded.bets')),
        stake_minor: eb('agent_team_hours.stake_minor', '+', eb.ref('excluded.stake_minor')),
        valid_minor: eb('agent_team_hours.valid_minor', '+', eb.ref('excluded.valid_minor')),
        win_minor: eb('agent_team_hours.win_minor', '+', eb.ref('excluded.win_minor')),
      })),
    )
    .execute();
}

/** After bets were inserted: those of them inserted settled, by round id. */
export async function addInsertedToTeamHours(
  db: Executor,
  merchantCode: string,
  settledRoundIds: readonly string[],
): Promise<void> {
  if (settledRoundIds.length === 0) return;
  const ids = sql.join(settledRoundIds.map((id) => sql`${id}`));
  await addToTeamHours(db, merchantCode, sql<boolean>`round_id IN (${ids})`);
}

/** After open bets settled: the ids this write settled. */
export async function addSettledToTeamHours(db: Executor, merchantCode: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(ids.map((id) => sql`${id}`));
  await addToTeamHours(db, merchantCode, sql<boolean>`id IN (${list})`);
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
