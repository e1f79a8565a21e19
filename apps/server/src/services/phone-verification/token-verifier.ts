// Checks the third-party route's ID token at registration, never trusting the portal: signed by one
// of the provider's public keys (its JWKS, fetched and cached by jose's createRemoteJWKSet), by the
// tenant's issuer, for the tenant's project (audience), not expired (by the platform's clock), and
// for exactly the number being registered (`phone_number`, E.164). Any failure is one answer,
// phone_token_invalid (the log keeps the reason).
import { createRemoteJWKSet, customFetch, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Tenant } from '../platform/tenant-service';
import { DEMO_PHONE_JWKS_URL, tokenIssuerOf } from './provider';
import type { DemoPhoneProvider } from './demo-provider';

export class PhoneTokenVerifier {
  private readonly keySets = new Map<string, JWTVerifyGetKey>();

  constructor(
    private readonly clock: Clock,
    /** The demo provider (demo and development): its JWKS URL is answered in process, not over the network. */
    private readonly demo: DemoPhoneProvider | undefined,
  ) {}

  private keySet(url: string): JWTVerifyGetKey {
    let set = this.keySets.get(url);
    if (!set) {
      const demo = this.demo;
      set = createRemoteJWKSet(new URL(url), {
        ...(url === DEMO_PHONE_JWKS_URL && demo ? { [customFetch]: async () => Response.json(await demo.jwks()) } : {}),
      });
      this.keySets.set(url, set);
    }
    return set;
  }

  /** Throws phone_token_invalid unless `idToken` proves `phoneNumber` (E.164) for this tenant. */
  async verify(tenant: Tenant, idToken: string, phoneNumber: string): Promise<void> {
    const settings = tenant.config.phoneVerification;
    if (!settings) throw new AppError('function.not.available', null, 'no phoneVerification in tenant.json');
    // The demo provider's tokens are worthless outside demo and development.
    if (settings.provider === 'demo' && !this.demo)
      throw new AppError('function.not.available', null, 'demo phone provider in production');
    const { issuer, jwksUrl } = tokenIssuerOf(settings);
    try {
      const { payload } = await jwtVerify(idToken, this.keySet(jwksUrl), {
        issuer,
        audience: settings.projectId,
        algorithms: settings.provider === 'firebase' ? ['RS256'] : ['ES256'],
        currentDate: new Date(this.clock.now()),
        requiredClaims: ['exp', 'iat', 'sub', 'phone_number'],
      });
      if (payload.phone_number !== phoneNumber) throw new Error('phone_number is another number');
    } catch (error) {
      throw new AppError('phone_token_invalid', null, (error as Error).message);
    }
  }
}
