// Liveness and readiness for a load balancer or an orchestrator, outside /wps and /lgw:
//   GET /healthz  200 while the process serves HTTP (touches nothing else); any origin may read it
//                 (Cross-Origin-Resource-Policy: cross-origin): the portal's speed test times a
//                 no-cors request for it on each of the brand's domains
//   GET /readyz   200 when the database answers `select 1` and the instance is not draining, else 503
// The app only listens after its migrations ran (db/connect.ts), so a ready instance is migrated.
// Both are cheap, never cached, outside the rate limit (the balancer polls every second from one
// address) and logged only at warn and above (a line per poll would drown the log).
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** How long readiness waits for the database before it answers 503. */
export const READY_QUERY_TIMEOUT_MS = 2000;

export interface Health {
  /** True from the stop signal on: readiness answers 503 so the balancer stops sending new requests. */
  readonly draining: boolean;
  startDraining(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    health: Health;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The stop sequence of a deployed instance: stop being ready at once, keep serving for `drainMs`
 * (the balancer's health check notices within its interval × fall count and sends elsewhere), then
 * close — Fastify finishes the requests in flight and refuses new ones.
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.health.startDraining();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
}

export default fp<{ db: Kysely<Database> }>(
  async (app, { db }) => {
    let draining = false;
    app.decorate('health', {
      get draining() {
        return draining;
      },
      startDraining() {
        draining = true;
      },
    } satisfies Health);

    const options: RouteShorthandOptions = { config: { rateLimit: false }, logLevel: 'warn' };
    app.get('/healthz', options, async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send({ status: 'live' }),
    );
    app.get('/readyz', options, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (draining) return reply.code(503).send({ status: 'draining' });
      try {
        await withTimeout(sql`select 1`.execute(db), READY_QUERY_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: the database does not answer');
        return reply.code(503).send({ status: 'database unavailable' });
      }
      return reply.send({ status: 'ready' });
    });
  },
  { name: 'health' },
);
