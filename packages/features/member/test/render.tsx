// Renders the member centre's money pages the way the app does: a real store (portalApi), the
// real base query against a recorded platform (answers by path; @portal/api/testing), real i18n
// with the `wallet` namespace, the theme and a member host the test controls.
import { configureRecordedApi, createTestStore, recordedPlatform, type Answers, type RecordedPlatform, type TestStore } from '@portal/api/testing';
import { createPortalI18n, I18nextProvider, type PortalI18n } from '@portal/i18n';
import { PortalThemeProvider } from '@portal/ui';
import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemberHostProvider, type MemberHost } from '../src/shared/member-host';
import { WALLET_NAMESPACE, walletResources } from '../src/wallet-namespace';

export type { Answer, Answers } from '@portal/api/testing';

let i18n: Promise<PortalI18n> | null = null;
export function testI18n(): Promise<PortalI18n> {
  i18n ??= createPortalI18n({ language: 'EN', namespaces: { [WALLET_NAMESPACE]: walletResources }, storage: null, document: null });
  return i18n;
}

export interface RenderMemberOptions {
  answers?: Answers;
  host?: Partial<MemberHost>;
}

export type RenderedMember = RenderResult & { store: TestStore; platform: RecordedPlatform };

export async function renderMember(ui: ReactElement, { answers = {}, host = {} }: RenderMemberOptions = {}): Promise<RenderedMember> {
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
            <Suspense fallback={null}>{children}</Suspense>
          </MemberHostProvider>
        </PortalThemeProvider>
      </I18nextProvider>
    </Provider>
  );
  const result: RenderResult = render(ui, { wrapper: Wrapper });
  return { ...result, store, platform };
}

// --- the platform's answers ---

export const PAGE = { pageNo: 1, pageSize: 10, totalPages: 1, total: 1 };
export const BALANCE = { value: { sumBalance: 500, currency: 'USD', currencySymbol: '$', balance: [{ accountTypeId: 1, availBalance: 500 }] } };

export const METHODS = {
  value: {
    currency: 'USD',
    currencySymbol: '$',
    methods: [
      { methodCode: 'DEMO_BANK', kind: 'bank', nameKey: 'payments.demoBank', minAmount: 10, maxAmount: 50000 },
      { methodCode: 'DEMO_EWALLET', kind: 'ewallet', nameKey: 'payments.demoEwallet', minAmount: 5, maxAmount: 5000 },
    ],
  },
};

export function depositOrder(orderNo: string, amount: number, status: 'pending' | 'paid' | 'failed' | 'expired') {
  return { orderNo, methodCode: 'DEMO_BANK', amount, currency: 'USD', status, createdAt: 1_795_000_000_000, paidAt: status === 'paid' ? 1_795_000_060_000 : null };
}

export const PAYEE = { payeeId: 4, kind: 'bank', providerName: 'Demo Bank', accountName: 'Ann Member', accountNumber: '****6789', boundAt: 1_795_000_000_000 };

export function withdrawSettings(extra: Record<string, unknown> = {}) {
  return {
    value: {
      currency: 'USD',
      currencySymbol: '$',
      minAmount: 20,
      maxAmount: 20000,
      dailyLimit: 50000,
      dailyRemaining: 50000,
      withdrawable: 500,
      payees: [PAYEE],
      payeeKinds: ['bank', 'ewallet'],
      confirmWith: 'payment',
      hasPaymentPassword: true,
      confirmMinutes: 60,
      ...extra,
    },
  };
}

export function withdrawal(withdrawalNo: string, amount: number, status: string, extra: Record<string, unknown> = {}) {
  return {
    withdrawalNo,
    amount,
    currency: 'USD',
    status,
    payee: PAYEE,
    requestedAt: 1_795_000_000_000,
    decidedAt: null,
    paidAt: null,
    confirmBy: null,
    confirmedAt: null,
    receivedAmount: null,
    remark: null,
    proofCount: 0,
    ...extra,
  };
}

export const WALLETS = {
  value: {
    isSingle: false,
    currency: 'USD',
    wallets: [
      { accountTypeId: 1, code: 'MAIN', balance: 500 },
      { accountTypeId: 11, code: 'LIVE', balance: 0 },
      { accountTypeId: 12, code: 'SPORTS', balance: 25 },
    ],
  },
};
