// The operator's staff of one tenant and their sessions (migration 0013). A session row keeps only
// the keyed hash of its bearer token (lib/tokens.ts); it ends by expiry, by logout, or when the
// staff member is switched off or their password changes (`revokeAll`).
import type { StaffRole } from '@portal/contracts';
import type { StaffRow } from '../db/schema';
import type { Executor } from './executor';

export interface NewStaff {
  username: string;
  displayName: string;
  passwordHash: string;
  roles: readonly StaffRole[];
  createdAt: number;
}

export function rolesOf(row: StaffRow): StaffRole[] {
  return row.roles.split(',').filter(Boolean) as StaffRole[];
}

export function staffRepository(db: Executor, merchantCode: string) {
  const scoped = () => db.selectFrom('staff').where('merchant_code', '=', merchantCode);
  return {
    async create(staff: NewStaff): Promise<StaffRow> {
      return db
        .insertInto('staff')
        .values({
          merchant_code: merchantCode,
          username: staff.username,
          display_name: staff.displayName,
          password_hash: staff.passwordHash,
          roles: staff.roles.join(','),
          created_at: staff.createdAt,
          last_login_at: null,
          locked_until: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    byUsername(username: string): Promise<StaffRow | undefined> {
      return scoped().selectAll().where('username', '=', username).executeTakeFirst();
    },
    byId(id: number): Promise<StaffRow | undefined> {
      return scoped().selectAll().where('id', '=', id).executeTakeFirst();
    },
    list(): Promise<StaffRow[]> {
      return scoped().selectAll().orderBy('username').execute();
    },
    async update(
      id: number,
      changes: { displayName?: string; roles?: readonly StaffRole[]; active?: boolean; passwordHash?: string },
    ): Promise<void> {
      await db
        .updateTable('staff')
        .set({
          ...(changes.displayName !== undefined ? { display_name: changes.displayName } : {}),
          ...(changes.roles !== undefined ? { roles: changes.roles.join(',') } : {}),
          ...(changes.active !== undefined ? { active: changes.active ? 1 : 0 } : {}),
          ...(changes.passwordHash !== undefined ? { password_hash: changes.passwordHash } : {}),
        })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .execute();
    },
    /** A wrong password: counts it, and locks until `lockUntil` when the count reaches `lockAt`. */
    async failedLogin(id: number, lockAt: number, lockUntil: (locks: number) => number): Promise<void> {
      const row = await db
        .updateTable('staff')
        .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .returning(['failed_logins', 'locks'])
        .executeTakeFirst();
      if (row && row.failed_logins >= lockAt)
        await db
          .updateTable('staff')
          .set({ failed_logins: 0, locks: row.locks + 1, locked_until: lockUntil(row.locks + 1) })
          .where('merchant_code', '=', merchantCode)
          .where('id', '=', id)
          .execute();
    },
    async goodLogin(id: number, now: number): Promise<void> {
      await db
        .updateTable('staff')
        .set({ failed_logins: 0, locks: 0, locked_until: null, last_login_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .execute();
    },
    /** Active admins of the tenant (the last one cannot be switched off or lose the role). */
    async activeAdmins(): Promise<number[]> {
      const rows = await scoped().select(['id', 'roles']).where('active', '=', 1).execute();
      return rows.filter((r) => r.roles.split(',').includes('admin')).map((r) => r.id);
    },

    // --- sessions ---
    async openSession(staffId: number, tokenHash: string, now: number, expiresAt: number, ip: string | null) {
      await db
        .insertInto('staff_sessions')
        .values({
          merchant_code: merchantCode,
          staff_id: staffId,
          token_hash: tokenHash,
          created_at: now,
          expires_at: expiresAt,
          revoked_at: null,
          ip,
        })
        .execute();
    },
    async revokeSession(tokenHash: string, now: number): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ revoked_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },
    async revokeAll(staffId: number, now: number, exceptTokenHash?: string): Promise<void> {
      let query = db
        .updateTable('staff_sessions')
        .set({ revoked_at: now })
        .where('merchant_code', '=', merchantCode)
        .where('staff_id', '=', staffId)
        .where('revoked_at', 'is', null);
      if (exceptTokenHash) query = query.where('token_hash', '!=', exceptTokenHash);
      await query.execute();
    },
  };
}

/**
 * The live session of a bearer token's hash, with its staff member and tenant — any tenant: the
 * token decides which. Undefined when unknown, expired, revoked, or the staff member is off.
 */
export async function liveStaffSession(db: Executor, tokenHash: string, now: number) {
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .selectAll('staff')
    .select(['staff_sessions.expires_at as session_expires_at'])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', now)
    .where('staff.active', '=', 1)
    .whereRef('staff.merchant_code', '=', 'staff_sessions.merchant_code')
    .executeTakeFirst();
}
