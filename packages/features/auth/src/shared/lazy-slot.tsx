// Where a part that loads on demand renders: `fallback` while its chunk loads (nothing for the
// popups, a placeholder of the same size for the header bar), and the same fallback if the chunk
// fails to load (a new deployment, a dropped connection) — the failure stays in this slot instead
// of taking the page down, and `onFailure` lets the owner tidy its state (close the popup). React
// reports the caught error on the console itself.
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

export interface LazySlotProps {
  children: ReactNode;
  fallback?: ReactNode;
  onFailure?: (error: unknown) => void;
}

export function LazySlot({ children, fallback = null, onFailure }: LazySlotProps) {
  return (
    <ErrorBoundary fallback={fallback} onError={onFailure ? (error) => onFailure(error) : undefined}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
