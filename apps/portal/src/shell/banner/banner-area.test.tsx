import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEverythingVisible } from '../../testing/intersection-observer';
import type { TenantBannerWithUrl } from 'virtual:tenant';
import { renderApp } from '../../testing/render-app';
import { announcementsPlatform, announcementsValue } from '../announcements/announcements.fixtures';
import { bannerRoute } from './banner-area';

beforeEach(() => makeEverythingVisible());
afterEach(() => vi.unstubAllGlobals());

describe('banner area', () => {
  it("shows the route group's banners as slides with their translated descriptions", async () => {
    await renderApp({ path: '/' });
    const region = await screen.findByRole('region', { name: 'Featured' });
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    expect(await within(region).findByRole('img', { name: 'Slots banner' })).toHaveAttribute('src', '/assets/b1.svg');
    expect(within(region).getByRole('img', { name: 'Offer banner' })).toHaveAttribute('src', '/assets/b2.svg');
  });

  it('loads the first banner at once with high priority (the largest paint) and the others lazily', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    await renderApp({ path: '/' });
    const region = await screen.findByRole('region', { name: 'Featured' });
    expect(await within(region).findByRole('img', { name: 'Slots banner' })).toHaveAttribute('fetchpriority', 'high');
    // Never seen by the observer: the second banner is not requested.
    expect(within(region).queryByRole('img', { name: 'Offer banner' })).not.toBeInTheDocument();
  });

  it('navigates when a banner with a route link is clicked', async () => {
    const { router } = await renderApp({ path: '/' });
    const region = await screen.findByRole('region', { name: 'Featured' });
    await userEvent.click(within(region).getByRole('link', { name: 'Slots banner' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rng');
  });

  it('opens external addresses in a new tab', async () => {
    await renderApp({ path: '/' });
    const home = await screen.findByRole('region', { name: 'Featured' });
    const external = within(home).getByRole('link', { name: 'Offer banner' });
    expect(external).toHaveAttribute('href', 'https://example.test/offer');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links a promotion banner to the promotion detail', async () => {
    await renderApp({ path: '/live' });
    const region = await screen.findByRole('region', { name: 'Featured' });
    expect(within(region).getByRole('link', { name: 'Live banner' })).toHaveAttribute(
      'href',
      '/promotions/welcome%20bonus',
    );
    // One banner: nothing to move between.
    expect(within(region).queryByRole('button', { name: 'Next banner' })).not.toBeInTheDocument();
  });
});

describe('bannerRoute', () => {
  const banner = (link: TenantBannerWithUrl['link']): TenantBannerWithUrl => ({
    id: 'b',
    group: 'w_home',
    image: 'assets/b.svg',
    altKey: 'banners.one',
    imageUrl: '/assets/b.svg',
    link,
  });

  it('leads to a route, a promotion, a game (launched by the game screen) or nowhere inside the portal', () => {
    expect(bannerRoute(banner({ type: 'route', target: 'rng' }))).toBe('/rng');
    expect(bannerRoute(banner({ type: 'promotion', target: 'welcome bonus' }))).toBe('/promotions/welcome%20bonus');
    const game = new URL(bannerRoute(banner({ type: 'game', target: 'PG/1042' }))!, 'http://portal.test');
    expect(game.pathname).toBe('/game');
    expect(Object.fromEntries(game.searchParams)).toMatchObject({ nodeId: '1042', vassalage: 'PG' });
    expect(bannerRoute(banner({ type: 'url', target: 'https://example.test' }))).toBeNull();
    expect(bannerRoute(banner(undefined))).toBeNull();
  });
});

describe('banner area with the platform banners', () => {
  it("shows the banners the platform lists for the group, in its order, with the platform's links", async () => {
    const value = announcementsValue({
      player: [],
      banners: [
        { bannerId: 'test-home-2', url: 'assets/b2.svg', groupName: 'w_home', linkageType: 'route', linkage: '/live' },
        { bannerId: 'unknown-to-this-build', url: 'x.svg', groupName: 'w_home', linkageType: 'none', linkage: null },
      ],
    });
    const { router } = await renderApp({ path: '/', fetch: announcementsPlatform(value) });
    const region = await screen.findByRole('region', { name: 'Featured' });
    await waitFor(() => expect(within(region).queryByRole('img', { name: 'Slots banner' })).toBeNull());
    await userEvent.click(within(region).getByRole('link', { name: 'Offer banner' }));
    // /live is a lazy route: the router moves once its screen's chunk has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/live'));
  });
});
