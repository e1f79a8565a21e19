// The promotions routes render @portal/feature-promotions through WithPromotionsHost: the list at
// /promotions, and a promotion's detail at /promotions/:id and /promoDetail?id= (where a home
// banner's `promotion` link lands); a visitor gets the login popup from the detail's prompt.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

const WELCOME = {
  promotionId: 'welcome-bonus',
  category: 'new_player',
  kind: 'join',
  title: 'Welcome bonus',
  summary: 'Join and bet 100 to get 10.',
  startsAt: Date.UTC(2026, 10, 1),
  endsAt: null,
  period: 'open',
  turnover: 100,
  rewardAmount: 10,
  prizes: null,
};

/** The platform answers the public promotion reads only (every other call fails as offline). */
const platform: typeof fetch = async (input) => {
  const url = new URL(String(input));
  const value =
    url.pathname === '/wps/relay/MCSFE_getPromotions'
      ? { categories: [{ category: 'new_player', count: 1 }], list: [WELCOME] }
      : url.pathname === '/wps/relay/MCSFE_getPromotionDetail' &&
          url.searchParams.get('promotionId') === 'welcome-bonus'
        ? { ...WELCOME, content: '<p>Terms</p>' }
        : undefined;
  if (value === undefined) throw new TypeError('offline');
  return new Response(JSON.stringify({ success: true, value }), { headers: { 'Content-Type': 'application/json' } });
};

describe('promotions screens', () => {
  it('list the promotions and open one', async () => {
    const { router } = await renderApp({ path: '/promotions', fetch: platform });
    const card = await screen.findByRole('listitem', { name: 'Welcome bonus' });
    await userEvent.click(within(card).getByRole('link', { name: 'Welcome bonus' }));
    // The detail is a lazy route: the router moves once its screen's chunk has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions/welcome-bonus'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus' })).toBeInTheDocument();
  });

  it.each(['/promotions/welcome-bonus', '/promoDetail?id=welcome-bonus'])(
    'show the detail at %s and ask a visitor to log in',
    async (path) => {
      const { store } = await renderApp({ path, fetch: platform });
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus' })).toBeInTheDocument();
      const state = screen.getByRole('region', { name: 'Your status' });
      await userEvent.click(within(state).getByRole('button', { name: 'Log in' }));
      expect(store.getState().auth.modal).toBe('login');
    },
  );
});
