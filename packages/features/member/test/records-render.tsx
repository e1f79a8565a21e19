// Renders a record page the way the member centre does: a real store (portalApi) and base query
// against a recorded platform (answers by path), real i18n with the centre's namespaces, the theme.
import { configureRecordedApi, createTestStore, recordedPlatform, type Answers } from '@portal/api/testing';
import { createPortalI18n, I18nextProvider, type PortalI18n } from '@portal/i18n';
import { PortalThemeProvider } from '@portal/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { recordsResources } from '../src/records/records-namespace';
import { walletResources } from '../src/wallet-namespace';
import { RecordsOptionsProvider, type RecordsOptions } from '../src/records/shared/records-options';

let i18n: Promise<PortalI18n> | null = null;
export function testI18n(): Promise<PortalI18n> {
  i18n ??= createPortalI18n({ language: 'EN', namespaces: { records: recordsResources, wallet: walletResources }, storage: null, document: null });
  return i18n;
}

/** The player's zone in these tests: a day runs 17:00 to 17:00 UTC. */
export const TEST_OPTIONS: RecordsOptions = { timeZone: 'Asia/Bangkok', datePattern: 'yyyy-MM-dd' };

export const BALANCE_ANSWER = { value: { sumBalance: 1000, currency: 'USD', currencySymbol: '$', balance: [{ accountTypeId: 1, availBalance: 1000 }] } };

export type RenderedRecords = RenderResult & { store: ReturnType<typeof createTestStore>; platform: ReturnType<typeof recordedPlatform> };

export async function renderRecordPage(ui: ReactElement, answers: Answers, options: RecordsOptions = TEST_OPTIONS): Promise<RenderedRecords> {
  const platform = recordedPlatform({ '/wps/v2/wallets/balance': BALANCE_ANSWER, ...answers });
  configureRecordedApi(platform, { loggedIn: true });
  const store = createTestStore();
  const instance = await testI18n();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={instance}>
        <PortalThemeProvider mode="light">
          <RecordsOptionsProvider value={options}>{children}</RecordsOptionsProvider>
        </PortalThemeProvider>
      </I18nextProvider>
    </Provider>
  );
  const result: RenderResult = render(ui, { wrapper: Wrapper });
  return { ...result, store, platform };
}

/** A record page answer: `list` with paging fields. */
export function page<T>(list: T[], { pageNo = 1, totalPages = 1, total = list.length, pageSize = 20 } = {}) {
  return { list, pageNo, pageSize, totalPages, total };
}

/** The query of the last request to `path`, as an object. */
export function lastQuery(platform: ReturnType<typeof recordedPlatform>, path: string): Record<string, string> {
  const calls = platform.calls(path);
  const last = calls.at(-1);
  if (!last) throw new Error(`no request to ${path}`);
  return Object.fromEntries(last.url.searchParams);
}
