// Whether the person asked the system for reduced motion; follows changes while mounted.
import { useMediaQuery } from './use-media-query';

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
