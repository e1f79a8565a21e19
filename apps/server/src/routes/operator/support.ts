// The support console's calls (`/ops/support/*`, staff role support; issue 24, contracts
// support.ts): a queue's conversations with the waiting counts, a conversation with its messages and
// the member's basic details (audited member_view), claim, answer in text or an image (only the
// claimer), read receipts, close, an image message's bytes (audited image_view), canned replies; and
// the staff socket, which pushes the brand's messages and queue changes. The token decides the
// tenant: another brand's conversation is not found. The rules are in services/support.
import {
  SOCKET_CLOSE,
  SUPPORT_SOCKET_PATHS,
  cannedRepliesValueSchema,
  cannedReplyParamsSchema,
  cannedReplySchema,
  chatMessageValueSchema,
  createCannedReplyRequestSchema,
  sendChatImageRequestSchema,
  supportConversationChangeValueSchema,
  supportConversationParamsSchema,
  supportConversationValueSchema,
  supportConversationsRequestSchema,
  supportConversationsValueSchema,
  supportImageParamsSchema,
  supportReadRequestSchema,
  supportReplyRequestSchema,
  type SocketServerFrame,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BINARY_BODY_LIMIT } from '../../plugins/external/body-parsers';
import { registerOperatorRoute } from '../../plugins/app/operator-auth';
import { tenantRepositories } from '../../repositories/index';
import { SocketRefusal, serveChatSocket, type SocketPeer } from '../support/chat-socket';
import { sendStoredImage } from '../shared';

export default async function operatorSupportRoutes(app: FastifyInstance) {
  const { support, staff, chatBus, db, clock } = app.platform;
  const roles = ['support'] as const;
  const conversation = '/ops/support/conversations/:conversationId' as const;

  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: '/ops/support/conversations',
      summary:
        "A queue's conversations (waiting, mine, open or closed), most recent activity first, with the waiting counts",
      roles,
      querystring: supportConversationsRequestSchema,
      response: supportConversationsValueSchema,
    },
    ({ repos, principal, query }) => support.list(repos, principal, query),
  );
  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: conversation,
      summary: "A conversation, its messages and the member's basic details (audited)",
      roles,
      action: 'support.member_view',
      params: supportConversationParamsSchema,
      response: supportConversationValueSchema,
    },
    ({ repos, actor, params }) => support.detail(repos, actor, params.conversationId),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: `${conversation}/claim`,
      summary: 'Take a waiting conversation (one claimed by another agent: chat_claimed_by_other)',
      roles,
      action: 'support.claim',
      params: supportConversationParamsSchema,
      response: supportConversationChangeValueSchema,
    },
    ({ repos, principal, actor, params }) => support.claim(repos, principal, actor, params.conversationId),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: `${conversation}/messages`,
      summary: 'Answer in text (the claimer only; a waiting conversation is claimed by answering it)',
      roles,
      action: 'support.reply',
      params: supportConversationParamsSchema,
      body: supportReplyRequestSchema,
      response: chatMessageValueSchema,
    },
    ({ repos, principal, actor, params, body }) =>
      support.reply(repos, principal, actor, params.conversationId, body.clientId, { text: body.text }),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: `${conversation}/images`,
      summary: "Answer with a png or jpg image: the file's bytes as the body, clientId in the query",
      roles,
      action: 'support.reply',
      params: supportConversationParamsSchema,
      querystring: sendChatImageRequestSchema,
      response: chatMessageValueSchema,
      bodyLimit: BINARY_BODY_LIMIT,
    },
    ({ request, repos, principal, actor, params, query }) =>
      support.reply(repos, principal, actor, params.conversationId, query.clientId, {
        bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      }),
  );
  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: `${conversation}/images/:messageId`,
      summary: "An image message's bytes (png or jpeg), as an inert image (audited)",
      roles,
      action: 'support.image_view',
      params: supportImageParamsSchema,
      response: 'binary',
    },
    async ({ repos, actor, reply, params }) => {
      const image = await support.staffImage(repos, actor, params.conversationId, params.messageId);
      return sendStoredImage(reply, {
        contentType: image.type,
        bytes: image.bytes,
        filename: `chat-${params.messageId}`,
      });
    },
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: `${conversation}/read`,
      summary: "Staff read the member's messages up to an id (the member sees the receipt)",
      roles,
      action: 'support.read',
      params: supportConversationParamsSchema,
      body: supportReadRequestSchema,
      response: supportConversationChangeValueSchema,
    },
    ({ repos, actor, params, body }) => support.staffRead(repos, actor, params.conversationId, body.upToId),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: `${conversation}/close`,
      summary: "End a conversation (its claimer, or anyone while it waits); the member's next message opens a new one",
      roles,
      action: 'support.close',
      params: supportConversationParamsSchema,
      response: supportConversationChangeValueSchema,
    },
    ({ repos, principal, actor, params }) => support.close(repos, principal, actor, params.conversationId),
  );
  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: '/ops/support/canned-replies',
      summary: "The brand's canned replies",
      roles,
      response: cannedRepliesValueSchema,
    },
    ({ repos }) => support.cannedReplies(repos),
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/support/canned-replies',
      summary: 'Add a canned reply in one language of the brand',
      roles,
      action: 'support.canned_create',
      body: createCannedReplyRequestSchema,
      response: cannedReplySchema,
    },
    ({ tenant, repos, principal, actor, body }) => support.createCannedReply(tenant, repos, principal, actor, body),
  );
  registerOperatorRoute(
    app,
    {
      method: 'DELETE',
      url: '/ops/support/canned-replies/:cannedReplyId',
      summary: 'Delete a canned reply',
      roles,
      action: 'support.canned_delete',
      params: cannedReplyParamsSchema,
      response: z.null(),
    },
    ({ repos, actor, params }) => support.deleteCannedReply(repos, actor, params.cannedReplyId),
  );

  // The staff socket: a staff token with the support role (a member's token, or none: 4401; a staff
  // member without the role: 4403). It is sent the brand's newest messages after `after`, then the
  // brand's messages and queue changes as they happen.
  async function staffHello(token: string): Promise<SocketPeer> {
    const principal = await staff.authenticate(token);
    if (!principal) throw new SocketRefusal('login.not.session', SOCKET_CLOSE.unauthorised);
    if (!principal.roles.includes('support')) throw new SocketRefusal('staff_role_required', SOCKET_CLOSE.forbidden);
    const { merchantCode } = principal;
    const repos = tenantRepositories(db, merchantCode);
    return {
      listen: (listener) => chatBus.onStaff(merchantCode, listener),
      stillLive: async () => (await staff.authenticate(token)) !== undefined,
      async catchUp(after) {
        const messages = await support.staffCatchUp(repos, after);
        return messages.map((message): SocketServerFrame => ({ type: 'message', message }));
      },
    };
  }

  app.get(
    SUPPORT_SOCKET_PATHS.staff,
    { websocket: true, schema: { summary: "The support staff's chat socket", tags: ['operator'] } },
    (socket, request) => serveChatSocket(socket, request.log, staffHello, () => clock.now()),
  );
}
