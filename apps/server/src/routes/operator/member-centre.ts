// The content role's calls (`/ops/messages`, `/ops/rewards`): a platform message to a member (its
// HTML sanitised before it is stored) and a reward to claim — refused above the brand's ceiling,
// and above its approval threshold answered 202 with an approval a second staff member decides
// (services/operator/decision-service.ts). The member is named by username within the brand.
import {
  approvalSchema,
  operatorMessageSchema,
  operatorMessageValueSchema,
  operatorRewardSchema,
  operatorRewardValueSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperatorRoute } from '../../plugins/app/operator-auth';
import { recordDecision } from '../../services/operator/audit';
import { memberNamed } from '../../services/operator/decision-service';

export default async function operatorMemberCentreRoutes(app: FastifyInstance) {
  const { inbox, decisions } = app.platform;
  const content = ['content'] as const;

  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/messages',
      summary: "Put a platform message in a member's inbox (HTML, sanitised)",
      roles: content,
      action: 'message.send',
      body: operatorMessageSchema,
      response: operatorMessageValueSchema,
    },
    async ({ repos, actor, body }) => {
      const account = await memberNamed(repos, body.username);
      return repos.transaction(async (trx) => {
        const message = await inbox.send(trx, account.id, { title: body.title, html: body.content });
        await recordDecision(trx, actor, 'message.send', message.createdAt, {
          accountId: account.id,
          username: account.username,
          subject: message.title,
          after: `message ${message.messageId}`,
        });
        return message;
      });
    },
  );

  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/rewards',
      summary: 'Grant a member a reward to claim (202 with an approval above the brand’s threshold)',
      roles: content,
      action: 'reward.grant',
      body: operatorRewardSchema,
      response: operatorRewardValueSchema,
      accepted: approvalSchema,
    },
    async ({ tenant, repos, actor, reply, body }) => {
      const outcome = await decisions.grantReward(tenant, repos, actor, body);
      if ('done' in outcome) return outcome.done;
      reply.code(202);
      return outcome.pending;
    },
  );
}
