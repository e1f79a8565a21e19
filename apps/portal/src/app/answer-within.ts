// The start's waits for an answer the first render needs (the permissions, a painted popup's or
// grid's answers): the request goes out, the start waits for its answer at most `waitMs` (a slow or
// failed answer does not hold the page for long), then lets go of it; the store keeps the answer
// for the first render, which subscribes to it again.
export async function answerWithin(
  request: PromiseLike<unknown> & { unsubscribe: () => void },
  waitMs: number,
): Promise<void> {
  await Promise.race([request, new Promise((resolve) => setTimeout(resolve, waitMs))]);
  request.unsubscribe();
}
