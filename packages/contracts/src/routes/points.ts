// The calls of the points mall: where each goes and how it travels (see endpoint-routes.ts).
import type { EndpointRoute } from '../endpoint-route';

export const POINTS_ROUTES = {
  getPointBalance: {
    method: 'GET',
    path: '/wps/relay/MCS2_getPointBalance',
    module: 'PTSYS3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getPointConfig: {
    method: 'GET',
    path: '/wps/relay/MCS2_getPointConfig',
    module: 'PTSYS3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getPointRewards: {
    method: 'GET',
    path: '/wps/relay/MCS2_getPointReward',
    module: 'PTSYS3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  redeemPointReward: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    module: 'PTSYS3',
    token: true,
    encrypted: true,
    body: 'json',
  },
  getRedeemPointList: {
    method: 'GET',
    path: '/wps/relay/MCS2_getRedeemPointList',
    module: 'PTSYS3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  // The spec names ODSFE2_MemTransDet for the points detail too, but that path is the account
  // record's (getTransactions): the points detail has a path of its own under it.
  getPointTransactions: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet/points',
    module: 'PTSYS3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  convertPoint: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    module: 'PTSYS3',
    token: true,
    encrypted: true,
    body: 'json',
  },
} as const satisfies Record<string, EndpointRoute>;
