// Opens customer service the way the spec describes (§2 customer service menu, §3 service path entry,
// §4 customer-service choice by rank): a popup window 440 × 750 opened at once on the click (a popup
// opened after an await is blocked), then the service configuration is fetched and the link of
// type 4 (VIP service) for members whose club rank level is above 4 (VIP_RANK_LEVEL_ABOVE) — type 3
// (live chat) for everyone else, and for a VIP when the brand has no VIP entry — is decrypted
// (decryptServiceLink: the last 8 characters are the key) and the popup sent there. When the fetch
// or the decryption fails, or the link is not an http(s) one, the popup is closed and the caller
// says so. The footer, the help centre and the side menu all open it through useCustomerService.
import {
  CUSTOMER_SERVICE_POPUP,
  decryptServiceLink,
  SERVICE_PATH_TYPES,
  type ServiceConfigValue,
} from '@portal/contracts';

export const CUSTOMER_SERVICE_WINDOW = CUSTOMER_SERVICE_POPUP;
const WINDOW_NAME = 'customer-service';

/**
 * The live chat (type 3) or, for a VIP, the VIP service (type 4) link of the configuration, decrypted;
 * a path (the platform's own chat page, `/chat`) is on the portal's origin.
 */
export async function serviceLinkOf(
  config: ServiceConfigValue,
  vip: boolean,
  base: string = globalThis.location.href,
): Promise<string> {
  const { pathList } = config.version;
  const entry =
    (vip ? pathList.find((item) => item.type === SERVICE_PATH_TYPES.vipService) : undefined) ??
    pathList.find((item) => item.type === SERVICE_PATH_TYPES.liveChat);
  if (!entry) throw new Error('the service configuration has no customer-service link');
  const link = new URL(await decryptServiceLink(entry.path), base);
  if (link.protocol !== 'https:' && link.protocol !== 'http:') throw new Error('not a web link');
  return link.toString();
}

export interface OpenCustomerServiceOptions {
  /** The service configuration (getServiceConfig); rejects when the call fails. */
  loadConfig: () => Promise<ServiceConfigValue>;
  /** The member's club rank level is above VIP_RANK_LEVEL_ABOVE. */
  vip: boolean;
  open?: typeof window.open;
}

/**
 * Opens the popup now (call it from the click itself), then navigates it to the service link.
 * Resolves true when the popup was sent there, false when it was closed because that failed.
 */
export async function openCustomerService({
  loadConfig,
  vip,
  open = (...args) => window.open(...args),
}: OpenCustomerServiceOptions): Promise<boolean> {
  const { width, height } = CUSTOMER_SERVICE_WINDOW;
  // Without noopener, so that the page can navigate the popup; the opener link is cut below.
  const popup = open('about:blank', WINDOW_NAME, `popup,width=${width},height=${height}`);
  try {
    const link = await serviceLinkOf(await loadConfig(), vip);
    // A blocked popup: try once more now that the link is known (a browser may still allow it).
    if (!popup) {
      open(link, WINDOW_NAME, `popup,width=${width},height=${height},noopener`);
      return true;
    }
    popup.opener = null;
    popup.location.href = link;
    return true;
  } catch {
    popup?.close();
    return false;
  }
}
