// useRequireLogin: visitors get the login popup, trial accounts the warning, members go ahead.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginValue } from '../../test/fixtures';
import { mockPlatform } from '../../test/platform';
import { createTestStore, renderWithProviders } from '../../test/render';
import { AuthNotices } from './auth-notices';
import { startSession } from './session-thunks';
import { useRequireChatLogin, useRequireLogin, useRequireRealAccount } from './use-require-login';

function Guarded({ action }: { action: () => void }) {
  const requireLogin = useRequireLogin();
  const requireRealAccount = useRequireRealAccount();
  const requireChat = useRequireChatLogin();
  return (
    <>
      <button type="button" onClick={() => requireLogin(action)}>
        Favourite
      </button>
      <button type="button" onClick={() => requireRealAccount(action)}>
        Member centre
      </button>
      <button type="button" onClick={() => requireChat(action)}>
        Chat
      </button>
      <AuthNotices />
    </>
  );
}

beforeEach(() => {
  sessionStorage.clear();
  mockPlatform();
});

describe('useRequireLogin', () => {
  it('opens the login popup for a visitor and does not run the action', async () => {
    const action = vi.fn();
    const { store } = await renderWithProviders(<Guarded action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Member centre' }));
    expect(action).not.toHaveBeenCalled();
    expect(store.getState().auth.modal).toBe('login');
  });

  it('runs the action for a member', async () => {
    const action = vi.fn();
    const store = createTestStore();
    store.dispatch(startSession(loginValue()));
    await renderWithProviders(<Guarded action={action} />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Member centre' }));
    await userEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(action).toHaveBeenCalledTimes(2);
    expect(store.getState().auth.modal).toBeNull();
  });

  it('shows a trial account the in_need_true_account warning for the member centre, with Register now', async () => {
    const action = vi.fn();
    const store = createTestStore();
    store.dispatch(startSession(loginValue({ type: 4 })));
    await renderWithProviders(<Guarded action={action} />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Member centre' }));
    expect(action).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog', { name: 'Real account needed' });
    expect(dialog).toHaveTextContent('This feature needs a real account.');
    expect(dialog.querySelector('[data-tone="warning"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Register now' }));
    expect(store.getState().auth).toMatchObject({ notice: null, modal: 'register' });
  });

  it('shows a trial account the in_please_information warning for chat', async () => {
    const store = createTestStore();
    store.dispatch(startSession(loginValue({ type: 4 })));
    await renderWithProviders(<Guarded action={vi.fn()} />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Please register a real account to chat with customer service.',
    );
  });

  it('lets a trial account do what needs only a login', async () => {
    const action = vi.fn();
    const store = createTestStore();
    store.dispatch(startSession(loginValue({ type: 4 })));
    await renderWithProviders(<Guarded action={action} />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    expect(action).toHaveBeenCalledOnce();
  });
});
