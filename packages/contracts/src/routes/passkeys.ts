// The calls of passkeys (WebAuthn, issue 25): where each goes and how it travels (see endpoint-routes.ts).
// Paths of our own, beside the session's (sign-in) and the member's (My account).
import type { EndpointRoute } from '../endpoint-route';

export const PASSKEY_ROUTES = {
  getPasskeys: { method: 'GET', path: '/wps/member/passkeys', token: true, encrypted: false, body: 'query' },
  passkeyRegistrationOptions: {
    method: 'POST',
    path: '/wps/member/passkeys/options',
    token: true,
    encrypted: false,
    body: 'none',
  },
  registerPasskey: { method: 'POST', path: '/wps/member/passkeys', token: true, encrypted: false, body: 'json' },
  renamePasskey: { method: 'POST', path: '/wps/member/passkeys/rename', token: true, encrypted: false, body: 'json' },
  removePasskey: { method: 'POST', path: '/wps/member/passkeys/remove', token: true, encrypted: true, body: 'json' },
  passkeyLoginOptions: {
    method: 'POST',
    path: '/wps/session/passkey/options',
    token: false,
    encrypted: false,
    body: 'none',
  },
  passkeyLogin: { method: 'POST', path: '/wps/session/passkey', token: false, encrypted: false, body: 'json' },
} as const satisfies Record<string, EndpointRoute>;
