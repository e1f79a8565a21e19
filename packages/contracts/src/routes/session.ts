// The calls of login, free play, logout, the payload key, captcha, login links: where each goes and how it travels (see endpoint-routes.ts).
import type { EndpointRoute } from '../endpoint-route';

export const SESSION_ROUTES = {
  login: { method: 'POST', path: '/wps/session/login', token: false, encrypted: true, body: 'json' },
  loginFreePlay: {
    method: 'POST',
    path: '/wps/session/login/freeplay',
    module: 'FREEPLAY3',
    token: false,
    encrypted: false,
    body: 'json',
  },
  logout: { method: 'DELETE', path: '/wps/session/logout', token: true, encrypted: false, body: 'none' },
  getPayloadKey: { method: 'GET', path: '/wps/session/key/rsa', token: false, encrypted: false, body: 'query' },
  getCaptcha: { method: 'GET', path: '/wps/captcha', token: false, encrypted: false, body: 'query' },
  createLoginLink: { method: 'POST', path: '/wps/session/link', token: true, encrypted: false, body: 'none' },
  exchangeLoginLink: {
    method: 'POST',
    path: '/wps/session/link/exchange',
    token: false,
    encrypted: true,
    body: 'json',
  },
} as const satisfies Record<string, EndpointRoute>;
