// The login's second step against a stubbed platform: a `login_verify_required` answer shows the
// code step (focused, the username kept), a wrong code its translated error, a recovery code on
// request, a right code the session; "Back" returns to the form as typed; a device code's step
// says where the code went.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginValue, memberInfo } from '../../test/fixtures';
import { fail, mockPlatform, ok, type Answer } from '../../test/platform';
import { field, findField, renderWithProviders } from '../../test/render';
import { forgetRememberedLogin } from '../session/remember-me';
import { getSessionToken } from '../session/session-storage';
import { LoginForm } from './login-form';

const challenge = (kind: 'authenticator' | 'code') =>
  fail(403, 'login_verify_required', 'A second check is needed.', {
    ticket: 'ticket-1',
    challenge: kind,
    channel: kind === 'code' ? 'sms' : null,
    sentTo: kind === 'code' ? '+84 *****0001' : null,
    expiresAt: Date.now() + 300_000,
  });

function platform(kind: 'authenticator' | 'code', verify: () => Answer = () => ok(loginValue())) {
  return mockPlatform({
    handlers: {
      'POST /wps/session/login': () => challenge(kind),
      'POST /wps/session/login/verify': verify,
      'GET /wps/member/info': () => ok(memberInfo()),
    },
  });
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await findField('Username'), 'member01');
  await user.type(field('Password'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

afterEach(() => {
  vi.useRealTimers();
});

beforeEach(() => {
  sessionStorage.clear();
  forgetRememberedLogin();
});

describe('the login second step', () => {
  it('asks for the authenticator code, shows a wrong code’s error, and logs in with the right one', async () => {
    let answers = 0;
    const stub = platform('authenticator', () =>
      ++answers === 1 ? fail(400, 'second_factor_code_invalid', '') : ok(loginValue()),
    );
    const user = userEvent.setup();
    await renderWithProviders(<LoginForm />);
    await logIn(user);

    const step = await screen.findByRole('form', { name: 'Confirm your login' });
    expect(step).toHaveTextContent('Logging in as member01.');
    expect(step).toHaveTextContent('Enter the 6-digit code from your authenticator app.');
    const code = field('Verification code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(getSessionToken()).toBeNull();

    // A code that is not six digits never leaves the form.
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6 digits of the code.')).toBeInTheDocument();
    expect(stub.calls('POST', '/wps/session/login/verify')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('The code is wrong or was already used. Please enter the current code.'),
    ).toBeInTheDocument();
    await user.type(field('Verification code'), '222222');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(getSessionToken()).toBe('tok-member01'));
    expect(stub.calls('POST', '/wps/session/login/verify').map((c) => c.body)).toEqual([
      { ticket: 'ticket-1', method: 'authenticator', code: '111111', loginDeviceId: 'device-test' },
      { ticket: 'ticket-1', method: 'authenticator', code: '222222', loginDeviceId: 'device-test' },
    ]);
  });

  it('takes a recovery code on request, and Back returns to the form with the username kept', async () => {
    const stub = platform('authenticator');
    const user = userEvent.setup();
    await renderWithProviders(<LoginForm />);
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const recovery = field('Recovery code');
    await waitFor(() => expect(recovery).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await findField('Username')).toHaveValue('member01');
    expect(field('Password')).toHaveValue('');

    await user.type(field('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(field('Recovery code'), 'abcde-fgh23');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(getSessionToken()).toBe('tok-member01'));
    expect(stub.calls('POST', '/wps/session/login/verify')[0]?.body).toMatchObject({
      method: 'recovery',
      code: 'abcde-fgh23',
    });
  });

  it('says where a new device’s code went and sends it as a device code', async () => {
    const stub = platform('code');
    const user = userEvent.setup();
    await renderWithProviders(<LoginForm />);
    await logIn(user);
    const step = await screen.findByRole('form', { name: 'Confirm your login' });
    expect(step).toHaveTextContent('We sent a code by SMS to +84 *****0001.');
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).not.toBeInTheDocument();
    await user.type(field('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(getSessionToken()).toBe('tok-member01'));
    expect(stub.calls('POST', '/wps/session/login/verify')[0]?.body).toMatchObject({ method: 'code', code: '654321' });
  });

  it('sends a new device’s code again once the minute is over, then counts down again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let resends = 0;
    const stub = mockPlatform({
      handlers: {
        'POST /wps/session/login': () => challenge('code'),
        'POST /wps/session/login/verify/resend': () =>
          ++resends === 1
            ? ok({
                ticket: 'ticket-1',
                challenge: 'code',
                channel: 'sms',
                sentTo: '+84 *****0001',
                expiresAt: Date.now() + 240_000,
              })
            : fail(429, 'TOO_MANY_REQUESTS', '', { retryAfterSeconds: 60 }),
        'POST /wps/session/login/verify': () => ok(loginValue()),
        'GET /wps/member/info': () => ok(memberInfo()),
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWithProviders(<LoginForm />);
    await logIn(user);
    await screen.findByRole('form', { name: 'Confirm your login' });
    // The code was just sent: the button counts the minute down first.
    expect(screen.getByRole('button', { name: /^Send again \(\d+\)$/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(60_000));
    const resend = await screen.findByRole('button', { name: 'Send the code again' });
    await user.click(resend);
    expect(await screen.findByRole('status')).toHaveTextContent('A new code was sent to +84 *****0001.');
    expect(stub.calls('POST', '/wps/session/login/verify/resend')[0]?.body).toEqual({ ticket: 'ticket-1' });
    expect(await screen.findByRole('button', { name: 'Send again (60)' })).toBeDisabled();
    await waitFor(() => expect(field('Verification code')).toHaveFocus());
  });
});
