// The app downloads the tenant offers: Android (resource `Android`) and iOS (resource
// `MOBILECONFIG`, the iOS configuration profile). The QR code carries the resource's qrCodeUrl
// when it has one (a landing page), else its direct URL. Never a session token (wire notes).
import { useMemo } from 'react';
import { useTenant } from '../tenant/tenant-context';

export type AppPlatform = 'android' | 'ios';

export interface AppDownloadOption {
  platform: AppPlatform;
  url: string;
  qrValue: string;
}

const RESOURCE_OF: Record<AppPlatform, 'Android' | 'MOBILECONFIG'> = { android: 'Android', ios: 'MOBILECONFIG' };

/** Spec §9: QR codes of the download area are 100 px. */
export const DOWNLOAD_QR_SIZE = 100;

export function useAppDownloads(): readonly AppDownloadOption[] {
  const { resources } = useTenant().config;
  return useMemo(
    () =>
      (['android', 'ios'] as const).flatMap((platform) => {
        const resource = resources.find(
          (candidate) => candidate.resourceType === RESOURCE_OF[platform] && candidate.url,
        );
        return resource ? [{ platform, url: resource.url, qrValue: resource.qrCodeUrl || resource.url }] : [];
      }),
    [resources],
  );
}
