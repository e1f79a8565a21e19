// Whether a CSS media query matches now; follows changes while mounted. False where there is no
// window (the build's first paint renders without one).
import { useCallback, useSyncExternalStore } from 'react';

/** Screens narrower than a tablet: a phone in portrait (the shell's mini side menu, compact bars). */
export const NARROW_SCREEN_QUERY = '(max-width: 767px)';

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : null;
}

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}
