// What every call to the platform carries: this brand's merchant code, the language shown, a device
// id, the session token the accounts feature keeps; a 401 ends the session in the store.
import { configurePortalApi, platformCodec, setDefaultModuleFlags } from '@portal/api';
import { LOCAL_STORAGE_KEYS } from '@portal/contracts';
import { getSessionToken, sessionEnded } from '@portal/feature-auth';
import type { PortalI18n } from '@portal/i18n';
import { BRAND } from './brand/brand';
import type { BrandStore } from './store';

function deviceId(): string {
  const known = localStorage.getItem(LOCAL_STORAGE_KEYS.deviceId);
  if (known) return known;
  const id = crypto.randomUUID();
  localStorage.setItem(LOCAL_STORAGE_KEYS.deviceId, id);
  return id;
}

export function connectPlatform(store: BrandStore, i18n: PortalI18n): void {
  // No module switched on until the platform's status answers; from then on its module tree decides
  // (SMS login, free play, the register link…), so the starter follows what the operator configured.
  setDefaultModuleFlags({});
  configurePortalApi({
    baseUrl: () => location.origin,
    getToken: getSessionToken,
    getMerchant: () => BRAND.merchantCode,
    getLanguage: () => i18n.language,
    getDeviceId: deviceId,
    isModuleEnabled: () => true,
    onSessionEnded: (errorCode) => void store.dispatch(sessionEnded(errorCode)),
    codec: platformCodec(),
  });
}
