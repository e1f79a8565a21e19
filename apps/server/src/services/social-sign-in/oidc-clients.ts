// The OpenID Connect side of social sign-in, through openid-client (panva, OpenID-certified): the
// provider's configuration by discovery (cached per tenant and provider), and the errors of a
// code exchange told apart (a nonce that is not this sign-in's, or anything else the provider or
// the ID token's checks refused).
import * as oidc from 'openid-client';
import type { TenantSocialProvider } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { HOUR, type Clock } from '../../lib/clock';

/** How long a provider's discovered configuration (endpoints, JWKS URI) is reused. */
const DISCOVERY_TTL_MS = HOUR;

export interface OidcClientOptions {
  /** Plain-HTTP issuers (the local demo and test providers) outside production only. */
  allowHttpIssuers: boolean;
  /** Where client secrets are read (`clientSecretEnv`). */
  env: NodeJS.ProcessEnv;
  /** Whether a demo provider's `demoClientSecret` may stand in for a missing variable (never in production). */
  allowDemoSecrets: boolean;
}

export class OidcClients {
  private readonly cache = new Map<string, { config: oidc.Configuration; at: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly options: OidcClientOptions,
  ) {}

  /** The provider's client secret, or null when none is set (the provider then counts as not configured). */
  secretOf(provider: TenantSocialProvider): string | null {
    const fromEnv = this.options.env[provider.clientSecretEnv];
    if (fromEnv) return fromEnv;
    return this.options.allowDemoSecrets ? (provider.demoClientSecret ?? null) : null;
  }

  /** The provider's discovered configuration; social_provider_error when it cannot be reached. */
  async configuration(merchantCode: string, provider: TenantSocialProvider): Promise<oidc.Configuration> {
    const key = `${merchantCode}:${provider.id}:${provider.issuer}:${provider.clientId}`;
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < DISCOVERY_TTL_MS) return hit.config;
    const secret = this.secretOf(provider);
    if (!secret) throw new AppError('social_provider_not_configured', null, `${provider.clientSecretEnv} is not set`);
    const issuer = new URL(provider.issuer);
    const insecure = issuer.protocol === 'http:';
    if (insecure && !this.options.allowHttpIssuers)
      throw new AppError('social_provider_not_configured', null, `plain-HTTP issuer ${provider.issuer} in production`);
    try {
      const config = await oidc.discovery(
        issuer,
        provider.clientId,
        undefined,
        oidc.ClientSecretPost(secret),
        insecure ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      );
      this.cache.set(key, { config, at: now });
      return config;
    } catch (error) {
      throw new AppError('social_provider_error', { error: 'unreachable' }, (error as Error).message);
    }
  }

  /** Forgets the cached configurations (a tenant's providers changed). */
  forget(): void {
    this.cache.clear();
  }

  /** The clock of the platform (states' expiry); the ID token's own times are checked against real time by the library. */
  now(): number {
    return this.clock.now();
  }
}

/** Whether an error from the code exchange is the ID token's nonce differing from the sign-in's. */
export function isNonceMismatch(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const message = (e as Error).message ?? '';
    const cause = (e as { cause?: unknown }).cause;
    if (message.includes('"nonce"')) return true;
    if (cause && typeof cause === 'object' && (cause as { claim?: unknown }).claim === 'nonce') return true;
    e = cause;
  }
  return false;
}
