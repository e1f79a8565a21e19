import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@portal/contracts';

const SESSION_TOKEN_KEY = SESSION_STORAGE_KEYS.token;
import { renderApp } from '../../testing/render-app';

const header = () => screen.getByRole('banner');

describe('header', () => {
  it('offers Log in and Register to a visitor, opening their popups', async () => {
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(within(header()).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('hides Register when the tenant has no direct registration (DIRECTREG3 off)', async () => {
    await renderApp({ path: '/', config: { modules: { DIRECTREG3: false } } });
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(header()).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
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

  it("shows a member the member bar instead of the visitor's buttons", async () => {
    sessionStorage.setItem(SESSION_TOKEN_KEY, 'member-token');
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(await within(header()).findByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  });
});
