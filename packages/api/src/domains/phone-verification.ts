// The third-party SMS route's provider (module FIREBASESMS3; tenant.json `phoneVerification`): not a
// call of the platform but of the outside service that verifies the number and hands back an ID
// token, which the register call then carries (`firebaseChannel: 'sms'`, `firebaseIdToken`). The
// platform checks that token against the provider's public keys; the portal only relays it.
//
// `demo` is the platform's own demo provider (/demo-phone-provider/…, same origin). `firebase` needs
// Firebase's web SDK and its reCAPTCHA in the page, which this portal does not load: it is refused
// here (see the server README, "Third-party SMS route").
import type { TenantPhoneVerification } from '@portal/contracts';
import { getPortalApiConfig } from '../config';

/** A provider refusal (its reason, e.g. INVALID_CODE, SESSION_EXPIRED, TOO_MANY_ATTEMPTS_TRY_LATER). */
export class PhoneProviderError extends Error {
  constructor(
    readonly reason: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(`phone provider: ${reason}`);
    this.name = 'PhoneProviderError';
  }
}

function baseOf(settings: TenantPhoneVerification): string {
  if (settings.provider !== 'demo') throw new PhoneProviderError('PROVIDER_NOT_SUPPORTED_IN_PORTAL', 0);
  return `${getPortalApiConfig().baseUrl()}/demo-phone-provider/v1/projects/${encodeURIComponent(settings.projectId)}`;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const doFetch = getPortalApiConfig().fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new PhoneProviderError('NETWORK_ERROR', 0);
  }
  const answer = (await response.json().catch(() => null)) as
    (T & { error?: { message?: string; retryAfterSeconds?: number } }) | null;
  if (!response.ok || !answer || answer.error)
    throw new PhoneProviderError(
      answer?.error?.message ?? 'UNKNOWN',
      response.status,
      answer?.error?.retryAfterSeconds ?? undefined,
    );
  return answer;
}

/** Sends the code to `phoneNumber` (E.164): the session to confirm, and the seconds until another send. */
export function startPhoneVerification(
  settings: TenantPhoneVerification,
  phoneNumber: string,
): Promise<{ sessionInfo: string; retryAfterSeconds: number }> {
  return post(`${baseOf(settings)}/send-code`, { phoneNumber });
}

/** Confirms the code of a session: the provider's ID token for the number. */
export async function confirmPhoneVerification(
  settings: TenantPhoneVerification,
  sessionInfo: string,
  code: string,
): Promise<string> {
  const { idToken } = await post<{ idToken: string }>(`${baseOf(settings)}/verify-code`, { sessionInfo, code });
  return idToken;
}

/** `+<dialing code><number>` as the provider takes it (a leading trunk 0 dropped). */
export function e164Of(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.replace(/\D/g, '')}${mobileNum.trim().replace(/\D/g, '').replace(/^0+/, '')}`;
}
