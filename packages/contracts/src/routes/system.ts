// The calls of system status, permissions, settings, announcements, resources, help centre: where each goes and how it travels (see endpoint-routes.ts).
import type { EndpointRoute } from '../endpoint-route';

export const SYSTEM_ROUTES = {
  getRegisterSettings: {
    method: 'GET',
    path: '/wps/system/setting/register',
    token: false,
    encrypted: false,
    body: 'query',
  },
  getWhitelabel: { method: 'GET', path: '/wps/system/whitelabel', token: false, encrypted: false, body: 'query' },
  getSystemStatus: { method: 'GET', path: '/wps/system/status', token: false, encrypted: false, body: 'query' },
  getDomainRoute: { method: 'GET', path: '/wps/system/domainRoute', token: false, encrypted: false, body: 'query' },
  getHelpCenter: { method: 'GET', path: '/wps/system/helpCenter', token: false, encrypted: false, body: 'query' },
  getListAnnouncements: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    token: false,
    encrypted: false,
    body: 'query',
  },
  sendFeedback: {
    method: 'PUT',
    path: '/wps/feedback',
    module: 'FEEDBACK3',
    token: false,
    encrypted: false,
    body: 'json',
  },
  getCountries: { method: 'GET', path: '/wps/system/country', token: false, encrypted: false, body: 'query' },
} as const satisfies Record<string, EndpointRoute>;
