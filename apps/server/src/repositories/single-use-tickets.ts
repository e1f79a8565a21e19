// The queries every single-use ticket table shares (login_tickets, social_link_tickets): find a
// live one by its hash, take a try before its secret is compared, use it up. Each is atomic, so
// two requests racing for the same ticket get one answer each, never two successes.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';

/** The tables whose rows are single-use tickets (the columns below are common to them). */
export type TicketTable = 'login_tickets' | 'social_link_tickets';

interface TicketColumns {
  id: number;
  merchant_code: string;
  ticket_hash: string;
  tries: number;
  consumed_at: number | null;
  expires_at: number;
}

export function singleUseTickets<T extends TicketTable>(db: Executor, merchantCode: string, table: T) {
  // Kysely cannot type a query over a table chosen by a type parameter: the queries see the columns
  // the ticket tables share, and a found row is the table's own.
  const tickets = db as unknown as Kysely<{ tickets: TicketColumns }>;
  const from = table as unknown as 'tickets';
  return {
    /** A live ticket (unused, unexpired) by its hash. */
    async findLive(ticketHash: string, now: number): Promise<Selectable<Database[T]> | undefined> {
      const row = await tickets
        .selectFrom(from)
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('ticket_hash', '=', ticketHash)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row as Selectable<Database[T]> | undefined;
    },
    /** Takes a try before the secret is compared: the try's number, or null when none is left. */
    async reserveTry(id: number, maxTries: number): Promise<number | null> {
      const result = await tickets
        .updateTable(from)
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('tries', '<', maxTries)
        .where('consumed_at', 'is', null)
        .returning('tries')
        .executeTakeFirst();
      return result?.tries ?? null;
    },
    /** Uses the ticket up; false when another request did first. */
    async consume(id: number, now: number): Promise<boolean> {
      const result = await tickets
        .updateTable(from)
        .set({ consumed_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
