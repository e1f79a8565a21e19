// Accounts of one tenant. Every query is scoped by the merchant code given at construction.
import { sql } from 'kysely';
import { ACCOUNT_TYPES } from '@portal/contracts';
import type { AccountRow, AccountUpdate, NewAccount } from '../db/schema';
import { agentTreeRepository, noteAccountInserted } from './agents';
import { coalescedRowByKey } from '../db/coalesced-read';
import { compiledOnceForLists, notAnIndexOn } from '../db/compiled-once';
import type { Executor } from './executor';

/**
 * Accounts by id, one statement for the calls of a turn (db/coalesced-read.ts; every game call reads
 * its account). The primary key drives it on SQLite too (`notAnIndexOn`).
 */
const accountsById = compiledOnceForLists(1, (db, [merchantCode]: [merchantCode: string], ids: number[]) =>
  db
    .selectFrom('accounts')
    .selectAll()
    .where(notAnIndexOn(db, 'merchant_code'), '=', merchantCode)
    .where('id', 'in', ids),
);

export type NewTenantAccount = Omit<NewAccount, 'merchant_code'>;

export function accountsRepository(db: Executor, merchantCode: string) {
  const scoped = () => db.selectFrom('accounts').selectAll().where('merchant_code', '=', merchantCode);
  const byId = coalescedRowByKey(db, merchantCode, accountsById, (row) => row.id);
  return {
    findById(id: number): Promise<AccountRow | undefined> {
      return byId(id);
    },
    /** Which of these accounts are trial (type 4) accounts. */
    async trialsAmong(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('accounts')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('id', 'in', [...ids])
        .where('type', '=', ACCOUNT_TYPES.TRIAL)
        .execute();
      return new Set(rows.map((r) => r.id));
    },
    findByUsername(username: string): Promise<AccountRow | undefined> {
      return scoped().where('username_key', '=', username.trim().toLowerCase()).executeTakeFirst();
    },
    /** By mobile number in E.164 (lib/phone.ts normalises what people type). */
    findByMobile(e164: string): Promise<AccountRow | undefined> {
      return scoped().where('mobile_number', '=', e164).executeTakeFirst();
    },
    /** Trial accounts created from one IP since a moment: how many, and the oldest. */
    /** Usernames of some accounts of this tenant (ids of other tenants are not found). */
    async usernamesOf(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('accounts')
        .select(['id', 'username'])
        .where('merchant_code', '=', merchantCode)
        .where('id', 'in', [...ids])
        .execute();
      return new Map(rows.map((r) => [r.id, r.username]));
    },
    async trialsFromIpSince(ip: string, since: number): Promise<{ count: number; oldest: number | null }> {
      const row = await db
        .selectFrom('accounts')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number | null>('created_at').as('oldest')])
        .where('merchant_code', '=', merchantCode)
        .where('type', '=', ACCOUNT_TYPES.TRIAL)
        .where('register_ip', '=', ip)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return { count: row.n, oldest: row.oldest };
    },
    /**
     * Deletes up to `limit` trial accounts created before `cutoff`, with every row of theirs in
     * `ownedTables` (tables with an account_id column). Must run inside a transaction.
     */
    async deleteTrialsCreatedBefore(cutoff: number, ownedTables: readonly string[], limit: number): Promise<number> {
      if (!db.isTransaction) throw new Error('accounts.deleteTrialsCreatedBefore must run inside a transaction');
      const rows = await db
        .selectFrom('accounts')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('type', '=', ACCOUNT_TYPES.TRIAL)
        .where('created_at', '<', cutoff)
        .limit(limit)
        .execute();
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return 0;
      for (const table of ownedTables) {
        await sql`delete from ${sql.table(table)} where merchant_code = ${merchantCode} and account_id in (${sql.join(ids)})`.execute(
          db,
        );
      }
      await db.deleteFrom('accounts').where('merchant_code', '=', merchantCode).where('id', 'in', ids).execute();
      return ids.length;
    },
    findByAffiliateCode(code: string): Promise<AccountRow | undefined> {
      return scoped().where('affiliate_code', '=', code.trim().toUpperCase()).executeTakeFirst();
    },
    async insert(account: NewTenantAccount): Promise<number> {
      const row = await db
        .insertInto('accounts')
        .values({ ...account, merchant_code: merchantCode })
        .returning('id')
        .executeTakeFirstOrThrow();
      noteAccountInserted(db);
      // The agent tree (migration 0021) is written with the account, in the caller's transaction.
      if (account.upline_id != null) await agentTreeRepository(db, merchantCode).attach(row.id, account.upline_id);
      return row.id;
    },
    async update(id: number, patch: Omit<AccountUpdate, 'id' | 'merchant_code'>): Promise<void> {
      await db
        .updateTable('accounts')
        .set(patch)
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .execute();
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('merchant_code', '=', merchantCode)
        .executeTakeFirstOrThrow();
      return row.n;
    },
  };
}
export type AccountsRepository = ReturnType<typeof accountsRepository>;
