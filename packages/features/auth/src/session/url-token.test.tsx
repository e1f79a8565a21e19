// The `?token=` login: a one-time code, traded once when the system status is normal (the notice
// then names the account), gone from the address at once.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS, loginValue, memberInfo, systemStatus } from '../../test/fixtures';
import { fail, mockPlatform, ok } from '../../test/platform';
import { renderWithProviders } from '../../test/render';
import { AuthModals } from '../auth-modals';
import { getSessionToken } from './session-storage';
import { SessionSync } from './session-sync';
import { consumeUrlToken, takeUrlTokenEarly } from './url-token';

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('consumeUrlToken', () => {
  it('returns the token and removes it from the address bar, keeping the rest of the address', () => {
    window.history.replaceState({ idx: 3 }, '', '/lobby?token=abc123&page=rng#top');
    expect(consumeUrlToken()).toBe('abc123');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/lobby?page=rng#top');
    // The router's history state survives.
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('returns null and leaves the address alone without a token', () => {
    window.history.replaceState(null, '', '/promotions?id=7');
    expect(consumeUrlToken()).toBeNull();
    expect(window.location.search).toBe('?id=7');
  });
});

describe('URL token login (a one-time login-link code)', () => {
  it('trades the code once when the system status is normal, handles the answer as a login and names the account', async () => {
    window.history.replaceState(null, '', '/?token=c0de-1&ref=x');
    const platform = mockPlatform({
      handlers: {
        'POST /wps/session/link/exchange': () => ok(loginValue({ token: 'tok-link', userName: 'member01' })),
        'GET /wps/member/info': () => ok(memberInfo()),
        'DELETE /wps/session/logout': () => ok(null),
      },
    });
    const { store } = await renderWithProviders(<AuthModals />, { route: '/?token=c0de-1&ref=x' });
    expect(window.location.search).toBe('?ref=x');
    expect(store.getState().auth.loginLinkPending).toBe(true);
    await waitFor(() => expect(store.getState().auth.accountType).toBe(0));
    expect(platform.calls('POST', '/wps/session/link/exchange')).toHaveLength(1);
    expect(platform.calls('POST', '/wps/session/link/exchange')[0]?.body).toEqual({
      code: 'c0de-1',
      loginDeviceId: 'device-test',
    });
    expect(getSessionToken()).toBe('tok-link');
    expect(store.getState().auth).toMatchObject({ loggedIn: true, account: 'member01', loginLinkPending: false });
    expect(platform.calls('GET', '/wps/member/info')[0]?.headers.Authorization).toBe('tok-link');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/?ref=x'));

    // Announced (a live region that was there before the notice) and first in the page.
    const notice = await screen.findByRole('region', { name: 'Sign-in notice' });
    expect(notice).toHaveTextContent('You are signed in as member01.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(document.body.firstElementChild?.contains(notice)).toBe(true);

    // "Not you?": the session ends there and then.
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Not you? Sign out' }));
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(false));
    expect(platform.calls('DELETE', '/wps/session/logout')).toHaveLength(1);
    expect(getSessionToken()).toBeNull();
    expect(screen.queryByRole('region', { name: 'Sign-in notice' })).toBeNull();
  });

  it('says so when the code is refused (used, expired, unknown) and leaves the visitor logged out', async () => {
    window.history.replaceState(null, '', '/promotions?token=used-code');
    mockPlatform({ handlers: { 'POST /wps/session/link/exchange': () => fail(400, 'login_link_invalid', 'invalid') } });
    const { store } = await renderWithProviders(<AuthModals />, { route: '/promotions?token=used-code' });
    const notice = await screen.findByRole('region', { name: 'Sign-in notice' });
    expect(notice).toHaveTextContent('This login link is invalid, already used or expired. Please log in.');
    expect(within(notice).queryByRole('button', { name: 'Not you? Sign out' })).toBeNull();
    expect(store.getState().auth).toMatchObject({ loggedIn: false, loginLinkPending: false });
    expect(getSessionToken()).toBeNull();
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Sign-in notice' })).toBeNull();
  });

  it('opens the forced password change when the account must change its password', async () => {
    window.history.replaceState(null, '', '/?token=c0de-2');
    mockPlatform({
      handlers: {
        'POST /wps/session/link/exchange': () => ok(loginValue({ token: 'tok-link', forceChangePassword: true })),
      },
    });
    const { store } = await renderWithProviders(<AuthModals />, { route: '/?token=c0de-2' });
    await waitFor(() => expect(store.getState().auth).toMatchObject({ modal: 'changePassword', forced: true }));
    expect(getSessionToken()).toBe('tok-link');
  });

  it('ignores the code during maintenance (but still removes it)', async () => {
    window.history.replaceState(null, '', '/?token=c0de-3');
    const platform = mockPlatform({
      handlers: { 'GET /wps/system/status': () => ok(systemStatus(DEFAULT_FLAGS, { maintenance: true })) },
    });
    const { store } = await renderWithProviders(<SessionSync />, { route: '/?token=c0de-3' });
    expect(window.location.search).toBe('');
    await waitFor(() => expect(platform.calls('GET', '/wps/system/status')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    await waitFor(() => expect(store.getState().auth.loginLinkPending).toBe(false));
    expect(platform.calls('POST', '/wps/session/link/exchange')).toHaveLength(0);
    expect(getSessionToken()).toBeNull();
    expect(store.getState().auth.loggedIn).toBe(false);
  });
});

describe('takeUrlTokenEarly (the portal takes the code before its store and router exist)', () => {
  it('leaves the router an address without the code, keeps the link pending and trades the code once', async () => {
    window.history.replaceState(null, '', '/lobby?token=early-1&ref=x');
    takeUrlTokenEarly();
    expect(window.location.pathname + window.location.search).toBe('/lobby?ref=x');
    const platform = mockPlatform({
      handlers: {
        'POST /wps/session/link/exchange': () => ok(loginValue({ token: 'tok-early', userName: 'member01' })),
        'GET /wps/member/info': () => ok(memberInfo()),
      },
    });
    // The router starts on the address as it is now: it never held the code.
    const { store } = await renderWithProviders(<SessionSync />, { route: '/lobby?ref=x' });
    expect(store.getState().auth.loginLinkPending).toBe(true);
    await waitFor(() => expect(store.getState().auth).toMatchObject({ loggedIn: true, loginLinkPending: false }));
    expect(platform.calls('POST', '/wps/session/link/exchange').map((call) => call.body)).toEqual([
      { code: 'early-1', loginDeviceId: 'device-test' },
    ]);
    expect(screen.getByTestId('location').textContent).toBe('/lobby?ref=x');
    // Handed over once: a later read finds no code.
    expect(consumeUrlToken()).toBeNull();
  });

  it('leaves nothing pending when the address has no code', async () => {
    window.history.replaceState(null, '', '/lobby');
    takeUrlTokenEarly();
    const { store } = await renderWithProviders(<SessionSync />, { route: '/lobby' });
    expect(store.getState().auth.loginLinkPending).toBe(false);
  });
});
