// The second factor's rows of one tenant (migration 0025): authenticators, recovery codes, login
// tickets and the devices an account signed in from. Every query is scoped by merchant_code.
import type { AuthenticatorRow } from '../db/schema';
import type { Executor } from './executor';
import { singleUseTickets } from './single-use-tickets';

export function authenticatorsRepository(db: Executor, merchantCode: string) {
  return {
    find(accountId: number): Promise<AuthenticatorRow | undefined> {
      return db
        .selectFrom('authenticators')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
    },
    /** A new binding waiting for its first code, replacing an unconfirmed one (never a confirmed one). */
    async putPending(accountId: number, secretBox: string, now: number): Promise<boolean> {
      await db
        .deleteFrom('authenticators')
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('confirmed_at', 'is', null)
        .execute();
      const result = await db
        .insertInto('authenticators')
        .values({ merchant_code: merchantCode, account_id: accountId, secret_box: secretBox, created_at: now })
        .onConflict((oc) => oc.columns(['merchant_code', 'account_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /**
     * Accepts a code of time step `step`: only when it is later than the last accepted one (a code
     * is never accepted twice, also not by two parallel requests). Confirms a pending binding.
     */
    async acceptStep(accountId: number, step: number, now: number, confirm: boolean): Promise<boolean> {
      let query = db
        .updateTable('authenticators')
        .set(confirm ? { last_step: step, confirmed_at: now } : { last_step: step })
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]));
      query = confirm ? query.where('confirmed_at', 'is', null) : query.where('confirmed_at', 'is not', null);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async remove(accountId: number): Promise<void> {
      await db
        .deleteFrom('authenticators')
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .execute();
    },
  };
}

export function recoveryCodesRepository(db: Executor, merchantCode: string) {
  return {
    async replace(accountId: number, codeHashes: string[], now: number): Promise<void> {
      await db
        .deleteFrom('recovery_codes')
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .execute();
      if (codeHashes.length === 0) return;
      await db
        .insertInto('recovery_codes')
        .values(
          codeHashes.map((code_hash) => ({
            merchant_code: merchantCode,
            account_id: accountId,
            code_hash,
            created_at: now,
          })),
        )
        .execute();
    },
    /** Uses a code up; false when it is not one of the account's unused codes. */
    async consume(accountId: number, codeHash: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('recovery_codes')
        .set({ used_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async unusedCount(accountId: number): Promise<number> {
      const row = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export function loginTicketsRepository(db: Executor, merchantCode: string) {
  return {
    ...singleUseTickets(db, merchantCode, 'login_tickets'),
    async insert(ticket: {
      ticketHash: string;
      accountId: number;
      challenge: string;
      failureKey: string;
      codeHash: string | null;
      deviceId: string | null;
      ip: string;
      byPassword: boolean;
      passwordExpired: boolean;
      now: number;
      expiresAt: number;
    }): Promise<void> {
      await db
        .insertInto('login_tickets')
        .values({
          merchant_code: merchantCode,
          ticket_hash: ticket.ticketHash,
          account_id: ticket.accountId,
          challenge: ticket.challenge,
          failure_key: ticket.failureKey,
          code_hash: ticket.codeHash,
          device_id: ticket.deviceId,
          ip: ticket.ip,
          by_password: ticket.byPassword ? 1 : 0,
          password_expired: ticket.passwordExpired ? 1 : 0,
          created_at: ticket.now,
          expires_at: ticket.expiresAt,
        })
        .execute();
    },
    /**
     * A new device code for a live ticket (resend): `created_at` becomes the time of this send. Only
     * when the last send is at least `sentBefore` old, atomically (two resends at once: one wins).
     */
    async replaceCode(id: number, codeHash: string, now: number, sentBefore: number): Promise<boolean> {
      const result = await db
        .updateTable('login_tickets')
        .set({ code_hash: codeHash, created_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('created_at', '<=', sentBefore)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async purgeExpired(now: number): Promise<void> {
      await db
        .deleteFrom('login_tickets')
        .where('merchant_code', '=', merchantCode)
        .where('expires_at', '<', now)
        .execute();
    },
  };
}

export function knownDevicesRepository(db: Executor, merchantCode: string) {
  return {
    async isKnown(accountId: number, deviceId: string, network: string): Promise<boolean> {
      const row = await db
        .selectFrom('known_devices')
        .select('first_seen_at')
        .where('merchant_code', '=', merchantCode)
        .where('account_id', '=', accountId)
        .where('device_id', '=', deviceId)
        .where('network', '=', network)
        .executeTakeFirst();
      return row !== undefined;
    },
    async remember(accountId: number, deviceId: string, network: string, now: number): Promise<void> {
      await db
        .insertInto('known_devices')
        .values({
          merchant_code: merchantCode,
          account_id: accountId,
          device_id: deviceId,
          network,
          first_seen_at: now,
          last_seen_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['merchant_code', 'account_id', 'device_id', 'network']).doUpdateSet({ last_seen_at: now }),
        )
        .execute();
    },
  };
}
