// A platform that answers the announcements call (every other call fails as offline), for the
// shell's announcement tests.
import type { AnnouncementsValue } from '@portal/contracts';

const at = (minutesAgo: number) => Date.UTC(2026, 10, 20, 12) - minutesAgo * 60_000;

/** Twelve marquee announcements, newest first: "Notice 1" … "Notice 12". */
export const TWELVE_NOTICES = Array.from({ length: 12 }, (_, i) => ({
  id: `notice-${i + 1}`,
  title: `Notice ${i + 1}`,
  content: `<p>Body of notice ${i + 1}</p>`,
  timestamp: at(i * 10),
}));

export function announcementsValue(overrides: Partial<AnnouncementsValue> = {}): AnnouncementsValue {
  return { banners: [], player: TWELVE_NOTICES, popup: [], promotion: [], notice: [], ...overrides };
}

export function announcementsPlatform(value: AnnouncementsValue): typeof fetch {
  return async (input) => {
    const { pathname } = new URL(String(input));
    if (pathname === '/wps/relay/MCSFE_getListAnnouncements') {
      return new Response(JSON.stringify({ success: true, value }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    throw new TypeError('offline');
  };
}
