import { SESSION_STORAGE_KEYS } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const inboxOn = { modules: { DIRECTREG3: true, FORCELOGIN3: false, INBOX3: true } };

/** The platform answers the unread count only (every other call fails as offline). */
function unreadPlatform(unReadCount: number) {
  const calls: string[] = [];
  const platform: typeof fetch = async (input) => {
    const { pathname } = new URL(String(input));
    calls.push(pathname);
    if (pathname === '/wps/relay/EMFE_getInboxUnreadCount') {
      return new Response(JSON.stringify({ success: true, value: { unReadCount } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    throw new TypeError('offline');
  };
  return { platform, calls };
}

afterEach(() => sessionStorage.clear());

describe('side menu platform messages', () => {
  it('shows a member the unread count and opens the member centre on the inbox', async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.token, 'token-1');
    const { platform } = unreadPlatform(2);
    const { store } = await renderApp({ path: '/', config: inboxOn, fetch: platform });
    await screen.findByRole('heading', { level: 1 });
    const entry = await within(menu()).findByRole('button', { name: 'Platform messages: 2 unread messages' });
    await userEvent.click(entry);
    expect(store.getState().auth.personalCenter).toEqual({ open: true, page: 'messageV2' });
  });

  it('asks a visitor to log in and does not ask for a count', async () => {
    const { platform, calls } = unreadPlatform(2);
    const { store } = await renderApp({ path: '/', config: inboxOn, fetch: platform });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(await within(menu()).findByRole('button', { name: 'Platform messages' }));
    expect(store.getState().auth.modal).toBe('login');
    expect(calls).not.toContain('/wps/relay/EMFE_getInboxUnreadCount');
  });

  it('is not in the menu without the inbox module', async () => {
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    await within(menu()).findByRole('link', { name: 'Telegram (opens in a new tab)' });
    await waitFor(() => expect(within(menu()).getByRole('button', { name: 'Help centre' })).toBeInTheDocument());
    expect(within(menu()).queryByRole('button', { name: /Platform messages/ })).toBeNull();
  });
});
