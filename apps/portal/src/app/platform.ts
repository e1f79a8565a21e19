// Connects the portal to its platform once at start: what every call carries (merchant, language,
// device id, token), the module gate, the session's end on a 401, and the payload codec of the
// encrypted calls. The tenant's build-time flags are what the portal shows until the boot call
// (`/wps/system/status`) answers, and when it fails.
import { LOCAL_STORAGE_KEYS, MERCHANT_SESSION_KEYS } from '@portal/contracts';
import {
  configurePortalApi,
  platformCodec,
  selectModuleFlags,
  setDefaultModuleFlags,
  systemApi,
  systemStatusArgs,
} from '@portal/api';
import { getSessionToken, sessionEnded } from '@portal/feature-auth';
import type { PortalI18n } from '@portal/i18n';
import type { TenantBundle } from 'virtual:tenant';
import { answerWithin } from './answer-within';
import type { PortalStore } from './store';

/** The `loginDeviceId` the platform sees: one random id per browser, kept in localStorage. */
export function deviceId(storage: Storage | undefined = globalThis.localStorage): string {
  try {
    const known = storage?.getItem(LOCAL_STORAGE_KEYS.deviceId);
    if (known) return known;
    const id = crypto.randomUUID();
    storage?.setItem(LOCAL_STORAGE_KEYS.deviceId, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

export interface ConnectPlatformOptions {
  tenant: TenantBundle;
  store: PortalStore;
  /** Only the current language is read (at call time), so the first calls may go out before the texts have loaded. */
  i18n: Pick<PortalI18n, 'language'>;
  /** Tests pass a stand-in; the browser's fetch otherwise. */
  fetch?: typeof fetch;
}

/**
 * The merchant keys of sessionStorage (spec §3) name the tenant, not a login, so the app writes them
 * at start: every session has them, however it began (form, free play, a `?token=` link), and a
 * logout keeps them.
 */
export function rememberMerchant(merchantCode: string, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    for (const key of MERCHANT_SESSION_KEYS) storage?.setItem(key, merchantCode);
  } catch {
    // Storage can be unavailable (private modes); the merchant header does not depend on it.
  }
}

export function connectPlatform({ tenant, store, i18n, fetch }: ConnectPlatformOptions): void {
  rememberMerchant(tenant.config.merchantCode);
  setDefaultModuleFlags(tenant.config.modules);
  let origin: string | undefined;
  configurePortalApi({
    // Read once (at the first request: the build-time first paint runs without a location): a page's
    // origin never changes, and every request (a search keystroke's too) asks.
    baseUrl: () => (origin ??= globalThis.location.origin),
    getToken: getSessionToken,
    getMerchant: () => tenant.config.merchantCode,
    getLanguage: () => i18n.language,
    getDeviceId: () => deviceId(),
    isModuleEnabled: (module) => module === 'COMM3' || selectModuleFlags(store.getState())[module] === true,
    onSessionEnded: (errorCode) => void store.dispatch(sessionEnded(errorCode)),
    codec: platformCodec(),
    // Answers are checked against the contract in development and tests; in production the platform
    // has checked them already and the schemas' chunk stays off the visitor's page (README).
    validateAnswers: import.meta.env.DEV,
    ...(fetch ? { fetch } : {}),
  });
}

/** Whether the platform's answer (or, before it, the build's flags) has the brand force login (FORCELOGIN3). */
export function forcesLogin(store: PortalStore): boolean {
  return selectModuleFlags(store.getState()).FORCELOGIN3 === true;
}

/** Spec: permissions load before anything renders. A slow or failed answer does not block the page for long. */
export async function loadPermissions(store: PortalStore, waitMs = 4000): Promise<void> {
  await answerWithin(store.dispatch(systemApi.endpoints.getSystemStatus.initiate(systemStatusArgs())), waitMs);
}
