// Where every call goes and how it travels — path, method, module flag, token, encryption, payload
// encoding — without its schemas. No zod here: the portal's first paint makes calls with this table
// and loads the schemas (endpoints.ts) only to check answers. endpoints.ts adds the schemas to each
// route, so a path is written once, here.
import type { ModuleId } from './module-ids';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * How the payload travels: `query` (GET: the query string, so its schema coerces numbers and
 * booleans), `json`, `form` (application/x-www-form-urlencoded) or `none`.
 */
export type PayloadEncoding = 'query' | 'json' | 'form' | 'none';

export interface EndpointRoute {
  method: HttpMethod;
  path: string;
  /** The module flag that must be on; when it is off the client does not call and the server answers `function.not.available`. */
  module?: ModuleId;
  /** Needs `Authorization: <token>`. */
  token: boolean;
  /** The payload travels encrypted (see payload-crypto). */
  encrypted: boolean;
  body: PayloadEncoding;
  /** One line for the OpenAPI docs. */
  summary: string;
}

export const ENDPOINT_ROUTES = {
  // --- session ---
  login: { method: 'POST', path: '/wps/session/login', token: false, encrypted: true, body: 'json', summary: 'Log in by username and password, or by mobile number and SMS code' },
  loginFreePlay: { method: 'POST', path: '/wps/session/login/freeplay', module: 'FREEPLAY3', token: false, encrypted: false, body: 'json', summary: 'Create a trial (type 4) account and log it in' },
  logout: { method: 'DELETE', path: '/wps/session/logout', token: true, encrypted: false, body: 'none', summary: 'End the session' },
  getPayloadKey: { method: 'GET', path: '/wps/session/key/rsa', token: false, encrypted: false, body: 'query', summary: 'The public key that encrypted calls wrap their body key with' },
  getCaptcha: { method: 'GET', path: '/wps/captcha', token: false, encrypted: false, body: 'query', summary: 'A captcha image (base64 PNG); its id is set in an httpOnly cookie' },

  // --- verification ---
  sendLoginSms: { method: 'POST', path: '/wps/verification/sms/noLogin', module: 'VERIFICATION3', token: false, encrypted: false, body: 'json', summary: 'Send an SMS code for an SMS login or a reset by phone' },
  sendRegisterSms: { method: 'POST', path: '/wps/verification/sms/register', module: 'REG3', token: false, encrypted: false, body: 'json', summary: 'Send an SMS code for a registration' },

  // --- registration ---
  register: { method: 'PUT', path: '/wps/member/register', module: 'USERNAMEREG3', token: false, encrypted: true, body: 'json', summary: 'Register by username (with login: true the answer is a login value)' },
  registerMobile: { method: 'PUT', path: '/wps/member/register/mobile', module: 'MOBILENUMREG3', token: false, encrypted: true, body: 'json', summary: 'Register by mobile number (the username is the number)' },
  getRegisterSettings: { method: 'GET', path: '/wps/system/setting/register', token: false, encrypted: false, body: 'query', summary: 'Registration field rules' },
  checkAffiliate: { method: 'GET', path: '/wps/agent/affiliate', token: false, encrypted: false, body: 'query', summary: 'Check an affiliate (invitation) code' },

  // --- member ---
  getMemberInfo: { method: 'GET', path: '/wps/member/info', token: true, encrypted: false, body: 'query', summary: 'The logged-in member' },
  getMemberIcon: { method: 'GET', path: '/wps/member/info/icon', module: 'PROFPIC3', token: true, encrypted: false, body: 'query', summary: 'The member icon' },
  getPlayerAvatar: { method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar', module: 'PROFPIC3', token: true, encrypted: false, body: 'query', summary: 'The player avatar' },
  changePassword: { method: 'POST', path: '/wps/member/password', token: true, encrypted: true, body: 'json', summary: 'Change the password (ends the other sessions)' },
  forgotPasswordByEmail: { method: 'POST', path: '/wps/member/password/email', token: false, encrypted: false, body: 'form', summary: 'Mail a one-time temporary password' },
  resetPasswordByPhone: { method: 'POST', path: '/wps/member/password/verification', module: 'CHNGPASSVERIF3', token: false, encrypted: true, body: 'json', summary: 'Set a new password with an SMS code, then log in' },
  updateLanguage: { method: 'POST', path: '/wps/member/language', token: true, encrypted: false, body: 'json', summary: "Store the member's language" },
  getBalance: { method: 'GET', path: '/wps/v2/wallets/balance', token: true, encrypted: false, body: 'query', summary: 'Wallet balances' },

  // --- system ---
  getWhitelabel: { method: 'GET', path: '/wps/system/whitelabel', token: false, encrypted: false, body: 'query', summary: 'The module (feature-flag) tree' },
  getSystemStatus: { method: 'GET', path: '/wps/system/status', token: false, encrypted: false, body: 'query', summary: 'The boot call: maintenance, region, and the tenant configuration' },
  getDomainRoute: { method: 'GET', path: '/wps/system/domainRoute', token: false, encrypted: false, body: 'query', summary: "The tenant's domains" },
  getHelpCenter: { method: 'GET', path: '/wps/system/helpCenter', token: false, encrypted: false, body: 'query', summary: "Help-centre articles in the request's language" },
  sendFeedback: { method: 'PUT', path: '/wps/feedback', module: 'FEEDBACK3', token: false, encrypted: false, body: 'json', summary: 'Send feedback' },
  getCountries: { method: 'GET', path: '/wps/system/country', token: false, encrypted: false, body: 'query', summary: 'Country dialing codes' },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof ENDPOINT_ROUTES;
export const ENDPOINT_NAMES = Object.keys(ENDPOINT_ROUTES) as EndpointName[];
