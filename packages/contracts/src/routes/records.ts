// The calls of the member centre's records: where each goes and how it travels (see endpoint-routes.ts).
import type { EndpointRoute } from '../endpoint-route';

export const RECORDS_ROUTES = {
  getBettingRecords: { method: 'GET', path: '/wps/v2/records/bets', token: true, encrypted: false, body: 'query' },
  getTransactions: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    module: 'MEMTRANS3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getPersonalProfit: { method: 'GET', path: '/wps/v2/records/profit', token: true, encrypted: false, body: 'query' },
  getBonuses: { method: 'GET', path: '/wps/v2/records/bonuses', token: true, encrypted: false, body: 'query' },
  getRewards: {
    method: 'GET',
    path: '/wps/v2/rewards',
    module: 'REWCEN3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  claimReward: {
    method: 'POST',
    path: '/wps/v2/rewards/claim',
    module: 'REWCEN3',
    token: true,
    encrypted: false,
    body: 'json',
  },
  getReferral: {
    method: 'GET',
    path: '/wps/v2/referral',
    module: 'AFFMAN3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getMessages: {
    method: 'GET',
    path: '/wps/v2/messages',
    module: 'INBOX3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  readMessages: {
    method: 'POST',
    path: '/wps/v2/messages/read',
    module: 'INBOX3',
    token: true,
    encrypted: false,
    body: 'json',
  },
  getUnreadCount: {
    method: 'GET',
    path: '/wps/relay/EMFE_getInboxUnreadCount',
    module: 'INBOX3',
    token: true,
    encrypted: false,
    body: 'query',
  },
} as const satisfies Record<string, EndpointRoute>;
