// The banners of one group (spec: banners are shown per route by group name).
// ── PLUG-IN POINT (announcements) ─────────────────────────────────────────────────────────────
// The platform's announcement call returns the live banners (`value.banners`, by groupName);
// when the lobby/announcement feature provides them, prefer them here and keep the tenant's
// build-time banners as what shows before that call answers and when it fails.
import type { BannerGroup } from '@portal/contracts';
import { useMemo } from 'react';
import type { TenantBannerWithUrl } from 'virtual:tenant';
import { useTenant } from '../../tenant/tenant-context';

export function useBanners(group: BannerGroup): readonly TenantBannerWithUrl[] {
  const { banners } = useTenant();
  return useMemo(() => banners.filter((banner) => banner.group === group), [banners, group]);
}
