// The page: the brand's header, then the accounts feature's login form — or, once signed in, who
// is signed in and the balance the platform reports.
import { useGetBalanceQuery } from '@portal/api';
import {
  AuthSettingsProvider,
  LoginForm,
  logout,
  selectAuth,
  useAuthDispatch,
  useAuthSelector,
} from '@portal/feature-auth';
import { I18nextProvider, formatMoney, useTranslation, type PortalI18n } from '@portal/i18n';
import { Button, Card, GlobalStyle, PortalThemeProvider } from '@portal/ui';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import styled from 'styled-components';
import { BRAND, BRAND_THEME } from './brand/brand';
import type { BrandStore } from './store';

const Page = styled.main`
  max-width: 420px;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: 0 ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.color.accent.fg};
`;

function SignedIn({ account }: { account: string }) {
  const { t, i18n } = useTranslation('brand');
  const dispatch = useAuthDispatch();
  const { data } = useGetBalanceQuery();
  return (
    <Card>
      <p role="status">{t('signedIn', { account })}</p>
      {data && (
        <p>
          {t('balance', {
            amount: formatMoney(data.sumBalance, { symbol: data.currencySymbol, language: i18n.language }),
          })}
        </p>
      )}
      <Button variant="secondary" onClick={() => void dispatch(logout())}>
        {t('common:actions.logOut')}
      </Button>
    </Card>
  );
}

function Content() {
  const { t } = useTranslation('brand');
  const auth = useAuthSelector(selectAuth);
  return (
    <Page>
      <header>
        <Title>{BRAND.name}</Title>
        <p>{t('tagline')}</p>
      </header>
      {auth.loggedIn && auth.account ? (
        <SignedIn account={auth.account} />
      ) : (
        <Card>
          <LoginForm />
        </Card>
      )}
    </Page>
  );
}

export function App({ store, i18n }: { store: BrandStore; i18n: PortalI18n }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AuthSettingsProvider defaultCountryCode={BRAND.defaultCountryCode} adultAge={BRAND.adultAge}>
          <PortalThemeProvider mode="light" brand={BRAND_THEME}>
            <GlobalStyle />
            <BrowserRouter>
              <Content />
            </BrowserRouter>
          </PortalThemeProvider>
        </AuthSettingsProvider>
      </I18nextProvider>
    </Provider>
  );
}
