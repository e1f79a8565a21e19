// Sessions: opaque random tokens handed to the client once, stored as keyed hashes, with an idle
// expiry (sliding) and an absolute one. One session per account by default: a new login revokes
// the older ones, whose tokens then answer 401 duplicateLogin; a tenant's `signIn.maxSessions`
// lets an account keep more (the oldest ends past it), listed and signed out from My account.
// A tenant's `signIn.endSessionsOnNetworkChange` ends a session whose call comes from another
// network than its login's: 401 token_ip_different.
import { isAgentType, type ActiveSessionsValue, type LoginValue } from '@portal/contracts';
import type { AccountRow, SessionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { HOUR, MINUTE, type Clock } from '../../lib/clock';
import { maskIp, networkOf } from '../../lib/network';
import { deviceLabel } from './device-label';
import { KnownByTokenHash } from '../../lib/known-by-token-hash';
import { keyedHash, randomToken } from '../../lib/tokens';
import type { RevokeReason, TenantRepositories } from '../../repositories/index';
import type { Tenant } from '../platform/tenant-service';
import type { ResponsibleGamingService } from '../responsible-gaming/responsible-gaming-service';

export const SESSION_IDLE_MS = 30 * MINUTE;
export const SESSION_ABSOLUTE_MS = 12 * HOUR;
/** last_seen_at is written at most this often (a write per request would cost more than it tells). */
export const TOUCH_EVERY_MS = MINUTE;

/**
 * Whether a session still lets its token in at `now`: not revoked (logout, a login elsewhere, a
 * password change or reset, payment-password locks), not past its absolute expiry, not idle for
 * SESSION_IDLE_MS. `authenticate` applies the same rule; an in-house game session applies it to the
 * portal session that launched the game (services/games/inhouse-service.ts).
 */
export function isSessionLive(session: SessionRow, now: number): boolean {
  return session.revoked_at === null && now < session.expires_at && now - session.last_seen_at < SESSION_IDLE_MS;
}

/** What an ended session's token answers. */
function endedSessionCode(reason: string | null): 'duplicateLogin' | 'token_ip_different' | 'login.not.session' {
  if (reason === 'duplicateLogin') return 'duplicateLogin';
  if (reason === 'networkChanged') return 'token_ip_different';
  return 'login.not.session';
}

export interface AuthenticatedSession {
  session: SessionRow;
  account: AccountRow;
}

export interface LoginFlags {
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  forceChangePassword: boolean;
}

export class SessionService {
  /**
   * Each met session's unchanging columns by token hash: a known token costs one read, not two, and
   * the known tokens' calls of a turn share it (repositories/sessions.ts, liveStateWithAccount).
   */
  readonly known = new KnownByTokenHash<SessionRow>();

  constructor(
    private readonly pepper: string,
    private readonly clock: Clock,
    /** Responsible gaming: no session starts while the account is timed out or self-excluded. */
    private readonly responsibleGaming: ResponsibleGamingService,
  ) {}

  hashToken(token: string): string {
    return keyedHash(this.pepper, token);
  }

  /**
   * Starts a session for an account, ending its sessions past `maxSessions` (the older ones first;
   * 1: all of them); returns the raw token (shown once).
   */
  async start(
    repos: TenantRepositories,
    account: AccountRow,
    meta: { ip: string; deviceId: string | null; userAgent?: string | null; maxSessions?: number },
  ): Promise<{ token: string; sessionId: number }> {
    // Every way in ends here: refused (rg_timed_out, rg_self_excluded) before anything is written.
    await this.responsibleGaming.assertMayLogin(repos, account);
    const now = this.clock.now();
    const token = randomToken(32);
    const keep = Math.max((meta.maxSessions ?? 1) - 1, 0);
    const sessionId = await repos.transaction(async (trx) => {
      if (keep === 0) await trx.sessions.revokeAccount(account.id, 'duplicateLogin', now);
      else {
        const live = (await trx.sessions.unrevoked(account.id, now)).filter((s) => isSessionLive(s, now));
        for (const older of live.slice(keep)) await trx.sessions.revoke(older.id, 'duplicateLogin', now);
      }
      await trx.accounts.update(account.id, { last_login_at: now });
      return trx.sessions.insert({
        accountId: account.id,
        tokenHash: this.hashToken(token),
        deviceId: meta.deviceId,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 256) ?? null,
        now,
        expiresAt: now + SESSION_ABSOLUTE_MS,
      });
    });
    return { token, sessionId };
  }

  /**
   * The session and account behind a raw token, or a 401 AppError saying why not. With `from` (the
   * call's address and tenant), a tenant that ends sessions used from another network does so here.
   */
  async authenticate(
    repos: TenantRepositories,
    token: string | undefined,
    from?: { ip: string; tenant: Tenant },
  ): Promise<AuthenticatedSession> {
    if (!token) throw new AppError('login.not.session');
    if (token.length > 128) throw new AppError('user.or.token.invalid');
    const tokenHash = this.hashToken(token);
    const known = this.known.get(repos.merchantCode, tokenHash);
    let session: SessionRow | undefined;
    let account: AccountRow | undefined;
    if (known) {
      // Its end and last call read fresh, with the account, in one statement (shared by the turn's calls).
      const fresh = await repos.sessions.liveStateWithAccount(known);
      if (!fresh) throw new AppError('user.or.token.invalid');
      session = { ...known, ...fresh.state };
      account = fresh.account;
    } else {
      session = await repos.sessions.findByTokenHash(tokenHash);
      if (!session) throw new AppError('user.or.token.invalid');
    }
    if (session.revoked_at !== null) throw new AppError(endedSessionCode(session.revoked_reason));
    const now = this.clock.now();
    if (now >= session.expires_at || now - session.last_seen_at >= SESSION_IDLE_MS) {
      await repos.sessions.revoke(session.id, 'logout', now);
      throw new AppError('login.not.session', null, 'session expired');
    }
    if (from?.tenant.config.signIn?.endSessionsOnNetworkChange && networkOf(from.ip) !== networkOf(session.ip)) {
      await repos.sessions.revoke(session.id, 'networkChanged', now);
      throw new AppError('token_ip_different', null, `session ${session.id} used from another network`);
    }
    if (!known) {
      account = await repos.accounts.findById(session.account_id);
      this.known.keep(repos.merchantCode, tokenHash, session);
    }
    if (!account || account.status !== 'active') throw new AppError('user.or.token.invalid');
    if (now - session.last_seen_at >= TOUCH_EVERY_MS) await repos.sessions.touch(session.id, now);
    return { session, account };
  }

  async end(repos: TenantRepositories, sessionId: number, reason: RevokeReason = 'logout'): Promise<void> {
    await repos.sessions.revoke(sessionId, reason, this.clock.now());
  }

  /** Ends every other session of an account (after a password change). */
  async endOthers(repos: TenantRepositories, accountId: number, keepSessionId?: number): Promise<number> {
    return repos.sessions.revokeAccount(accountId, 'passwordChanged', this.clock.now(), keepSessionId);
  }

  /** The account's live sessions for My account: the current one first, then the newest. */
  async active(repos: TenantRepositories, current: AuthenticatedSession): Promise<ActiveSessionsValue> {
    const now = this.clock.now();
    const live = (await repos.sessions.unrevoked(current.account.id, now)).filter((s) => isSessionLive(s, now));
    const sessions = live
      .map((s) => ({
        sessionId: s.id,
        device: deviceLabel(s.user_agent),
        ip: maskIp(s.ip),
        firstSeenAt: s.created_at,
        lastSeenAt: s.id === current.session.id ? Math.max(s.last_seen_at, now) : s.last_seen_at,
        current: s.id === current.session.id,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current));
    return { sessions };
  }

  /** Signs out one other session of the member (not the current one: that is the logout). */
  async endOne(repos: TenantRepositories, current: AuthenticatedSession, sessionId: number): Promise<number> {
    if (sessionId === current.session.id) throw new AppError('session_not_found', { sessionId });
    const ended = await repos.sessions.revokeOfAccount(
      current.account.id,
      sessionId,
      'signedOutElsewhere',
      this.clock.now(),
    );
    if (!ended) throw new AppError('session_not_found', { sessionId });
    return 1;
  }

  /** Signs out every session of the member but the current one. */
  endAllOthers(repos: TenantRepositories, current: AuthenticatedSession): Promise<number> {
    return repos.sessions.revokeAccount(current.account.id, 'signedOutElsewhere', this.clock.now(), current.session.id);
  }

  loginValue(tenant: Tenant, account: AccountRow, token: string, flags: LoginFlags): LoginValue {
    return {
      token,
      id: account.id,
      userName: account.username,
      nickname: account.nickname,
      type: account.type,
      isAgent: isAgentType(account.type),
      firstTimeLogin: flags.firstTimeLogin,
      passwordExpired: flags.passwordExpired,
      forceChangePassword: flags.forceChangePassword,
      merchantCode: tenant.merchantCode,
      currency: tenant.config.currency.code,
    };
  }
}
