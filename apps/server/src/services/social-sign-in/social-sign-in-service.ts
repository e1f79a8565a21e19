// Social sign-in through OpenID Connect (issue 25; contracts' social-sign-in.ts). The rules:
//
// - A provider is offered only where the tenant configured it (tenant.json `socialSignIn.providers`,
//   a client secret at hand) AND its module flag (GOOGLELOGIN3, FACEBOOKLOGIN3, …) is on.
// - `start`: the authorization code flow with PKCE (S256), a random state and nonce. The state's
//   keyed hash, the nonce, the code verifier, the redirect URI and the return path are kept in a
//   single-use row of this tenant for ten minutes (migration 0026).
// - `complete`: the state is used up atomically (unknown, used, expired or another tenant's:
//   social_state_invalid); the code is exchanged with its verifier, and openid-client checks the ID
//   token (signature by the provider's JWKS, issuer, audience, expiry, and the nonce we pass).
//   Then the linked identity (tenant, provider, subject) signs in; an unknown one whose VERIFIED
//   e-mail belongs to a member of the tenant is never linked silently: social_link_required with a
//   link ticket, and `link` takes the member's password; otherwise a new member account is made.
// - The session goes through AuthService.sessionOrChallenge like every login: an account with an
//   authenticator still passes its second step, a time-out or self-exclusion still refuses.
import type { ResponsibleGamingService } from '../responsible-gaming/responsible-gaming-service';
import { identityOf } from '../responsible-gaming/identity';
import { randomInt } from 'node:crypto';
import * as oidc from 'openid-client';
import {
  ACCOUNT_TYPES,
  WALLET_IDS,
  type CompleteSocialSignInRequest,
  type LinkSocialIdentityRequest,
  type LoginValue,
  type SocialLinkChallenge,
  type SocialProvider,
  type SocialProvidersValue,
  type StartSocialSignInRequest,
  type StartSocialSignInValue,
  type TenantSocialProvider,
} from '@portal/contracts';
import { isUniqueViolation } from '../../db/connect';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { DAY, MINUTE, type Clock } from '../../lib/clock';
import { type PasswordHasher, verifyPassword } from '../../lib/passwords';
import { keyedHash, randomPassword, randomToken } from '../../lib/tokens';
import type { TenantRepositories } from '../../repositories/index';
import {
  FAILURE_WINDOW_MS,
  FAILURES_BEFORE_LOCK,
  lockDuration,
  type AuthService,
  type RequestMeta,
} from '../accounts/auth-service';
import { isModuleOn, type Tenant } from '../platform/tenant-service';
import { isNonceMismatch, type OidcClients } from './oidc-clients';

export const SOCIAL_STATE_TTL_MS = 10 * MINUTE;
export const SOCIAL_LINK_TTL_MS = 10 * MINUTE;
export const SOCIAL_LINK_TRIES = 5;

/** What the ID token said about the person. */
interface SocialIdentity {
  provider: TenantSocialProvider;
  subject: string;
  /** Only a verified e-mail (`email_verified: true`); null otherwise. */
  email: string | null;
  name: string | null;
}

export class SocialSignInService {
  constructor(
    private readonly clock: Clock,
    private readonly pepper: string,
    private readonly clients: OidcClients,
    private readonly auth: AuthService,
    /** A self-excluded identity gets no new account (the registration's rule, issue 25). */
    private readonly responsibleGaming: ResponsibleGamingService,
    private readonly hasher: PasswordHasher,
  ) {}

  private stateHash(state: string): string {
    return keyedHash(this.pepper, `social-state:${state}`);
  }

  private linkHash(ticket: string): string {
    return keyedHash(this.pepper, `social-link:${ticket}`);
  }

  /** The tenant's providers that show a button: configured, with a secret, module on. */
  private offered(tenant: Tenant): TenantSocialProvider[] {
    return (tenant.config.socialSignIn?.providers ?? []).filter(
      (p) => isModuleOn(tenant, p.module) && this.clients.secretOf(p) !== null,
    );
  }

  private provider(tenant: Tenant, id: string): TenantSocialProvider {
    const provider = this.offered(tenant).find((p) => p.id === id);
    if (!provider) throw new AppError('social_provider_not_configured', { provider: id });
    return provider;
  }

  private static button(p: TenantSocialProvider): SocialProvider {
    return { id: p.id, label: p.label, name: p.name };
  }

  providers(tenant: Tenant): SocialProvidersValue {
    return { providers: this.offered(tenant).map(SocialSignInService.button) };
  }

  async start(
    tenant: Tenant,
    repos: TenantRepositories,
    payload: StartSocialSignInRequest,
  ): Promise<StartSocialSignInValue> {
    const provider = this.provider(tenant, payload.provider);
    const config = await this.clients.configuration(tenant.merchantCode, provider);
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
    const now = this.clock.now();
    const expiresAt = now + SOCIAL_STATE_TTL_MS;
    await repos.socialSignIn.purgeStates(now - DAY);
    await repos.socialSignIn.insertState({
      stateHash: this.stateHash(state),
      provider: provider.id,
      nonce,
      codeVerifier,
      redirectUri: payload.redirectUri,
      returnPath: payload.returnPath ?? null,
      now,
      expiresAt,
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: payload.redirectUri,
      scope: ['openid', ...(provider.scopes ?? ['email'])].join(' '),
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { authorizationUrl: url.href, expiresAt };
  }

  async complete(
    tenant: Tenant,
    repos: TenantRepositories,
    payload: CompleteSocialSignInRequest,
    meta: RequestMeta,
  ): Promise<LoginValue> {
    const row = await repos.socialSignIn.consumeState(this.stateHash(payload.state.trim()), this.clock.now());
    if (!row) throw new AppError('social_state_invalid');
    if (payload.error) throw new AppError('social_provider_error', { error: payload.error.slice(0, 64) });
    if (!payload.code) throw new AppError('social_provider_error', { error: 'no_code' });
    const provider = this.provider(tenant, row.provider);
    const config = await this.clients.configuration(tenant.merchantCode, provider);
    const callback = new URL(row.redirect_uri);
    callback.searchParams.set('code', payload.code);
    callback.searchParams.set('state', payload.state.trim());
    if (payload.iss) callback.searchParams.set('iss', payload.iss);
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: row.code_verifier,
        expectedState: payload.state.trim(),
        expectedNonce: row.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      if (isNonceMismatch(error)) throw new AppError('social_nonce_mismatch', null, (error as Error).message);
      throw new AppError('social_provider_error', { error: 'exchange_failed' }, (error as Error).message);
    }
    if (!claims?.sub) throw new AppError('social_provider_error', { error: 'no_subject' });
    const identity: SocialIdentity = {
      provider,
      subject: String(claims.sub).slice(0, 255),
      email: claims.email_verified === true && typeof claims.email === 'string' ? claims.email.trim() : null,
      name: typeof claims.name === 'string' ? claims.name : null,
    };

    const linked = await repos.socialSignIn.findIdentity(provider.id, identity.subject);
    if (linked) {
      const account = await repos.accounts.findById(linked.account_id);
      if (!account) throw new AppError('account_disabled');
      await this.auth.assertMaySignIn(repos, account);
      return this.signIn(tenant, repos, account, payload.loginDeviceId, meta);
    }
    if (identity.email) {
      const [member] = await repos.socialSignIn.membersByEmail(identity.email);
      if (member)
        throw new AppError('social_link_required', {
          ...(await this.linkTicket(repos, identity, member, row.return_path)),
        });
    }
    const account = await this.createMember(tenant, repos, identity, meta);
    return this.signIn(tenant, repos, account, payload.loginDeviceId, meta);
  }

  /** The member's password links the identity named by the ticket, then signs in. */
  async link(
    tenant: Tenant,
    repos: TenantRepositories,
    payload: LinkSocialIdentityRequest,
    meta: RequestMeta,
  ): Promise<LoginValue> {
    const now = this.clock.now();
    const ticket = await repos.socialSignIn.linkTickets.findLive(this.linkHash(payload.linkTicket.trim()), now);
    if (!ticket) throw new AppError('social_link_invalid');
    if ((await repos.socialSignIn.linkTickets.reserveTry(ticket.id, SOCIAL_LINK_TRIES)) === null)
      throw new AppError('social_link_invalid', null, 'no tries left');
    const account = await repos.accounts.findById(ticket.account_id);
    if (!account) throw new AppError('social_link_invalid', null, 'account gone');
    // The password is the account's: a wrong one counts towards its login lock like a failed login.
    await this.auth.assertMaySignIn(repos, account);
    const key = account.username_key;
    if (!(await verifyPassword(account.password_hash, payload.password))) {
      const attempt = await repos.loginFailures.reserve(key, now, now - FAILURE_WINDOW_MS);
      if (attempt >= FAILURES_BEFORE_LOCK) await repos.loginFailures.lock(key, now + lockDuration(attempt));
      throw new AppError('password_wrong');
    }
    if (!(await repos.socialSignIn.linkTickets.consume(ticket.id, now))) throw new AppError('social_link_invalid');
    try {
      await repos.socialSignIn.link({
        provider: ticket.provider,
        subject: ticket.subject,
        accountId: account.id,
        email: ticket.email,
        now,
      });
    } catch (error) {
      // Linked meanwhile (a second link of the same identity): only to this member is it fine.
      if (!isUniqueViolation(error)) throw error;
      const existing = await repos.socialSignIn.findIdentity(ticket.provider, ticket.subject);
      if (existing?.account_id !== account.id) throw new AppError('social_link_invalid', null, 'linked elsewhere');
    }
    return this.signIn(tenant, repos, account, payload.loginDeviceId, meta);
  }

  private async linkTicket(
    repos: TenantRepositories,
    identity: SocialIdentity,
    member: AccountRow,
    returnPath: string | null,
  ): Promise<SocialLinkChallenge> {
    const now = this.clock.now();
    const linkTicket = randomToken(32);
    const expiresAt = now + SOCIAL_LINK_TTL_MS;
    await repos.socialSignIn.insertLinkTicket({
      ticketHash: this.linkHash(linkTicket),
      provider: identity.provider.id,
      subject: identity.subject,
      email: identity.email!,
      accountId: member.id,
      returnPath,
      now,
      expiresAt,
    });
    return {
      linkTicket,
      provider: SocialSignInService.button(identity.provider),
      username: member.username,
      returnPath,
      expiresAt,
    };
  }

  /** Every social way in ends here: the same session service and second step as a password login. */
  private signIn(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
    deviceId: string | undefined,
    meta: RequestMeta,
  ): Promise<LoginValue> {
    return this.auth.sessionOrChallenge(tenant, repos, account, {
      ip: meta.ip,
      deviceId,
      plainPassword: null,
      viaSms: false,
      userAgent: meta.userAgent,
      failureKey: account.username_key,
    });
  }

  /**
   * A new member for an identity seen first: a username derived from the e-mail or name (letters
   * and digits, within the tenant's username length, made unique with digits), a random password
   * nobody knows (a password can be set later by recovery), the verified e-mail (so responsible
   * gaming's identity rules and recovery apply), the main wallet — the rows a registration writes
   * — and the identity linked, in one transaction.
   */
  private async createMember(
    tenant: Tenant,
    repos: TenantRepositories,
    identity: SocialIdentity,
    meta: RequestMeta,
  ): Promise<AccountRow> {
    if (!isModuleOn(tenant, 'REG3')) throw new AppError('function.not.available', null, 'registration is off');
    await this.responsibleGaming.assertMayRegister(identityOf({ mobile_number: null, email: identity.email }));
    const now = this.clock.now();
    const passwordHash = await this.hasher.hash(randomPassword(24));
    for (let attempt = 0; attempt < 5; attempt++) {
      const username = await this.freeUsername(tenant, repos, identity);
      try {
        const accountId = await repos.transaction(async (trx) => {
          const id = await trx.accounts.insert({
            username,
            username_key: username.toLowerCase(),
            nickname: identity.name?.slice(0, 32) || username,
            type: ACCOUNT_TYPES.MEMBER,
            status: 'active',
            password_hash: passwordHash,
            password_changed_at: now,
            must_change_password: 0,
            email: identity.email,
            profile_json: JSON.stringify({ socialProvider: identity.provider.id }),
            language: tenant.config.defaultLanguage,
            register_ip: meta.ip,
            created_at: now,
          });
          await trx.wallets.open(id, WALLET_IDS.MAIN, tenant.config.currency.code, now);
          await trx.socialSignIn.link({
            provider: identity.provider.id,
            subject: identity.subject,
            accountId: id,
            email: identity.email,
            now,
          });
          return id;
        });
        return (await repos.accounts.findById(accountId))!;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same identity signing in twice at once: the other request made the account.
        const linked = await repos.socialSignIn.findIdentity(identity.provider.id, identity.subject);
        if (linked) return (await repos.accounts.findById(linked.account_id))!;
      }
    }
    throw new AppError('username_exists', null, 'no free derived username');
  }

  private async freeUsername(tenant: Tenant, repos: TenantRepositories, identity: SocialIdentity): Promise<string> {
    const rule = tenant.registration.username;
    const max = Math.max(rule.maxLength ?? 12, 8);
    const min = Math.max(rule.minLength ?? 6, 1);
    const source = (identity.email?.split('@')[0] ?? identity.name ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
    let base = /^[a-z]/.test(source) ? source : `u${source}`;
    base = base.slice(0, max - 4);
    for (let tries = 0; tries < 20; tries++) {
      const digits = String(randomInt(0, 10 ** 4)).padStart(4, '0');
      const candidate = (base + digits).padEnd(min, '0').slice(0, max);
      if (!(await repos.accounts.findByUsername(candidate))) return candidate;
    }
    throw new AppError('username_exists', null, 'no free derived username');
  }
}
