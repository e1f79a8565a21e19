// Where the brand forces login, the build painted a visitor's page as the login page
// (FORCED_LOGIN_PAINT: the prerender marks such a page). The router then starts at /login rather
// than at the path, whose guard would send the visitor on after a first render of its own: the
// path's screen loaded and rendered, then a navigation and the login screen's render (~100-200 ms
// of main thread at a 4× slowdown, on every route of such a brand).
import { FIRST_PAINT_LOGIN_LINK, SESSION_STORAGE_KEYS } from '@portal/contracts';
import { LOGIN_PATH } from './forced-login';

/** The painted root's attribute on a page the build painted as the login page for its path. */
export const FORCED_LOGIN_PAINT = 'data-login-forced';

function sessionToken(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(SESSION_STORAGE_KEYS.token) || null;
  } catch {
    return null;
  }
}

/**
 * Moves the address to /login (replacing the entry, as the guard's redirect does) when the page is
 * painted as the login page and this tab holds no session nor arrives by a login link (the platform
 * serves such a visit the route itself, FIRST_PAINT_LOGIN_LINK); returns the path it left, or null.
 */
export function startAtForcedLogin(
  container: HTMLElement,
  history: History = window.history,
  location: Location = window.location,
  storage: Storage | undefined = globalThis.sessionStorage,
): string | null {
  if (!container.querySelector(`[data-first-paint][${FORCED_LOGIN_PAINT}]`)) return null;
  if (sessionToken(storage) || location.pathname === LOGIN_PATH) return null;
  if (new URLSearchParams(location.search).has(FIRST_PAINT_LOGIN_LINK.param)) return null;
  const left = `${location.pathname}${location.search}${location.hash}`;
  history.replaceState(history.state, '', LOGIN_PATH);
  return left;
}
