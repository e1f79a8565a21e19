// Social sign-in's rows (migration 0026): the started sign-ins' states, the linked identities and
// the link tickets. Every query is scoped to the tenant: a state of one brand is unknown on another.
import { sql } from 'kysely';
import type { AccountRow, SocialLinkTicketRow, SocialSignInStateRow } from '../db/schema';
import type { Executor } from './executor';

export function socialSignInRepository(db: Executor, merchantCode: string) {
  return {
    async insertState(state: {
      stateHash: string;
      provider: string;
      nonce: string;
      codeVerifier: string;
      redirectUri: string;
      returnPath: string | null;
      now: number;
      expiresAt: number;
    }): Promise<void> {
      await db
        .insertInto('social_sign_in_states')
        .values({
          merchant_code: merchantCode,
          state_hash: state.stateHash,
          provider: state.provider,
          nonce: state.nonce,
          code_verifier: state.codeVerifier,
          redirect_uri: state.redirectUri,
          return_path: state.returnPath,
          created_at: state.now,
          expires_at: state.expiresAt,
        })
        .execute();
    },
    /**
     * Uses a live state up (atomic: of two callbacks with the same state one wins) and answers its
     * row; undefined when it is unknown on this tenant, used, or expired.
     */
    async consumeState(stateHash: string, now: number): Promise<SocialSignInStateRow | undefined> {
      const result = await db
        .updateTable('social_sign_in_states')
        .set({ used_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('state_hash', '=', stateHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return db
        .selectFrom('social_sign_in_states')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('state_hash', '=', stateHash)
        .executeTakeFirst();
    },
    /** Forgets states past their expiry by more than a day (kept a day to tell "expired" in logs). */
    async purgeStates(before: number): Promise<void> {
      await db
        .deleteFrom('social_sign_in_states')
        .where('merchant_code', '=', merchantCode)
        .where('expires_at', '<', before)
        .execute();
    },
    async findIdentity(provider: string, subject: string): Promise<{ account_id: number } | undefined> {
      return db
        .selectFrom('social_identities')
        .select('account_id')
        .where('merchant_code', '=', merchantCode)
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
    },
    async link(identity: {
      provider: string;
      subject: string;
      accountId: number;
      email: string | null;
      now: number;
    }): Promise<void> {
      await db
        .insertInto('social_identities')
        .values({
          merchant_code: merchantCode,
          provider: identity.provider,
          subject: identity.subject,
          account_id: identity.accountId,
          email: identity.email,
          created_at: identity.now,
        })
        .execute();
    },
    /** The tenant's members (not trial accounts) whose e-mail is this one, case aside. */
    membersByEmail(email: string): Promise<AccountRow[]> {
      return db
        .selectFrom('accounts')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .where('type', '<>', 4)
        .orderBy('id')
        .execute();
    },
    async insertLinkTicket(ticket: {
      ticketHash: string;
      provider: string;
      subject: string;
      email: string;
      accountId: number;
      returnPath: string | null;
      now: number;
      expiresAt: number;
    }): Promise<void> {
      await db
        .insertInto('social_link_tickets')
        .values({
          merchant_code: merchantCode,
          ticket_hash: ticket.ticketHash,
          provider: ticket.provider,
          subject: ticket.subject,
          email: ticket.email,
          account_id: ticket.accountId,
          return_path: ticket.returnPath,
          created_at: ticket.now,
          expires_at: ticket.expiresAt,
        })
        .execute();
    },
    findLiveLinkTicket(ticketHash: string, now: number): Promise<SocialLinkTicketRow | undefined> {
      return db
        .selectFrom('social_link_tickets')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('ticket_hash', '=', ticketHash)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },
    /** Takes a try before the password is checked (atomic); null when none is left. */
    async reserveLinkTry(id: number, maxTries: number): Promise<number | null> {
      const result = await db
        .updateTable('social_link_tickets')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('tries', '<', maxTries)
        .where('consumed_at', 'is', null)
        .returning('tries')
        .executeTakeFirst();
      return result?.tries ?? null;
    },
    async consumeLinkTicket(id: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('social_link_tickets')
        .set({ consumed_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
