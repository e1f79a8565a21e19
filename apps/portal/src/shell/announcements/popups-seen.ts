// Which announcement popups this tab has shown: each shows once per tab (spec wire notes), so the
// ids live in sessionStorage. Sign-out clears session storage, so a visitor's popups may show
// again after it — a new visit as far as the brand is concerned. The platform paints a brand's
// before-login popup into the page it serves (FIRST_PAINT_POPUP): a session cookie tells it which
// popups this browser has been shown, so a reload does not paint one the app will not show.
import { FIRST_PAINT_POPUP, paintedPopupCookieValue, paintedPopupIds } from '@portal/contracts';

const KEY = 'announcementPopupsSeen';

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

/** Tells the platform not to paint these popups into this browser's pages any more (a session cookie). */
export function doNotPaintPopups(ids: readonly string[]): void {
  if (typeof document === 'undefined') return;
  const painted = paintedPopupIds(document.cookie);
  if (ids.every((id) => painted.has(id))) return;
  for (const id of ids) painted.add(id);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${FIRST_PAINT_POPUP.cookie}=${paintedPopupCookieValue(painted)}; path=/; SameSite=Lax${secure}`;
}

export function markPopupSeen(id: string): void {
  doNotPaintPopups([id]);
  const seen = seenPopups();
  seen.add(id);
  try {
    storage()?.setItem(KEY, JSON.stringify([...seen]));
  } catch {
    // Storage full or blocked: the popup may show again in this tab, which is harmless.
  }
}
