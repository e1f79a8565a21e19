// The side menu's categories once the vendor call answers (spec §2 "Left side menu"): only the
// categories that have vendors, in the vendor sorting list's order, esports and cockfight split out
// of SPORTS, each opening a child list of an All entry and its vendors.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

const card = (vassalage: string, displayName: string, sort: number, gameType = 'RNG') => ({
  vassalage,
  displayName,
  gameType,
  isHot: 0,
  iconUrl: `/vendors/${vassalage}.png`,
  accountTypeName: null,
  isGame: null,
  sort,
  nodeId: null,
});

const LANES = [
  { title: 'RNG', cards: [card('PG', 'PG Soft', 3), card('JILI', 'JILI', 6)], gameClassify: [] },
  { title: 'LIVE', cards: [card('EVO', 'Evolution', 1, 'LIVE')], gameClassify: [] },
  { title: 'FISH', cards: [], gameClassify: [] },
  {
    title: 'SPORTS',
    cards: [
      card('SBO', 'SBOBET', 2, 'SPORTS'),
      card('AV', 'AV Esports', 4, 'SPORTS'),
      card('SV3', 'SV388', 5, 'SPORTS'),
    ],
    gameClassify: [],
  },
];

/** A platform that answers the vendor call only (everything else is offline). */
const vendorsOnly: typeof fetch = async (input) => {
  const url = new URL(String(input));
  if (url.pathname === '/wps/relay/GCSGAME_newGameVendor') {
    return new Response(JSON.stringify({ success: true, value: { data: { lanes: LANES } } }), { status: 200 });
  }
  throw new TypeError('offline');
};

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('side menu categories from the vendor call', () => {
  it('lists the categories that have vendors in vendor order, each with an All entry and its vendors', async () => {
    await renderApp({
      path: '/',
      fetch: vendorsOnly,
      config: { modules: { DIRECTREG3: true, FORCELOGIN3: false, GAMELO3: true } },
    });
    await screen.findByRole('heading', { level: 1 });
    await within(menu()).findByRole('link', { name: 'Cockfight' });
    const categories = within(menu())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter(
        (href) =>
          href &&
          ['/live', '/sports', '/rng', '/esports', '/cockfight', '/fish', '/elott', '/lottery', '/pvp'].includes(href),
      );
    expect(categories).toEqual(['/live', '/sports', '/rng', '/esports', '/cockfight']);

    const show = within(menu()).getByRole('button', { name: 'Show Slots providers' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    const vendors = within(menu()).getByRole('list', { name: 'Slots providers' });
    expect(within(vendors).getByRole('link', { name: 'All Slots' })).toHaveAttribute('href', '/rng');
    expect(
      within(vendors)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Play PG Soft', 'Play JILI']);

    // A vendor card without a game of its own opens the list of its games.
    await userEvent.click(within(vendors).getByRole('button', { name: 'Play PG Soft' }));
    expect(await screen.findByRole('dialog', { name: 'PG Soft games' })).toBeInTheDocument();
  });
});
