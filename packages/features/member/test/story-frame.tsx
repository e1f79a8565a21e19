// Draws a member-centre page for Storybook the way the app does, against mocked answers: a store
// with the portal's api whose fetch answers by path (no test runner: stories run in the browser),
// English texts of the `wallet` and `records` namespaces, the theme and the member host.
import { configurePortalApi, portalApi } from '@portal/api';
import { configureStore } from '@reduxjs/toolkit';
import { createPortalI18n, I18nextProvider, type PortalI18n } from '@portal/i18n';
import { PortalThemeProvider } from '@portal/ui';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemberHostProvider, type MemberHost } from '../src/shared/member-host';
import { RECORDS_NAMESPACE, recordsResources } from '../src/records/records-namespace';
import { WALLET_NAMESPACE, walletResources } from '../src/wallet-namespace';

export type StoryAnswer =
  { value: unknown } | { errorCode: string; status?: number; value?: unknown; message?: string };
/** path → answer, or a function of the request (e.g. a different answer for a POST). */
export type StoryAnswers = Record<string, StoryAnswer | ((url: URL, init?: RequestInit) => StoryAnswer)>;

function answerFetch(answers: StoryAnswers): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const entry = answers[url.pathname];
    const answer = typeof entry === 'function' ? entry(url, init) : entry;
    // A short delay, so loading states show as they would.
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (!answer)
      return new Response(JSON.stringify({ success: false, errorCode: 'not_found', message: '' }), { status: 404 });
    if ('errorCode' in answer) {
      return new Response(
        JSON.stringify({
          success: false,
          errorCode: answer.errorCode,
          message: answer.message ?? '',
          value: answer.value,
        }),
        { status: answer.status ?? 400 },
      );
    }
    return new Response(JSON.stringify({ success: true, value: answer.value }), { status: 200 });
  };
}

let i18n: Promise<PortalI18n> | null = null;
const storyI18n = () =>
  (i18n ??= createPortalI18n({
    language: 'EN',
    namespaces: { [WALLET_NAMESPACE]: walletResources, [RECORDS_NAMESPACE]: recordsResources },
    storage: null,
    document: null,
  }));

function Texts({ children }: { children: ReactNode }) {
  const [instance, setInstance] = useState<PortalI18n | null>(null);
  useEffect(() => {
    void storyI18n().then(setInstance);
  }, []);
  return instance ? <I18nextProvider i18n={instance}>{children}</I18nextProvider> : null;
}

export interface StoryFrameProps {
  answers: StoryAnswers;
  host?: Partial<MemberHost>;
  children: ReactNode;
}

export function StoryFrame({ answers, host = {}, children }: StoryFrameProps) {
  const store = useMemo(() => {
    configurePortalApi({
      baseUrl: () => window.location.origin,
      getToken: () => 'story-token',
      getMerchant: () => 'AUR',
      getLanguage: () => 'EN',
      getDeviceId: () => 'story-device',
      isModuleEnabled: () => true,
      onSessionEnded: () => undefined,
      codec: { encode: async (payload) => ({ body: payload as object, headers: {} }) },
      fetch: answerFetch(answers),
    });
    return configureStore({
      reducer: { [portalApi.reducerPath]: portalApi.reducer },
      middleware: (getDefault) => getDefault().concat(portalApi.middleware),
    });
  }, [answers]);
  return (
    <Provider store={store}>
      <Suspense fallback={null}>
        <Texts>
          <PortalThemeProvider mode="light">
            <MemberHostProvider value={{ isAgent: false, ...host }}>{children}</MemberHostProvider>
          </PortalThemeProvider>
        </Texts>
      </Suspense>
    </Provider>
  );
}
