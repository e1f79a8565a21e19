// The calls of social sign-in (OpenID Connect, issue 25): where each goes and how it travels (see endpoint-routes.ts).
// Paths of our own (the spec names the buttons, not their calls). The provider sends the browser back to the
// portal's `/social/callback` page, which hands `state` and `code` to `completeSocialSignIn` with the tenant's
// `Merchant` header: the session token travels in that call's answer, never in a URL.
import type { EndpointRoute } from '../endpoint-route';

export const SOCIAL_SIGN_IN_ROUTES = {
  listSocialProviders: {
    method: 'GET',
    path: '/wps/social/providers',
    token: false,
    encrypted: false,
    body: 'query',
  },
  startSocialSignIn: { method: 'POST', path: '/wps/social/start', token: false, encrypted: false, body: 'json' },
  completeSocialSignIn: {
    method: 'POST',
    path: '/wps/social/callback',
    token: false,
    encrypted: false,
    body: 'json',
  },
  linkSocialIdentity: { method: 'POST', path: '/wps/social/link', token: false, encrypted: true, body: 'json' },
} as const satisfies Record<string, EndpointRoute>;
