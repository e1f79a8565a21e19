// What the record reads share: a page (offset and limit), an epoch-ms range, and the day number of
// an epoch-ms column in a player's zone (the betting records and the ledger group by it alike).
import { sql } from 'kysely';

export interface Page {
  offset: number;
  limit: number;
}

export interface TimeRange {
  startTime: number;
  endTime: number;
}

export const DAY_MS = 86_400_000;

/**
 * The day number of an epoch-ms column in a zone `shiftMs` ahead of UTC: integer division, which
 * both engines do on integers. The shift is a literal (a validated integer), so the expression is
 * the same text in SELECT and GROUP BY, as PostgreSQL requires.
 */
export function dayOf(column: 'placed_at' | 'created_at', shiftMs: number) {
  if (!Number.isSafeInteger(shiftMs)) throw new Error('the day shift is an integer of milliseconds');
  return sql<number>`(${sql.ref(column)} + ${sql.lit(shiftMs)}) / ${sql.lit(DAY_MS)}`;
}
