// Social sign-in's rows (migration 0026): the started sign-ins' states, the linked identities and
// the link tickets. Every query is scoped to the tenant: a state of one brand is unknown on another.
import { sql } from 'kysely';
import type { AccountRow, SocialSignInStateRow } from '../db/schema';
import type { Executor } from './executor';
import { singleUseTickets } from './single-use-tickets';

export function socialSignInRepository(db: Executor, merchantCode: string) {
  return {
    /** The link tickets' single-use queries (find live, take a try, use up). */
    linkTickets: singleUseTickets(db, merchantCode, 'social_link_tickets'),
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
  };
}
