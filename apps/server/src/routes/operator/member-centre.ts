// The content role's calls (`/ops/messages`, `/ops/rewards`) and support's reset of a lost authenticator (`/ops/members/authenticator/reset`): a platform message to a member (its
// HTML sanitised before it is stored) and a reward to claim — refused above the brand's ceiling,
// and above its approval threshold answered 202 with an approval a second staff member decides
// (services/operator/decision-service.ts). The member is named by username within the brand.
import {
  approvalSchema,
  operatorAuthenticatorResetSchema,
  operatorAuthenticatorResetValueSchema,
  operatorMessageSchema,
  operatorMessageValueSchema,
  operatorRewardSchema,
  operatorRewardValueSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { registerOperatorRoute } from '../../plugins/app/operator-auth';
import { recordDecision } from '../../services/operator/audit';
import { memberNamed } from '../../services/operator/decision-service';
import { AUTHENTICATOR_RESET_MESSAGE, platformMessage } from '../../services/member-centre/welcome-messages';

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

  // A lost authenticator (issue 25): support resets it after checking who calls; audited with the reason.
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/members/authenticator/reset',
      summary:
        "Reset a member's lost authenticator app: binding and recovery codes removed, sessions ended, member told",
      roles: ['support'],
      action: 'authenticator.reset',
      body: operatorAuthenticatorResetSchema,
      response: operatorAuthenticatorResetValueSchema,
    },
    async ({ repos, actor, body }) => {
      const account = await memberNamed(repos, body.username);
      return repos.transaction(async (trx) => {
        const sessionsEnded = await app.platform.authenticators.resetByStaff(trx, account.id);
        const message = await inbox.send(
          trx,
          account.id,
          platformMessage(AUTHENTICATOR_RESET_MESSAGE, account.language),
        );
        await recordDecision(trx, actor, 'authenticator.reset', message.createdAt, {
          accountId: account.id,
          username: account.username,
          subject: body.reason,
          before: 'authenticator bound',
          after: `authenticator removed, ${sessionsEnded} session(s) ended`,
        });
        return { username: account.username, sessionsEnded };
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
