// The banners of one group (spec: banners are shown per route by group name).
// ── PLUG-IN POINT (announcements) ─────────────────────────────────────────────────────────────
// The platform's announcement call returns the live banners (`value.banners`, by groupName);
// when the lobby/announcement feature provides them, prefer them here (and in `useHasBanners`)
// and keep the tenant's build-time banners as what shows before that call answers and when it fails.
import type { BannerGroup } from '@portal/contracts';
import { useMemo } from 'react';
import type { TenantBannerWithUrl } from 'virtual:tenant';
import tenantBanners from 'virtual:tenant/banners';
import { useTenant } from '../../tenant/tenant-context';

/** Whether the group has banners; cheap, for the shell's first paint. */
export function useHasBanners(group: BannerGroup): boolean {
  return useTenant().bannerGroups.includes(group);
}

/** Whether the group's slider has several banners (and so dots under it). */
export function useHasSeveralBanners(group: BannerGroup): boolean {
  return useTenant().sliderGroups.includes(group);
}

/** The group's banners with their image URLs (only the banner slider's chunk loads them). */
export function useBanners(
  group: BannerGroup,
  banners: readonly TenantBannerWithUrl[] = tenantBanners,
): readonly TenantBannerWithUrl[] {
  return useMemo(() => banners.filter((banner) => banner.group === group), [banners, group]);
}
