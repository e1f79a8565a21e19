// Registers a route from the contracts' endpoint registry: path and method, query or body schema,
// response schemas (success envelope and error envelope), then in order:
//   onRequest:     tenant from the `Merchant` header → module flag → maintenance (money calls) →
//                  session token (token calls)
//   preValidation: decrypt an encrypted body (E calls) so the contract validates the plain payload
//   handler:       the route's function, its value wrapped in the envelope
// Answers are `Cache-Control: no-store` unless the route opts in with `cache: 'public-revalidate'`.
import {
  ENDPOINT_SUMMARIES,
  endpoints,
  errorEnvelopeSchema,
  HEADERS,
  decryptPayload,
  type ENDPOINT_ROUTES,
  type EndpointName,
  type EndpointPayload,
  type EndpointRoute,
  type EndpointValue,
  type ErrorCode,
} from '@portal/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { acceptedEncoding } from '../../lib/answer-compression';
import { jsonEtag, PreparedAnswer, successSchema } from '../../lib/prepared-answer';
import { BINARY_BODY_LIMIT, BINARY_CONTENT_TYPES } from '../external/body-parsers';
import { messageLanguage } from '../../lib/messages';
import { tenantRepositories, type TenantRepositories } from '../../repositories/index';
import type { GameSessionContext } from '../../services/games/inhouse-service';
import type { AuthenticatedSession } from '../../services/accounts/session-service';
import { isModuleOn, type Tenant } from '../../services/platform/tenant-service';

const MERCHANT_PATTERN = /^[A-Z0-9]{2,16}$/;

/**
 * Whether the registry marks call N as a token call: `token` stays the literal `true` or `false`
 * because ENDPOINT_ROUTES is `as const satisfies Record<string, EndpointRoute>`.
 */
type NeedsToken<N extends EndpointName> = (typeof ENDPOINT_ROUTES)[N]['token'];

/**
 * The session a handler sees. A token call's is never null: its onRequest hook authenticated the
 * request or refused it before the handler ran. Other calls have none (null).
 */
export type EndpointAuth<N extends EndpointName> =
  NeedsToken<N> extends true ? AuthenticatedSession : AuthenticatedSession | null;
/** The session's account (`auth.account`): an account row on token calls, null on the others. */
export type EndpointAccount<N extends EndpointName> = NeedsToken<N> extends true ? AccountRow : AccountRow | null;

export interface EndpointContext<N extends EndpointName> {
  request: FastifyRequest;
  reply: FastifyReply;
  payload: EndpointPayload<N>;
  tenant: Tenant;
  repos: TenantRepositories;
  /** The request's message language (EN when the header names none we know). */
  language: string;
  /** Set on token calls (typed non-null there, from the registry's token flag). */
  auth: EndpointAuth<N>;
  /** `auth.account`: the member making a token call. */
  account: EndpointAccount<N>;
  /** Set on game-session calls (the in-house games' `Game-Session` header). */
  gameSession: GameSessionContext | null;
  /** The body's bytes on `binary` calls (empty when none were sent); null on the others. */
  bytes: Buffer | null;
}

export interface EndpointRouteOptions {
  /** Requests per minute per client IP for this route (the global limit otherwise). */
  rateLimit?: number;
  /**
   * A limit per member instead of per IP (token calls): this many calls a minute per account, shared
   * by the instances through Redis like the IP limits; over it the call is answered with `code`
   * (a 429 code of the contract) and `retryAfterSeconds`. Replaces the global IP limit on the route.
   */
  accountLimit?: { perMinute: number; code: ErrorCode };
  /** Trial (type 4) accounts may not make this call. */
  refuseTrial?: boolean;
  /**
   * A call that moves money (deposit, withdrawal, transfer, a round, a bet, a reward's claim): refused
   * with `maintenance` (503) while the tenant is in maintenance, read from its row on each call.
   */
  moneyCall?: boolean;
  tags?: string[];
  /**
   * `public-revalidate`: the answer is the same for every visitor of the tenant (no token, nothing
   * personal, nothing about the request beyond the tenant and the language), so browsers and
   * proxies may keep it but must ask again each time: `Cache-Control: no-cache`, an ETag, and 304
   * without a body when `If-None-Match` names it. Default `no-store` (tokens, personal data).
   */
  cache?: 'no-store' | 'public-revalidate';
}

/** A weak entity tag of an answer (weak: the same answer may go out brotli, gzip or plain). */
export function answerEtag(answer: unknown): string {
  return jsonEtag(JSON.stringify(answer));
}

/** If-None-Match (a list, `*`, weak or strong tags) names this tag: weak comparison, RFC 9110 §13.1.2. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The `Merchant` header must be present exactly once and name a tenant. */
export async function resolveTenant(request: FastifyRequest): Promise<Tenant> {
  const raw = request.raw.rawHeaders;
  const values: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'merchant') values.push(raw[i + 1]!);
  if (values.length !== 1)
    throw new AppError('merchant_unknown', null, values.length ? 'duplicated Merchant header' : 'no Merchant header');
  const code = values[0]!.trim();
  if (!MERCHANT_PATTERN.test(code)) throw new AppError('merchant_unknown', null, 'malformed Merchant header');
  const tenant = await request.server.platform.tenants.byMerchantCode(code);
  if (!tenant) throw new AppError('merchant_unknown', null, `unknown merchant ${code}`);
  return tenant;
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/** The content types a body may have per payload encoding (body parsers: plugins/external/body-parsers.ts). */
const CONTENT_TYPES: Record<EndpointRoute['body'], readonly string[]> = {
  json: ['application/json'],
  form: ['application/x-www-form-urlencoded'],
  binary: BINARY_CONTENT_TYPES,
  query: [],
  none: [],
};

/** A body travels only in the route's own encoding: a JSON route refuses a form body and vice versa. */
function assertContentType(request: FastifyRequest, encoding: EndpointRoute['body']): void {
  const length = Number(request.headers['content-length'] ?? 0);
  const hasBody = length > 0 || request.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return;
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!CONTENT_TYPES[encoding].includes(type))
    throw new AppError('unsupported_media_type', null, `${type || 'no content type'} on a ${encoding} route`);
}

/** An in-house game's session token travels in a header of its own, never as the portal's token. */
function rawGameSession(request: FastifyRequest): string | undefined {
  const header = request.headers[HEADERS.gameSession.toLowerCase()];
  return typeof header === 'string' && header.trim() ? header.trim() : undefined;
}

function rawToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.trim()) return undefined;
  // The platform sends the raw token; a `Bearer ` prefix from a generic client is tolerated.
  return header.trim().replace(/^Bearer\s+/i, '');
}

/**
 * @fastify/rate-limit's options for a per-account limit. Its hook runs after the route's own
 * onRequest hooks (it is appended to them), so the session is known when the key is made.
 */
function accountRateLimit(limit: { perMinute: number; code: ErrorCode }) {
  return {
    max: limit.perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      `account:${request.tenant?.merchantCode ?? '-'}:${request.auth?.account.id ?? request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new AppError(limit.code, { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  };
}

export function registerEndpoint<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: (
    context: EndpointContext<N>,
  ) => Promise<EndpointValue<N> | PreparedAnswer<N> | null> | EndpointValue<N> | PreparedAnswer<N> | null,
  options: EndpointRouteOptions = {},
): void {
  const endpoint = endpoints[name];

  const onRequest: onRequestHookHandler[] = [
    async (request, reply) => {
      // Answers carry tokens and personal data: no browser or proxy may keep them (a public read
      // that may be cached says so itself).
      reply.header('cache-control', 'no-store');
      assertContentType(request, endpoint.body);
      const tenant = await resolveTenant(request);
      request.tenant = tenant;
      request.repos = tenantRepositories(request.server.platform.db, tenant.merchantCode);
      if (endpoint.module && !isModuleOn(tenant, endpoint.module))
        throw new AppError('function.not.available', null, `${endpoint.module} is off`);
      // Maintenance freezes money, not only the pages: nothing moves until it ends.
      if (options.moneyCall && (await request.server.platform.tenants.inMaintenance(tenant.merchantCode)))
        throw new AppError(
          'maintenance',
          { endTime: tenant.maintenanceEndTime },
          'money calls are frozen during maintenance',
        );
    },
  ];
  if (endpoint.token) {
    onRequest.push(async (request) => {
      request.auth = await request.server.platform.sessions.authenticate(request.repos!, rawToken(request), {
        ip: request.ip,
        tenant: request.tenant!,
      });
      if (options.refuseTrial && request.auth.account.type === 4) throw new AppError('account_type_refused');
    });
  }
  const route: { gameSession?: boolean } = endpoint;
  if (route.gameSession) {
    onRequest.push(async (request) => {
      request.gameSession = await request.server.platform.inhouse.authenticate(request.repos!, rawGameSession(request));
    });
  }

  const preValidation: preValidationHookHandler[] = [];
  if (endpoint.encrypted) {
    preValidation.push(async (request) => {
      const { payloadKey } = request.server.platform.secrets;
      const header = request.headers[HEADERS.encryption.toLowerCase()];
      // Any unreadable body — no header, another key, a changed byte — is request_body_required (PayloadCryptoError).
      if (typeof header === 'string' && !header.startsWith(`${payloadKey.keyId}.`))
        throw new AppError('request_body_required', null, 'unknown payload key id');
      request.body = await decryptPayload(payloadKey.privateKey, header, request.body);
    });
  }
  // No field of the contract carries a NUL character; PostgreSQL text cannot hold one either. A
  // binary call's body is a file's bytes, not fields (walking a 5 MB Buffer's entries here took 10 s
  // of CPU and as much garbage per proof image).
  const bodyHasFields = endpoint.body !== 'binary';
  preValidation.push(async (request) => {
    if (containsNul(request.query) || (bodyHasFields && containsNul(request.body)))
      throw new AppError('request_param_err', null, 'NUL character in payload');
  });

  // A binary call's fields travel in the query string; its body is the file's bytes (not validated as JSON).
  const payloadSchema =
    endpoint.body === 'query' || endpoint.body === 'binary'
      ? { querystring: endpoint.request }
      : endpoint.body === 'none'
        ? {}
        : { body: endpoint.request };

  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: ENDPOINT_SUMMARIES[name],
      description:
        [
          endpoint.encrypted && 'Encrypted payload (E).',
          endpoint.module && `Module ${endpoint.module}.`,
          endpoint.body === 'form' && 'Form-encoded.',
          endpoint.body === 'binary' &&
            `Body: the file's bytes (${BINARY_CONTENT_TYPES.join(', ')}); the fields in the query string.`,
        ]
          .filter(Boolean)
          .join(' ') || undefined,
      tags: options.tags ?? ['platform'],
      ...(endpoint.token ? { security: [{ token: [] }] } : {}),
      ...payloadSchema,
      response: { 200: successSchema(name), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
    },
    config: options.accountLimit
      ? { rateLimit: accountRateLimit(options.accountLimit) }
      : options.rateLimit
        ? { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } }
        : {},
    ...(endpoint.body === 'binary' ? { bodyLimit: BINARY_BODY_LIMIT } : {}),
    onRequest,
    preValidation,
    handler: async (request, reply) => {
      const auth = request.auth;
      // Cannot happen (the token hook throws first); it is what makes the context's types true.
      if (endpoint.token && !auth) throw new AppError('login.not.session', null, 'token call without a session');
      const context = {
        request,
        reply,
        payload: (endpoint.body === 'query' || endpoint.body === 'binary'
          ? request.query
          : endpoint.body === 'none'
            ? {}
            : request.body) as EndpointPayload<N>,
        tenant: request.tenant!,
        repos: request.repos!,
        language: messageLanguage(request.headers.language),
        auth,
        account: auth?.account ?? null,
        gameSession: request.gameSession,
        bytes: endpoint.body === 'binary' ? (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)) : null,
      };
      // TypeScript cannot narrow a conditional type on the generic N: the check above is the proof.
      const value = await handler(context as EndpointContext<N>);
      if (value instanceof PreparedAnswer) {
        if (value.name !== name) throw new Error(`a prepared answer of ${value.name} returned by ${name}`);
        if (options.cache === 'public-revalidate') {
          reply.header('cache-control', 'no-cache').header('vary', 'Merchant, Language').header('etag', value.etag);
          if (ifNoneMatchHits(request.headers['if-none-match'], value.etag))
            return (reply as FastifyReply).code(304).send();
        }
        // Bytes (or a string) with a JSON content type skip the route's serialiser: validated when prepared.
        reply.type('application/json; charset=utf-8');
        const encoding = acceptedEncoding(request.headers['accept-encoding']);
        const encoded = encoding && value.encoded(encoding);
        if (!encoded) return (reply as FastifyReply).send(value.body);
        // Compressed once for every request: the compress plugin leaves an encoded reply alone.
        const vary = reply.getHeader('vary');
        reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
        return (reply as FastifyReply).header('content-encoding', encoding).send(encoded);
      }
      const answer = { success: true, value: value ?? null };
      if (options.cache === 'public-revalidate') {
        const etag = answerEtag(answer);
        // The tenant comes from the Merchant header and texts from Language: caches key on both.
        reply.header('cache-control', 'no-cache').header('vary', 'Merchant, Language').header('etag', etag);
        if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return (reply as FastifyReply).code(304).send();
      }
      return answer;
    },
  });
}
