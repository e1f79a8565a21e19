// Whether a route's banner group has banners (spec: banners are shown per route by group name),
// from the tenant's build-time banners: cheap, for the shell's first paint. The slides themselves,
// as the platform lists them, come from use-group-banners.ts in the banner slider's chunk.
import type { BannerGroup } from '@portal/contracts';
import { useTenant } from '../../tenant/tenant-context';

/** Whether the group has banners; cheap, for the shell's first paint. */
export function useHasBanners(group: BannerGroup): boolean {
  return useTenant().bannerGroups.includes(group);
}

/** Whether the group's slider has several banners (and so dots under it). */
export function useHasSeveralBanners(group: BannerGroup): boolean {
  return useTenant().sliderGroups.includes(group);
}
