// What this server adds to Fastify's instance, request and route config.
import type { TenantRepositories } from './repositories/index';
import type { Platform } from './platform';
import type { GameSessionContext } from './services/games/inhouse-service';
import type { AuthenticatedSession } from './services/accounts/session-service';
import type { Tenant } from './services/platform/tenant-service';
import type { StaffPrincipal } from './services/operator/staff-service';

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
  interface FastifyRequest {
    /** Set for API routes from the `Merchant` header. */
    tenant: Tenant | null;
    /** The tenant's repositories (scoped by its merchant code). */
    repos: TenantRepositories | null;
    /** Set on token routes. */
    auth: AuthenticatedSession | null;
    /** Set on in-house game calls (the `Game-Session` header). */
    gameSession: GameSessionContext | null;
    /** Set on operator routes (`/ops/*`): the staff member of the bearer token. */
    staff: StaffPrincipal | null;
  }
}

export {};
