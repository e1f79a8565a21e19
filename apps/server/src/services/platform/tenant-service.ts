// Tenants as the request handlers see them: parsed configuration, module flags and registration
// rules, read from the database (seeded from tenants/<brand>) and cached briefly per instance.
import {
  moduleFlagsSchema,
  registrationSettingsSchema,
  tenantConfigSchema,
  type ModuleFlags,
  type ModuleId,
  type RegistrationSettings,
  type TenantConfig,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database, TenantRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { coalescedRead } from '../../db/coalesced-read';
import { tenantsRepository } from '../../repositories/index';

export interface Tenant {
  merchantCode: string;
  id: string;
  brandName: string;
  config: TenantConfig;
  modules: ModuleFlags;
  registration: RegistrationSettings;
  maintenance: boolean;
  maintenanceEndTime: number | null;
}

const CACHE_MS = 5_000;

export function tenantFromRow(row: TenantRow): Tenant {
  return {
    merchantCode: row.merchant_code,
    id: row.tenant_id,
    brandName: row.brand_name,
    config: tenantConfigSchema.parse(JSON.parse(row.config_json)),
    modules: moduleFlagsSchema.parse(JSON.parse(row.modules_json)),
    registration: registrationSettingsSchema.parse(JSON.parse(row.registration_json)),
    maintenance: row.maintenance === 1,
    maintenanceEndTime: row.maintenance_end_time,
  };
}

export function isModuleOn(tenant: Tenant, id: ModuleId): boolean {
  return id === 'COMM3' || tenant.modules[id] === true;
}

export class TenantService {
  private cache = new Map<string, { tenant: Tenant | null; at: number }>();
  private ids: { list: Tenant[]; at: number } | undefined;
  /**
   * Per tenant, its maintenance flag read once for the money calls of a turn (db/coalesced-read.ts:
   * each call's read starts after it asked; one reader per tenant, so two never share a statement).
   */
  private readonly maintenance = new Map<string, () => Promise<boolean | undefined>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** The tenant a `Merchant` header names, or null. */
  async byMerchantCode(merchantCode: string): Promise<Tenant | null> {
    const now = this.clock.now();
    const hit = this.cache.get(merchantCode);
    if (hit && now - hit.at < CACHE_MS && now >= hit.at) return hit.tenant;
    const row = await tenantsRepository(this.db).byMerchantCode(merchantCode);
    const tenant = row ? tenantFromRow(row) : null;
    if (this.cache.size > 1000) this.cache.clear();
    this.cache.set(merchantCode, { tenant, at: now });
    return tenant;
  }

  async all(): Promise<Tenant[]> {
    const now = this.clock.now();
    if (this.ids && now - this.ids.at < CACHE_MS && now >= this.ids.at) return this.ids.list;
    const list = (await tenantsRepository(this.db).all()).map(tenantFromRow);
    this.ids = { list, at: now };
    return list;
  }

  /**
   * Whether the tenant is in maintenance, read from its row (not the 5-second cache): a money call
   * asks this, so a maintenance switched on by any instance freezes money on every instance at once.
   */
  async inMaintenance(merchantCode: string): Promise<boolean> {
    let read = this.maintenance.get(merchantCode);
    if (!read) {
      if (this.maintenance.size >= 1000) this.maintenance.clear();
      const flag = coalescedRead(this.db, String, async (codes: string[]) => {
        const inMaintenance = await tenantsRepository(this.db).inMaintenance(codes);
        return new Map(codes.map((code) => [code, inMaintenance.has(code)]));
      });
      read = () => flag(merchantCode);
      this.maintenance.set(merchantCode, read);
    }
    return (await read()) === true;
  }

  /** Forget cached tenants (after changing a tenant's row). */
  invalidate(): void {
    this.cache.clear();
    this.ids = undefined;
  }

  /** Changes module flags of a tenant (operators' tooling and tests). */
  async setModules(merchantCode: string, flags: ModuleFlags): Promise<void> {
    const current = await this.byMerchantCode(merchantCode);
    if (!current) throw new Error(`unknown merchant ${merchantCode}`);
    await this.db
      .updateTable('tenants')
      .set({ modules_json: JSON.stringify({ ...current.modules, ...flags }), updated_at: this.clock.now() })
      .where('merchant_code', '=', merchantCode)
      .execute();
    this.invalidate();
  }

  /** Switches maintenance on (with an optional announced end, epoch ms) or off. */
  async setMaintenance(merchantCode: string, on: boolean, endTime: number | null = null): Promise<void> {
    await this.db
      .updateTable('tenants')
      .set({ maintenance: on ? 1 : 0, maintenance_end_time: on ? endTime : null, updated_at: this.clock.now() })
      .where('merchant_code', '=', merchantCode)
      .execute();
    this.invalidate();
  }
}
