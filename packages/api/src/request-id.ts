// The request id of a money form (a call the registry marks with `requestId`: withdrawals,
// deposits, transfers, points redeems and conversions): a fresh one for each new submit, the same
// one when the player retries a submit whose answer never arrived (network, timeout: `answerLost`)
// with the same values, so the retry cannot move money twice. Shared by every feature that sends
// money calls, so the rule lives in one place.
import { useCallback, useRef } from 'react';

/** A fresh id for a money request (the platform never moves money twice for one id). */
export function newRequestId(): string {
  return crypto.randomUUID();
}

export interface RequestIds {
  /** The id for a submit of these values. */
  idFor: (values: unknown) => string;
  /** The platform answered (yes or no): the next submit is a new request. */
  answered: () => void;
}

export function useRequestId(): RequestIds {
  const last = useRef<{ key: string; id: string } | null>(null);
  const idFor = useCallback((values: unknown) => {
    const key = JSON.stringify(values);
    if (last.current?.key !== key) last.current = { key, id: newRequestId() };
    return last.current.id;
  }, []);
  const answered = useCallback(() => {
    last.current = null;
  }, []);
  return { idFor, answered };
}
