// The calls of responsible gaming (issue 25): where each goes and how it travels (see endpoint-routes.ts).
import type { EndpointRoute } from '../endpoint-route';

export const RESPONSIBLE_GAMING_ROUTES = {
  getResponsibleGaming: {
    method: 'GET',
    path: '/wps/relay/RGFE_getResponsibleGaming',
    token: true,
    encrypted: false,
    body: 'query',
  },
  setGamingLimit: {
    method: 'POST',
    path: '/wps/relay/RGFE_setGamingLimit',
    token: true,
    encrypted: false,
    body: 'json',
  },
  cancelGamingLimitRaise: {
    method: 'POST',
    path: '/wps/relay/RGFE_cancelGamingLimitRaise',
    token: true,
    encrypted: false,
    body: 'json',
  },
  setRealityCheck: {
    method: 'POST',
    path: '/wps/relay/RGFE_setRealityCheck',
    token: true,
    encrypted: false,
    body: 'json',
  },
  getRealityCheck: {
    method: 'GET',
    path: '/wps/relay/RGFE_getRealityCheck',
    token: true,
    encrypted: false,
    body: 'query',
  },
  startTimeOut: {
    method: 'POST',
    path: '/wps/relay/RGFE_startTimeOut',
    token: true,
    encrypted: false,
    body: 'json',
  },
  // The login password travels in it: encrypted like the login.
  selfExclude: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/RGFE_selfExclude',
    token: true,
    encrypted: true,
    body: 'json',
  },
} as const satisfies Record<string, EndpointRoute>;
