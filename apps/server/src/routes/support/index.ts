// Customer service and live chat, the member's side (issue 24; contracts support.ts): the service
// links (public), the chat page's URL, the unread count, the history, text and image sends (a flood
// limit per member on each), read receipts; an image message's bytes (a plain route: the registry
// has no binary answers); and the member's socket. One registerEndpoint line per call; the rules
// are in services/support.
import {
  CHAT_IMAGE_PATH,
  SUPPORT_SOCKET_PATHS,
  SOCKET_CLOSE,
  chatImageRequestSchema,
  errorEnvelopeSchema,
  type ChatImageRequest,
  type SocketServerFrame,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { registerEndpoint, resolveTenant } from '../../plugins/app/endpoint-route';
import { sessionMerchantOf, tenantRepositories } from '../../repositories/index';
import { isSessionLive } from '../../services/accounts/session-service';
import { isModuleOn } from '../../services/platform/tenant-service';
import { SocketRefusal, serveChatSocket, type SocketPeer } from './chat-socket';
import { sendStoredImage } from '../shared';

export default async function supportRoutes(app: FastifyInstance) {
  const { support, sessions, tenants, chatBus, db, config, clock } = app.platform;
  const tags = ['support'];
  const flood = { tags, accountLimit: { perMinute: config.chat.floodPerMinute, code: 'chat_flood' as const } };

  registerEndpoint(app, 'getServiceConfig', ({ tenant }) => support.serviceConfig(tenant), { tags });
  registerEndpoint(app, 'getChatUrl', ({ payload }) => support.chatUrl(payload), { tags });
  registerEndpoint(app, 'getChatUnreadCount', ({ repos, account }) => support.unreadCount(repos, account), { tags });
  registerEndpoint(app, 'getChatMessages', ({ repos, account, payload }) => support.history(repos, account, payload), {
    tags,
  });
  registerEndpoint(
    app,
    'sendChatMessage',
    ({ repos, account, payload }) => support.memberSend(repos, account, payload.clientId, { text: payload.text }),
    flood,
  );
  registerEndpoint(
    app,
    'sendChatImage',
    ({ repos, account, payload, bytes }) =>
      support.memberSend(repos, account, payload.clientId, { bytes: bytes ?? Buffer.alloc(0) }),
    flood,
  );
  registerEndpoint(
    app,
    'readChatMessages',
    ({ repos, account, payload }) => support.memberRead(repos, account, payload.upToId),
    { tags },
  );

  // An image message's bytes, for the member whose conversation it is in: the Merchant header and
  // the token as on token calls, module CBS3; answered as an inert image.
  app.get(
    CHAT_IMAGE_PATH,
    {
      schema: {
        summary: "An image message's bytes (png or jpeg), for the member whose conversation it is in",
        description: 'Module CBS3. Token call (`Authorization`), the `Merchant` header. Answers the raw bytes.',
        tags,
        security: [{ token: [] }],
        querystring: chatImageRequestSchema,
        response: { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
      },
      onRequest: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      },
    },
    async (request, reply) => {
      const tenant = await resolveTenant(request);
      if (!isModuleOn(tenant, 'CBS3')) throw new AppError('function.not.available', null, 'CBS3 is off');
      const repos = tenantRepositories(db, tenant.merchantCode);
      const header = request.headers.authorization;
      const token = typeof header === 'string' ? header.trim().replace(/^Bearer\s+/i, '') : undefined;
      const { account } = await sessions.authenticate(repos, token || undefined);
      const { messageId } = request.query as ChatImageRequest;
      const image = await support.memberImage(repos, account, messageId);
      return sendStoredImage(reply, { contentType: image.type, bytes: image.bytes, filename: `chat-${messageId}` });
    },
  );

  // The member's socket: the tenant is the session's (a browser's WebSocket sends no Merchant
  // header); the session is checked exactly as a token call checks it.
  async function memberHello(token: string): Promise<SocketPeer> {
    const merchantCode = await sessionMerchantOf(db, sessions.hashToken(token));
    if (!merchantCode) throw new SocketRefusal('user.or.token.invalid', SOCKET_CLOSE.unauthorised);
    const tenant = await tenants.byMerchantCode(merchantCode);
    if (!tenant) throw new SocketRefusal('user.or.token.invalid', SOCKET_CLOSE.unauthorised);
    const repos = tenantRepositories(db, merchantCode);
    let accountId: number;
    try {
      const { account } = await sessions.authenticate(repos, token);
      if (!isModuleOn(tenant, 'CBS3')) throw new SocketRefusal('function.not.available', SOCKET_CLOSE.forbidden);
      if (account.type === 4) throw new SocketRefusal('chat_needs_real_account', SOCKET_CLOSE.forbidden);
      accountId = account.id;
    } catch (error) {
      if (error instanceof AppError) throw new SocketRefusal(error.code, SOCKET_CLOSE.unauthorised);
      throw error;
    }
    const tokenHash = sessions.hashToken(token);
    return {
      listen: (listener) => chatBus.onMember(merchantCode, accountId, listener),
      async stillLive() {
        const session = await repos.sessions.findByTokenHash(tokenHash);
        return session !== undefined && isSessionLive(session, clock.now());
      },
      async catchUp(after) {
        const { messages, unReadCount } = await support.memberCatchUp(repos, accountId, after);
        const frames: SocketServerFrame[] = messages.map((message) => ({ type: 'message', message }));
        frames.push({ type: 'unread', unReadCount });
        return frames;
      },
    };
  }

  app.get(
    SUPPORT_SOCKET_PATHS.member,
    { websocket: true, schema: { summary: "The member's chat socket", tags } },
    (socket, request) => serveChatSocket(socket, request.log, memberHello, () => clock.now()),
  );
}
