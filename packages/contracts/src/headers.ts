// Request headers, header values and browser storage keys the portal and the platform agree on
// (wire notes, "Transport"; spec §3).

export const HEADERS = {
  /** The tenant's merchant code; sent exactly once (a duplicated header is refused). */
  merchant: 'Merchant',
  /** The raw session token from the login answer, no `Bearer ` prefix. */
  authorization: 'Authorization',
  /** Upper-case language code (`EN`, `VI`…), from `hisLang`. */
  language: 'Language',
  device: 'Device',
  gatewayVersion: 'X-Gateway-Version',
  /** `<keyId>.<base64 wrapped key>` on encrypted (E) calls; see payload-crypto. */
  encryption: 'Encryption',
  /** An in-house game's session token (from POST /lgw/inhouse/session), on its round calls. */
  gameSession: 'Game-Session',
  /** Echoed request id, for support. */
  requestId: 'X-Request-Id',
} as const;

export const DEVICE_WEB = 'web';
export const GATEWAY_VERSION = '3';
export const DEFAULT_LANGUAGE = 'EN';

/** The server-side message catalogue's languages (TY is answered in English). */
export const MESSAGE_LANGUAGES = ['EN', 'CN', 'ID', 'PT', 'TH', 'TY', 'VI'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** sessionStorage keys (spec §3). The token lives here, never in localStorage or a URL. */
export const SESSION_STORAGE_KEYS = {
  token: 'token',
  account: 'account',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  /** 1 for an agent account, 0 otherwise (a number, as the spec says). */
  isAgent: 'isAgent',
  customerId: 'customerId',
  memberLabel: 'memberLabel',
  memberLabelTextColor: 'memberLabelTextColor',
  memberLabelBgColor: 'memberLabelBgColor',
} as const;

/** Cached settings kept in sessionStorage (spec §3). */
export const CACHED_SETTINGS_KEYS = {
  settings: 'settings',
  validate: 'validate',
  routers: 'routers',
  gameVendor: 'gameVendor',
  indexNotice: 'index_notice',
  merchantWallet: 'merchantWallet',
} as const;

/** localStorage keys (spec §3, wire notes). */
export const LOCAL_STORAGE_KEYS = {
  language: 'hisLang',
  legacyLanguage: 'lang',
  theme: 'theme',
  deviceId: 'SHELL_deviceId',
} as const;

/** The merchant keys a logout restores after clearing sessionStorage. */
export const MERCHANT_SESSION_KEYS = [SESSION_STORAGE_KEYS.merchant, SESSION_STORAGE_KEYS.merchantCode] as const;
