// The session token as the shell's route guard reads it: sessionStorage `token` (spec §4, forced
// login), kept by @portal/feature-auth, which announces every change with its event (storage
// events do not fire in the tab that made the change).
import { getSessionToken, SESSION_TOKEN_CHANGED_EVENT } from '@portal/feature-auth';
import { SESSION_STORAGE_KEYS } from '@portal/contracts';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEYS.token) onChange();
  };
  globalThis.addEventListener('storage', onStorage);
  globalThis.addEventListener(SESSION_TOKEN_CHANGED_EVENT, onChange);
  return () => {
    globalThis.removeEventListener('storage', onStorage);
    globalThis.removeEventListener(SESSION_TOKEN_CHANGED_EVENT, onChange);
  };
}

/** The current session token, or null for a visitor; re-renders when it changes. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, getSessionToken, () => null);
}
