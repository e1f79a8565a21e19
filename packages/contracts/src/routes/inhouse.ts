// The calls of the in-house games' own session calls (`Game-Session`, the game's page makes them, not the portal): where each goes and how it travels (see endpoint-routes.ts).
import type { EndpointRoute } from '../endpoint-route';

export const INHOUSE_ROUTES = {
  startInhouseSession: { method: 'POST', path: '/lgw/inhouse/session', token: false, encrypted: false, body: 'json' },
  spinInhouseSlot: {
    method: 'POST',
    path: '/lgw/inhouse/slot/spin',
    token: false,
    gameSession: true,
    encrypted: false,
    body: 'json',
  },
  rollInhouseDice: {
    method: 'POST',
    path: '/lgw/inhouse/dice/roll',
    token: false,
    gameSession: true,
    encrypted: false,
    body: 'json',
  },
  getInhouseRound: {
    method: 'GET',
    path: '/lgw/inhouse/round',
    token: false,
    gameSession: true,
    encrypted: false,
    body: 'query',
  },
  rotateInhouseSeed: {
    method: 'POST',
    path: '/lgw/inhouse/fairness/rotate',
    token: false,
    gameSession: true,
    encrypted: false,
    body: 'json',
  },
} as const satisfies Record<string, EndpointRoute>;
