// The calls of the second factor and the active sessions: where each goes and how it travels (see endpoint-routes.ts).
// Paths of our own (the original's BINDGA3 calls are not shown in the spec), beside the session's and the member's.
import type { EndpointRoute } from '../endpoint-route';

export const SECOND_FACTOR_ROUTES = {
  verifyLogin: { method: 'POST', path: '/wps/session/login/verify', token: false, encrypted: true, body: 'json' },
  resendLoginCode: {
    method: 'POST',
    path: '/wps/session/login/verify/resend',
    token: false,
    encrypted: false,
    body: 'json',
  },
  getAuthenticator: {
    method: 'GET',
    path: '/wps/member/authenticator',
    module: 'BINDGA3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  startAuthenticatorBinding: {
    method: 'POST',
    path: '/wps/member/authenticator/binding',
    module: 'BINDGA3',
    token: true,
    encrypted: false,
    body: 'none',
  },
  confirmAuthenticatorBinding: {
    method: 'POST',
    path: '/wps/member/authenticator/binding/confirm',
    module: 'BINDGA3',
    token: true,
    encrypted: false,
    body: 'json',
  },
  unbindAuthenticator: {
    method: 'POST',
    path: '/wps/member/authenticator/unbind',
    module: 'BINDGA3',
    token: true,
    encrypted: true,
    body: 'json',
  },
  getActiveSessions: { method: 'GET', path: '/wps/session/active', token: true, encrypted: false, body: 'query' },
  endSession: { method: 'POST', path: '/wps/session/active/end', token: true, encrypted: false, body: 'json' },
  endOtherSessions: {
    method: 'POST',
    path: '/wps/session/active/end-others',
    token: true,
    encrypted: false,
    body: 'none',
  },
} as const satisfies Record<string, EndpointRoute>;
