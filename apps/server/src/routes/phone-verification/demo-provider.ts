// The demo phone-verification provider's own HTTP face (demo and development only; not portal
// calls of the platform: the portal's api layer calls it as it would call Firebase):
//   POST /demo-phone-provider/v1/projects/:projectId/send-code    { phoneNumber } → { sessionInfo, retryAfterSeconds }
//   POST /demo-phone-provider/v1/projects/:projectId/verify-code  { sessionInfo, code } → { idToken, phoneNumber }
//   GET  /demo-phone-provider/.well-known/jwks.json               its public keys
// Refusals answer `{ error: { code, message } }` with Firebase's reasons (INVALID_CODE, SESSION_EXPIRED, …).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PhoneProviderError, type DemoPhoneProvider } from '../../services/phone-verification/demo-provider';

const paramsSchema = z.strictObject({ projectId: z.string().regex(/^[a-z][a-z0-9-]{3,62}$/) });
const startSchema = z.strictObject({ phoneNumber: z.string().regex(/^\+[1-9][0-9]{6,14}$/, 'E.164') });
const confirmSchema = z.strictObject({
  sessionInfo: z.string().min(16).max(128),
  code: z.string().regex(/^[0-9]{6}$/),
});

async function answer<T>(reply: FastifyReply, work: () => Promise<T>) {
  reply.header('cache-control', 'no-store');
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PhoneProviderError)) throw error;
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply
      .code(error.status)
      .send({ error: { code: error.status, message: error.reason, retryAfterSeconds: error.retryAfterSeconds } });
  }
}

export default async function demoPhoneProviderRoutes(app: FastifyInstance, options: { provider: DemoPhoneProvider }) {
  const { provider } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['demo phone provider'];
  routes.post('/demo-phone-provider/v1/projects/:projectId/send-code', {
    schema: {
      summary: 'Demo phone provider: send a code (to the outbox)',
      tags,
      params: paramsSchema,
      body: startSchema,
    },
    config: { rateLimit: { max: app.platform.config.rateLimits.sms, timeWindow: '1 minute' } },
    handler: (request, reply) =>
      answer(reply, () => provider.start(request.params.projectId, request.body.phoneNumber)),
  });
  routes.post('/demo-phone-provider/v1/projects/:projectId/verify-code', {
    schema: {
      summary: 'Demo phone provider: confirm a code → ID token',
      tags,
      params: paramsSchema,
      body: confirmSchema,
    },
    config: { rateLimit: { max: app.platform.config.rateLimits.login, timeWindow: '1 minute' } },
    handler: (request, reply) =>
      answer(reply, () => provider.confirm(request.params.projectId, request.body.sessionInfo, request.body.code)),
  });
  routes.get('/demo-phone-provider/.well-known/jwks.json', {
    schema: { summary: "Demo phone provider's public keys (JWKS)", tags },
    handler: () => provider.jwks(),
  });
}
