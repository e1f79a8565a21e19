// The `?token=` login (spec §4): the original accepts a session token in the address. Ours carries
// a one-time login code instead (made by POST /wps/session/link, valid for a minute, traded once
// for a session: see startSessionFromLoginLink), so a link that leaks or is crafted for someone
// else opens nothing twice. We read it once, take it out of the address bar at once
// (history.replaceState, keeping the router's history state) so it does not linger in history,
// bookmarks, referrers or screenshots, and we never put a token into a URL ourselves (wire notes,
// "Things the original does that we must not").
import { FIRST_PAINT_LOGIN_LINK } from '@portal/contracts';

/** The link's parameter (the platform serves such a request a first paint of its own: FIRST_PAINT_LOGIN_LINK). */
export const URL_TOKEN_PARAM = FIRST_PAINT_LOGIN_LINK.param;

/** The address without the token parameter (path, other parameters and hash unchanged). */
export function withoutUrlToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(URL_TOKEN_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What `takeUrlTokenEarly` took: whether the address had the parameter, and its code. */
let takenEarly: { present: boolean; token: string | null } | undefined;

/**
 * Takes the code out of the address before the app builds its router and store, so the router
 * never holds it and need not be navigated to drop it (that replace navigation re-rendered the
 * routes at the start of a login link's page: 10–30 ms unthrottled). The store still sees a link
 * pending (`urlTokenPending`) and SessionSync gets the code from `consumeUrlToken`.
 */
export function takeUrlTokenEarly(win: Pick<Window, 'location' | 'history'> = window): void {
  // A code taken earlier and not handed over yet is dropped: the address is read again.
  takenEarly = undefined;
  const present = hasTokenParam(win);
  takenEarly = { present, token: consumeUrlToken(win) };
}

/** Whether a login link's code waits to be traded: taken early, or still in the address. */
export function urlTokenPending(win: Pick<Window, 'location'> = window): boolean {
  return takenEarly ? takenEarly.present : hasTokenParam(win);
}

function hasTokenParam(win: Pick<Window, 'location'>): boolean {
  return new URLSearchParams(win.location.search).has(URL_TOKEN_PARAM);
}

/**
 * Reads the URL token (the login-link code) and removes it from the address bar in the same step;
 * or hands over the one `takeUrlTokenEarly` took (once). Returns null when there is none. Call
 * once per page load.
 */
export function consumeUrlToken(win: Pick<Window, 'location' | 'history'> = window): string | null {
  if (takenEarly) {
    const { token } = takenEarly;
    takenEarly = undefined;
    return token;
  }
  let token: string | null;
  try {
    token = new URL(win.location.href).searchParams.get(URL_TOKEN_PARAM);
  } catch {
    return null;
  }
  if (token === null) return null;
  win.history.replaceState(win.history.state, '', withoutUrlToken(win.location.href));
  const trimmed = token.trim();
  return trimmed ? trimmed : null;
}
