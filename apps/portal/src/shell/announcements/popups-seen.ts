// Which announcement popups this tab has shown: each shows once per tab (spec wire notes), so the
// ids live in sessionStorage. Sign-out clears session storage, so a visitor's popups may show
// again after it — a new visit as far as the brand is concerned. The page's start script reads the
// same key to take a popup the platform painted into the page out before it paints (FIRST_PAINT_POPUP).
import { FIRST_PAINT_POPUP } from '@portal/contracts';

const KEY = FIRST_PAINT_POPUP.seenStorageKey;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function seenPopups(): Set<string> {
  try {
    const raw = storage()?.getItem(KEY);
    const ids: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function markPopupSeen(id: string): void {
  const seen = seenPopups();
  seen.add(id);
  try {
    storage()?.setItem(KEY, JSON.stringify([...seen]));
  } catch {
    // Storage full or blocked: the popup may show again in this tab, which is harmless.
  }
}
