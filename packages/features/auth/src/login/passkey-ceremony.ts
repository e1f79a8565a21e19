// The browser's side of a passkey (WebAuthn) through `@simplewebauthn/browser`: whether the browser
// offers passkeys at all, the prompt that makes one (My account) and the one that signs in with
// one (the login popup), and what a closed prompt looks like. The platform's options go in as they
// came (`optionsJSON`); the answers go back to it as the JSON the library returns.
import type {
  AuthenticationResponse,
  PasskeyLoginOptions,
  PasskeyRegistrationOptions,
  RegistrationResponse,
} from '@portal/contracts';

// The library loads with the first prompt, not with the login form.
const browserLibrary = () => import('@simplewebauthn/browser');

/** Whether this browser offers passkeys (`window.PublicKeyCredential` exists). */
export function passkeysAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The prompt that makes a passkey for the options of `passkeyRegistrationOptions`. */
export async function createPasskey(options: PasskeyRegistrationOptions): Promise<RegistrationResponse> {
  const { startRegistration } = await browserLibrary();
  const response = await startRegistration({
    optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  return response as unknown as RegistrationResponse;
}

/** The prompt that signs in with a passkey for the options of `passkeyLoginOptions`. */
export async function signWithPasskey(options: PasskeyLoginOptions): Promise<AuthenticationResponse> {
  const { startAuthentication } = await browserLibrary();
  const response = await startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
  return response as unknown as AuthenticationResponse;
}

/**
 * The member closed the prompt or let it time out (the browser says `NotAllowedError` for both, and
 * `AbortError` when the page cancelled it): a quiet notice, not an error.
 */
export function promptClosed(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  const code = (error as { code?: unknown } | null)?.code;
  return name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
}

/** The authenticator already holds a passkey of this account (the options excluded it). */
export function alreadyOnAuthenticator(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  const code = (error as { code?: unknown } | null)?.code;
  return name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED';
}
