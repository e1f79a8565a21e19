// Opens customer service the way the spec describes: the live chat in a popup window 440 × 750.
// ── PLUG-IN POINT (accounts) ──────────────────────────────────────────────────────────────────
// Members whose club rank level is above 4 get the VIP service instead (tenant
// customerService.vipServiceUrl); that needs the member info the accounts feature loads.
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const;

export function openCustomerService(url: string, open: typeof window.open = (...args) => window.open(...args)): void {
  const { width, height } = CUSTOMER_SERVICE_WINDOW;
  open(url, 'customer-service', `popup,width=${width},height=${height},noopener,noreferrer`);
}
