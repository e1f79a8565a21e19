// What a page shows of a query: its answer, the first load and the failure. Passed as a query
// hook's `selectFromResult`, so the page re-renders when one of these changes, not on each of the
// request's own steps (isFetching, requestId, timestamps) — every answer in the member centre would
// otherwise render the sections of My account again.
export interface QueryView<T> {
  data: T | undefined;
  isLoading: boolean;
  isError: boolean;
}

export function queryView<T>({
  data,
  isLoading,
  isError,
}: {
  data?: T | undefined;
  isLoading: boolean;
  isError: boolean;
}): QueryView<T> {
  return { data, isLoading, isError };
}
