// The one way to open customer service from the shell (side menu, footer, help centre): the
// member's VIP flag from the session (rank level above 4), the service configuration from the
// platform, and the shell's notice when it could not be opened (the popup is closed then).
import { useLazyGetServiceConfigQuery } from '@portal/api';
import { selectVipService, useAuthSelector } from '@portal/feature-auth';
import { useCallback } from 'react';
import { useAppDispatch } from '../app/hooks';
import { openCustomerService } from './customer-service';
import { modalOpened } from './shell-slice';

export function useCustomerService(): () => void {
  const dispatch = useAppDispatch();
  const vip = useAuthSelector(selectVipService);
  const [fetchConfig] = useLazyGetServiceConfigQuery();
  return useCallback(() => {
    void openCustomerService({ vip, loadConfig: () => fetchConfig(undefined, true).unwrap() }).then((opened) => {
      if (!opened) dispatch(modalOpened('serviceUnavailable'));
    });
  }, [dispatch, fetchConfig, vip]);
}
