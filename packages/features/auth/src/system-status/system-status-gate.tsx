// SystemStatusGate: decides, from the boot call (GET /wps/system/status), what the portal shows —
// status 0 the app, 1 the maintenance page, 2 the region page (maintenance decides first). Nothing
// renders before the answer (spec: permissions load before anything renders); when the call
// fails the app runs on the tenant's build-time defaults.
import { systemStatusCode, useSystemStatus } from '@portal/api';
import { Spinner } from '@portal/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { MaintenancePage } from './maintenance-page';
import { RegionRestrictionPage } from './region-restriction-page';

export interface SystemStatusGateProps {
  children: ReactNode;
  /** Customer service for Contact Us; default: the status answer's live chat. */
  customerServiceUrl?: string;
  /** When maintenance ends; default: the status answer's maintenanceEndTime. */
  maintenanceEndTime?: number | Date | null;
  logo?: ReactNode;
}

const Centre = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
`;

export function SystemStatusGate({ children, customerServiceUrl, maintenanceEndTime, logo }: SystemStatusGateProps) {
  const { t } = useAuthTranslation();
  const { data, isLoading } = useSystemStatus();
  if (isLoading) {
    return (
      <Centre>
        <Spinner label={t('common:status.loading')} size="lg" />
      </Centre>
    );
  }
  const contact = customerServiceUrl ?? data?.info.customerService.liveChatUrl ?? null;
  switch (systemStatusCode(data)) {
    case 1:
      return <MaintenancePage endTime={maintenanceEndTime ?? data?.maintenanceEndTime ?? null} customerServiceUrl={contact} logo={logo} />;
    case 2:
      return <RegionRestrictionPage ip={data?.location.ip ?? ''} country={data?.location.country ?? ''} customerServiceUrl={contact} logo={logo} />;
    default:
      return <>{children}</>;
  }
}
