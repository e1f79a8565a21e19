import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { announcementsPlatform, announcementsValue } from './announcements.fixtures';

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('announcement marquee', () => {
  it('is a labelled region that scrolls until its button pauses it, and plays again', async () => {
    prefersReducedMotion(false);
    await renderApp({ path: '/', fetch: announcementsPlatform(announcementsValue()) });
    const region = await screen.findByRole('region', { name: 'Announcements' });
    const track = within(region).getByTestId('marquee-track');
    expect(track).toHaveAttribute('data-moving', 'true');
    // Each title is offered once to assistive tech (the loop's copy is hidden).
    expect(within(region).getAllByRole('button', { name: 'Notice 1' })).toHaveLength(1);

    await userEvent.click(within(region).getByRole('button', { name: 'Pause announcements' }));
    expect(track).toHaveAttribute('data-moving', 'false');
    await userEvent.click(within(region).getByRole('button', { name: 'Play announcements' }));
    expect(track).toHaveAttribute('data-moving', 'true');
  });

  it('stands still, with nothing to pause, for people who prefer reduced motion', async () => {
    prefersReducedMotion(true);
    await renderApp({ path: '/', fetch: announcementsPlatform(announcementsValue()) });
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(region).getByTestId('marquee-track')).toHaveAttribute('data-moving', 'false');
    expect(within(region).queryByRole('button', { name: /Pause|Play/ })).toBeNull();
    expect(within(region).getByRole('button', { name: 'Notice 12' })).toBeVisible();
  });

  it('opens the notice modal on the announcement whose title is chosen', async () => {
    prefersReducedMotion(false);
    await renderApp({ path: '/', fetch: announcementsPlatform(announcementsValue()) });
    const region = await screen.findByRole('region', { name: 'Announcements' });
    await userEvent.click(within(region).getByRole('button', { name: 'Notice 11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(within(dialog).getByRole('heading', { name: 'Notice 11' })).toBeInTheDocument();
    expect(within(dialog).getByText('Body of notice 11')).toBeInTheDocument();
  });
});
