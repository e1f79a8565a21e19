// Every failure leaves as the envelope `{ success: false, value, message, errorCode }` with the
// status ERROR_CODES gives its code and a message in the request's Language. A client's mistake —
// malformed JSON, wrong types, missing or unknown fields, an oversized or unreadable body — is a
// 4xx; only our own faults (including an answer that breaks its contract) are 5xx, and logged. A
// database fault (db/faults.ts: the database restarting, unreachable or busy) is 503
// `service_unavailable` with `Retry-After`, never 500: the call is safe to send again with its id.
import { ERROR_CODES, PayloadCryptoError, type ErrorCode, type ErrorEnvelope } from '@portal/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_FAULT_RETRY_AFTER_SECONDS, isDatabaseFault } from '../../db/faults';
import { AppError } from '../../lib/app-error';
import { messageFor } from '../../lib/messages';

export function envelopeFor(
  code: ErrorCode,
  request: FastifyRequest,
  value: Record<string, unknown> | null = null,
): ErrorEnvelope {
  return { success: false, value, message: messageFor(code, request.headers.language, value), errorCode: code };
}

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  value: Record<string, unknown> | null = null,
): FastifyReply {
  return reply.status(ERROR_CODES[code]).send(envelopeFor(code, request, value));
}

interface ValidationIssue {
  instancePath?: string;
  params?: { issue?: { keys?: string[] } };
}

/** Which fields a validation failure is about (never their values). */
function fieldsOf(issues: readonly ValidationIssue[]): string[] {
  const fields = new Set<string>();
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    if (path) fields.add(path);
    for (const key of issue.params?.issue?.keys ?? []) fields.add(String(key).slice(0, 64));
  }
  return [...fields].slice(0, 20);
}

function classify(
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
): { code: ErrorCode; value: Record<string, unknown> | null; ours: boolean } {
  if (error instanceof AppError) return { code: error.code, value: error.value, ours: false };
  if (error instanceof PayloadCryptoError) return { code: 'request_body_required', value: null, ours: false };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const bodyMissing =
      (error as FastifyError).validationContext === 'body' && (request.body === undefined || request.body === null);
    return {
      code: bodyMissing ? 'request_body_required' : 'request_param_err',
      value: { fields: fieldsOf(error.validation as ValidationIssue[]) },
      ours: false,
    };
  }
  if (isResponseSerializationError(error)) return { code: 'internal_error', value: null, ours: true };
  if (isDatabaseFault(error))
    return {
      code: 'service_unavailable',
      value: { retryAfterSeconds: DATABASE_FAULT_RETRY_AFTER_SECONDS },
      ours: true,
    };
  const status = (error as FastifyError).statusCode ?? 500;
  const rateLimited = error as unknown as { rateLimited?: boolean; retryAfterSeconds?: number };
  if (rateLimited.rateLimited || status === 429)
    return {
      code: 'TOO_MANY_REQUESTS',
      value: { retryAfterSeconds: rateLimited.retryAfterSeconds ?? 60 },
      ours: false,
    };
  if (status === 413) return { code: 'request_too_large', value: null, ours: false };
  if (status === 415) return { code: 'unsupported_media_type', value: null, ours: false };
  if (status === 404) return { code: 'not_found', value: null, ours: false };
  if (status === 405) return { code: 'method_not_allowed', value: null, ours: false };
  if (status >= 400 && status < 500) {
    const fastifyCode = (error as FastifyError).code ?? '';
    // Parser failures (bad JSON, empty JSON body, bad content length) mean the body was unreadable.
    const unreadable = fastifyCode.startsWith('FST_ERR_CTP') || error instanceof SyntaxError;
    return { code: unreadable ? 'request_body_required' : 'request_param_err', value: null, ours: false };
  }
  return { code: 'internal_error', value: null, ours: true };
}

/** The codes whose value's `retryAfterSeconds` also travels as the `Retry-After` header. */
const RETRY_AFTER_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'TOO_MANY_REQUESTS',
  'service_unavailable',
  'chat_flood',
]);

/**
 * The raw HTTP answer to a request the HTTP parser refused (Fastify's clientErrorHandler): the
 * envelope, in English since no header could be read.
 */
export function protocolErrorResponse(error: NodeJS.ErrnoException): string {
  const code: ErrorCode = error.code === 'HPE_HEADER_OVERFLOW' ? 'request_headers_too_large' : 'request_body_required';
  const status = ERROR_CODES[code];
  const body = JSON.stringify({
    success: false,
    value: null,
    message: messageFor(code, undefined),
    errorCode: code,
  } satisfies ErrorEnvelope);
  const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
      const { code, value, ours } = classify(error, request);
      if (code === 'service_unavailable')
        request.log.warn(
          { err: error, errorCode: code },
          'request cut by a database fault: answered 503, the client sends it again with its id',
        );
      else if (ours) request.log.error({ err: error }, 'request failed');
      else
        request.log.info(
          { errorCode: code, reason: String((error as Partial<Error>)?.message ?? '').slice(0, 200) },
          'request refused',
        );
      if (RETRY_AFTER_CODES.has(code) && value?.retryAfterSeconds)
        reply.header('retry-after', String(value.retryAfterSeconds));
      return sendError(reply, request, code, value);
    });

    app.setNotFoundHandler((request, reply) => sendError(reply, request, 'not_found'));
  },
  { name: 'errors' },
);
