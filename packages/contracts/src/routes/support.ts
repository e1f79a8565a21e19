// The calls of customer service and live chat: where each goes and how it travels (see endpoint-routes.ts).
// The chat's own paths are not shown in the spec: ours follow its CSP_ (customer service platform) relays.
import type { EndpointRoute } from '../endpoint-route';

export const SUPPORT_ROUTES = {
  getServiceConfig: {
    method: 'GET',
    path: '/wps/system/serviceConfig',
    token: false,
    encrypted: false,
    body: 'query',
  },
  getChatUrl: {
    method: 'POST',
    path: '/wps/relay/CSP_getChatUrl',
    module: 'CBS3',
    token: true,
    encrypted: false,
    body: 'json',
  },
  getChatUnreadCount: {
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    module: 'CBS3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  getChatMessages: {
    method: 'GET',
    path: '/wps/relay/CSP_getMessages',
    module: 'CBS3',
    token: true,
    encrypted: false,
    body: 'query',
  },
  sendChatMessage: {
    method: 'POST',
    path: '/wps/relay/CSP_sendMessage',
    module: 'CBS3',
    token: true,
    encrypted: false,
    body: 'json',
  },
  sendChatImage: {
    method: 'POST',
    path: '/wps/v2/chat/images',
    module: 'CBS3',
    token: true,
    encrypted: false,
    body: 'binary',
  },
  readChatMessages: {
    method: 'POST',
    path: '/wps/relay/CSP_readMessages',
    module: 'CBS3',
    token: true,
    encrypted: false,
    body: 'json',
  },
} as const satisfies Record<string, EndpointRoute>;
