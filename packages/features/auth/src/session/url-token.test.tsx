// The `?token=` login: accepted once when the system status is normal, gone from the address at once.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS, memberInfo, systemStatus } from '../../test/fixtures';
import { mockPlatform, ok } from '../../test/platform';
import { renderWithProviders } from '../../test/render';
import { getSessionToken } from './session-storage';
import { SessionSync } from './session-sync';
import { consumeUrlToken } from './url-token';

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

describe('URL token login', () => {
  it('logs in with the token when the system status is normal, and the router no longer sees it', async () => {
    window.history.replaceState(null, '', '/?token=url-tok&ref=x');
    const platform = mockPlatform({ handlers: { 'GET /wps/member/info': () => ok(memberInfo()) } });
    const { store } = await renderWithProviders(<SessionSync />, { route: '/?token=url-tok&ref=x' });
    expect(window.location.search).toBe('?ref=x');
    await waitFor(() => expect(store.getState().auth.accountType).toBe(0));
    expect(getSessionToken()).toBe('url-tok');
    expect(store.getState().auth).toMatchObject({ loggedIn: true, account: 'member01' });
    expect(platform.calls('GET', '/wps/member/info')[0]?.headers.Authorization).toBe('url-tok');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/?ref=x'));
  });

  it('ignores the token during maintenance (but still removes it)', async () => {
    window.history.replaceState(null, '', '/?token=url-tok');
    const platform = mockPlatform({ handlers: { 'GET /wps/system/status': () => ok(systemStatus(DEFAULT_FLAGS, { maintenance: true })) } });
    const { store } = await renderWithProviders(<SessionSync />, { route: '/?token=url-tok' });
    expect(window.location.search).toBe('');
    await waitFor(() => expect(platform.calls('GET', '/wps/system/status')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(getSessionToken()).toBeNull();
    expect(store.getState().auth.loggedIn).toBe(false);
  });
});
