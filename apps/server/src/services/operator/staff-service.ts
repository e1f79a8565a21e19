// The operator's staff: logins (argon2id passwords, an escalating lock after repeated wrong ones,
// bearer tokens kept only as keyed hashes, eight hours at most), their own password changes, and
// the admin's management of staff. Every change is audited in its own transaction.
import {
  STAFF_PASSWORD_MIN,
  type CreateStaffRequest,
  type Staff,
  type StaffLimits,
  type StaffLoginValue,
  type StaffRole,
  type StaffSession,
  type UpdateStaffRequest,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database, StaffRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/connect';
import { AppError } from '../../lib/app-error';
import { HOUR, type Clock } from '../../lib/clock';
import { type PasswordHasher, verifyPassword } from '../../lib/passwords';
import { keyedHash, randomToken } from '../../lib/tokens';
import { liveStaffSession, rolesOf, type TenantRepositories } from '../../repositories/index';
import { escalatingLockMs } from '../accounts/escalating-lock';
import type { Tenant } from '../platform/tenant-service';
import { recordDecision, type Actor } from './audit';

/** A staff session ends after this, whatever happens. */
export const STAFF_SESSION_MS = 8 * HOUR;
/** Wrong passwords in a row that lock a staff login (15 minutes, doubling: escalating-lock.ts). */
export const STAFF_LOCK_AFTER = 5;
/** Generated passwords: 24 characters of base64url (144 bits). */
const newStaffPassword = () => randomToken(18);

/** The staff member of a live bearer token, with what the routes need of it. */
export interface StaffPrincipal {
  merchantCode: string;
  staff: StaffRow;
  roles: StaffRole[];
  tokenHash: string;
  expiresAt: number;
}

export function staffView(row: StaffRow): Staff {
  return {
    staffId: row.id,
    username: row.username,
    displayName: row.display_name,
    roles: rolesOf(row),
    active: row.active === 1,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  };
}

export function staffLimits(tenant: Tenant): StaffLimits {
  const { rewardCeiling, approvalThreshold } = tenant.config.wallet.staffDecisions;
  return { currency: tenant.config.currency.code, rewardCeiling, approvalThreshold };
}

export function actorOf(principal: StaffPrincipal, ip: string | null): Actor {
  return { staffId: principal.staff.id, name: principal.staff.username, ip };
}

export class StaffService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly pepper: string,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
  ) {}

  /** The live session of a bearer token, or undefined (unknown, expired, revoked, staff switched off). */
  async authenticate(token: string): Promise<StaffPrincipal | undefined> {
    const tokenHash = keyedHash(this.pepper, token);
    const row = await liveStaffSession(this.db, tokenHash, this.clock.now());
    if (!row) return undefined;
    const { session_expires_at: expiresAt, ...staff } = row;
    return { merchantCode: staff.merchant_code, staff, roles: rolesOf(staff), tokenHash, expiresAt };
  }

  session(tenant: Tenant, principal: StaffPrincipal): StaffSession {
    return {
      merchantCode: tenant.merchantCode,
      staff: staffView(principal.staff),
      expiresAt: principal.expiresAt,
      limits: staffLimits(tenant),
    };
  }

  async login(
    tenant: Tenant,
    repos: TenantRepositories,
    credentials: { username: string; password: string },
    ip: string | null,
  ): Promise<StaffLoginValue> {
    const now = this.clock.now();
    const row = await repos.staff.byUsername(credentials.username.trim().toLowerCase());
    if (!row || row.active !== 1) {
      await this.hasher.verifyAgainstNothing(credentials.password);
      throw new AppError('login_failed');
    }
    if (row.locked_until !== null && row.locked_until > now)
      throw new AppError('login_locked', { retryAfterSeconds: Math.ceil((row.locked_until - now) / 1000) });
    if (!(await verifyPassword(row.password_hash, credentials.password))) {
      await repos.staff.failedLogin(row.id, STAFF_LOCK_AFTER, (locks) => now + escalatingLockMs(locks));
      throw new AppError('login_failed');
    }
    const token = randomToken();
    const tokenHash = keyedHash(this.pepper, token);
    const expiresAt = now + STAFF_SESSION_MS;
    await repos.transaction(async (trx) => {
      await trx.staff.goodLogin(row.id, now);
      await trx.staff.openSession(row.id, tokenHash, now, expiresAt, ip);
      await recordDecision(trx, { staffId: row.id, name: row.username, ip }, 'staff.login', now);
    });
    const fresh = { ...row, last_login_at: now, failed_logins: 0, locks: 0, locked_until: null };
    return {
      ...this.session(tenant, {
        merchantCode: tenant.merchantCode,
        staff: fresh,
        roles: rolesOf(row),
        tokenHash,
        expiresAt,
      }),
      token,
    };
  }

  async logout(repos: TenantRepositories, principal: StaffPrincipal, actor: Actor): Promise<void> {
    const now = this.clock.now();
    await repos.transaction(async (trx) => {
      await trx.staff.revokeSession(principal.tokenHash, now);
      await recordDecision(trx, actor, 'staff.logout', now);
    });
  }

  /** The staff member's own change: the current password is checked; their other sessions end. */
  async changePassword(
    repos: TenantRepositories,
    principal: StaffPrincipal,
    actor: Actor,
    change: { currentPassword: string; newPassword: string },
  ): Promise<void> {
    if (!(await verifyPassword(principal.staff.password_hash, change.currentPassword)))
      throw new AppError('old_password_error');
    if (change.newPassword === change.currentPassword) throw new AppError('password_same');
    const passwordHash = await this.hasher.hash(change.newPassword);
    const now = this.clock.now();
    await repos.transaction(async (trx) => {
      await trx.staff.update(principal.staff.id, { passwordHash });
      await trx.staff.revokeAll(principal.staff.id, now, principal.tokenHash);
      await recordDecision(trx, actor, 'staff.password_change', now, { subject: principal.staff.username });
    });
  }

  async list(repos: TenantRepositories): Promise<Staff[]> {
    return (await repos.staff.list()).map(staffView);
  }

  async create(
    repos: TenantRepositories,
    actor: Actor,
    request: CreateStaffRequest,
    password = newStaffPassword(),
  ): Promise<{ staff: Staff; password: string }> {
    if (password.length < STAFF_PASSWORD_MIN) throw new AppError('password_rule', { min: STAFF_PASSWORD_MIN });
    const now = this.clock.now();
    const passwordHash = await this.hasher.hash(password);
    try {
      const row = await repos.transaction(async (trx) => {
        const created = await trx.staff.create({
          username: request.username,
          displayName: request.displayName.trim(),
          passwordHash,
          roles: [...new Set(request.roles)],
          createdAt: now,
        });
        await recordDecision(trx, actor, 'staff.create', now, {
          subject: created.username,
          after: created.roles,
        });
        return created;
      });
      return { staff: staffView(row), password };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('staff_exists');
      throw error;
    }
  }

  /** Roles, name, on/off. Switching someone off ends their sessions; the last active admin stays. */
  async update(repos: TenantRepositories, actor: Actor, staffId: number, change: UpdateStaffRequest): Promise<Staff> {
    const now = this.clock.now();
    return repos.transaction(async (trx) => {
      const before = await this.byId(trx, staffId);
      const roles = change.roles ? [...new Set(change.roles)] : undefined;
      const losesAdmin =
        rolesOf(before).includes('admin') &&
        before.active === 1 &&
        (change.active === false || (roles !== undefined && !roles.includes('admin')));
      if (losesAdmin && (await trx.staff.activeAdmins()).length <= 1) throw new AppError('staff_last_admin');
      await trx.staff.update(staffId, { displayName: change.displayName?.trim(), roles, active: change.active });
      if (change.active === false) await trx.staff.revokeAll(staffId, now);
      const after = await this.byId(trx, staffId);
      await recordDecision(trx, actor, 'staff.update', now, {
        subject: before.username,
        before: `${before.active === 1 ? 'active' : 'off'} ${before.roles}`,
        after: `${after.active === 1 ? 'active' : 'off'} ${after.roles}`,
      });
      return staffView(after);
    });
  }

  /** A new generated password (shown once); the staff member's sessions end. */
  async resetPassword(
    repos: TenantRepositories,
    actor: Actor,
    staffId: number,
  ): Promise<{ staff: Staff; password: string }> {
    const password = newStaffPassword();
    const passwordHash = await this.hasher.hash(password);
    const now = this.clock.now();
    return repos.transaction(async (trx) => {
      const row = await this.byId(trx, staffId);
      await trx.staff.update(staffId, { passwordHash });
      await trx.staff.revokeAll(staffId, now);
      await recordDecision(trx, actor, 'staff.password_reset', now, { subject: row.username });
      return { staff: staffView(row), password };
    });
  }

  /**
   * Demo and development: the tenant's demo staff (one per role, and `checker` — finance and
   * content — to approve the others' large decisions) with the instance's generated passwords.
   * Staff that exist are left as they are.
   */
  async ensureDemoStaff(repos: TenantRepositories, passwords: Readonly<Record<string, string>>): Promise<void> {
    const existing = new Set((await repos.staff.list()).map((row) => row.username));
    const now = this.clock.now();
    await Promise.all(
      DEMO_STAFF.filter((demo) => !existing.has(demo.username) && passwords[demo.username]).map(async (demo) => {
        const passwordHash = await this.hasher.hash(passwords[demo.username]!);
        try {
          await repos.staff.create({ ...demo, passwordHash, createdAt: now });
        } catch (error) {
          // Another instance of the same database created it first.
          if (!isUniqueViolation(error)) throw error;
        }
      }),
    );
  }

  private async byId(repos: TenantRepositories, staffId: number): Promise<StaffRow> {
    const row = await repos.staff.byId(staffId);
    if (!row) throw new AppError('staff_not_found');
    return row;
  }
}

/** The demo staff of every tenant outside production (their passwords: secrets.ts). */
export const DEMO_STAFF: readonly { username: string; displayName: string; roles: StaffRole[] }[] = [
  { username: 'admin', displayName: 'Demo admin', roles: ['admin'] },
  { username: 'finance', displayName: 'Demo finance', roles: ['finance'] },
  { username: 'content', displayName: 'Demo content', roles: ['content'] },
  { username: 'support', displayName: 'Demo support', roles: ['support'] },
  { username: 'checker', displayName: 'Demo checker', roles: ['finance', 'content'] },
];
