// Passkeys (WebAuthn, issue 25) through `@simplewebauthn/server`: a member registers them from My
// account and signs in with one where the browser offers it.
//
// Relying party, per tenant and per request: the RP ID is the host the portal is served from (the
// request's Host without its port), accepted only when it is one of the tenant's `domains` (absent:
// `<id>.localhost`; the demo lists `localhost` and `127.0.0.1`); the RP name is the brand's name;
// the one expected origin is the request's scheme, host and port (behind a proxy the scheme is the
// forwarded one, with TRUST_PROXY). A passkey made on one domain of a brand signs in only there.
//
// Challenges: random, single use (one conditional update), five minutes, stored as keyed hashes
// of this tenant; a registration's is bound to the session that asked for it. Credentials are
// discoverable with user verification required (`residentKey: 'required'`,
// `userVerification: 'required'`), attestation `none`. The user handle is a keyed hash of the
// tenant and account (no name or number leaves in it), and the credential must belong to the
// account it names. A counter that goes backwards (or stays put when it counts) is a cloned
// authenticator: refused. Credentials are looked up in the tenant's own rows, so one registered on
// aurora is unknown on lotus.
//
// A passkey sign-in with user verification is a second factor by itself (login-challenge.ts):
// neither the authenticator app nor the new-device code is asked; locks, a disabled account and the
// responsible-gaming refusals (session-service.ts) still apply.
import type {
  AuthenticationResponse,
  LoginValue,
  Passkey,
  PasskeyLoginOptions,
  PasskeyLoginRequest,
  PasskeyRegistrationOptions,
  PasskeysValue,
  RegisterPasskeyRequest,
  RemovePasskeyRequest,
  RenamePasskeyRequest,
} from '@portal/contracts';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AccountRow, PasskeyRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { MINUTE, type Clock } from '../../lib/clock';
import { verifyPassword } from '../../lib/passwords';
import { keyedHash } from '../../lib/tokens';
import type { TenantRepositories } from '../../repositories/index';
import type { PasskeyChallengePurpose } from '../../repositories/passkeys';
import type { Tenant } from '../platform/tenant-service';
import type { AuthService, RequestMeta } from './auth-service';
import type { AuthenticatorService } from './authenticator-service';
import type { AuthenticatedSession } from './session-service';
import { deviceLabel } from './device-label';

export const PASSKEY_CHALLENGE_TTL_MS = 5 * MINUTE;
/** A member keeps at most this many passkeys (a new one past it is refused). */
export const MAX_PASSKEYS = 10;
/**
 * ES256, EdDSA, RS256: what every authenticator offers. The library would put ML-DSA-44 first where
 * the runtime has it (Node's is experimental, and its keys and signatures are kilobytes).
 */
export const PASSKEY_ALGORITHMS = [-7, -8, -257];
const KNOWN_TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

/** Where the request came from: Fastify's `protocol` and `host` (with its port). */
export interface RequestOrigin {
  protocol: string;
  host: string;
}

/** The tenant's relying party for a request; passkey_host_refused when its host is not the tenant's. */
export function relyingParty(tenant: Tenant, from: RequestOrigin): RelyingParty {
  const url = safeUrl(`${from.protocol}://${from.host}`);
  const hostname = url?.hostname.toLowerCase() ?? '';
  const domains = tenant.config.domains ?? [`${tenant.id}.localhost`];
  if (!url || !domains.includes(hostname)) throw new AppError('passkey_host_refused', null, from.host);
  // URL drops a scheme's default port, as the browser's origin does.
  return { id: hostname, name: tenant.brandName, origin: url.origin };
}

function safeUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function passkeyOf(row: PasskeyRow): Passkey {
  return { passkeyId: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at };
}

function transportsOf(row: PasskeyRow): string[] {
  try {
    const list: unknown = JSON.parse(row.transports);
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export class PasskeyService {
  constructor(
    private readonly clock: Clock,
    private readonly pepper: string,
    private readonly authenticators: AuthenticatorService,
    private readonly auth: AuthService,
  ) {}

  private challengeHash(challenge: string): string {
    return keyedHash(this.pepper, `passkey-challenge:${challenge}`);
  }

  /** The WebAuthn user handle of an account: opaque, stable, different on every tenant. */
  private userHandle(repos: TenantRepositories, accountId: number): string {
    return keyedHash(this.pepper, `passkey-user:${repos.merchantCode}:${accountId}`);
  }

  private async storeChallenge(
    repos: TenantRepositories,
    challenge: string,
    purpose: PasskeyChallengePurpose,
    accountId: number | null,
    sessionId: number | null,
  ): Promise<void> {
    const now = this.clock.now();
    await repos.passkeyChallenges.insert({
      challengeHash: this.challengeHash(challenge),
      purpose,
      accountId,
      sessionId,
      now,
      expiresAt: now + PASSKEY_CHALLENGE_TTL_MS,
    });
  }

  /** The verifier handed to the library: the challenge is live and is used up now. */
  private consumer(repos: TenantRepositories, purpose: PasskeyChallengePurpose, sessionId: number | null) {
    return (challenge: string) =>
      repos.passkeyChallenges.consume(this.challengeHash(challenge), purpose, sessionId, this.clock.now());
  }

  async list(repos: TenantRepositories, account: AccountRow): Promise<PasskeysValue> {
    return { passkeys: (await repos.passkeys.listOf(account.id)).map(passkeyOf) };
  }

  async registrationOptions(
    repos: TenantRepositories,
    current: AuthenticatedSession,
    rp: RelyingParty,
  ): Promise<PasskeyRegistrationOptions> {
    const { account, session } = current;
    const existing = await repos.passkeys.listOf(account.id);
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: account.username,
      userDisplayName: account.nickname ?? account.username,
      userID: Buffer.from(this.userHandle(repos, account.id), 'base64url'),
      timeout: PASSKEY_CHALLENGE_TTL_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    });
    await this.storeChallenge(repos, options.challenge, 'register', account.id, session.id);
    return options as PasskeyRegistrationOptions;
  }

  async register(
    repos: TenantRepositories,
    current: AuthenticatedSession,
    payload: RegisterPasskeyRequest,
    rp: RelyingParty,
    userAgent: string | undefined,
  ): Promise<Passkey> {
    const { account, session } = current;
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response: payload.response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
        expectedChallenge: this.consumer(repos, 'register', session.id),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      });
    } catch (error) {
      throw new AppError('passkey_invalid', null, (error as Error).message);
    }
    if (!verified.verified || !verified.registrationInfo) throw new AppError('passkey_invalid');
    const { credential } = verified.registrationInfo;
    if ((await repos.passkeys.listOf(account.id)).length >= MAX_PASSKEYS) throw new AppError('passkey_limit_reached');
    const now = this.clock.now();
    const name = payload.name ?? deviceLabel(userAgent ?? null) ?? 'Passkey';
    const id = await repos.passkeys.insert({
      accountId: account.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? payload.response.response.transports ?? []).filter((t) =>
        KNOWN_TRANSPORTS.has(t),
      ),
      name,
      now,
    });
    if (id === null) throw new AppError('passkey_already_registered');
    return { passkeyId: id, name, createdAt: now, lastUsedAt: null };
  }

  async rename(repos: TenantRepositories, account: AccountRow, payload: RenamePasskeyRequest): Promise<Passkey> {
    if (!(await repos.passkeys.rename(account.id, payload.passkeyId, payload.name)))
      throw new AppError('passkey_not_found');
    const row = (await repos.passkeys.listOf(account.id)).find((p) => p.id === payload.passkeyId);
    if (!row) throw new AppError('passkey_not_found');
    return passkeyOf(row);
  }

  /** As the authenticator's unbinding: the second factor first (when bound), then the password. */
  async remove(repos: TenantRepositories, account: AccountRow, payload: RemovePasskeyRequest): Promise<void> {
    const owned = (await repos.passkeys.listOf(account.id)).some((p) => p.id === payload.passkeyId);
    if (!owned) throw new AppError('passkey_not_found');
    await this.authenticators.requireCode(repos, account.id, payload.authenticatorCode);
    if (!(await verifyPassword(account.password_hash, payload.password))) throw new AppError('password_wrong');
    if (!(await repos.passkeys.remove(account.id, payload.passkeyId))) throw new AppError('passkey_not_found');
  }

  async loginOptions(repos: TenantRepositories, rp: RelyingParty): Promise<PasskeyLoginOptions> {
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      timeout: PASSKEY_CHALLENGE_TTL_MS,
      userVerification: 'required',
      allowCredentials: [],
    });
    await this.storeChallenge(repos, options.challenge, 'login', null, null);
    return options as PasskeyLoginOptions;
  }

  /** A sign-in: the assertion checked, then the session through the login's own path. */
  async signIn(
    tenant: Tenant,
    repos: TenantRepositories,
    payload: PasskeyLoginRequest,
    rp: RelyingParty,
    meta: RequestMeta,
  ): Promise<LoginValue> {
    const account = await this.verifyAssertion(repos, payload.response, rp);
    return this.auth.loginByPasskey(tenant, repos, account, payload.loginDeviceId, meta);
  }

  /** The account whose passkey signed this challenge; records the use (counter, last used). */
  private async verifyAssertion(
    repos: TenantRepositories,
    response: AuthenticationResponse,
    rp: RelyingParty,
  ): Promise<AccountRow> {
    const row = await repos.passkeys.findByCredentialId(response.id);
    if (!row) throw new AppError('passkey_not_recognised');
    if (
      response.response.userHandle !== undefined &&
      response.response.userHandle !== this.userHandle(repos, row.account_id)
    )
      throw new AppError('passkey_invalid', null, 'user handle of another account');
    let verified;
    try {
      verified = await verifyAuthenticationResponse({
        response: response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
        expectedChallenge: this.consumer(repos, 'login', null),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: row.credential_id,
          publicKey: Buffer.from(row.public_key, 'base64url'),
          counter: row.counter,
          transports: transportsOf(row) as never,
        },
        requireUserVerification: true,
      });
    } catch (error) {
      throw new AppError('passkey_invalid', null, (error as Error).message);
    }
    if (!verified.verified || !verified.authenticationInfo.userVerified) throw new AppError('passkey_invalid');
    const now = this.clock.now();
    if (!(await repos.passkeys.recordUse(row.id, row.counter, verified.authenticationInfo.newCounter, now)))
      throw new AppError('passkey_invalid', null, 'a parallel use of the credential came first');
    const account = await repos.accounts.findById(row.account_id);
    if (!account) throw new AppError('passkey_not_recognised');
    return account;
  }
}
