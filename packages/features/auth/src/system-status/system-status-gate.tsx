// SystemStatusGate: decides, from the boot call (GET /wps/system/status), what the portal shows —
// status 0 the app, 1 the maintenance page, 2 the region page (maintenance decides first).
// The app waits for that call before its first render (spec: permissions load before anything
// renders). Until an answer says otherwise — while it loads, and when it fails — the gate shows
// the app on the tenant's build-time defaults. It never swaps the app for a spinner: unmounting
// the tree on every (re)fetch made a failed call refetch in a loop.
//
// The decision is in the portal's first JavaScript; the two pages are chunks loaded only when the
// status calls for them (nothing shows for the moment one loads).
import { systemStatusCode, useSystemStatus } from '@portal/api';
import type { ReactNode } from 'react';
import { lazyComponent } from '../shared/lazy-component';
import { LazySlot } from '../shared/lazy-slot';

const MaintenancePage = lazyComponent(() => import('./maintenance-page').then((module) => module.MaintenancePage));
const RegionRestrictionPage = lazyComponent(() =>
  import('./region-restriction-page').then((module) => module.RegionRestrictionPage),
);

export interface SystemStatusGateProps {
  children: ReactNode;
  /** Customer service for Contact Us; default: the status answer's live chat. */
  customerServiceUrl?: string;
  /** When maintenance ends; default: the status answer's maintenanceEndTime. */
  maintenanceEndTime?: number | Date | null;
  logo?: ReactNode;
}

export function SystemStatusGate({ children, customerServiceUrl, maintenanceEndTime, logo }: SystemStatusGateProps) {
  const { data } = useSystemStatus();
  const contact = customerServiceUrl ?? data?.info.customerService.liveChatUrl ?? null;
  switch (systemStatusCode(data)) {
    case 1:
      return (
        <LazySlot>
          <MaintenancePage
            endTime={maintenanceEndTime ?? data?.maintenanceEndTime ?? null}
            customerServiceUrl={contact}
            logo={logo}
          />
        </LazySlot>
      );
    case 2:
      return (
        <LazySlot>
          <RegionRestrictionPage
            ip={data?.location.ip ?? ''}
            country={data?.location.country ?? ''}
            customerServiceUrl={contact}
            logo={logo}
          />
        </LazySlot>
      );
    default:
      return <>{children}</>;
  }
}
