// Accounts of one tenant. Every query is scoped by the merchant code given at construction.
import type { AccountRow, AccountUpdate, NewAccount } from '../db/schema';
import type { Executor } from './executor';

export type NewTenantAccount = Omit<NewAccount, 'merchant_code'>;

export function accountsRepository(db: Executor, merchantCode: string) {
  const scoped = () => db.selectFrom('accounts').selectAll().where('merchant_code', '=', merchantCode);
  return {
    findById(id: number): Promise<AccountRow | undefined> {
      return scoped().where('id', '=', id).executeTakeFirst();
    },
    findByUsername(username: string): Promise<AccountRow | undefined> {
      return scoped().where('username_key', '=', username.trim().toLowerCase()).executeTakeFirst();
    },
    findByMobile(mobileNumber: string): Promise<AccountRow | undefined> {
      return scoped().where('mobile_number', '=', mobileNumber).executeTakeFirst();
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
      return Number(row.id);
    },
    async update(id: number, patch: Omit<AccountUpdate, 'id' | 'merchant_code'>): Promise<void> {
      await db.updateTable('accounts').set(patch).where('merchant_code', '=', merchantCode).where('id', '=', id).execute();
    },
    async count(): Promise<number> {
      const row = await db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('n')).where('merchant_code', '=', merchantCode).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type AccountsRepository = ReturnType<typeof accountsRepository>;
