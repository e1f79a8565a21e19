// The text a person reads when a call fails, one way for every feature: a translation chosen by the
// errorCode (the feature's own key map first, then the texts every feature shares for the network, a
// timeout and a module that is off), else the platform's own message (already in the request's
// language), else a generic text. Clients branch on the code, never on the message.
//
// It lives here, next to ApiError, because it reads the error (isApiError, its code, value and
// message) and the api package is the lowest one that knows that shape; @portal/i18n may import
// nothing of ours. It needs only a `t` function, typed structurally (i18next's TFunction fits), and
// the key strings of the `common` namespace, so the api package does not depend on i18n.
import { CLIENT_ERROR_CODES, isApiError, type ApiError } from './errors';

/** A translate function: i18next's `t` (from @portal/i18n's useTranslation) fits it. */
export interface TranslateError {
  (key: string): string;
  (key: string, options: Record<string, unknown>): string;
}

/** The `common` namespace's texts for failures any call can have (the client's own codes, and a platform fault). */
export const COMMON_ERROR_KEYS: Readonly<Record<string, string>> = {
  [CLIENT_ERROR_CODES.moduleOff]: 'common:errors.functionDisabled',
  [CLIENT_ERROR_CODES.network]: 'common:errors.network',
  [CLIENT_ERROR_CODES.timeout]: 'common:errors.pageLoadTimeout',
  // A fault of the platform's cut the call (a money call was already sent again: fetch-retry.ts).
  service_unavailable: 'common:errors.serviceUnavailable',
};

/** Shown when a failure is not an ApiError, or has neither a key nor the platform's own words. */
export const UNKNOWN_ERROR_KEY = 'common:errors.unknown';

/** A feature's key map: what its failures say, by errorCode. */
export interface ApiErrorTexts {
  /** errorCode → translation key (with its namespace); wins over COMMON_ERROR_KEYS. */
  keys?: Readonly<Record<string, string>>;
  /**
   * errorCode → texts that say when to try again: the first gets `retryAfterSeconds` (the error's
   * `value.retryAfterSeconds`), the second is for an error that names no wait ("later").
   */
  timedKeys?: Readonly<Record<string, readonly [timed: string, untimed: string]>>;
  /**
   * The `keys` texts interpolate the error's value (`{{min}}`, `{{remaining}}`), each number
   * through `formatNumber`. Off by default: the value is the platform's and a text names what it uses.
   */
  interpolateValue?: boolean;
}

/** The seconds a throttled or locked call says to wait (`value.retryAfterSeconds`), if any. */
export function retryAfterSecondsOf(error: ApiError | undefined): number | undefined {
  const value = error?.value;
  const seconds =
    typeof value === 'object' && value !== null
      ? (value as { retryAfterSeconds?: unknown }).retryAfterSeconds
      : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

function valuesOf(error: ApiError, formatNumber: (value: number) => string): Record<string, unknown> {
  const value = error.value && typeof error.value === 'object' ? (error.value as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(value).map(([key, each]) => [key, typeof each === 'number' ? formatNumber(each) : each]),
  );
}

/**
 * The translated text for a failed call (an ApiError, or anything a mutation's unwrap threw).
 * `formatNumber` formats the numbers of the error's value when `texts.interpolateValue` is on
 * (money pages pass their amount format).
 */
export function apiErrorMessage(
  t: TranslateError,
  error: unknown,
  texts: ApiErrorTexts = {},
  formatNumber: (value: number) => string = String,
): string {
  if (!isApiError(error)) return t(UNKNOWN_ERROR_KEY);
  const timed =
    texts.timedKeys && Object.hasOwn(texts.timedKeys, error.errorCode) ? texts.timedKeys[error.errorCode] : undefined;
  if (timed) {
    const retryAfterSeconds = retryAfterSecondsOf(error);
    return retryAfterSeconds === undefined ? t(timed[1]) : t(timed[0], { retryAfterSeconds });
  }
  const own = texts.keys && Object.hasOwn(texts.keys, error.errorCode) ? texts.keys[error.errorCode] : undefined;
  if (own) return texts.interpolateValue ? t(own, valuesOf(error, formatNumber)) : t(own);
  const common = Object.hasOwn(COMMON_ERROR_KEYS, error.errorCode) ? COMMON_ERROR_KEYS[error.errorCode] : undefined;
  if (common) return t(common);
  return error.message.trim() || t(UNKNOWN_ERROR_KEY);
}
