// The side menu's customer-service entries in the real app: customer service opens the popup at once
// and sends a VIP (rank level above 4) to the VIP service, others to the live chat; when the service
// configuration cannot be fetched the popup is closed and the member told so; chat needs a login;
// the speed test lists the brand's domains with their times, fastest first.
import { encryptServiceLink, SESSION_STORAGE_KEYS } from '@portal/contracts';
import { initialAuthState, type AuthState } from '@portal/feature-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { chatPanel } from '../chat/chat-panel-store';

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const CHAT_ON = { modules: { DIRECTREG3: true, FORCELOGIN3: false, CBS3: true } };
const LIVE = 'https://chat.example.test/live';
const VIP = 'https://chat.example.test/vip';

function servicePlatform(answer: 'links' | 'down') {
  return (async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input));
    if (pathname === '/wps/system/serviceConfig' && answer === 'links') {
      const pathList = [
        { type: 3, path: await encryptServiceLink(LIVE, 'Live1234') },
        { type: 4, path: await encryptServiceLink(VIP, 'Vip12345') },
      ];
      return new Response(JSON.stringify({ success: true, value: { version: { pathList } } }));
    }
    throw new TypeError('offline');
  }) as typeof fetch;
}

function fakePopup() {
  const popup = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

async function renderMenu(platform: typeof fetch, auth?: Partial<AuthState>, strictMode = false) {
  if (auth) sessionStorage.setItem(SESSION_STORAGE_KEYS.token, 'token-1');
  const app = await renderApp({
    path: '/',
    config: CHAT_ON,
    fetch: platform,
    preloadedState: auth ? { auth: { ...initialAuthState(), ...auth } } : undefined,
    strictMode,
  });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('side menu customer service', () => {
  it('sends a VIP member to the VIP service', async () => {
    const { popup, open } = fakePopup();
    await renderMenu(servicePlatform('links'), { loggedIn: true, account: 'vip1', accountType: 0, vipService: true });
    await userEvent.click(await within(menu()).findByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith('about:blank', 'customer-service', 'popup,width=440,height=750');
    await waitFor(() => expect(popup.location.href).toBe(VIP));
  });

  it('sends other members and visitors to the live chat', async () => {
    const { popup } = fakePopup();
    await renderMenu(servicePlatform('links'));
    await userEvent.click(await within(menu()).findByRole('button', { name: 'Customer service' }));
    await waitFor(() => expect(popup.location.href).toBe(LIVE));
  });

  it('closes the popup and says so when the service configuration cannot be fetched', async () => {
    const { popup } = fakePopup();
    await renderMenu(servicePlatform('down'));
    await userEvent.click(await within(menu()).findByRole('button', { name: 'Customer service' }));
    const notice = await screen.findByRole('alertdialog', { name: 'Customer service is not available' });
    expect(notice).toHaveTextContent('help@example.test');
    expect(popup.close).toHaveBeenCalledOnce();
  });

  it('asks a visitor to log in for the chat', async () => {
    const { store } = await renderMenu(servicePlatform('down'));
    await userEvent.click(await within(menu()).findByRole('button', { name: 'Live chat' }));
    expect(store.getState().auth.modal).toBe('login');
    expect(chatPanel.get().state).toBe('closed');
  });
});

describe('speed test', () => {
  it('lists the brand’s domains measuring from 0, then by time, with a failure and test again', async () => {
    const answered: string[] = [];
    // The domains answer once the test has seen them all measuring.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const platform = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname === '/wps/system/domainRoute') {
        const value = ['slow.example', 'down.example', 'fast.example'].map((domain, index) => ({
          domain,
          type: 'portal',
          primary: index === 0,
        }));
        return new Response(JSON.stringify({ success: true, value }));
      }
      if (url.pathname === '/healthz') {
        answered.push(url.hostname);
        if (url.hostname === 'down.example') throw new TypeError('Failed to fetch');
        await gate;
        await new Promise((resolve) => setTimeout(resolve, url.hostname === 'slow.example' ? 60 : 5));
        return new Response(null);
      }
      throw new TypeError('offline');
    }) as typeof fetch;
    // The measuring goes through the page's fetch (no-cors to each domain).
    vi.stubGlobal('fetch', platform);
    // In StrictMode, as the portal's entry renders: the dialog's effects mount, unmount and mount
    // again, and the measuring must survive that.
    await renderMenu(platform, undefined, true);
    await userEvent.click(await within(menu()).findByRole('button', { name: 'Speed test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Speed test' });
    const list = await within(dialog).findByRole('list', { name: 'Domains, fastest first' });
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toMatch(/^slow\.example0 ms \(measuring…\)$/);
    release();
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.firstChild?.textContent),
      ).toEqual(['fast.example', 'slow.example', 'down.example']),
    );
    await waitFor(() => expect(within(list).queryByText(/measuring/)).toBeNull());
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('No answer');
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toMatch(/^fast\.example\d+ ms$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test again' }));
    await waitFor(() => expect(answered).toHaveLength(6));
    vi.unstubAllGlobals();
  });
});
