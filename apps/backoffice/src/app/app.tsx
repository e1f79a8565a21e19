// The back office's providers (store, translations, the kit's theme with the default tokens of
// @portal/theme, toasts) around the router.
import { I18nextProvider, type PortalI18n } from '@portal/i18n';
import { GlobalStyle, PortalThemeProvider, ToastProvider } from '@portal/ui';
import { useEffect, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { RouterProvider, type DataRouter } from 'react-router';
import { languageChanged } from '../session/session-slice';
import type { BackofficeStore } from './store';

export interface BackofficeProvidersProps {
  store: BackofficeStore;
  i18n: PortalI18n;
  children: ReactNode;
}

export function BackofficeProviders({ store, i18n, children }: BackofficeProvidersProps) {
  // Calls carry the language the staff member reads in (the platform's messages follow it).
  useEffect(() => {
    store.dispatch(languageChanged(i18n.language));
    const onChange = (language: string) => store.dispatch(languageChanged(language));
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [store, i18n]);
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <PortalThemeProvider mode="light">
          <GlobalStyle />
          <ToastProvider closeLabel={i18n.t('backoffice:form.close')}>{children}</ToastProvider>
        </PortalThemeProvider>
      </I18nextProvider>
    </ReduxProvider>
  );
}

export function App({ store, i18n, router }: { store: BackofficeStore; i18n: PortalI18n; router: DataRouter }) {
  return (
    <BackofficeProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </BackofficeProviders>
  );
}
