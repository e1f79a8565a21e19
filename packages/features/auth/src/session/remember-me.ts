// "Remember me" (spec §3, §9): for 24 hours the login form comes back filled with the last
// username, or the last mobile number and dialing code for an SMS login. Never the password: the
// original kept it in a plain cookie per user; password storage is the browser's password
// manager's job (the forms carry the right `autocomplete` attributes for it).

export const REMEMBER_ME_COOKIES = {
  /** '1' while remember me is on. */
  remember: 'loginRemember',
  /** The last username. */
  lastUsername: 'loginUsername',
  /** `{ mobileNum, countryDialingCode }` of the last SMS login, as JSON. */
  sms: 'loginTypeSms',
} as const;

/** Cookies live 24 hours (86400000 ms). */
export const REMEMBER_ME_MAX_AGE_SECONDS = 86_400;

export interface RememberedLogin {
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}

/** What the last remembered login left, or null when remember me is off or expired. */
export function readRememberedLogin(): RememberedLogin | null {
  if (readCookie(REMEMBER_ME_COOKIES.remember) !== '1') return null;
  const remembered: RememberedLogin = {};
  const username = readCookie(REMEMBER_ME_COOKIES.lastUsername);
  if (username) remembered.username = username;
  const sms = readCookie(REMEMBER_ME_COOKIES.sms);
  if (sms) {
    try {
      const parsed = JSON.parse(sms) as Partial<Record<'mobileNum' | 'countryDialingCode', unknown>>;
      if (typeof parsed.mobileNum === 'string') remembered.mobileNum = parsed.mobileNum;
      if (typeof parsed.countryDialingCode === 'string') remembered.countryDialingCode = parsed.countryDialingCode;
    } catch {
      // A cookie we cannot read is as good as none.
    }
  }
  return remembered;
}

/** After a successful login: remember who (username, or mobile and dialing code), or forget. */
export function saveRememberedLogin(remember: boolean, login: RememberedLogin): void {
  if (!remember) {
    forgetRememberedLogin();
    return;
  }
  writeCookie(REMEMBER_ME_COOKIES.remember, '1', REMEMBER_ME_MAX_AGE_SECONDS);
  if (login.username) writeCookie(REMEMBER_ME_COOKIES.lastUsername, login.username, REMEMBER_ME_MAX_AGE_SECONDS);
  if (login.mobileNum && login.countryDialingCode) {
    writeCookie(
      REMEMBER_ME_COOKIES.sms,
      JSON.stringify({ mobileNum: login.mobileNum, countryDialingCode: login.countryDialingCode }),
      REMEMBER_ME_MAX_AGE_SECONDS,
    );
  }
}

export function forgetRememberedLogin(): void {
  for (const name of Object.values(REMEMBER_ME_COOKIES)) deleteCookie(name);
}
