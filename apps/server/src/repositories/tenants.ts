// The tenants table: one row per merchant code, seeded from tenants/<brand>. Looked up by merchant
// code (API) or tenant id (static pages).
import type { TenantRow } from '../db/schema';
import { compiledOnce } from '../db/compiled-once';
import type { Executor } from './executor';

/** Read on every money call, on purpose fresh on every instance (compiled once: db/compiled-once.ts). */
const maintenanceOf = compiledOnce((db, merchantCode: string) =>
  db.selectFrom('tenants').select('maintenance').where('merchant_code', '=', merchantCode),
);

export function tenantsRepository(db: Executor) {
  return {
    all(): Promise<TenantRow[]> {
      return db.selectFrom('tenants').selectAll().orderBy('tenant_id').execute();
    },
    byMerchantCode(merchantCode: string): Promise<TenantRow | undefined> {
      return db.selectFrom('tenants').selectAll().where('merchant_code', '=', merchantCode).executeTakeFirst();
    },
    /** The tenant's maintenance flag as stored now (no cache: money calls stop at once on every instance). */
    async inMaintenance(merchantCode: string): Promise<boolean> {
      const row = await maintenanceOf.first(db, merchantCode);
      return row?.maintenance === 1;
    },
    async insertIfMissing(row: TenantRow): Promise<void> {
      await db
        .insertInto('tenants')
        .values(row)
        .onConflict((oc) => oc.column('merchant_code').doNothing())
        .execute();
    },
  };
}
