// The operator's member-centre calls (`/ops/*`, operator key, plugins/app/operator-auth.ts):
// a platform message to a member (its HTML sanitised before it is stored) and a reward to claim.
// The key decides the tenant; the member is named by username within it.
import { operatorMessageSchema, operatorRewardSchema, platformMessageSchema, rewardSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { registerOperatorRoute } from '../../plugins/app/operator-auth';
import type { TenantRepositories } from '../../repositories/index';
import { toMinor } from '../../lib/money';

async function memberNamed(repos: TenantRepositories, username: string): Promise<AccountRow> {
  const account = await repos.accounts.findByUsername(username.trim());
  if (!account) throw new AppError('account_not_found');
  return account;
}

export default async function operatorMemberCentreRoutes(app: FastifyInstance) {
  const { inbox, rewards } = app.platform;

  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/messages',
      summary: "Put a platform message in a member's inbox (HTML, sanitised)",
      body: operatorMessageSchema,
      response: platformMessageSchema,
    },
    async ({ repos, body }) =>
      inbox.send(repos, (await memberNamed(repos, body.username)).id, { title: body.title, html: body.content }),
  );

  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/rewards',
      summary: 'Grant a member a reward to claim in the reward centre',
      body: operatorRewardSchema,
      response: rewardSchema,
    },
    async ({ repos, body }) => {
      const account = await memberNamed(repos, body.username);
      return rewards.grant(repos, {
        accountId: account.id,
        title: body.title,
        amountMinor: toMinor(body.amount),
        source: 'operator',
        expiresAt: body.expiresAt ?? null,
      });
    },
  );
}
