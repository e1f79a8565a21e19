// Logging in as staff: the login call, the token kept for the tab, the navigation by role, the
// remembered merchant code, a refused login in the staff's words with what was typed kept, and a
// 401 that sends the staff member back to the login.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBackoffice } from '../testing/render-backoffice';
import { pageOf, sessionOf } from '../testing/fixtures';
import { TOKEN_STORAGE_KEY } from './session-slice';

const loginAs = (username: string, roles: Parameters<typeof sessionOf>[1]) => ({
  'POST /ops/session': { value: { ...sessionOf(username, roles), token: `token-of-${username}` } },
  'GET /ops/session': { value: sessionOf(username, roles) },
  'GET /ops/withdrawals': { value: pageOf([]) },
  'GET /ops/approvals': { value: pageOf([]) },
  'GET /ops/staff': { value: { list: [] } },
  'GET /ops/audit': { value: pageOf([]) },
});

describe('staff login', () => {
  it('logs in, keeps the token for the tab and shows only the pages the roles allow', async () => {
    const { user, ops } = await renderBackoffice({ routes: loginAs('finance', ['finance']) });

    await user.type(await screen.findByRole('textbox', { name: /merchant code/i }), 'aur');
    await user.type(screen.getByRole('textbox', { name: /username/i }), 'finance');
    await user.type(screen.getByLabelText(/^password/i), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(within(nav).getByRole('link', { name: 'Withdrawals' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Approvals' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Audit trail' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Messages & rewards' })).not.toBeInTheDocument();
    // The first page the roles allow, focused on its title.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Withdrawals' });
    await vi.waitFor(() => expect(heading).toHaveFocus());

    expect(ops.callsTo('POST /ops/session')[0]?.body).toEqual({
      merchantCode: 'AUR',
      username: 'finance',
      password: 'correct horse battery',
    });
    expect(ops.callsTo('GET /ops/session')[0]?.authorization).toBe('Bearer token-of-finance');
    expect(ops.callsTo('GET /ops/withdrawals')[0]?.authorization).toBe('Bearer token-of-finance');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-of-finance');
    expect(localStorage.getItem('backoffice.merchantCode')).toBe('AUR');
    expect(screen.getByText('Finance Staff')).toBeInTheDocument();
  });

  it('gives an admin the staff and audit pages, and nothing of finance', async () => {
    await renderBackoffice({ token: 'token-of-admin', routes: loginAs('admin', ['admin']) });
    const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Staff', 'Audit trail']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
  });

  it('sends a staff member who opens a page of another role to their own first page', async () => {
    await renderBackoffice({ path: '/staff', token: 'token-of-content', routes: loginAs('content', ['content']) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Approvals' })).toBeInTheDocument();
  });

  it('shows a refused login in the staff words and keeps what was typed', async () => {
    localStorage.setItem('backoffice.merchantCode', 'LTS');
    const { user } = await renderBackoffice({
      routes: { 'POST /ops/session': { status: 400, errorCode: 'login_failed', message: 'bad' } },
    });
    const merchant = await screen.findByRole('textbox', { name: /merchant code/i });
    expect(merchant).toHaveValue('LTS');
    await user.type(screen.getByRole('textbox', { name: /username/i }), 'finance');
    await user.type(screen.getByLabelText(/^password/i), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The merchant code, username or password is wrong.');
    expect(merchant).toHaveValue('LTS');
    expect(screen.getByRole('textbox', { name: /username/i })).toHaveValue('finance');
    expect(screen.getByLabelText(/^password/i)).toHaveValue('wrong password');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('says how long a locked login waits', async () => {
    const { user } = await renderBackoffice({
      routes: {
        'POST /ops/session': { status: 429, errorCode: 'login_locked', value: { retryAfterSeconds: 120 } },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /merchant code/i }), 'AUR');
    await user.type(screen.getByRole('textbox', { name: /username/i }), 'finance');
    await user.type(screen.getByLabelText(/^password/i), 'x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed logins: try again in 2 minutes');
  });

  it('drops the token on a 401 and shows the login again', async () => {
    await renderBackoffice({
      token: 'expired-token',
      routes: { 'GET /ops/session': { status: 401, errorCode: 'login.not.session' } },
    });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please log in again.');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('logs out: the platform is told and the token is gone', async () => {
    const { user, ops } = await renderBackoffice({
      token: 'token-of-finance',
      routes: { ...loginAs('finance', ['finance']), 'DELETE /ops/session': { value: null } },
    });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(ops.callsTo('DELETE /ops/session')[0]?.authorization).toBe('Bearer token-of-finance');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
