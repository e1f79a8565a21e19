import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@portal/contracts';
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

  it('does nothing when the flag is off', async () => {
    const { router } = await renderApp({ path: '/live' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/live');
  });
});
