import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { announcementsPlatform, announcementsValue } from './announcements.fixtures';

const openNotices = async () => {
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  await userEvent.click(await within(menu).findByRole('button', { name: 'Announcements' }));
  return screen.findByRole('dialog', { name: 'Announcements' });
};

describe('notice modal', () => {
  it('lists nine announcements a page, and the second page shows the rest with the first of them in detail', async () => {
    await renderApp({ path: '/', fetch: announcementsPlatform(announcementsValue()) });
    await screen.findByRole('region', { name: 'Announcements' });
    const dialog = await openNotices();
    const list = () => within(dialog).getByRole('list', { name: 'Announcement list' });
    expect(within(list()).getAllByRole('button')).toHaveLength(9);
    expect(within(dialog).getByRole('heading', { name: 'Notice 1' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    expect(
      within(list())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Notice 10', 'Notice 11', 'Notice 12']);
    const detail = within(dialog).getByRole('article', { name: 'Notice 10' });
    expect(within(detail).getByRole('heading', { name: 'Notice 10' })).toBeInTheDocument();
    expect(within(detail).getByText('Body of notice 10')).toBeInTheDocument();
    expect(detail.querySelector('time')).toHaveAttribute('dateTime', expect.stringMatching(/^2026-11-20T/));

    await userEvent.click(within(list()).getByRole('button', { name: 'Notice 12' }));
    expect(within(dialog).getByRole('heading', { name: 'Notice 12' })).toBeInTheDocument();
    expect(within(list()).getByRole('button', { name: 'Notice 12' })).toHaveAttribute('aria-current', 'true');
  });

  it('closes with Escape (the kit Modal) and gives focus back to the menu entry', async () => {
    await renderApp({ path: '/', fetch: announcementsPlatform(announcementsValue()) });
    await screen.findByRole('region', { name: 'Announcements' });
    await openNotices();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toHaveAccessibleName('Announcements');
  });
});
