// The announcement popup in a page's first paint: the portal's build writes, per brand, the popup
// card's markup with placeholders (FIRST_PAINT_POPUP.templateFile) and a marker where a page shows
// it; the platform, when it serves a page, puts the brand's current before-login popup there in
// the brand's default language — unless this browser has shown (or need not be painted) that
// popup, which the portal records in a session cookie. So the popup a visitor is shown on arrival
// paints with the page instead of after the app has started (apps/portal/README.md, first paint).
export const FIRST_PAINT_POPUP = {
  /** The file of the brand's build that holds the card's markup with the placeholders below. */
  templateFile: 'first-paint-popup.html',
  /** Where a first-paint page shows the popup (inside its painted root). */
  marker: '<!--portal:first-paint-popup-->',
  placeholders: { id: '%%POPUP_ID%%', title: '%%POPUP_TITLE%%', content: '%%POPUP_CONTENT%%' },
  /**
   * The session cookie (no expiry, path /) listing, comma-separated and URI-encoded, the popups this
   * browser need not be painted: shown already, or not for the person (a member's tab).
   */
  cookie: 'portal_popups_painted',
  /** The lazy part (apps/portal first-paint-parts) the painted popup needs before the app replaces it. */
  part: 'announcement-overlays',
} as const;

/** The ids a cookie header's FIRST_PAINT_POPUP.cookie lists (empty when absent or unreadable). */
export function paintedPopupIds(cookieHeader: string | undefined): Set<string> {
  const prefix = `${FIRST_PAINT_POPUP.cookie}=`;
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  const ids = new Set<string>();
  for (const id of raw?.split(',') ?? []) {
    try {
      if (id) ids.add(decodeURIComponent(id));
    } catch {
      // A malformed entry is skipped: the popup may paint once more, which is harmless.
    }
  }
  return ids;
}

/** The cookie's value for a set of ids (the most recent 20 kept, so it stays small). */
export function paintedPopupCookieValue(ids: Iterable<string>): string {
  return [...ids].slice(-20).map(encodeURIComponent).join(',');
}
