// The third-party SMS route (module FIREBASESMS3, spec §3/§4): an outside provider verifies the
// member's mobile number by SMS and hands the browser an ID token (a JWT the provider signs) that
// the registration carries as `firebaseIdToken`. The platform never trusts the portal: it checks
// the token against the provider's public keys (token-verifier.ts).
//
// The provider seam: start a verification for a number (→ session info), confirm it with the code
// (→ ID token). Two providers, chosen per tenant by tenant.json `phoneVerification.provider`:
// - `demo`: the platform's own small provider (demo-provider.ts, served under /demo-phone-provider/,
//   never in production): the code goes through the outbox, tokens are signed with an ES256 key
//   made at start.
// - `firebase`: Firebase phone authentication; only configuration here (issuer and Google's JWKS).
import type { TenantPhoneVerification } from '@portal/contracts';

export interface PhoneVerificationSession {
  /** Opaque, single use: what `confirm` is called with. */
  sessionInfo: string;
  /** Seconds before another code may be sent to the same number (the portal's countdown). */
  retryAfterSeconds: number;
}

export interface PhoneVerificationProvider {
  /** Sends a code to `phoneNumber` (E.164) for the provider project `projectId`. */
  start(projectId: string, phoneNumber: string): Promise<PhoneVerificationSession>;
  /** Checks the code of a session (once); the provider's signed ID token for the number. */
  confirm(projectId: string, sessionInfo: string, code: string): Promise<{ idToken: string; phoneNumber: string }>;
}

/** The one-minute countdown of the third-party route (spec §4). */
export const PHONE_PROVIDER_COUNTDOWN_SECONDS = 60;

/** The demo provider's issuer base: not a reachable host; its JWKS is answered in process. */
export const DEMO_PHONE_ISSUER_BASE = 'https://demo-phone-provider.invalid';
export const DEMO_PHONE_JWKS_URL = `${DEMO_PHONE_ISSUER_BASE}/.well-known/jwks.json`;
/** Google's public keys for Firebase ID tokens. */
export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Who must have signed a tenant's ID tokens, and where their public keys are. */
export function tokenIssuerOf(settings: TenantPhoneVerification): { issuer: string; jwksUrl: string } {
  return settings.provider === 'firebase'
    ? { issuer: `https://securetoken.google.com/${settings.projectId}`, jwksUrl: FIREBASE_JWKS_URL }
    : { issuer: `${DEMO_PHONE_ISSUER_BASE}/${settings.projectId}`, jwksUrl: DEMO_PHONE_JWKS_URL };
}
