// The side menu's Promotions entry: a member sees how many promotions they can act on now (the
// balance's availablePromoCount) in the link's name; a visitor sees the plain entry and no balance
// is asked.
import { SESSION_STORAGE_KEYS } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });

/** The platform answers the member's balance only (every other call fails as offline). */
function balancePlatform(availablePromoCount: number) {
  const calls: string[] = [];
  const platform: typeof fetch = async (input) => {
    const { pathname } = new URL(String(input));
    calls.push(pathname);
    if (pathname === '/wps/v2/wallets/balance') {
      const value = {
        sumBalance: 5,
        currency: 'USD',
        currencySymbol: '$',
        balance: [],
        availablePromo: true,
        availablePromoCount,
      };
      return new Response(JSON.stringify({ success: true, value }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    throw new TypeError('offline');
  };
  return { platform, calls };
}

afterEach(() => sessionStorage.clear());

describe('side menu promotions', () => {
  it('shows a member the promotions they can act on', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.token, 'token-1');
    const { platform } = balancePlatform(2);
    await renderApp({ path: '/', fetch: platform });
    await screen.findByRole('heading', { level: 1 });
    const entry = await within(menu()).findByRole('link', { name: 'Promotions 2 available' });
    expect(entry).toHaveAttribute('href', '/promotions');
    expect(within(entry).getByText('2')).toBeInTheDocument();
  });

  it('shows a visitor the plain entry and asks for no balance', async () => {
    const { platform, calls } = balancePlatform(2);
    await renderApp({ path: '/', fetch: platform });
    await screen.findByRole('heading', { level: 1 });
    await within(menu()).findByRole('link', { name: 'Telegram (opens in a new tab)' });
    expect(within(menu()).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    expect(calls).not.toContain('/wps/v2/wallets/balance');
  });
});
