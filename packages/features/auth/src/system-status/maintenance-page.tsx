// The maintenance page (system status 1): "System Maintenance", the end time when known (the
// status answer's maintenanceEndTime, or what the app passes), Contact Us.
import { formatDateTime } from '@portal/i18n';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { StatusPageLayout, type StatusPageLayoutProps } from './status-page-layout';

export interface MaintenancePageProps extends Pick<StatusPageLayoutProps, 'customerServiceUrl' | 'logo'> {
  /** When maintenance ends (epoch ms or a Date), if known. */
  endTime?: number | Date | null;
}

export function MaintenancePage({ endTime, customerServiceUrl, logo }: MaintenancePageProps) {
  const { t } = useAuthTranslation();
  const end = endTime ? formatDateTime(endTime) : '';
  return (
    <StatusPageLayout title={t('systemStatus.maintenance.title')} customerServiceUrl={customerServiceUrl} logo={logo}>
      <p>{t('systemStatus.maintenance.message')}</p>
      {end && <p>{t('systemStatus.maintenance.endTime', { time: end })}</p>}
    </StatusPageLayout>
  );
}
