// One error shape for every failed call, whatever failed: the platform's envelope, HTTP, the
// network, a module that is off, or an answer that does not match the contract.
import { SESSION_OVER_CODES, isPassingFault } from '@portal/contracts';

export interface ApiError {
  /** HTTP status, or 0 when no answer arrived. */
  status: number;
  /** Stable machine code: the platform's errorCode, or one of CLIENT_ERROR_CODES. */
  errorCode: string;
  /** Human text from the platform in the request's language, when there is one. */
  message: string;
  /** The envelope's value on failure (a failed login carries `{ captcha: true }`). */
  value?: unknown;
}

export const CLIENT_ERROR_CODES = {
  network: 'client.network',
  timeout: 'client.timeout',
  moduleOff: 'function.not.available',
  invalidResponse: 'client.invalid_response',
} as const;

/**
 * Error codes with which the platform says the session is over (wire notes): the contracts' list,
 * so a code the platform adds (`password_attempts_exceeded`) ends the session here too.
 */
export const SESSION_ENDED_CODES: ReadonlySet<string> = new Set<string>(SESSION_OVER_CODES);

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'errorCode' in error && 'status' in error;
}

export function isSessionEnded(error: ApiError): boolean {
  return error.status === 401 || SESSION_ENDED_CODES.has(error.errorCode);
}

/**
 * No answer arrived (the network failed or the call timed out), or a fault cut the call (a
 * balancer's 502/504, the platform's 503 `service_unavailable`; a money call was already sent again
 * a few times): whatever the call was to change may or may not have changed, so a retry must carry
 * the same request id (money, bets).
 */
export function answerLost(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 0 ||
      error.errorCode === CLIENT_ERROR_CODES.network ||
      error.errorCode === CLIENT_ERROR_CODES.timeout ||
      isPassingFault(error.status, error.errorCode))
  );
}
