// Runs work that may wait (a carousel measuring its slides, say) in the browser's first idle moment,
// not in the task that renders the page. Browsers without requestIdleCallback (Safari) wait a short
// timeout instead. Returns the cancel.

/** The longest the work waits for an idle moment (a busy page still gets there). */
export const IDLE_TIMEOUT_MS = 2000;

export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    const cancel = cancelIdleCallback;
    const id = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => cancel(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}
