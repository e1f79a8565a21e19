// Forced login (spec §2): when the tenant's FORCELOGIN3 flag is on, every route except the
// account pages, the help centre and the download page sends a visitor without a session token
// to /login.
//
// Decision: /down is exempt like /download. The spec lists /download only, but both paths show
// the same download page, and a visitor must be able to get the app before having an account.
export const LOGIN_PATH = '/login';
export const FORCED_LOGIN_EXEMPT_PATHS: readonly string[] = [
  '/login',
  '/social/callback',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
  '/down',
];

export interface ForcedLoginInput {
  forceLogin: boolean;
  token: string | null;
  pathname: string;
}

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

/** Where a visit must go instead (`/login`), or null when it may stay. */
export function forcedLoginRedirect({ forceLogin, token, pathname }: ForcedLoginInput): string | null {
  if (!forceLogin || token) return null;
  const path = normalise(pathname);
  return FORCED_LOGIN_EXEMPT_PATHS.includes(path) ? null : LOGIN_PATH;
}
