import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_TOKEN_KEY } from '../../session/use-session-token';
import { renderApp } from '../../testing/render-app';

const header = () => screen.getByRole('banner');

describe('header', () => {
  it('offers Log in and Register to a visitor, as links to their pages', async () => {
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(header()).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('hides Register when the tenant has no direct registration (DIRECTREG3 off)', async () => {
    await renderApp({ path: '/', config: { modules: { DIRECTREG3: false } } });
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows the logo on /register only (the side menu carries it elsewhere)', async () => {
    await renderApp({ path: '/register' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).getByRole('img', { name: 'Test Brand' })).toHaveAttribute('src', '/assets/logo.svg');
  });

  it('has no logo on the home page header', async () => {
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows no visitor buttons to a member (the member bar comes with the accounts feature)', async () => {
    sessionStorage.setItem(SESSION_TOKEN_KEY, 'member-token');
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
