// Payment providers' side of deposits (not portal calls): the callback every provider posts to,
// `POST /payments/callback/:provider` (body: contracts paymentCallbackSchema, signed), and — when
// this platform runs the demo provider — its hosted page (demo-page.ts).
import { DEPOSIT_STATUSES, envelopeSchema, errorEnvelopeSchema, paymentCallbackSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import demoPaymentPage from './demo-page';

const callbackParamsSchema = z.strictObject({ provider: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/) });
const callbackValueSchema = z.object({ orderNo: z.string(), status: z.enum(DEPOSIT_STATUSES), changed: z.boolean() });

export default async function paymentRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: '/payments/callback/:provider',
    schema: {
      summary: "A payment provider's signed outcome of a deposit order (credited once however often it arrives)",
      description:
        'HMAC-SHA256 hex over `orderNo|amount|status|paidAt` with the provider secret (see the server README, Payments).',
      tags: ['payments'],
      params: callbackParamsSchema,
      body: paymentCallbackSchema,
      response: { 200: envelopeSchema(callbackValueSchema), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const value = await app.platform.deposits.callback(request.params.provider, request.body, request.log);
      return { success: true, value };
    },
  });

  if (app.platform.payments.demo) await app.register(demoPaymentPage);
}
