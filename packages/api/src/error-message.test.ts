// apiErrorMessage and answerLost: what a failed call says, with a feature's key map over the common
// texts, and when a retry must keep its request id.
import { describe, expect, it } from 'vitest';
import { apiErrorMessage, COMMON_ERROR_KEYS, type ApiErrorTexts } from './error-message';
import { answerLost, CLIENT_ERROR_CODES, type ApiError } from './errors';

/** A `t` that shows which key it was asked for, and with which options. */
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const failure = (errorCode: string, extra: Partial<ApiError> = {}): ApiError => ({
  status: 400,
  errorCode,
  message: '',
  ...extra,
});

const TEXTS: ApiErrorTexts = {
  keys: { game_not_found: 'lobby:errors.gameNotFound', [CLIENT_ERROR_CODES.network]: 'lobby:errors.offline' },
  timedKeys: { TOO_MANY_REQUESTS: ['common:errors.tooManyRequests', 'common:errors.tooManyRequestsLater'] },
};

describe('apiErrorMessage', () => {
  it('says "unknown" for anything that is not an api error', () => {
    expect(apiErrorMessage(t, new Error('boom'), TEXTS)).toBe('common:errors.unknown');
    expect(apiErrorMessage(t, undefined)).toBe('common:errors.unknown');
  });

  it("uses the feature's key first, then the common texts, then the platform's words, then unknown", () => {
    expect(apiErrorMessage(t, failure('game_not_found', { message: 'server text' }), TEXTS)).toBe(
      'lobby:errors.gameNotFound',
    );
    expect(apiErrorMessage(t, failure(CLIENT_ERROR_CODES.network, { status: 0 }), TEXTS)).toBe('lobby:errors.offline');
    expect(apiErrorMessage(t, failure(CLIENT_ERROR_CODES.timeout, { status: 0 }), TEXTS)).toBe(
      'common:errors.pageLoadTimeout',
    );
    expect(apiErrorMessage(t, failure('function.not.available'))).toBe(COMMON_ERROR_KEYS['function.not.available']);
    expect(apiErrorMessage(t, failure('stake_too_high', { message: '  Stake above the limit  ' }), TEXTS)).toBe(
      'Stake above the limit',
    );
    expect(apiErrorMessage(t, failure('stake_too_high', { message: '   ' }), TEXTS)).toBe('common:errors.unknown');
    expect(apiErrorMessage(t, failure('toString', { message: 'own words' }), TEXTS)).toBe('own words');
  });

  it('says when to try again when the error names a wait, and "later" when it does not', () => {
    expect(
      apiErrorMessage(t, failure('TOO_MANY_REQUESTS', { status: 429, value: { retryAfterSeconds: 90 } }), TEXTS),
    ).toBe('common:errors.tooManyRequests {"retryAfterSeconds":90}');
    const noWait = failure('TOO_MANY_REQUESTS', { status: 429, value: { retryAfterSeconds: -1 } });
    expect(apiErrorMessage(t, noWait, TEXTS)).toBe('common:errors.tooManyRequestsLater');
    expect(apiErrorMessage(t, failure('TOO_MANY_REQUESTS', { status: 429 }), TEXTS)).toBe(
      'common:errors.tooManyRequestsLater',
    );
  });

  it("interpolates the error's value into the feature's texts only when asked, numbers formatted", () => {
    const wallet: ApiErrorTexts = {
      keys: { amount_below_minimum: 'wallet:errors.amount_below_minimum' },
      interpolateValue: true,
    };
    const below = failure('amount_below_minimum', { value: { min: 20, currency: 'USD' } });
    const money = (amount: number) => `$${amount.toFixed(2)}`;
    expect(apiErrorMessage(t, below, wallet, money)).toBe(
      'wallet:errors.amount_below_minimum {"min":"$20.00","currency":"USD"}',
    );
    expect(apiErrorMessage(t, below, wallet)).toBe('wallet:errors.amount_below_minimum {"min":"20","currency":"USD"}');
    expect(apiErrorMessage(t, below, { keys: wallet.keys })).toBe('wallet:errors.amount_below_minimum');
    // The common texts never take the value.
    expect(apiErrorMessage(t, failure(CLIENT_ERROR_CODES.network, { value: { min: 1 } }), wallet)).toBe(
      'common:errors.network',
    );
  });
});

describe('answerLost', () => {
  it('is true when no answer arrived (network, timeout, status 0), false for an answer or a non-api error', () => {
    expect(answerLost(failure(CLIENT_ERROR_CODES.network, { status: 0 }))).toBe(true);
    expect(answerLost(failure(CLIENT_ERROR_CODES.timeout, { status: 0 }))).toBe(true);
    expect(answerLost(failure('anything', { status: 0 }))).toBe(true);
    expect(answerLost(failure('insufficient_balance'))).toBe(false);
    expect(answerLost(new Error('boom'))).toBe(false);
  });

  it("is true when a fault cut the call (the platform's 503 service_unavailable, a balancer 502/504), not for a lasting 503 or a 500", () => {
    expect(answerLost(failure('service_unavailable', { status: 503 }))).toBe(true);
    expect(answerLost(failure('http.502', { status: 502 }))).toBe(true);
    expect(answerLost(failure('http.504', { status: 504 }))).toBe(true);
    expect(answerLost(failure('maintenance', { status: 503 }))).toBe(false);
    expect(answerLost(failure('internal_error', { status: 500 }))).toBe(false);
  });
});

describe('a platform fault', () => {
  it('reads as the common "briefly unavailable" text', () => {
    expect(apiErrorMessage(t, failure('service_unavailable', { status: 503, message: 'x' }))).toBe(
      'common:errors.serviceUnavailable',
    );
  });
});
