// Programmatic navigation whose failures are ignored (spec §2: "failed navigation pushes are
// ignored"): a navigation that is interrupted or rejected must never surface as an error.
import { useCallback } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router';

export function useSafeNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      try {
        void Promise.resolve(navigate(to, options)).catch(() => undefined);
      } catch {
        // A synchronous failure is ignored too.
      }
    },
    [navigate],
  );
}
