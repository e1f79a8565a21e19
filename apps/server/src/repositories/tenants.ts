// The tenants table: one row per merchant code, seeded from tenants/<brand>. Looked up by merchant
// code (API) or tenant id (static pages).
import type { TenantRow } from '../db/schema';
import { compiledOnceForLists } from '../db/compiled-once';
import type { Executor } from './executor';

/**
 * Read on every money call, on purpose fresh on every instance: the flags of the tenants the calls
 * of a turn name, in one statement (services/platform/tenant-service.ts; compiled once per list size).
 */
const maintenanceOfTenants = compiledOnceForLists(0, (db, _args: [], merchantCodes: string[]) =>
  db.selectFrom('tenants').select(['merchant_code', 'maintenance']).where('merchant_code', 'in', merchantCodes),
);

export function tenantsRepository(db: Executor) {
  return {
    all(): Promise<TenantRow[]> {
      return db.selectFrom('tenants').selectAll().orderBy('tenant_id').execute();
    },
    byMerchantCode(merchantCode: string): Promise<TenantRow | undefined> {
      return db.selectFrom('tenants').selectAll().where('merchant_code', '=', merchantCode).executeTakeFirst();
    },
    /** The tenants in maintenance among these, as stored now (no cache: money calls stop at once on every instance). */
    async inMaintenance(merchantCodes: readonly string[]): Promise<Set<string>> {
      const rows = await maintenanceOfTenants.rows(db, [], [...merchantCodes]);
      return new Set(rows.filter((row) => row.maintenance === 1).map((row) => row.merchant_code));
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
