// The operator API (`/ops/*`, not portal calls): named staff of a tenant, each logged in with their
// own password (`POST /ops/session`), then `Authorization: Bearer <token>`. The token decides the
// tenant and the staff member; each route names the roles that may call it, and a call by any
// other role is refused (staff_role_required) and written to the audit trail as denied. A member's
// session token never opens these routes, nor does one tenant's staff open another tenant's data:
// the handler gets the token's tenant's repositories only.
//
// Use `registerOperatorRoute` for every `/ops` route: it authenticates, checks the role,
// rate-limits, validates the params / query / body with zod (contracts schemas) and answers the
// usual envelope (or raw bytes, for a proof image).
import { envelopeSchema, errorEnvelopeSchema, type AuditAction, type StaffRole } from '@portal/contracts';
import type { FastifyReply, FastifyRequest, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { tenantRepositories, type TenantRepositories } from '../../repositories/index';
import { recordDecision, type Actor } from '../../services/operator/audit';
import { actorOf, type StaffPrincipal } from '../../services/operator/staff-service';
import type { Tenant } from '../../services/platform/tenant-service';

/** Requests per minute per client IP on each operator route. */
export const OPERATOR_RATE_LIMIT = 120;

export interface OperatorContext<P, Q, B> {
  request: FastifyRequest;
  reply: FastifyReply;
  tenant: Tenant;
  repos: TenantRepositories;
  /** The logged-in staff member. */
  principal: StaffPrincipal;
  /** Who decides (for the audit trail): the staff member, from this request's address. */
  actor: Actor;
  params: P;
  query: Q;
  body: B;
}

export interface OperatorRouteDefinition<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  V extends z.ZodType,
  A extends z.ZodType = z.ZodNever,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under `/ops/`. */
  url: `/ops/${string}`;
  summary: string;
  /** The roles that may call it (any of them). */
  roles: readonly StaffRole[] | 'any';
  /** The decision it makes: a refused call is audited as this action, denied. */
  action?: AuditAction;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The answer's value; `binary` for raw bytes the handler sends itself. */
  response: V | 'binary';
  /** The value of a 202 answer (the decision waits for a second staff member). */
  accepted?: A;
  /** A body limit of its own (an image upload: its bytes are the body); the app's otherwise. */
  bodyLimit?: number;
}

function bearer(header: unknown): string {
  const match = typeof header === 'string' ? /^Bearer\s+([\w-]{20,128})$/i.exec(header.trim()) : null;
  if (!match) throw new AppError('user.or.token.invalid', null, 'no staff token');
  return match[1]!;
}

/** The staff member of the request's bearer token, their tenant and its repositories. */
async function authenticateStaff(request: FastifyRequest): Promise<StaffPrincipal> {
  const { staff, tenants, db } = request.server.platform;
  const principal = await staff.authenticate(bearer(request.headers.authorization));
  if (!principal) throw new AppError('login.not.session', null, 'unknown, expired or revoked staff token');
  const tenant = await tenants.byMerchantCode(principal.merchantCode);
  if (!tenant) throw new AppError('login.not.session', null, 'the staff member’s tenant is gone');
  request.tenant = tenant;
  request.repos = tenantRepositories(db, tenant.merchantCode);
  return principal;
}

/** Registers one `/ops` route: staff token → tenant and role, validation both ways, the envelope. */
export function registerOperatorRoute<
  P extends z.ZodType = z.ZodType<Record<string, never>>,
  Q extends z.ZodType = z.ZodType<Record<string, never>>,
  B extends z.ZodType = z.ZodType<undefined>,
  V extends z.ZodType = z.ZodType,
  A extends z.ZodType = z.ZodNever,
>(
  app: FastifyInstance,
  definition: OperatorRouteDefinition<P, Q, B, V, A>,
  handler: (context: OperatorContext<z.infer<P>, z.infer<Q>, z.infer<B>>) => Promise<z.infer<V> | z.infer<A>>,
): void {
  const roles = definition.roles === 'any' ? 'any' : definition.roles.join(', ');
  const binary = definition.response === 'binary';
  // Not through the zod type provider's typing (its inference cannot follow the generic schemas);
  // validation and serialisation still use the zod compilers the app sets.
  app.route({
    method: definition.method,
    url: definition.url,
    schema: {
      summary: definition.summary,
      description: `Operator API, staff roles: ${roles}. \`Authorization: Bearer <staff token>\` from POST /ops/session (see the server README).`,
      tags: ['operator'],
      security: [{ staffToken: [] }],
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.querystring ? { querystring: definition.querystring } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      response: {
        ...(binary ? {} : { 200: envelopeSchema(definition.response as z.ZodType) }),
        ...(definition.accepted ? { 202: envelopeSchema(definition.accepted) } : {}),
        '4xx': errorEnvelopeSchema,
        '5xx': errorEnvelopeSchema,
      },
    },
    config: { rateLimit: { max: OPERATOR_RATE_LIMIT, timeWindow: '1 minute' } },
    ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
    onRequest: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    },
    // Who is calling, and whether their role may, is settled before the body is even validated:
    // a caller without the role learns nothing of the call's shape.
    preValidation: async (request) => {
      const principal = await authenticateStaff(request);
      request.staff = principal;
      if (definition.roles !== 'any' && !definition.roles.some((role) => principal.roles.includes(role))) {
        if (definition.action)
          await recordDecision(
            request.repos!,
            actorOf(principal, request.ip),
            definition.action,
            request.server.platform.clock.now(),
            { outcome: 'denied', before: principal.roles.join(','), after: `needs ${definition.roles.join(' or ')}` },
          );
        throw new AppError('staff_role_required', { roles: definition.roles });
      }
    },
    handler: async (request, reply) => {
      const principal = request.staff!;
      const repos = request.repos!;
      const actor = actorOf(principal, request.ip);
      const value = await handler({
        request,
        reply,
        tenant: request.tenant!,
        repos,
        principal,
        actor,
        params: request.params as z.infer<P>,
        query: request.query as z.infer<Q>,
        body: request.body as z.infer<B>,
      });
      return binary ? value : { success: true, value };
    },
  });
}

/** The staff login route is the one `/ops` call without a token: its own, stricter limit. */
export const STAFF_LOGIN_RATE_LIMIT = 20;
