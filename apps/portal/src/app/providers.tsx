// Everything the screens read from context: the tenant, the Redux store, translations, the accounts
// feature's tenant settings (src/bridges/auth-host.tsx) and the themed styled-components tree (the brand's tokens for the
// mode the shell state holds).
import { I18nextProvider, type PortalI18n } from '@portal/i18n';
import { GlobalStyle, PortalThemeProvider } from '@portal/ui';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { TenantBundle } from 'virtual:tenant';
import { WithAuthHost } from '../bridges/auth-host';
import { selectThemeMode } from '../shell/shell-slice';
import { TenantProvider } from '../tenant/tenant-context';
import { useAppSelector } from './hooks';
import type { PortalStore } from './store';

function ThemedTree({ tenant, children }: { tenant: TenantBundle; children: ReactNode }) {
  const mode = useAppSelector(selectThemeMode);
  return (
    <PortalThemeProvider mode={mode} brand={tenant.theme}>
      <GlobalStyle />
      {children}
    </PortalThemeProvider>
  );
}

export interface AppProvidersProps {
  tenant: TenantBundle;
  store: PortalStore;
  i18n: PortalI18n;
  children: ReactNode;
}

export function AppProviders({ tenant, store, i18n, children }: AppProvidersProps) {
  return (
    <TenantProvider tenant={tenant}>
      <ReduxProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <WithAuthHost>
            <ThemedTree tenant={tenant}>{children}</ThemedTree>
          </WithAuthHost>
        </I18nextProvider>
      </ReduxProvider>
    </TenantProvider>
  );
}
