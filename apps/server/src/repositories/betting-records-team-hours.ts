// The bet door's maintenance of the agents' team totals (migration 0022, services/agents/README.md):
// whenever bets are written settled (`insert` / `insertMany`) or settle (`settleWins`,
// `settleLost`), their sums are added to `agent_team_hours` of every ancestor of each bettor (the
// agent tree's rows of the bettor: ≤ depth rows) for the UTC hour they were placed in. The door
// hands over exactly the bets its write settled — the records it inserted settled, the rows its
// UPDATE … RETURNING changed — so a second settlement of a bet adds nothing, void and open bets add
// nothing, and no bet is read back. Two statements per write, whatever its size: the bettors'
// uplines (`agent_tree_uplines`), then one multi-row upsert per (ancestor, hour) in ascending
// ancestor order, so a write of many bets touches each ancestor's hour row once and two writes
// never wait on each other in a cycle over these rows. (One INSERT … SELECT joining the bets and
// the tree was tried first: SQLite, without statistics, walked the tenant's whole tree per bet.)
import { hasInsertedAccount } from './agents';
import type { Executor } from './executor';

export const TEAM_HOUR_MS = 3_600_000;

/** A bet the write settled, as the team hours count it (minor units). */
export interface SettledBet {
  accountId: number;
  placedAt: number;
  betMinor: number;
  validBetMinor: number | null;
  winMinor: number | null;
}

/** Rows per statement: 1,000 × 7 parameters stays within SQLite's and PostgreSQL's limits. */
const CHUNK = 1_000;
function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

interface HourSums {
  agentId: number;
  hour: number;
  bets: number;
  stake: number;
  valid: number;
  win: number;
}

/**
 * Kept uplines per database (its dialect adapter: a transaction's executor shares it) and tenant,
 * by account id. An account's uplines never change: its agent_tree rows are written with the
 * account (accounts.insert → agentTree.attach) and never updated or deleted, and an account id is
 * never reused (AUTOINCREMENT on SQLite, an identity on PostgreSQL), so a kept entry is true on
 * every instance without invalidation — except an account whose insert has not committed yet (a
 * rolled-back SQLite id is given again), so nothing read on an executor that inserted an account
 * is kept. It saves the read on every bet after a member's first.
 */
const keptUplines = new WeakMap<object, Map<string, readonly number[]>>();
const KEPT_UPLINES_MAX = 100_000;

/** The ancestors of each bettor (none for a member without an upline): kept ones, the rest read (and kept). */
async function uplinesOf(
  db: Executor,
  merchantCode: string,
  bettors: readonly number[],
): Promise<Map<number, readonly number[]>> {
  const adapter = db.getExecutor().adapter;
  let kept = keptUplines.get(adapter);
  if (!kept) keptUplines.set(adapter, (kept = new Map()));
  const ancestorsOf = new Map<number, readonly number[]>();
  const missing: number[] = [];
  for (const bettor of bettors) {
    const known = kept.get(`${merchantCode}:${bettor}`);
    if (known) ancestorsOf.set(bettor, known);
    else missing.push(bettor);
  }
  if (missing.length === 0) return ancestorsOf;
  const read = new Map<number, number[]>(missing.map((bettor) => [bettor, []]));
  for (const part of chunks(missing)) {
    const rows = await db
      .selectFrom('agent_tree')
      .select(['ancestor_id', 'descendant_id'])
      .where('merchant_code', '=', merchantCode)
      .where('descendant_id', 'in', part)
      .execute();
    for (const row of rows) read.get(row.descendant_id)!.push(row.ancestor_id);
  }
  const keep = !hasInsertedAccount(db);
  if (keep && kept.size + read.size > KEPT_UPLINES_MAX) kept.clear();
  for (const [bettor, ancestors] of read) {
    if (keep) kept.set(`${merchantCode}:${bettor}`, ancestors);
    ancestorsOf.set(bettor, ancestors);
  }
  return ancestorsOf;
}

/** Adds bets a write settled to their bettors' ancestors' team hours. */
export async function addToTeamHours(db: Executor, merchantCode: string, bets: readonly SettledBet[]): Promise<void> {
  if (bets.length === 0) return;
  const ancestorsOf = await uplinesOf(db, merchantCode, [...new Set(bets.map((b) => b.accountId))]);
  if (![...ancestorsOf.values()].some((ancestors) => ancestors.length > 0)) return;
  const byAgentHour = new Map<string, HourSums>();
  for (const bet of bets) {
    const hour = Math.floor(bet.placedAt / TEAM_HOUR_MS) * TEAM_HOUR_MS;
    for (const agentId of ancestorsOf.get(bet.accountId) ?? []) {
      const key = `${agentId}:${hour}`;
      const sums = byAgentHour.get(key) ?? { agentId, hour, bets: 0, stake: 0, valid: 0, win: 0 };
      sums.bets += 1;
      sums.stake += bet.betMinor;
      sums.valid += bet.validBetMinor ?? 0;
      sums.win += bet.winMinor ?? 0;
      byAgentHour.set(key, sums);
    }
  }
  const sorted = [...byAgentHour.values()].sort((a, b) => a.agentId - b.agentId || a.hour - b.hour);
  // In ascending order across the chunks too (each chunk's statement within the engines' parameter limits).
  for (const rows of chunks(sorted))
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
