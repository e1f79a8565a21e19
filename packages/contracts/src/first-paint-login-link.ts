// A member arriving by a one-time login link (`/?token=…`, POST /wps/session/link) at a brand that
// forces login: the route's first paint for visitors is the login page, which the member never
// uses (the app trades the link for a session and shows the route). The portal's build also writes
// the route as it shows once signed in (`file`, beside the route's index.html), and the platform
// serves that page to a request carrying the link's parameter.
export const FIRST_PAINT_LOGIN_LINK = {
  /** The query parameter of a one-time login link. */
  param: 'token',
  /** The page beside a route's index.html that paints the route itself, not the login page. */
  file: 'login-link.html',
} as const;
