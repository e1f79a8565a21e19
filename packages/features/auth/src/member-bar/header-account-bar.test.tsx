// The header's account bar: visitor buttons, the member's balance and avatar menu, and sign out.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FLAGS, loginValue, memberInfo } from '../../test/fixtures';
import { mockPlatform, ok } from '../../test/platform';
import { createTestStore, renderWithProviders } from '../../test/render';
import { startSession } from '../session/session-thunks';
import { HeaderAccountBar } from './header-account-bar';

const balance = { sumBalance: 1234567.5, currency: 'VND', currencySymbol: '₫', balance: [] };

function memberStore(type = 0) {
  const store = createTestStore();
  sessionStorage.setItem('merchant', 'AUR');
  store.dispatch(startSession(loginValue({ type })));
  return store;
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('HeaderAccountBar for visitors', () => {
  it('offers Log in and Register, which open the popups', async () => {
    mockPlatform();
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<HeaderAccountBar />);
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(store.getState().auth.modal).toBe('register');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.getState().auth.modal).toBe('login');
  });

  it('hides Register without DIRECTREG3', async () => {
    const stub = mockPlatform({ flags: { ...DEFAULT_FLAGS, DIRECTREG3: false } });
    await renderWithProviders(<HeaderAccountBar />);
    await waitFor(() => expect(stub.calls('GET', '/wps/system/status')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});

describe('HeaderAccountBar for members', () => {
  it('shows "updating" until the balance loads, then symbol and amount, and hides and refreshes it', async () => {
    let resolveBalance: (value: unknown) => void = () => undefined;
    const stub = mockPlatform({
      handlers: {
        'GET /wps/v2/wallets/balance': () => new Promise((resolve) => (resolveBalance = () => resolve(ok(balance)))),
        'GET /wps/member/info': () => ok(memberInfo()),
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<HeaderAccountBar />, { store: memberStore() });
    const group = await screen.findByRole('group', { name: 'Balance' });
    expect(within(group).getByText('Updating…')).toBeInTheDocument();
    resolveBalance(null);
    expect(await within(group).findByText('₫1,234,567.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(within(group).getByText('******')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show balance' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(stub.calls('GET', '/wps/v2/wallets/balance')).toHaveLength(2));
  });

  it('uses $ when the balance names no currency symbol', async () => {
    mockPlatform({ handlers: { 'GET /wps/v2/wallets/balance': () => ok({ ...balance, currencySymbol: '' }) } });
    await renderWithProviders(<HeaderAccountBar />, { store: memberStore() });
    expect(await screen.findByText('$1,234,567.50')).toBeInTheDocument();
  });

  it('opens the member centre pages from Deposit, Withdraw and the avatar menu', async () => {
    mockPlatform({ handlers: { 'GET /wps/v2/wallets/balance': () => ok(balance) } });
    const user = userEvent.setup();
    const store = memberStore();
    await renderWithProviders(<HeaderAccountBar />, { store });
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(store.getState().auth.personalCenter).toEqual({ open: true, page: 'depositv2' });
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(store.getState().auth.personalCenter.page).toBe('withdraw');
    // Responsible gaming, one click from the balance (issue 25).
    await user.click(screen.getByRole('button', { name: 'Responsible gaming' }));
    expect(store.getState().auth.personalCenter.page).toBe('responsibleGaming');
    await user.click(screen.getByRole('button', { name: 'Lucky' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Member centre', 'Betting record', 'Account record', 'Log out']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Betting record' }));
    expect(store.getState().auth.personalCenter.page).toBe('personalHistoryCopy');
  });

  it('fits a phone: balance, messages and the avatar, whose menu starts with deposit, withdraw and responsible gaming', async () => {
    const narrow = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 767px)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      mockPlatform({ handlers: { 'GET /wps/v2/wallets/balance': () => ok(balance) } });
      const user = userEvent.setup();
      const store = memberStore();
      await renderWithProviders(<HeaderAccountBar />, { store });
      const avatar = await screen.findByRole('button', { name: 'Lucky' });
      expect(avatar).not.toHaveTextContent('Lucky');
      expect(screen.getByRole('group', { name: 'Balance' })).toBeInTheDocument();
      for (const name of ['Deposit', 'Withdraw', 'Responsible gaming'])
        expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      await user.click(avatar);
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Deposit',
        'Withdraw',
        'Responsible gaming',
        'Member centre',
        'Betting record',
        'Account record',
        'Log out',
      ]);
      await user.click(within(menu).getByRole('menuitem', { name: 'Withdraw' }));
      expect(store.getState().auth.personalCenter).toEqual({ open: true, page: 'withdraw' });
    } finally {
      narrow.mockRestore();
    }
  });

  it('lists the agent centre for agents only', async () => {
    mockPlatform({ handlers: { 'GET /wps/v2/wallets/balance': () => ok(balance) } });
    const onOpenAgentCentre = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<HeaderAccountBar onOpenAgentCentre={onOpenAgentCentre} />, { store: memberStore(1) });
    await user.click(await screen.findByRole('button', { name: 'Lucky' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Agent centre' }));
    expect(onOpenAgentCentre).toHaveBeenCalledOnce();
  });

  it('refuses a trial account the member centre with the warning', async () => {
    mockPlatform({ handlers: { 'GET /wps/v2/wallets/balance': () => ok(balance) } });
    const user = userEvent.setup();
    const store = memberStore(4);
    await renderWithProviders(<HeaderAccountBar />, { store });
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(store.getState().auth).toMatchObject({ notice: 'needRealAccount', personalCenter: { open: false } });
  });

  it('signs out after confirmation: logout call, sessionStorage cleared but the merchant keys, home', async () => {
    const stub = mockPlatform({
      handlers: { 'GET /wps/v2/wallets/balance': () => ok(balance), 'DELETE /wps/session/logout': () => ok(null) },
    });
    const user = userEvent.setup();
    const store = memberStore();
    await renderWithProviders(<HeaderAccountBar />, { store, route: '/rng' });
    await user.click(await screen.findByRole('button', { name: 'Lucky' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out' });
    expect(stub.calls('DELETE', '/wps/session/logout')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(false));
    expect(stub.calls('DELETE', '/wps/session/logout')).toHaveLength(1);
    expect(Object.keys(sessionStorage).sort()).toEqual(['merchant', 'merchantCode']);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
