// The seam between the shell and the session: the token the platform issued, as the platform keeps
// it (sessionStorage `token`). The accounts feature will own the session later; until then the
// shell only reads. Anything that stores or clears the token announces it with
// `notifySessionTokenChanged()` (storage events do not fire in the tab that made the change).
import { useSyncExternalStore } from 'react';

export const SESSION_TOKEN_KEY = 'token';
const CHANGE_EVENT = 'portal:session-token-changed';

export function readSessionToken(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(SESSION_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function notifySessionTokenChanged(): void {
  globalThis.dispatchEvent?.(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_TOKEN_KEY) onChange();
  };
  globalThis.addEventListener('storage', onStorage);
  globalThis.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    globalThis.removeEventListener('storage', onStorage);
    globalThis.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The current session token, or null for a visitor; re-renders when it changes. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, readSessionToken, () => null);
}
