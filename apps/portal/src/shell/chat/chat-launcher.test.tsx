// The floating chat button and panel in the real app: a visitor gets the login popup, a free-play
// account the in_please_information warning (no chat call either way); a member sees the unread
// count, kept current by the chat page's messages from the iframe (its own origin only); the panel
// shows the chat URL in a labelled iframe, minimises without dropping it, and closes on logout.
import { initialAuthState, loggedOut, type AuthState } from '@portal/feature-auth';
import { SESSION_STORAGE_KEYS } from '@portal/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { chatPanel } from './chat-panel-store';

const CHAT_ON = { modules: { DIRECTREG3: true, FORCELOGIN3: false, CBS3: true } };
const CHAT_URL = 'about:blank#chat';

function chatPlatform(unReadCount: number) {
  const calls: { path: string; body: unknown }[] = [];
  const platform: typeof fetch = async (input, init) => {
    const { pathname } = new URL(String(input));
    calls.push({ path: pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const json = (value: unknown) =>
      new Response(JSON.stringify({ success: true, value }), { headers: { 'Content-Type': 'application/json' } });
    if (pathname === '/wps/relay/CSP_unreadCount') return json({ unReadCount });
    if (pathname === '/wps/relay/CSP_getChatUrl') return json({ chatUrl: CHAT_URL });
    throw new TypeError('offline');
  };
  return { platform, calls, paths: () => calls.map((call) => call.path) };
}

async function renderAs(auth: Partial<AuthState> | null, unReadCount = 0) {
  if (auth) sessionStorage.setItem(SESSION_STORAGE_KEYS.token, 'token-1');
  const chat = chatPlatform(unReadCount);
  const app = await renderApp({
    path: '/',
    config: CHAT_ON,
    fetch: chat.platform,
    preloadedState: auth ? { auth: { ...initialAuthState(), ...auth } } : undefined,
  });
  await screen.findByRole('heading', { level: 1 });
  return { ...app, ...chat };
}

const fromChatPage = (unReadCount: number, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data: { type: 'portal:chat-unread', unReadCount } }));
  });

afterEach(() => {
  sessionStorage.clear();
  chatPanel.close();
});

describe('the floating chat panel', () => {
  it('opens the login popup for a visitor and asks for no chat call', async () => {
    const { store, paths } = await renderAs(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Open the live chat' }));
    expect(store.getState().auth.modal).toBe('login');
    expect(screen.queryByRole('dialog', { name: 'Live chat' })).toBeNull();
    expect(paths()).not.toContain('/wps/relay/CSP_getChatUrl');
  });

  it('gives a free-play account the in_please_information warning instead of the panel', async () => {
    const { store } = await renderAs({ loggedIn: true, account: 'guest1', accountType: 4 });
    await userEvent.click(await screen.findByRole('button', { name: /Open the live chat/ }));
    expect(store.getState().auth.notice).toBe('completeInformation');
    expect(await screen.findByText('Please register a real account to chat with customer service.')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Live chat' })).toBeNull();
  });

  it('shows a member the unread count and follows the chat page’s messages from its own origin only', async () => {
    await renderAs({ loggedIn: true, account: 'ana', accountType: 0 }, 2);
    expect(await screen.findByRole('button', { name: 'Open the live chat: 2 unread messages' })).toBeVisible();
    fromChatPage(5, 'https://elsewhere.example');
    // Give a wrongly accepted message the time to reach the badge (the cache update is a thunk).
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(screen.getByRole('button', { name: 'Open the live chat: 2 unread messages' })).toBeVisible();
    fromChatPage(0);
    expect(await screen.findByRole('button', { name: 'Open the live chat' })).toBeVisible();
    fromChatPage(1);
    expect(await screen.findByRole('button', { name: 'Open the live chat: 1 unread message' })).toBeVisible();
  });

  it('opens the chat page in a labelled iframe, minimises keeping it, and closes on logout', async () => {
    const { store, calls } = await renderAs({ loggedIn: true, account: 'ana', accountType: 0 });
    const launcher = await screen.findByRole('button', { name: 'Open the live chat' });
    await userEvent.click(launcher);
    const panel = await screen.findByRole('dialog', { name: 'Live chat' });
    const frame = await within(panel).findByTitle('Live chat with customer service');
    expect(frame).toHaveAttribute('src', CHAT_URL);
    expect(calls.find((call) => call.path === '/wps/relay/CSP_getChatUrl')?.body).toEqual({
      b2c: 1,
      title: 'Live chat',
      language: 'EN',
      headerColor: expect.stringMatching(/^(#[0-9a-fA-F]{3,6}|purple)$/),
    });

    await userEvent.click(within(panel).getByRole('button', { name: 'Enlarge the chat' }));
    expect(within(panel).getByRole('button', { name: 'Make the chat smaller' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Live chat' })).toBeNull();
    expect(frame).toBeInTheDocument();
    expect(launcher).toHaveFocus();

    await userEvent.click(launcher);
    expect(await screen.findByRole('dialog', { name: 'Live chat' })).toContainElement(frame);

    act(() => {
      store.dispatch(loggedOut());
    });
    expect(frame).not.toBeInTheDocument();
    expect(chatPanel.get().state).toBe('closed');
  });

  it('tells the chat page in the iframe whether the panel is shown (a minimised one marks nothing read)', async () => {
    await renderAs({ loggedIn: true, account: 'ana', accountType: 0 });
    await userEvent.click(await screen.findByRole('button', { name: 'Open the live chat' }));
    const panel = await screen.findByRole('dialog', { name: 'Live chat' });
    const frame = (await within(panel).findByTitle('Live chat with customer service')) as HTMLIFrameElement;
    // happy-dom loads no frame: the frame's window is a stand-in that records what it is sent.
    const post = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: post } });
    await userEvent.click(within(panel).getByRole('button', { name: 'Minimise the chat' }));
    expect(post).toHaveBeenLastCalledWith({ type: 'portal:chat-visibility', shown: false }, window.location.origin);
    await userEvent.click(screen.getByRole('button', { name: 'Open the live chat' }));
    expect(post).toHaveBeenLastCalledWith({ type: 'portal:chat-visibility', shown: true }, window.location.origin);
  });

  it('is not there without the chat module', async () => {
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('button', { name: /Open the live chat/ })).toBeNull();
  });
});
