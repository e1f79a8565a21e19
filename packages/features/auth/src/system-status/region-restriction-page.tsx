// The region page (system status 2): "IP Restriction", the visitor's IP and country from the
// status answer's location, Contact Us.
import { useAuthTranslation } from '../shared/use-auth-translation';
import { StatusPageLayout, type StatusPageLayoutProps } from './status-page-layout';

export interface RegionRestrictionPageProps extends Pick<StatusPageLayoutProps, 'customerServiceUrl' | 'logo'> {
  ip: string;
  country: string;
}

export function RegionRestrictionPage({ ip, country, customerServiceUrl, logo }: RegionRestrictionPageProps) {
  const { t } = useAuthTranslation();
  return (
    <StatusPageLayout title={t('systemStatus.region.title')} customerServiceUrl={customerServiceUrl} logo={logo}>
      <p>{t('systemStatus.region.message')}</p>
      <p>{t('systemStatus.region.ip', { ip })}</p>
      <p>{t('systemStatus.region.country', { country })}</p>
    </StatusPageLayout>
  );
}
