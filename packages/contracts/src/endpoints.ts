// The one typed endpoint registry: every call's path, method, module flag, whether it needs a
// token, whether its payload is encrypted, how the payload travels, and its request and response
// schemas. The server registers its routes from it and @portal/api types its endpoints from it,
// so renaming a relay path (e.g. MCSFE_ → MCS2_) is one edit here.
import type { z } from 'zod';
import {
  captchaRequestSchema,
  captchaValueSchema,
  emptyRequestSchema,
  emptyValueSchema,
  freePlayRequestSchema,
  loginRequestSchema,
  loginValueSchema,
  payloadKeyValueSchema,
} from './session';
import type { ModuleId } from './modules';
import {
  affiliateCheckRequestSchema,
  affiliateCheckValueSchema,
  balanceValueSchema,
  changePasswordRequestSchema,
  forgotPasswordByEmailRequestSchema,
  memberIconValueSchema,
  memberInfoValueSchema,
  playerAvatarValueSchema,
  registerRequestSchema,
  resetPasswordByPhoneRequestSchema,
  updateLanguageRequestSchema,
} from './member';
import {
  countriesValueSchema,
  domainRouteValueSchema,
  feedbackRequestSchema,
  feedbackValueSchema,
  helpCenterRequestSchema,
  helpCenterValueSchema,
  registerSettingsValueSchema,
  systemStatusRequestSchema,
  systemStatusValueSchema,
  whitelabelValueSchema,
} from './system';
import { noLoginSmsRequestSchema, registerSmsRequestSchema, smsSentValueSchema } from './verification';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * How the payload travels: `query` (GET: the query string, so its schema coerces numbers and
 * booleans), `json`, `form` (application/x-www-form-urlencoded) or `none`.
 */
export type PayloadEncoding = 'query' | 'json' | 'form' | 'none';

export interface EndpointDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  /** The module flag that must be on; when it is off the client does not call and the server answers `function.not.available`. */
  module?: ModuleId;
  /** Needs `Authorization: <token>`. */
  token: boolean;
  /** The payload travels encrypted (see payload-crypto). */
  encrypted: boolean;
  body: PayloadEncoding;
  request: Req;
  /** The schema of the envelope's `value` on success. */
  response: Res;
  /** One line for the OpenAPI docs. */
  summary: string;
}

/** Keeps the literal types of one endpoint (so the client can infer its request and answer). */
export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType>(definition: EndpointDefinition<Req, Res>): EndpointDefinition<Req, Res> {
  return definition;
}

export const endpoints = {
  // --- session ---
  login: defineEndpoint({ method: 'POST', path: '/wps/session/login', token: false, encrypted: true, body: 'json', request: loginRequestSchema, response: loginValueSchema, summary: 'Log in by username and password, or by mobile number and SMS code' }),
  loginFreePlay: defineEndpoint({ method: 'POST', path: '/wps/session/login/freeplay', module: 'FREEPLAY3', token: false, encrypted: false, body: 'json', request: freePlayRequestSchema, response: loginValueSchema, summary: 'Create a trial (type 4) account and log it in' }),
  logout: defineEndpoint({ method: 'DELETE', path: '/wps/session/logout', token: true, encrypted: false, body: 'none', request: emptyRequestSchema, response: emptyValueSchema, summary: 'End the session' }),
  getPayloadKey: defineEndpoint({ method: 'GET', path: '/wps/session/key/rsa', token: false, encrypted: false, body: 'query', request: emptyRequestSchema, response: payloadKeyValueSchema, summary: 'The public key that encrypted calls wrap their body key with' }),
  getCaptcha: defineEndpoint({ method: 'GET', path: '/wps/captcha', token: false, encrypted: false, body: 'query', request: captchaRequestSchema, response: captchaValueSchema, summary: 'A captcha image (base64 PNG); its id is set in an httpOnly cookie' }),

  // --- verification ---
  sendLoginSms: defineEndpoint({ method: 'POST', path: '/wps/verification/sms/noLogin', module: 'VERIFICATION3', token: false, encrypted: false, body: 'json', request: noLoginSmsRequestSchema, response: smsSentValueSchema, summary: 'Send an SMS code for an SMS login or a reset by phone' }),
  sendRegisterSms: defineEndpoint({ method: 'POST', path: '/wps/verification/sms/register', module: 'REG3', token: false, encrypted: false, body: 'json', request: registerSmsRequestSchema, response: smsSentValueSchema, summary: 'Send an SMS code for a registration' }),

  // --- registration ---
  register: defineEndpoint({ method: 'PUT', path: '/wps/member/register', module: 'USERNAMEREG3', token: false, encrypted: true, body: 'json', request: registerRequestSchema, response: loginValueSchema, summary: 'Register by username (with login: true the answer is a login value)' }),
  registerMobile: defineEndpoint({ method: 'PUT', path: '/wps/member/register/mobile', module: 'MOBILENUMREG3', token: false, encrypted: true, body: 'json', request: registerRequestSchema, response: loginValueSchema, summary: 'Register by mobile number (the username is the number)' }),
  getRegisterSettings: defineEndpoint({ method: 'GET', path: '/wps/system/setting/register', token: false, encrypted: false, body: 'query', request: emptyRequestSchema, response: registerSettingsValueSchema, summary: 'Registration field rules' }),
  checkAffiliate: defineEndpoint({ method: 'GET', path: '/wps/agent/affiliate', token: false, encrypted: false, body: 'query', request: affiliateCheckRequestSchema, response: affiliateCheckValueSchema, summary: 'Check an affiliate (invitation) code' }),

  // --- member ---
  getMemberInfo: defineEndpoint({ method: 'GET', path: '/wps/member/info', token: true, encrypted: false, body: 'query', request: emptyRequestSchema, response: memberInfoValueSchema, summary: 'The logged-in member' }),
  getMemberIcon: defineEndpoint({ method: 'GET', path: '/wps/member/info/icon', module: 'PROFPIC3', token: true, encrypted: false, body: 'query', request: emptyRequestSchema, response: memberIconValueSchema, summary: 'The member icon' }),
  getPlayerAvatar: defineEndpoint({ method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar', module: 'PROFPIC3', token: true, encrypted: false, body: 'query', request: emptyRequestSchema, response: playerAvatarValueSchema, summary: 'The player avatar' }),
  changePassword: defineEndpoint({ method: 'POST', path: '/wps/member/password', token: true, encrypted: true, body: 'json', request: changePasswordRequestSchema, response: emptyValueSchema, summary: 'Change the password (ends the other sessions)' }),
  forgotPasswordByEmail: defineEndpoint({ method: 'POST', path: '/wps/member/password/email', token: false, encrypted: false, body: 'form', request: forgotPasswordByEmailRequestSchema, response: emptyValueSchema, summary: 'Mail a one-time temporary password' }),
  resetPasswordByPhone: defineEndpoint({ method: 'POST', path: '/wps/member/password/verification', module: 'CHNGPASSVERIF3', token: false, encrypted: true, body: 'json', request: resetPasswordByPhoneRequestSchema, response: loginValueSchema, summary: 'Set a new password with an SMS code, then log in' }),
  updateLanguage: defineEndpoint({ method: 'POST', path: '/wps/member/language', token: true, encrypted: false, body: 'json', request: updateLanguageRequestSchema, response: emptyValueSchema, summary: "Store the member's language" }),
  getBalance: defineEndpoint({ method: 'GET', path: '/wps/v2/wallets/balance', token: true, encrypted: false, body: 'query', request: emptyRequestSchema, response: balanceValueSchema, summary: 'Wallet balances' }),

  // --- system ---
  getWhitelabel: defineEndpoint({ method: 'GET', path: '/wps/system/whitelabel', token: false, encrypted: false, body: 'query', request: emptyRequestSchema, response: whitelabelValueSchema, summary: 'The module (feature-flag) tree' }),
  getSystemStatus: defineEndpoint({ method: 'GET', path: '/wps/system/status', token: false, encrypted: false, body: 'query', request: systemStatusRequestSchema, response: systemStatusValueSchema, summary: 'The boot call: maintenance, region, and the tenant configuration' }),
  getDomainRoute: defineEndpoint({ method: 'GET', path: '/wps/system/domainRoute', token: false, encrypted: false, body: 'query', request: emptyRequestSchema, response: domainRouteValueSchema, summary: "The tenant's domains" }),
  getHelpCenter: defineEndpoint({ method: 'GET', path: '/wps/system/helpCenter', token: false, encrypted: false, body: 'query', request: helpCenterRequestSchema, response: helpCenterValueSchema, summary: "Help-centre articles in the request's language" }),
  sendFeedback: defineEndpoint({ method: 'PUT', path: '/wps/feedback', module: 'FEEDBACK3', token: false, encrypted: false, body: 'json', request: feedbackRequestSchema, response: feedbackValueSchema, summary: 'Send feedback' }),
  getCountries: defineEndpoint({ method: 'GET', path: '/wps/system/country', token: false, encrypted: false, body: 'query', request: emptyRequestSchema, response: countriesValueSchema, summary: 'Country dialing codes' }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** What the client sends (before the schema's coercions and defaults). */
export type EndpointRequest<N extends EndpointName> = z.input<Endpoints[N]['request']>;
/** What the server handler receives (after parsing). */
export type EndpointPayload<N extends EndpointName> = z.output<Endpoints[N]['request']>;
/** The envelope's `value` on success. */
export type EndpointValue<N extends EndpointName> = z.output<Endpoints[N]['response']>;

export const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];
