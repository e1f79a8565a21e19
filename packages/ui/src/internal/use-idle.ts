// Whether the browser has had an idle moment since the component mounted: work that may wait
// (a carousel measuring its slides, say) starts then, not in the task that renders the page.
// Browsers without requestIdleCallback (Safari) wait a short timeout instead. A person who reaches for
// the component first does not wait: `wake` ends the wait at once.
import { useCallback, useEffect, useState } from 'react';

/** The longest a component waits for an idle moment (a busy page still gets there). */
export const IDLE_TIMEOUT_MS = 2000;

/** [whether the wait is over, wake: end it now]. */
export function useIdle(): [boolean, () => void] {
  const [idle, setIdle] = useState(false);
  const wake = useCallback(() => setIdle(true), []);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
      const cancel = cancelIdleCallback;
      const id = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => cancel(id);
    }
    const id = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(id);
  }, []);
  return [idle, wake];
}
