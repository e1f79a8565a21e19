// The one error type services throw for a client's mistake: a contract error code (its HTTP
// status comes from ERROR_CODES) and optional detail for the envelope's value. The error handler
// turns it into the envelope with a message in the request's language.
import type { ErrorCode } from '@portal/contracts';

export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly value: Record<string, unknown> | null = null,
    /** Extra words for the log (never shown to the client). */
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}
