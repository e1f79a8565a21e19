import { SESSION_STORAGE_KEYS } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadPaintedPopup } from '../../app/painted-popup';
import { connectPlatform } from '../../app/platform';
import { createPortalStore } from '../../app/store';
import testTenant from '../../testing/virtual-tenant';
import { renderApp } from '../../testing/render-app';
import { announcementsPlatform, announcementsValue } from './announcements.fixtures';

const popup = (id: string, execution: 'A' | 'B' | 'F') => ({
  id,
  title: `Popup ${id}`,
  content: `<p>Text of ${id}</p>`,
  timestamp: Date.UTC(2026, 10, 20),
  execution,
});
const value = announcementsValue({ popup: [popup('before', 'B'), popup('after', 'A')] });

describe('announcement popups', () => {
  it("shows a visitor the before-login popup once per tab: not again on the tab's next page load", async () => {
    const first = await renderApp({ path: '/', fetch: announcementsPlatform(value) });
    const dialog = await screen.findByRole('dialog', { name: 'Popup before' });
    expect(dialog).toHaveTextContent('Text of before');
    expect(screen.queryByRole('dialog', { name: 'Popup after' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    // The same tab (sessionStorage kept) loads the portal again: no popup.
    await renderApp({ path: '/', fetch: announcementsPlatform(value) });
    await screen.findByRole('region', { name: 'Announcements' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a member the after-login popup instead', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.token, 'token-1');
    await renderApp({ path: '/', fetch: announcementsPlatform(value) });
    expect(await screen.findByRole('dialog', { name: 'Popup after' })).toHaveTextContent('Text of after');
    expect(screen.queryByRole('dialog', { name: 'Popup before' })).toBeNull();
  });

  it('has the announcements in the store before the first render when the page came with a painted popup', async () => {
    const requests: string[] = [];
    const platform = announcementsPlatform(value);
    const fetch: typeof globalThis.fetch = (input, init) => (requests.push(String(input)), platform(input, init));
    const store = createPortalStore();
    connectPlatform({ tenant: testTenant, store, i18n: { language: 'EN' }, fetch });
    const container = document.createElement('div');
    container.innerHTML = '<div data-first-paint=""><header></header></div>';
    await loadPaintedPopup(store, container);
    expect(requests).toEqual([]);

    container.innerHTML = '<div data-first-paint=""><div data-painted-popup="before"></div></div>';
    await loadPaintedPopup(store, container);
    expect(requests).toHaveLength(1);
    // The popups' first render reads this answer from the cache: it shows the card at once.
    const cached = JSON.stringify(store.getState());
    expect(cached).toContain('Text of before');
  });

  it("takes a visitor's popup away when the visitor logs in", async () => {
    const { store } = await renderApp({ path: '/', fetch: announcementsPlatform(value) });
    await screen.findByRole('dialog', { name: 'Popup before' });
    store.dispatch({
      type: 'auth/loggedIn',
      payload: { userName: 'trial1', nickname: 'trial1', type: 4, firstTimeLogin: false, passwordExpired: false },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Popup before' })).toBeNull());
  });
});
