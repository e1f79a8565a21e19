// The customer-service constants the portal's side menu, footer and help centre need at their first
// render (spec §3 service path entry, §4 the popup). Kept apart from support.ts, whose zod schemas
// would otherwise load — and run — with the side menu on every page (README: performance).

/** The chat page's window when opened as a popup (spec §4). */
export const CUSTOMER_SERVICE_POPUP = { width: 440, height: 750 } as const;

/** The service configuration's link types (`GET /wps/system/serviceConfig`): 3 live chat, 4 VIP service. */
export const SERVICE_PATH_TYPES = { liveChat: 3, vipService: 4 } as const;
