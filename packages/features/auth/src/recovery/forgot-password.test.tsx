// Forgot password: by e-mail, and by phone with a countdown to the platform's expirationTime.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FLAGS, loginValue, memberInfo } from '../../test/fixtures';
import { fail, mockPlatform, ok } from '../../test/platform';
import { field, renderWithProviders } from '../../test/render';
import { solveSmsCaptcha } from '../../test/sms-captcha';
import { AuthModals } from '../auth-modals';
import { openAuthModal } from '../session/auth-slice';
import { getSessionToken } from '../session/session-storage';

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('forgot password by e-mail', () => {
  it('validates username and e-mail by their rules, then sends them and says so', async () => {
    const stub = mockPlatform({ handlers: { 'POST /wps/member/password/email': () => ok(null) } });
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<AuthModals />);
    act(() => {
      store.dispatch(openAuthModal({ modal: 'forgotPassword' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    // Without CHNGPASSVERIF3 there is only the e-mail form, no tabs.
    expect(within(dialog).queryByRole('tab')).toBeNull();
    await user.type(field('Username'), '9lives');
    await user.type(field('E-mail'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(field('Username')).toHaveAccessibleDescription(
      'Start with a letter, then letters or digits, 6 to 12 characters.',
    );
    expect(field('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address of 6 to 64 characters.');
    expect(field('Captcha')).toHaveAccessibleDescription('This field is required.');
    expect(stub.calls('POST', '/wps/member/password/email')).toHaveLength(0);
    // The captcha image loaded with the form.
    expect(stub.calls('GET', '/wps/captcha')).toHaveLength(1);

    await user.clear(field('Username'));
    await user.type(field('Username'), 'member01');
    await user.clear(field('E-mail'));
    // Within the tenant's pattern, but markup is no address.
    await user.type(field('E-mail'), 'a@<svg/onload=x>.io');
    await user.type(field('Captcha'), 'AB12');
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(field('E-mail')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address, such as name@example.com.',
    );
    expect(stub.calls('POST', '/wps/member/password/email')).toHaveLength(0);

    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'member01@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'We have sent a temporary password to member01@example.test.',
    );
    expect(stub.calls('POST', '/wps/member/password/email')[0]?.body).toEqual({
      username: 'member01',
      email: 'member01@example.test',
      captcha: 'AB12',
    });
    // Each answer is used once: a new image and an empty field for the next try.
    await waitFor(() => expect(stub.calls('GET', '/wps/captcha')).toHaveLength(2));
    expect(field('Captcha')).toHaveValue('');
  });

  it('says when the username or e-mail does not exist', async () => {
    mockPlatform({ handlers: { 'POST /wps/member/password/email': () => fail(404, 'account_not_found', 'nope') } });
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<AuthModals />);
    act(() => {
      store.dispatch(openAuthModal({ modal: 'forgotPassword' }));
    });
    await user.type(await screen.findByLabelText(/^Username/), 'member01');
    await user.type(field('E-mail'), 'member01@example.test');
    await user.type(field('Captcha'), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Send e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This username or e-mail does not exist.');
  });
});

describe('reset by phone', () => {
  const flags = { ...DEFAULT_FLAGS, CHNGPASSVERIF3: true };

  it('counts down to expirationTime without a new code meanwhile, then resets, logs in and goes home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stub = mockPlatform({
      flags,
      handlers: {
        'POST /wps/verification/sms/noLogin': () => ok({ expiredMinutes: 5, expirationTime: Date.now() + 90_000 }),
        'POST /wps/member/password/verification': () => ok(loginValue({ userName: 'member01', token: 'tok-reset' })),
        'GET /wps/member/info': () => ok(memberInfo()),
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { store } = await renderWithProviders(<AuthModals />, { route: '/promotions' });
    act(() => {
      store.dispatch(openAuthModal({ modal: 'forgotPassword', recoveryMethod: 'phone' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    expect(within(dialog).getByRole('tab', { name: 'By phone' })).toHaveAttribute('aria-selected', 'true');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await solveSmsCaptcha(user, 'AB12');
    // 90 s from the server's expirationTime, not expiredMinutes (5 min).
    expect(await within(dialog).findByRole('button', { name: 'Code sent (90)' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(30_000));
    expect(within(dialog).getByRole('button', { name: 'Code sent (60)' })).toBeDisabled();
    expect(stub.calls('POST', '/wps/verification/sms/noLogin')).toHaveLength(1);

    await user.type(field('Verification code'), '4321');
    await user.type(field('New password'), 'fresh123');
    await user.type(field('Confirm new password'), 'fresh123');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(getSessionToken()).toBe('tok-reset'));
    expect(stub.calls('POST', '/wps/member/password/verification')[0]?.body).toEqual({
      mobileNum: '912345678',
      countryDialingCode: '+84',
      verificationCode: '4321',
      newPassword: 'fresh123',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    await waitFor(() => expect(store.getState().auth.modal).toBe('afterLogin'));
  });
});

describe('reset by phone with an authenticator app bound', () => {
  const flags = { ...DEFAULT_FLAGS, CHNGPASSVERIF3: true };

  it('resets, then asks for the app’s code before the session', async () => {
    const stub = mockPlatform({
      flags,
      handlers: {
        'POST /wps/verification/sms/noLogin': () => ok({ expiredMinutes: 5, expirationTime: Date.now() + 90_000 }),
        'POST /wps/member/password/verification': () =>
          fail(403, 'login_verify_required', '', {
            ticket: 'ticket-reset',
            challenge: 'authenticator',
            channel: null,
            sentTo: null,
            expiresAt: Date.now() + 300_000,
          }),
        'POST /wps/session/login/verify': () => ok(loginValue({ userName: 'member01', token: 'tok-2fa' })),
        'GET /wps/member/info': () => ok(memberInfo()),
      },
    });
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<AuthModals />, { route: '/promotions' });
    act(() => {
      store.dispatch(openAuthModal({ modal: 'forgotPassword', recoveryMethod: 'phone' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await solveSmsCaptcha(user, 'AB12');
    await user.type(field('Verification code'), '4321');
    await user.type(field('New password'), 'fresh123');
    await user.type(field('Confirm new password'), 'fresh123');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));

    const step = await within(dialog).findByRole('form', { name: 'Confirm your login' });
    expect(getSessionToken()).toBeNull();
    await user.type(within(step).getByRole('textbox', { name: /Verification code/ }), '135790');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(getSessionToken()).toBe('tok-2fa'));
    expect(stub.calls('POST', '/wps/session/login/verify')[0]?.body).toMatchObject({
      ticket: 'ticket-reset',
      method: 'authenticator',
      code: '135790',
    });
  });
});
