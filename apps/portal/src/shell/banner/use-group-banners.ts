// The slides of one banner group. The platform's announcement call (`value.banners`, by groupName)
// decides which of the brand's banners show, in which order and with which link; the images are
// the build-time copies of the same banners (by id). Until that call answers, and when it fails,
// the tenant's build-time banners show as built. Only the banner slider's chunk loads this.
import { useGetListAnnouncementsQuery } from '@portal/api';
import type { BannerGroup } from '@portal/contracts';
import { useMemo } from 'react';
import type { TenantBannerWithUrl } from 'virtual:tenant';
import tenantBanners from 'virtual:tenant/banners';
import { ANNOUNCEMENTS_REQUEST } from '../announcements/use-announcements';

/** The group's banners with their image URLs (only the banner slider's chunk loads them). */
export function useBanners(
  group: BannerGroup,
  banners: readonly TenantBannerWithUrl[] = tenantBanners,
): readonly TenantBannerWithUrl[] {
  const live = useGetListAnnouncementsQuery(ANNOUNCEMENTS_REQUEST).data?.banners;
  return useMemo(() => {
    const own = banners.filter((banner) => banner.group === group);
    if (!live) return own;
    const byId = new Map(own.map((banner) => [banner.id, banner]));
    return live
      .filter((entry) => entry.groupName === group)
      .flatMap((entry): TenantBannerWithUrl[] => {
        const banner = byId.get(entry.bannerId);
        if (!banner) return [];
        const link =
          entry.linkageType === 'none' || !entry.linkage
            ? undefined
            : { type: entry.linkageType, target: entry.linkage };
        return [{ ...banner, link }];
      });
  }, [banners, group, live]);
}
