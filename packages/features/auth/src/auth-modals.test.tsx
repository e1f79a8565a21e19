// AuthModals renders the modal the slice names; the popups lead into each other.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS, loginValue, memberInfo } from '../test/fixtures';
import { mockPlatform, ok } from '../test/platform';
import { createTestStore, renderWithProviders } from '../test/render';
import { AuthModals } from './auth-modals';
import { openAuthModal } from './session/auth-slice';
import { startSession } from './session/session-thunks';

beforeEach(() => {
  sessionStorage.clear();
});

describe('AuthModals', () => {
  it('switches from the register popup to the login popup, and closes on Escape', async () => {
    mockPlatform();
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<AuthModals />);
    act(() => {
      store.dispatch(openAuthModal({ modal: 'register' }));
    });
    const register = await screen.findByRole('dialog', { name: 'Register' });
    await user.click(await within(register).findByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().auth.modal).toBeNull();
  });

  it('shows the mobile-registration notice first, then the success popup', async () => {
    mockPlatform({
      flags: { ...DEFAULT_FLAGS, MOBILENUMREG3: true },
      handlers: { 'GET /wps/member/info': () => ok(memberInfo({ account: '912345678' })) },
    });
    const user = userEvent.setup();
    const store = createTestStore();
    store.dispatch(startSession(loginValue({ userName: '912345678' })));
    await renderWithProviders(<AuthModals />, { store });
    act(() => {
      store.dispatch(openAuthModal({ modal: 'mobileRegisterNotice' }));
    });
    const notice = await screen.findByRole('dialog', { name: 'Account created' });
    expect(notice).toHaveTextContent('Your account was created automatically and you are now logged in.');
    expect(notice).toHaveTextContent('Next time, log in with your mobile number 912345678.');
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    const success = await screen.findByRole('dialog', { name: 'Registration successful' });
    await user.click(within(success).getByRole('button', { name: 'Deposit now' }));
    expect(store.getState().auth).toMatchObject({ modal: null, personalCenter: { open: true, page: 'depositv2' } });
  });

  it('welcomes a first login with the welcome variant', async () => {
    mockPlatform({ handlers: { 'GET /wps/member/info': () => ok(memberInfo()) } });
    const store = createTestStore();
    store.dispatch(startSession(loginValue({ firstTimeLogin: true })));
    await renderWithProviders(<AuthModals />, { store });
    act(() => {
      store.dispatch(openAuthModal({ modal: 'afterLogin' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome, Lucky' });
    expect(dialog).toHaveTextContent('Your account is ready. Make your first deposit to start playing.');
    expect(dialog).toHaveTextContent('We recommend changing your password now.');
  });
});
