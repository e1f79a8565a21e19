// Staff sessions (`/ops/session`): the login (the one `/ops` call without a token, with its own
// stricter limit), who is logged in, logout, and a staff member's own password change.
import {
  envelopeSchema,
  errorEnvelopeSchema,
  staffLoginRequestSchema,
  staffLoginValueSchema,
  staffPasswordChangeSchema,
  staffSessionSchema,
  type StaffLoginRequest,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { registerOperatorRoute, STAFF_LOGIN_RATE_LIMIT } from '../../plugins/app/operator-auth';
import { tenantRepositories } from '../../repositories/index';

export default async function operatorSessionRoutes(app: FastifyInstance) {
  const { staff, tenants, db } = app.platform;

  app.route({
    method: 'POST',
    url: '/ops/session',
    schema: {
      summary: 'Staff login: a bearer token for the other /ops calls (eight hours at most)',
      tags: ['operator'],
      body: staffLoginRequestSchema,
      response: { 200: envelopeSchema(staffLoginValueSchema), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
    },
    config: { rateLimit: { max: STAFF_LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
    onRequest: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    },
    handler: async (request) => {
      const body = request.body as StaffLoginRequest;
      const tenant = await tenants.byMerchantCode(body.merchantCode);
      // An unknown brand answers like a wrong password: the login does not say which brands exist.
      if (!tenant) throw new AppError('login_failed');
      const value = await staff.login(tenant, tenantRepositories(db, tenant.merchantCode), body, request.ip);
      return { success: true, value };
    },
  });

  registerOperatorRoute(
    app,
    {
      method: 'GET',
      url: '/ops/session',
      summary: 'Who is logged in, and the brand’s limits',
      roles: 'any',
      response: staffSessionSchema,
    },
    async ({ tenant, principal }) => staff.session(tenant, principal),
  );
  registerOperatorRoute(
    app,
    {
      method: 'DELETE',
      url: '/ops/session',
      summary: 'Log out (the token stops working)',
      roles: 'any',
      response: z.null(),
    },
    async ({ repos, principal, actor }) => {
      await staff.logout(repos, principal, actor);
      return null;
    },
  );
  registerOperatorRoute(
    app,
    {
      method: 'POST',
      url: '/ops/session/password',
      summary: 'Change one’s own password (other sessions end)',
      roles: 'any',
      body: staffPasswordChangeSchema,
      response: z.null(),
    },
    async ({ repos, principal, actor, body }) => {
      await staff.changePassword(repos, principal, actor, body);
      return null;
    },
  );
}
