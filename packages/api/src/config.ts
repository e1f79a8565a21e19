// What the base query needs from the app, passed in once at start-up: the api package never
// imports the app's store (Redux docs, STYLE.md). Reads happen at call time, so a token stored
// after login is used by the next call without reconfiguring anything.
import type { ModuleId } from '@portal/contracts';
import type { PayloadCodec } from './codec';

export interface PortalApiConfig {
  /** Absolute origin of the platform (the portal's own origin in the browser). */
  baseUrl: () => string;
  getToken: () => string | null;
  getMerchant: () => string;
  /** Upper-case wire language code (`EN`, `VI`…). */
  getLanguage: () => string;
  /** The `loginDeviceId` the portal keeps in localStorage (`SHELL_deviceId`). */
  getDeviceId: () => string;
  /** Module flags; a call whose module is off is not made. */
  isModuleEnabled: (module: ModuleId) => boolean;
  /** Called when the platform says the session is over (401 login.not.session, duplicateLogin…). */
  onSessionEnded: (errorCode: string) => void;
  /** Encrypts the payloads of calls marked E. */
  codec: PayloadCodec;
  fetch?: typeof fetch;
  /** How a money call waits before it is sent again (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Check each answer against its contract schema in the browser (default true). The portal turns
   * it off in production builds: the platform already validates every answer against the same
   * schemas before sending it, and the check costs the visitor the schemas' chunk (zod, ~94 KB raw,
   * ~25 KB compressed) and its parse time on the first answer. Development and tests keep it.
   */
  validateAnswers?: boolean;
}

let current: PortalApiConfig | null = null;

export function configurePortalApi(config: PortalApiConfig): void {
  current = config;
}

export function getPortalApiConfig(): PortalApiConfig {
  if (!current) throw new Error('configurePortalApi() must be called before the first API call');
  return current;
}
