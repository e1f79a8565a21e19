// Renders the member centre's pages the way the app does: a real store (portalApi), the real base
// query against a recorded platform (answers by path; @portal/api/testing), real i18n with the
// centre's namespaces (`wallet`, `records`), the theme, a member host the test controls and, for
// the record pages, their options (zone and date pattern).
import { configureRecordedApi, createTestStore, recordedPlatform, type Answers, type RecordedPlatform, type TestStore } from '@portal/api/testing';
import { createPortalI18n, I18nextProvider, type PortalI18n } from '@portal/i18n';
import { PortalThemeProvider } from '@portal/ui';
import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RECORDS_NAMESPACE, recordsResources } from '../src/records/records-namespace';
import { RecordsOptionsProvider, type RecordsOptions } from '../src/records/shared/records-options';
import { MemberHostProvider, type MemberHost } from '../src/shared/member-host';
import { WALLET_NAMESPACE, walletResources } from '../src/wallet-namespace';

export type { Answer, Answers } from '@portal/api/testing';

let i18n: Promise<PortalI18n> | null = null;
export function testI18n(): Promise<PortalI18n> {
  i18n ??= createPortalI18n({ language: 'EN', namespaces: { [WALLET_NAMESPACE]: walletResources, [RECORDS_NAMESPACE]: recordsResources }, storage: null, document: null });
  return i18n;
}

export interface RenderMemberOptions {
  answers?: Answers;
  host?: Partial<MemberHost>;
  /** The record pages' zone and date pattern (none: their defaults). */
  recordsOptions?: RecordsOptions;
}

export type RenderedMember = RenderResult & { store: TestStore; platform: RecordedPlatform };

export async function renderMember(ui: ReactElement, { answers = {}, host = {}, recordsOptions }: RenderMemberOptions = {}): Promise<RenderedMember> {
  const platform = recordedPlatform(answers);
  configureRecordedApi(platform, { loggedIn: true });
  const store = createTestStore();
  const instance = await testI18n();
  const memberHost: MemberHost = { isAgent: false, ...host };
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={instance}>
        <PortalThemeProvider mode="light">
          <MemberHostProvider value={memberHost}>
            <Suspense fallback={null}>{recordsOptions ? <RecordsOptionsProvider value={recordsOptions}>{children}</RecordsOptionsProvider> : children}</Suspense>
          </MemberHostProvider>
        </PortalThemeProvider>
      </I18nextProvider>
    </Provider>
  );
  const result: RenderResult = render(ui, { wrapper: Wrapper });
  return { ...result, store, platform };
}

export * from './render-data';
