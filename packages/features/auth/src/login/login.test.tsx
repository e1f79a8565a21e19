// Logging in against a stubbed platform: username and SMS login, errors, the captcha, remember
// me, the forced password change, and the links and buttons the flags switch on.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS, loginValue, memberInfo, systemStatus } from '../../test/fixtures';
import { fail, mockPlatform, ok, type PlatformOptions } from '../../test/platform';
import { field, findField, queryField, renderWithProviders, type RenderOptions } from '../../test/render';
import { AuthModals } from '../auth-modals';
import { openAuthModal, loggedOut } from '../session/auth-slice';
import { forgetRememberedLogin } from '../session/remember-me';
import { getSessionToken } from '../session/session-storage';
import { SMS_CAPTCHA_TITLE, solveSmsCaptcha } from '../../test/sms-captcha';
import { LoginForm } from './login-form';

function platform(options: PlatformOptions = {}) {
  return mockPlatform({
    ...options,
    handlers: {
      'POST /wps/session/login': () => ok(loginValue()),
      'GET /wps/member/info': () => ok(memberInfo()),
      ...options.handlers,
    },
  });
}

async function logIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(await findField('Username'), username);
  await user.type(field('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** The login form with the modals its success opens (after-login, change password), as the app has them. */
function renderLoginWithModals(options: RenderOptions = {}) {
  return renderWithProviders(
    <>
      <LoginForm />
      <AuthModals />
    </>,
    options,
  );
}

/** Logs reset01 in with the platform asking for a password change; resolves with the forced modal. */
async function logInToForcedChange(user: ReturnType<typeof userEvent.setup>) {
  const { store } = await renderLoginWithModals();
  await logIn(user, 'reset01', '123456');
  const dialog = await screen.findByRole('dialog', { name: 'Please change your password' });
  return { store, dialog };
}

beforeEach(() => {
  sessionStorage.clear();
  forgetRememberedLogin();
});

describe('login by username', () => {
  it('sends the trimmed username and password, stores the session, goes home and shows the after-login modal', async () => {
    const stub = platform();
    const user = userEvent.setup();
    const { store } = await renderLoginWithModals({ route: '/login' });
    expect(field('Username')).toHaveAttribute('autocomplete', 'username');
    expect(field('Password')).toHaveAttribute('autocomplete', 'current-password');
    await logIn(user, '  member01 ', ' demo1234  ');
    await waitFor(() => expect(store.getState().auth.modal).toBe('afterLogin'));
    expect(stub.calls('POST', '/wps/session/login')[0]?.body).toEqual({
      type: 'username',
      username: 'member01',
      password: 'demo1234',
      loginDeviceId: 'device-test',
    });
    expect(getSessionToken()).toBe('tok-member01');
    expect(stub.calls('GET', '/wps/member/info').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(await screen.findByRole('dialog', { name: 'Welcome back, Lucky' })).toBeInTheDocument();
  });

  it('requires both fields before calling', async () => {
    const stub = platform();
    const user = userEvent.setup();
    await renderWithProviders(<LoginForm />);
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    // The form validates asynchronously: its errors render once the check has answered.
    await waitFor(() => expect(field('Username')).toHaveAccessibleDescription('This field is required.'));
    expect(field('Password')).toHaveAccessibleDescription('This field is required.');
    expect(field('Username')).toHaveFocus();
    expect(stub.calls('POST', '/wps/session/login')).toHaveLength(0);
  });

  it('shows the translated error, focuses it and keeps what was typed', async () => {
    platform({ handlers: { 'POST /wps/session/login': () => fail(400, 'login_failed', '#1001 wrong') } });
    const user = userEvent.setup();
    await renderWithProviders(<LoginForm />);
    await logIn(user, 'member01', 'nope');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The username or password is incorrect.');
    expect(alert).toHaveFocus();
    expect(field('Username')).toHaveValue('member01');
    expect(field('Password')).toHaveValue('nope');
  });

  it("falls back to the platform's message for a code it has no text for", async () => {
    platform({ handlers: { 'POST /wps/session/login': () => fail(400, 'some_new_code', '#77 Something new') } });
    const user = userEvent.setup();
    await renderWithProviders(<LoginForm />);
    await logIn(user, 'member01', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('#77 Something new');
  });

  it('switches the captcha on when a failure carries captcha: true, sends the answer and refreshes it after another failure', async () => {
    let attempts = 0;
    const stub = platform({
      handlers: {
        'POST /wps/session/login': () => {
          attempts += 1;
          return attempts < 3 ? fail(400, 'login_failed', 'wrong', { captcha: true }) : ok(loginValue());
        },
      },
    });
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<LoginForm />);
    expect(queryField('Captcha')).toBeNull();
    await logIn(user, 'member01', 'nope');
    const captcha = await findField('Captcha');
    expect(await screen.findByAltText('Captcha image')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(stub.calls('GET', '/wps/captcha')[0]?.query.get('scene')).toBe('login');
    // Now required.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(captcha).toHaveAccessibleDescription('This field is required.');
    await user.type(captcha, 'AB12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(stub.calls('GET', '/wps/captcha')).toHaveLength(2));
    expect(stub.calls('POST', '/wps/session/login')[1]?.body).toMatchObject({ captcha: 'AB12' });
    expect(field('Captcha')).toHaveValue('');
    await user.type(field('Captcha'), 'CD34');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(true));
  });
});

describe('remember me', () => {
  it('keeps the username in a 24-hour cookie, never the password, and fills the form next time', async () => {
    platform();
    const user = userEvent.setup();
    const first = await renderWithProviders(<LoginForm />);
    await user.type(await findField('Username'), 'member01');
    await user.type(field('Password'), 'demo1234');
    await user.click(screen.getByRole('checkbox', { name: /Remember me/ }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(first.store.getState().auth.loggedIn).toBe(true));
    expect(document.cookie).toContain('loginRemember=1');
    expect(document.cookie).toContain('loginUsername=member01');
    expect(document.cookie).not.toContain('demo1234');
    first.unmount();

    sessionStorage.clear();
    await renderWithProviders(<LoginForm />);
    expect(await findField('Username')).toHaveValue('member01');
    expect(field('Password')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Remember me/ })).toBeChecked();
  });

  it('forgets the cookies when a login happens without remember me', async () => {
    platform();
    document.cookie = 'loginRemember=1; Path=/';
    document.cookie = 'loginUsername=old; Path=/';
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<LoginForm />);
    await user.click(screen.getByRole('checkbox', { name: /Remember me/ }));
    await user.clear(field('Username'));
    await logIn(user, 'member01', 'demo1234');
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(true));
    expect(document.cookie).not.toContain('loginRemember');
    expect(document.cookie).not.toContain('loginUsername');
  });
});

describe('forced password change', () => {
  it('opens the forced change-password modal after forceChangePassword, reusing the login password as the old one', async () => {
    const stub = platform({
      handlers: {
        'POST /wps/session/login': () => ok(loginValue({ passwordExpired: true, forceChangePassword: true })),
        'POST /wps/member/password': () => ok(null),
      },
    });
    const user = userEvent.setup();
    const { store, dialog } = await logInToForcedChange(user);
    expect(store.getState().auth).toMatchObject({ modal: 'changePassword', forced: true });
    expect(within(dialog).queryByLabelText(/^Current password/)).toBeNull();

    // It cannot be dismissed: Escape asks whether to sign out instead.
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Log out?' });
    await user.click(within(ask).getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('dialog', { name: 'Please change your password' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^New password/), 'newpass12');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'newpass12');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(store.getState().auth.modal).toBe('afterLogin'));
    expect(stub.calls('POST', '/wps/member/password')[0]?.body).toEqual({
      oldPassword: '123456',
      newPassword: 'newpass12',
      confirmNewPassword: 'newpass12',
    });
    expect(store.getState().auth.forced).toBe(false);
  });

  it('offers signing out instead', async () => {
    platform({
      handlers: {
        'POST /wps/session/login': () => ok(loginValue({ forceChangePassword: true })),
        'DELETE /wps/session/logout': () => ok(null),
      },
    });
    const user = userEvent.setup();
    const { store, dialog } = await logInToForcedChange(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Log out?' });
    await user.click(within(ask).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(false));
    expect(getSessionToken()).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Please change your password' })).toBeNull();
  });
});

describe('login by SMS', () => {
  const flags = { ...DEFAULT_FLAGS, MOBILEVERCODELOGIN3: true };

  it('is a tab only with MOBILEVERCODELOGIN3', async () => {
    platform();
    await renderWithProviders(<LoginForm />);
    await findField('Username');
    expect(screen.queryByRole('tab', { name: 'SMS code' })).toBeNull();
  });

  it('keeps what was typed in the username form when the SMS tab appears with the platform status', async () => {
    let answerStatus: () => void = () => undefined;
    const statusAnswered = new Promise<void>((resolve) => (answerStatus = resolve));
    platform({ handlers: { 'GET /wps/system/status': async () => (await statusAnswered, ok(systemStatus(flags))) } });
    const user = userEvent.setup();
    await renderWithProviders(<LoginForm />);
    await user.type(await findField('Username'), 'member01');
    await user.type(field('Password'), 'demo1234');
    expect(screen.queryByRole('tab', { name: 'SMS code' })).toBeNull();

    answerStatus();
    await screen.findByRole('tab', { name: 'SMS code' });
    const form = screen.getByRole('form', { name: 'Log in with a username' });
    expect(within(form).getByRole('textbox', { name: /^Username/ })).toHaveValue('member01');
    expect(within(form).getByLabelText(/^Password/)).toHaveValue('demo1234');
  });

  it('sends the number as the username and the code as the password, and remembers the number', async () => {
    const stub = platform({
      flags,
      handlers: {
        'POST /wps/verification/sms/noLogin': () => ok({ expiredMinutes: 1, expirationTime: Date.now() + 60_000 }),
      },
    });
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<LoginForm />);
    await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await solveSmsCaptcha(user, 'AB12');
    expect(await screen.findByRole('button', { name: 'Code sent (60)' })).toBeDisabled();
    expect(stub.calls('GET', '/wps/captcha')[0]?.query.get('scene')).toBe('sms');
    expect(stub.calls('POST', '/wps/verification/sms/noLogin')[0]?.body).toEqual({
      mobileNum: '912345678',
      countryDialingCode: '+84',
      captcha: 'AB12',
    });
    expect(screen.queryByRole('dialog', { name: SMS_CAPTCHA_TITLE })).toBeNull();
    // The button counts down disabled, so focus moves on to where the code goes.
    await waitFor(() => expect(field('Verification code')).toHaveFocus());
    expect(field('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field('Verification code'), '987650');
    await user.click(screen.getByRole('checkbox', { name: /Remember me/ }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(true));
    expect(stub.calls('POST', '/wps/session/login')[0]?.body).toMatchObject({
      type: 'sms',
      username: '912345678',
      password: '987650',
      countryDialingCode: '+84',
    });
    expect(decodeURIComponent(document.cookie)).toContain(
      'loginTypeSms={"mobileNum":"912345678","countryDialingCode":"+84"}',
    );
    expect(document.cookie).not.toContain('987650');
  });
});

describe('the captcha before an SMS', () => {
  const flags = { ...DEFAULT_FLAGS, MOBILEVERCODELOGIN3: true };

  it('asks only for a valid number; a wrong answer shows a new image and says so, keeping the number', async () => {
    let sends = 0;
    const stub = platform({
      flags,
      handlers: {
        'POST /wps/verification/sms/noLogin': () => {
          sends += 1;
          return sends === 1
            ? fail(400, 'captcha_error', 'wrong', { captcha: true })
            : ok({ expiredMinutes: 1, expirationTime: Date.now() + 60_000 });
        },
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<LoginForm />);
    await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    // An empty number: no dialog, the number says why.
    expect(screen.queryByRole('dialog', { name: SMS_CAPTCHA_TITLE })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '912345678');
    await new Promise((resolve) => setTimeout(resolve, 1000));

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog', { name: SMS_CAPTCHA_TITLE });
    expect(dialog).toHaveAccessibleDescription('Enter the characters in the image to get your code.');
    // Empty: says so without a call.
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByRole('textbox', { name: /^Captcha/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(stub.calls('POST', '/wps/verification/sms/noLogin')).toHaveLength(0);

    await solveSmsCaptcha(user, 'WRONG');
    const input = within(dialog).getByRole('textbox', { name: /^Captcha/ });
    await waitFor(() => expect(input).toHaveAccessibleDescription('Please enter the captcha shown.'));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    await waitFor(() => expect(stub.calls('GET', '/wps/captcha')).toHaveLength(2));

    await user.type(input, 'RIGHT');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Code sent (60)' })).toBeDisabled();
    expect(
      stub.calls('POST', '/wps/verification/sms/noLogin').map((call) => (call.body as { captcha: string }).captcha),
    ).toEqual(['WRONG', 'RIGHT']);
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('912345678');
  }, 10_000);

  it('gives focus back to the button when the dialog is cancelled, and says how long to wait when throttled', async () => {
    const stub = platform({
      flags,
      handlers: {
        'POST /wps/verification/sms/noLogin': () =>
          fail(429, 'TOO_MANY_REQUESTS', '#429 slow down', { retryAfterSeconds: 240 }),
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<LoginForm />);
    await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '912345678');
    const send = screen.getByRole('button', { name: 'Send code' });
    expect(send).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: SMS_CAPTCHA_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: SMS_CAPTCHA_TITLE })).toBeNull();
    await waitFor(() => expect(send).toHaveFocus());
    expect(stub.calls('POST', '/wps/verification/sms/noLogin')).toHaveLength(0);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    await user.click(send);
    await solveSmsCaptcha(user);
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('Too many requests. Please try again in 4 minutes.');
  }, 10_000);

  it("loads a new login captcha after the SMS's own took the challenge", async () => {
    const stub = platform({
      flags,
      handlers: {
        'POST /wps/session/login': () => fail(400, 'login_failed', 'wrong', { captcha: true }),
        'POST /wps/verification/sms/noLogin': () => ok({ expiredMinutes: 1, expirationTime: Date.now() + 60_000 }),
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<LoginForm />);
    await user.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '912345678');
    await user.type(field('Verification code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const loginCaptcha = await findField('Captcha');
    await waitFor(() => expect(stub.calls('GET', '/wps/captcha')).toHaveLength(1));
    await user.type(loginCaptcha, 'OLD1');

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await solveSmsCaptcha(user);
    await screen.findByRole('button', { name: 'Code sent (60)' });
    // login image, SMS image, then a new login image; the stale answer is cleared.
    await waitFor(() =>
      expect(stub.calls('GET', '/wps/captcha').map((call) => call.query.get('scene'))).toEqual([
        'login',
        'sms',
        'login',
      ]),
    );
    expect(field('Captcha')).toHaveValue('');
  });
});

describe('flags and links', () => {
  it('shows free play, phone recovery and the register link only when their flags are on', async () => {
    platform({ flags: { ...DEFAULT_FLAGS, DIRECTREG3: false } });
    await renderWithProviders(<LoginForm />);
    await findField('Username');
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try for free' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset by phone' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register now' })).toBeNull();
  });

  it('opens the forgot-password modal on the chosen tab and the register popup', async () => {
    platform({ flags: { ...DEFAULT_FLAGS, CHNGPASSVERIF3: true } });
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<LoginForm />);
    await user.click(await screen.findByRole('button', { name: 'Reset by phone' }));
    expect(store.getState().auth).toMatchObject({ modal: 'forgotPassword', recoveryMethod: 'phone' });
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect(store.getState().auth.modal).toBe('register');
  });

  it('logs in a trial account with free play and goes home without the after-login modal', async () => {
    const stub = platform({
      flags: { ...DEFAULT_FLAGS, FREEPLAY3: true },
      handlers: {
        'POST /wps/session/login/freeplay': () => ok(loginValue({ type: 4, userName: 'guest_1' })),
        'GET /wps/member/info': () => ok(memberInfo({ type: 4 })),
      },
    });
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<LoginForm />, { route: '/login' });
    store.dispatch(openAuthModal({ modal: 'login' }));
    await user.click(await screen.findByRole('button', { name: 'Try for free' }));
    await waitFor(() => expect(store.getState().auth.accountType).toBe(4));
    expect(stub.calls('POST', '/wps/session/login/freeplay')[0]?.body).toMatchObject({ platform: 'W' });
    expect(store.getState().auth.modal).toBe('login');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('says why a session ended', async () => {
    platform();
    const { store } = await renderWithProviders(<LoginForm />);
    store.dispatch(loggedOut({ reason: 'duplicateLogin' }));
    expect(await screen.findByText(/Your account was logged in on another device/)).toHaveAttribute('role', 'status');
    store.dispatch(loggedOut({ reason: 'password_attempts_exceeded' }));
    expect(
      await screen.findByText(
        'Too many wrong current passwords, so you were logged out for your safety. Please log in again.',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it("says when free play may be tried again after the day's trial accounts ran out", async () => {
    const stub = platform({
      flags: { ...DEFAULT_FLAGS, FREEPLAY3: true },
      handlers: {
        'POST /wps/session/login/freeplay': () =>
          fail(429, 'TOO_MANY_REQUESTS', 'daily cap', { retryAfterSeconds: 3 * 3600 }),
      },
    });
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<LoginForm />);
    await user.click(await screen.findByRole('button', { name: 'Try for free' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 3 hours.');
    expect(stub.calls('POST', '/wps/session/login/freeplay')).toHaveLength(1);
    expect(store.getState().auth.loggedIn).toBe(false);
  });
});

describe('locked logins', () => {
  it('says how long the account is locked for, and that the owner was told', async () => {
    platform({
      handlers: { 'POST /wps/session/login': () => fail(429, 'login_locked', 'locked', { retryAfterSeconds: 45 }) },
    });
    const user = userEvent.setup();
    await renderWithProviders(<LoginForm />);
    await logIn(user, 'member01', 'guess');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed logins: this account is locked for 45 seconds. We have let the account owner know.',
    );
  });
});
