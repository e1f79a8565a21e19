// The operator API's credentials (`/ops/*`, not portal calls): `Authorization: Bearer <key>`, the
// key naming one tenant. Keys are the instance's credentials (secrets.ts: resolveCredentials):
// OPERATOR_API_KEYS (`AUR:key1,LTS:key2`), or in demo and development, when none is configured, a
// random key per tenant generated into the instance's secrets file; production has none unless
// configured. No key is known in advance. A member's session token never opens these routes, nor
// does one tenant's key open another tenant's data: the key decides the tenant, and the handler
// gets that tenant's repositories only.
//
// Use `registerOperatorRoute` for every `/ops` route: it authenticates, rate-limits, validates the
// params / query / body with zod (contracts schemas) and answers the usual envelope.
import { timingSafeEqual, createHash } from 'node:crypto';
import { envelopeSchema, errorEnvelopeSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { tenantRepositories, type TenantRepositories } from '../../repositories/index';
import type { Tenant } from '../../services/platform/tenant-service';

/** Requests per minute per client IP on each operator route. */
export const OPERATOR_RATE_LIMIT = 120;

const digest = (key: string) => createHash('sha256').update(key).digest();

/** The tenant a bearer key belongs to, comparing every configured key in constant time. */
export async function operatorTenant(app: FastifyInstance, header: unknown): Promise<Tenant> {
  const match = typeof header === 'string' ? /^Bearer\s+(\S{1,256})$/i.exec(header.trim()) : null;
  if (!match) throw new AppError('user.or.token.invalid', null, 'no operator key');
  const given = digest(match[1]!);
  const { credentials, tenants } = app.platform;
  let found: Tenant | undefined;
  // Every key is compared (no early exit), so the answer time does not say how close a guess was.
  for (const tenant of await tenants.all()) {
    for (const key of credentials.operatorApiKeys[tenant.merchantCode] ?? []) {
      if (timingSafeEqual(digest(key), given) && !found) found = tenant;
    }
  }
  if (!found) throw new AppError('user.or.token.invalid', null, 'unknown operator key');
  return found;
}

/** The onRequest hook of an operator route: sets request.tenant and request.repos from the key. */
export const operatorAuth: onRequestHookHandler = async (request) => {
  const tenant = await operatorTenant(request.server, request.headers.authorization);
  request.tenant = tenant;
  request.repos = tenantRepositories(request.server.platform.db, tenant.merchantCode);
};

export interface OperatorContext<P, Q, B> {
  request: FastifyRequest;
  reply: FastifyReply;
  tenant: Tenant;
  repos: TenantRepositories;
  params: P;
  query: Q;
  body: B;
}

export interface OperatorRouteDefinition<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  V extends z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under `/ops/`. */
  url: `/ops/${string}`;
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The answer's value. */
  response: V;
}

/** Registers one `/ops` route: operator key → tenant, validation both ways, the envelope. */
export function registerOperatorRoute<
  P extends z.ZodType = z.ZodType<Record<string, never>>,
  Q extends z.ZodType = z.ZodType<Record<string, never>>,
  B extends z.ZodType = z.ZodType<undefined>,
  V extends z.ZodType = z.ZodType,
>(
  app: FastifyInstance,
  definition: OperatorRouteDefinition<P, Q, B, V>,
  handler: (context: OperatorContext<z.infer<P>, z.infer<Q>, z.infer<B>>) => Promise<z.infer<V>>,
): void {
  // Not through the zod type provider's typing (its inference cannot follow the generic schemas);
  // validation and serialisation still use the zod compilers the app sets.
  app.route({
    method: definition.method,
    url: definition.url,
    schema: {
      summary: definition.summary,
      description: 'Operator API: `Authorization: Bearer <operator key>` (see the server README).',
      tags: ['operator'],
      security: [{ operatorKey: [] }],
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.querystring ? { querystring: definition.querystring } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      response: { 200: envelopeSchema(definition.response), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
    },
    config: { rateLimit: { max: OPERATOR_RATE_LIMIT, timeWindow: '1 minute' } },
    onRequest: [
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      },
      operatorAuth,
    ],
    handler: async (request, reply) => {
      const value = await handler({
        request,
        reply,
        tenant: request.tenant!,
        repos: request.repos!,
        params: request.params as z.infer<P>,
        query: request.query as z.infer<Q>,
        body: request.body as z.infer<B>,
      });
      return { success: true, value };
    },
  });
}
