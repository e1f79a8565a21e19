// The brand's announcements (MCSFE_getListAnnouncements) for the shell's marquee, notice modal and
// popups: one call with every kind, shared through RTK Query's cache by everything that reads it.
import { useGetListAnnouncementsQuery } from '@portal/api';
import type { Announcement, AnnouncementsValue } from '@portal/contracts';

export const ANNOUNCEMENTS_REQUEST = { types: 'B,PL,PU,PR,H', platform: 'W' } as const;
/** The notice modal's page size (spec §9). */
export const NOTICES_PER_PAGE = 9;

const NONE: AnnouncementsValue = { banners: [], player: [], popup: [], promotion: [], notice: [] };

export function useAnnouncements(): AnnouncementsValue {
  return useGetListAnnouncementsQuery(ANNOUNCEMENTS_REQUEST).data ?? NONE;
}

/** What the notice modal lists: the marquee's announcements and the notices, newest first. */
export function noticeList(value: AnnouncementsValue): Announcement[] {
  return [...value.player, ...value.notice].sort((a, b) => b.timestamp - a.timestamp);
}
