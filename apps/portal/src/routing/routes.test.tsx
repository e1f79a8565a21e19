// Every route of the spec's table renders its screen with the shell parts the table gives it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';

interface Expectation {
  path: string;
  title: string;
  header: boolean;
  sideMenu: boolean;
  footer: boolean;
  banner: boolean;
}

const full = { header: true, sideMenu: true, footer: true };
const ROUTES: Expectation[] = [
  { path: '/', title: 'Welcome to Test Brand', ...full, banner: true },
  { path: '/index', title: 'Welcome to Test Brand', ...full, banner: true },
  { path: '/index.html', title: 'Welcome to Test Brand', ...full, banner: true },
  { path: '/register', title: 'Create account', header: true, sideMenu: false, footer: false, banner: false },
  { path: '/register.html', title: 'Create account', header: true, sideMenu: false, footer: false, banner: false },
  { path: '/login', title: 'Log in', header: true, sideMenu: false, footer: false, banner: false },
  { path: '/pointMall', title: 'Points mall', header: true, sideMenu: false, footer: true, banner: false },
  {
    path: '/lottery?gameCode=VN1&playType=2',
    title: 'Lottery',
    header: true,
    sideMenu: false,
    footer: false,
    banner: false,
  },
  { path: '/elott', title: 'E-lottery', ...full, banner: false },
  { path: '/rng', title: 'Slots', ...full, banner: false },
  { path: '/pvp', title: 'Card games', ...full, banner: false },
  { path: '/live', title: 'Live casino', ...full, banner: true },
  { path: '/fish', title: 'Fishing', ...full, banner: false },
  { path: '/sports', title: 'Sports', ...full, banner: false },
  { path: '/esports', title: 'Esports', ...full, banner: false },
  { path: '/cockfight', title: 'Cockfight', ...full, banner: false },
  { path: '/cockfightGames', title: 'Cockfight games', ...full, banner: false },
  { path: '/promotions', title: 'Promotions', ...full, banner: false },
  { path: '/promotions/42', title: 'Promotion', ...full, banner: false },
  { path: '/promoDetail?id=42', title: 'Promotion', ...full, banner: false },
  { path: '/helpmc', title: 'Help centre', header: false, sideMenu: false, footer: false, banner: false },
  { path: '/help', title: 'Help and terms', ...full, banner: false },
  // Without a game in its query, /game says so (the lobby launches into /game?nodeId=…).
  { path: '/game', title: 'No game chosen', header: true, sideMenu: false, footer: false, banner: false },
  { path: '/inhouse', title: 'In-house games', ...full, banner: false },
  { path: '/down', title: 'Download the app', ...full, banner: false },
  { path: '/download', title: 'Download the app', ...full, banner: false },
  { path: '/no/such/page', title: 'Page not found', ...full, banner: false },
];

describe('routes', () => {
  it.each(ROUTES)(
    '$path shows "$title" with its layout parts',
    async ({ path, title, header, sideMenu, footer, banner }) => {
      await renderApp({ path });
      const main = await screen.findByRole('main');
      expect(await within(main).findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.queryAllByRole('banner')).toHaveLength(header ? 1 : 0);
      expect(screen.queryAllByRole('navigation', { name: 'Main menu' })).toHaveLength(sideMenu ? 1 : 0);
      // Footer and banner slider load in their own chunks: wait for them where they belong.
      if (footer) expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
      else expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      // The test tenant has banners for w_home and w_live only; other groups show none.
      if (banner) expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
      else expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
    },
  );

  it('hides the bars of immersive screens until the visitor shows them', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    await renderApp({ path: '/seamless' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No game chosen' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show menus' }));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide menus' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers a skip link to the main content first', async () => {
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(document.body.querySelector('a, button')).toBe(skip);
  });
});

describe('route table', () => {
  it('points every route at a screen module that exists', async () => {
    const { ROUTE_TABLE } = await import('./route-table');
    const { SCREEN_LOADERS } = await import('./routes');
    for (const route of ROUTE_TABLE) {
      const load = SCREEN_LOADERS[`../screens/${route.screen.module}.tsx`];
      expect(load, route.path).toBeTypeOf('function');
      const loaded = await load!();
      expect(loaded[route.screen.exportName], route.path).toBeTypeOf('function');
    }
  });
});
