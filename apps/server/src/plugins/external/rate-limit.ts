// Rate limits per client IP: a generous global limit and stricter ones on login, SMS and
// registration (set per route in plugins/app/endpoint-route.ts). With REDIS_URL the counters live
// in Redis, so a limit reached on one instance holds on the others.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export default fp<{ redis: Redis | undefined }>(
  async (app, { redis }) => {
    await app.register(rateLimit, {
      global: true,
      max: app.platform.config.rateLimits.global,
      timeWindow: '1 minute',
      ...(redis ? { redis, nameSpace: 'portal-rl:' } : {}),
      // A Redis outage must not take the platform down: let requests through.
      skipOnError: true,
      // Thrown by the plugin; the error handler turns it into the TOO_MANY_REQUESTS envelope.
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error('rate limited'), {
          statusCode: 429,
          retryAfterSeconds: Math.ceil(context.ttl / 1000),
          rateLimited: true,
        }),
    });
  },
  { name: 'rate-limit', dependencies: [] },
);
