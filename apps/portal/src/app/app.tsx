// The portal: providers around the data router.
import type { PortalI18n } from '@portal/i18n';
import { RouterProvider } from 'react-router/dom';
import type { DataRouter } from 'react-router';
import type { TenantBundle } from 'virtual:tenant';
import { AppProviders } from './providers';
import type { PortalStore } from './store';

export interface AppProps {
  tenant: TenantBundle;
  store: PortalStore;
  i18n: PortalI18n;
  router: DataRouter;
}

export function App({ tenant, store, i18n, router }: AppProps) {
  return (
    <AppProviders tenant={tenant} store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
