import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generatePayloadKeyPair, SESSION_STORAGE_KEYS } from '@portal/contracts';
import { sessionEnded } from '@portal/feature-auth';

const SESSION_TOKEN_KEY = SESSION_STORAGE_KEYS.token;
import { renderApp } from '../testing/render-app';
import { FORCED_LOGIN_EXEMPT_PATHS, forcedLoginRedirect } from './forced-login';
import { act } from 'react';

describe('forcedLoginRedirect', () => {
  it('lets everyone through when the flag is off', () => {
    expect(forcedLoginRedirect({ forceLogin: false, token: null, pathname: '/rng' })).toBeNull();
  });

  it('sends a visitor without a token to /login from any other route', () => {
    for (const pathname of ['/', '/rng', '/pointMall', '/promotions/7', '/no-such-page', '/down/']) {
      const expected = pathname === '/down/' ? null : '/login';
      expect(forcedLoginRedirect({ forceLogin: true, token: null, pathname }), pathname).toBe(expected);
    }
  });

  it('exempts the login, registration, help-centre and download pages (any case, trailing slash)', () => {
    for (const pathname of [...FORCED_LOGIN_EXEMPT_PATHS, '/Register.HTML', '/helpmc/']) {
      expect(forcedLoginRedirect({ forceLogin: true, token: null, pathname }), pathname).toBeNull();
    }
  });

  it('lets a member with a token through', () => {
    expect(forcedLoginRedirect({ forceLogin: true, token: 'abc', pathname: '/rng' })).toBeNull();
  });
});

describe('forced-login route guard', () => {
  const forced = { modules: { FORCELOGIN3: true, DIRECTREG3: true } };

  it('redirects a visitor to /login', async () => {
    const { router } = await renderApp({ path: '/live', config: forced });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('leaves exempt pages alone', async () => {
    const { router } = await renderApp({ path: '/helpmc', config: forced });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/helpmc');
  });

  it('lets a session token through, and redirects once the session ends', async () => {
    sessionStorage.setItem(SESSION_TOKEN_KEY, 'token-1');
    const { router, store } = await renderApp({ path: '/live', config: forced });
    expect(await screen.findByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();

    // The platform ends the session (a 401 on any call): the accounts feature clears it.
    await act(() => store.dispatch(sessionEnded('login.not.session')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('waits while a ?token= login link is traded, then lets the member stay where the link pointed', async () => {
    const pair = await generatePayloadKeyPair();
    let release: () => void = () => undefined;
    const exchanged = new Promise<void>((resolve) => {
      release = resolve;
    });
    const envelope = (value: unknown) =>
      new Response(JSON.stringify({ success: true, value }), { headers: { 'Content-Type': 'application/json' } });
    const platform: typeof fetch = async (input) => {
      const { pathname } = new URL(String(input));
      if (pathname === '/wps/session/key/rsa') return envelope({ keyId: 'k1', publicKey: pair.publicKey });
      if (pathname === '/wps/session/link/exchange') {
        await exchanged;
        return envelope({
          token: 'tok-link',
          id: 7,
          userName: 'member07',
          nickname: 'Seven',
          type: 0,
          isAgent: false,
          firstTimeLogin: false,
          passwordExpired: false,
          forceChangePassword: false,
          merchantCode: 'AUR',
          currency: 'VND',
        });
      }
      throw new TypeError('offline');
    };
    window.history.replaceState(null, '', '/live?token=c0de');
    try {
      const { router, store } = await renderApp({ path: '/live?token=c0de', config: forced, fetch: platform });
      expect(store.getState().auth.loginLinkPending).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(router.state.location.pathname).toBe('/live');
      expect(screen.queryByRole('heading', { level: 1, name: 'Log in' })).toBeNull();
      release();
      expect(await screen.findByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/live');
      expect(sessionStorage.getItem(SESSION_TOKEN_KEY)).toBe('tok-link');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('does nothing when the flag is off', async () => {
    const { router } = await renderApp({ path: '/live' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/live');
  });
});
