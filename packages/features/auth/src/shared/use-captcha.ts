// The captcha image (GET /wps/captcha, a base64 PNG; its id travels in an httpOnly cookie). The
// form refreshes it on demand (a new challenge after a failed try, a mode change); a click on the
// image refreshes only when more than 1 s passed since the last refresh (spec §4, §9), so a
// double click does not burn two challenges.
import { useLazyGetCaptchaQuery } from '@portal/api';
import { useCallback, useEffect, useRef } from 'react';

export const CAPTCHA_CLICK_REFRESH_GAP_MS = 1000;

export type CaptchaScene = 'login' | 'register' | 'sms';

export interface CaptchaState {
  /** The PNG as base64 (no `data:` prefix), once loaded. */
  image: string | undefined;
  loading: boolean;
  failed: boolean;
  /** Loads a new image now. */
  refresh: () => void;
  /** A click on the image: refreshes unless the last refresh was 1 s ago or less. */
  refreshFromClick: () => void;
}

export function useCaptcha(scene: CaptchaScene, enabled: boolean): CaptchaState {
  const [trigger, result] = useLazyGetCaptchaQuery();
  const lastRefreshAt = useRef(Number.NEGATIVE_INFINITY);

  const refresh = useCallback(() => {
    lastRefreshAt.current = Date.now();
    void trigger({ scene });
  }, [trigger, scene]);

  const refreshFromClick = useCallback(() => {
    if (Date.now() - lastRefreshAt.current > CAPTCHA_CLICK_REFRESH_GAP_MS) refresh();
  }, [refresh]);

  useEffect(() => {
    if (enabled) refresh();
  }, [enabled, refresh]);

  return {
    image: enabled ? result.data : undefined,
    loading: result.isFetching,
    failed: result.isError,
    refresh,
    refreshFromClick,
  };
}
