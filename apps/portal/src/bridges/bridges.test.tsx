// Every bridge fills its feature's port from accounts' state and the tenant: each test renders one
// `With<Feature>Host` in the app's providers and reads the port through the feature's own hook.
import { initialAuthState, useAuthSettings, type AuthState } from '@portal/feature-auth';
import { useLobbyHost } from '@portal/feature-lobby';
import { useLotteryHost } from '@portal/feature-lottery';
import { useMallHost } from '@portal/feature-mall';
import { useMemberHost } from '@portal/feature-member';
import { useSupportHost } from '@portal/feature-support';
import { usePromotionsHost } from '@portal/feature-promotions';
import { useTranslation } from '@portal/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { TenantBundle } from 'virtual:tenant';
import { createAppI18n } from '../app/i18n';
import { AppProviders } from '../app/providers';
import { createPortalStore } from '../app/store';
import testTenant from '../testing/virtual-tenant';
import { WithLobbyHost } from './lobby-host';
import { WithLotteryHost } from './lottery-host';
import { WithMallHost } from './mall-host';
import { WithMemberHost } from './member-host';
import { WithSupportHost } from './support-host';
import { WithPromotionsHost } from './promotions-host';

const MEMBER: Partial<AuthState> = { loggedIn: true, account: 'ana', accountType: 0, isAgent: false };

async function renderBridge(
  ui: ReactNode,
  { auth = {}, tenant = testTenant }: { auth?: Partial<AuthState>; tenant?: TenantBundle } = {},
) {
  const store = createPortalStore({ auth: { ...initialAuthState(), ...auth } });
  const i18n = await createAppI18n(tenant, { language: 'EN' });
  render(
    <AppProviders tenant={tenant} store={store} i18n={i18n}>
      {ui}
    </AppProviders>,
  );
  return store;
}

function LobbyProbe() {
  const { loggedIn, trialAccount, requireLogin } = useLobbyHost();
  return (
    <button type="button" onClick={() => requireLogin()}>
      {`lobby: ${loggedIn ? 'member' : 'visitor'}, ${trialAccount ? 'trial' : 'real'}`}
    </button>
  );
}

function LotteryProbe() {
  const { username } = useLotteryHost();
  const { t } = useTranslation('lottery');
  return <p>{`lottery: ${username ?? 'visitor'}, ${t('slip.heading')}`}</p>;
}

function MemberProbe() {
  const { isAgent } = useMemberHost();
  const { t } = useTranslation('wallet');
  return <p>{`member: ${isAgent ? 'agent' : 'player'}, ${t('amount.label', { currency: 'USD' })}`}</p>;
}

function MallProbe() {
  const { loggedIn, requireLogin } = useMallHost();
  const { t } = useTranslation('mall');
  return (
    <button type="button" onClick={() => requireLogin()}>
      {`mall: ${loggedIn ? 'member' : 'visitor'}, ${t('summary.balance')}`}
    </button>
  );
}

function SupportProbe() {
  const { minWords, maxWords } = useSupportHost().feedback;
  const { t } = useTranslation('support');
  return <p>{`support: ${minWords}-${maxWords}, ${t('tabs.feedback')}`}</p>;
}

function PromotionsProbe() {
  const { loggedIn, openReferral, detailPath } = usePromotionsHost();
  const { t } = useTranslation('promotions');
  return (
    <button type="button" onClick={openReferral}>
      {`promotions: ${loggedIn ? 'member' : 'visitor'}, ${detailPath('welcome-bonus')}, ${t('list.all')}`}
    </button>
  );
}

function AuthProbe() {
  const { defaultCountryCode, adultAge } = useAuthSettings();
  return <p>{`auth: ${defaultCountryCode}, ${adultAge}`}</p>;
}

describe('the bridges into the features', () => {
  it("give the lobby the login state, the trial flag and accounts' login guard", async () => {
    const store = await renderBridge(
      <WithLobbyHost>
        <LobbyProbe />
      </WithLobbyHost>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'lobby: visitor, real' }));
    expect(store.getState().auth.modal).toBe('login');
  });

  it('tell the lobby a trial account is one', async () => {
    await renderBridge(
      <WithLobbyHost>
        <LobbyProbe />
      </WithLobbyHost>,
      { auth: { ...MEMBER, accountType: 4 } },
    );
    expect(screen.getByRole('button', { name: 'lobby: member, trial' })).toBeInTheDocument();
  });

  it("give the lottery the member's username and its texts with the tenant's overrides", async () => {
    const lottery = async () => ({ slip: { heading: 'Your ticket' } });
    const tenant: TenantBundle = { ...testTenant, translationOverrides: { EN: { lottery } } };
    await renderBridge(
      <WithLotteryHost>
        <LotteryProbe />
      </WithLotteryHost>,
      { auth: MEMBER, tenant },
    );
    expect(await screen.findByText('lottery: ana, Your ticket')).toBeInTheDocument();
  });

  it("give the member centre's pages the agent flag and their texts with the tenant's overrides", async () => {
    const wallet = async () => ({ amount: { label: 'Sum ({{currency}})' } });
    const tenant: TenantBundle = { ...testTenant, translationOverrides: { EN: { wallet } } };
    await renderBridge(
      <WithMemberHost>
        <MemberProbe />
      </WithMemberHost>,
      { auth: { ...MEMBER, accountType: 1, isAgent: true }, tenant },
    );
    expect(await screen.findByText('member: agent, Sum (USD)')).toBeInTheDocument();
  });

  it("give the points mall the login state, accounts' login guard and its texts with the tenant's overrides", async () => {
    const mall = async () => ({ summary: { balance: 'Your stars' } });
    const tenant: TenantBundle = { ...testTenant, translationOverrides: { EN: { mall } } };
    const store = await renderBridge(
      <WithMallHost>
        <MallProbe />
      </WithMallHost>,
      { tenant },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'mall: visitor, Your stars' }));
    expect(store.getState().auth.modal).toBe('login');
  });

  it("give the help centre the tenant's feedback range and its texts with the tenant's overrides", async () => {
    const support = async () => ({ tabs: { feedback: 'Tell us' } });
    const tenant: TenantBundle = {
      ...testTenant,
      config: { ...testTenant.config, feedback: { minWords: 4, maxWords: 40 } },
      translationOverrides: { EN: { support } },
    };
    await renderBridge(
      <WithSupportHost>
        <SupportProbe />
      </WithSupportHost>,
      { tenant },
    );
    expect(await screen.findByText('support: 4-40, Tell us')).toBeInTheDocument();
  });

  it("give the promotions the login state, the member centre's referral page, their routes and texts with the tenant's overrides", async () => {
    const promotions = async () => ({ list: { all: 'Everything' } });
    const tenant: TenantBundle = { ...testTenant, translationOverrides: { EN: { promotions } } };
    const store = await renderBridge(
      <WithPromotionsHost>
        <PromotionsProbe />
      </WithPromotionsHost>,
      { auth: MEMBER, tenant },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'promotions: member, /promotions/welcome-bonus, Everything' }),
    );
    expect(store.getState().auth.personalCenter).toEqual({ open: true, page: 'referral' });
  });

  it("give accounts the tenant's default country and adult age (mounted with the app's providers)", async () => {
    await renderBridge(<AuthProbe />);
    expect(screen.getByText('auth: VN, 18')).toBeInTheDocument();
  });
});
