// The announcement popup in a page's first paint: the portal's build writes, per brand, the popup
// card's markup with placeholders (FIRST_PAINT_POPUP.templateFile) and a marker where a page shows
// it; the platform, when it serves a page, puts the brand's newest before-login popup there, in the
// brand's default language. So the popup a visitor is shown on arrival paints with the page instead
// of after the app has started. A tab that has shown that popup already (each shows once per tab),
// or holds a member's session, takes it out before the page paints: the page's start script reads
// the tab's sessionStorage (apps/portal/scripts/prerender-pages.mjs).
export const FIRST_PAINT_POPUP = {
  /** The file of the brand's build that holds the card's markup with the placeholders below. */
  templateFile: 'first-paint-popup.html',
  /** Where a first-paint page shows the popup (inside its painted root). */
  marker: '<!--portal:first-paint-popup-->',
  placeholders: { id: '%%POPUP_ID%%', title: '%%POPUP_TITLE%%', content: '%%POPUP_CONTENT%%' },
  /** The sessionStorage key of the popups this tab has shown (a JSON array of ids). */
  seenStorageKey: 'announcementPopupsSeen',
} as const;
