// The calls of promotions and activities: where each goes and how it travels (see endpoint-routes.ts).
import type { EndpointRoute } from '../endpoint-route';

export const PROMOTIONS_ROUTES = {
  getPromotions: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotions',
    token: false,
    encrypted: false,
    body: 'query',
  },
  getPromotionDetail: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotionDetail',
    token: false,
    encrypted: false,
    body: 'query',
  },
  getMyActivities: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMyActivities',
    token: true,
    encrypted: false,
    body: 'query',
  },
  joinPromotion: { method: 'POST', path: '/wps/relay/MCS2_joinPromotion', token: true, encrypted: false, body: 'json' },
  uploadActivityImage: {
    method: 'POST',
    path: '/wps/v2/activity/images',
    token: true,
    encrypted: false,
    body: 'binary',
  },
  applyActivity: { method: 'POST', path: '/wps/relay/MCS2_applyActivity', token: true, encrypted: false, body: 'json' },
  claimRafflePromotion: {
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    token: true,
    encrypted: false,
    body: 'json',
  },
} as const satisfies Record<string, EndpointRoute>;
