// The registration form against a stubbed platform: fields from the settings, validation
// messages, the affiliate check, mobile mode, the captcha and the SMS button, and what a success does.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_FLAGS,
  loginValue,
  memberInfo,
  settingsWith,
  systemStatus,
  VALID_USERNAME_REGISTRATION as VALID,
} from '../../test/fixtures';
import { fail, mockPlatform, ok, raw, type PlatformOptions } from '../../test/platform';
import { field, findField, queryField, renderWithProviders } from '../../test/render';
import { SMS_CAPTCHA_TITLE, solveSmsCaptcha } from '../../test/sms-captcha';
import { getSessionToken } from '../session/session-storage';
import { RegisterForm } from './register-form';
import { RegisterPage } from './register-page';

const registered = (overrides = {}) => ok(loginValue({ userName: 'player1', token: 'tok-new', ...overrides }));

function platform(options: PlatformOptions = {}) {
  return mockPlatform({
    ...options,
    handlers: {
      'PUT /wps/member/register': () => registered(),
      'PUT /wps/member/register/mobile': (request) =>
        registered({ userName: (request.body as { username: string }).username }),
      'GET /wps/member/info': () => ok(memberInfo({ account: 'player1' })),
      ...options.handlers,
    },
  });
}

async function fillValidUsernameForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Username'), VALID.username);
  await user.type(field('Password'), VALID.password);
  await user.type(field('Confirm password'), VALID.confirmPassword);
  await user.type(field('Mobile number'), VALID.mobileNum);
  await user.click(screen.getByLabelText(/I confirm that I am at least/));
  await user.click(screen.getByLabelText(/I have read and accept/));
}

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RegisterForm fields', () => {
  it('renders only the enabled fields, with a star in label and placeholder when required', async () => {
    platform();
    await renderWithProviders(<RegisterForm variant="page" />);
    const username = await findField('Username');
    expect(username).toHaveAttribute('placeholder', 'Enter your username *');
    expect(username).toBeRequired();
    expect(username.closest('div')?.parentElement?.querySelector('label')).toHaveTextContent('Username*');
    const email = field('E-mail');
    expect(email).toHaveAttribute('placeholder', 'Enter your e-mail address');
    expect(email).not.toBeRequired();
    for (const hidden of [
      'QQ number',
      'LINE ID',
      'WhatsApp',
      'Facebook',
      'WeChat ID',
      'ID number',
      'Payment password',
      'Captcha',
      'Recommender',
    ]) {
      expect(screen.queryByLabelText(hidden)).toBeNull();
    }
    // No mobile tab without MOBILENUMREG3.
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('gives password managers the right autocomplete hints', async () => {
    platform();
    await renderWithProviders(<RegisterForm variant="page" />);
    expect(await findField('Username')).toHaveAttribute('autocomplete', 'username');
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Confirm password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('shows the pattern message with min and max, "inconsistent twice" and the age and terms errors under the fields', async () => {
    const stub = platform();
    const user = userEvent.setup();
    await renderWithProviders(<RegisterForm variant="page" />, { adultAge: 21 });
    await user.type(await findField('Username'), '1abc');
    await user.type(field('Password'), 'secret12');
    await user.type(field('Confirm password'), 'secret13');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Start with a letter, then letters or digits, 6 to 12 characters.'),
    ).toBeInTheDocument();
    expect(field('Username')).toHaveAccessibleDescription(
      'Start with a letter, then letters or digits, 6 to 12 characters.',
    );
    expect(screen.getByText('The two entries do not match.')).toBeInTheDocument();
    expect(field('Mobile number')).toHaveAccessibleDescription('This field is required.');
    expect(field('I confirm that I am at least 21 years old.')).toHaveAccessibleDescription('Please confirm your age.');
    expect(screen.getByText('Please accept the terms and conditions.')).toBeInTheDocument();
    // The first invalid field has focus.
    expect(field('Username')).toHaveFocus();
    expect(stub.calls('PUT', '/wps/member/register')).toHaveLength(0);
  });

  it('names one number when a rule has min equal to max', async () => {
    platform({
      handlers: { 'GET /wps/system/setting/register': () => ok(settingsWith({ paymentPassword: { enabled: true } })) },
    });
    const user = userEvent.setup();
    await renderWithProviders(<RegisterForm variant="page" />);
    await user.type(await findField('Payment password'), '123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Digits only, exactly 6 digits.')).toBeInTheDocument();
  });

  it('follows the server required flag for optional fields', async () => {
    platform({
      handlers: { 'GET /wps/system/setting/register': () => ok(settingsWith({ email: { required: true } })) },
    });
    const user = userEvent.setup();
    await renderWithProviders(<RegisterForm variant="page" />);
    const email = await findField('E-mail');
    expect(email).toHaveAttribute('placeholder', 'Enter your e-mail address *');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required.'));
  });
});

describe('RegisterForm submit', () => {
  it('registers, stores the session, loads member info, goes home and opens the success popup', async () => {
    const stub = platform();
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<RegisterForm variant="page" />, {
      route: '/register?referralCode=FRIEND9',
    });
    expect(await findField('Referral code')).toHaveValue('FRIEND9');
    await fillValidUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(store.getState().auth.modal).toBe('registerSuccess'));
    const body = stub.calls('PUT', '/wps/member/register')[0]?.body;
    expect(body).toMatchObject({
      ...VALID,
      login: true,
      registerMethod: 'WEB',
      referralCode: 'FRIEND9',
      loginDeviceId: 'device-test',
    });
    expect(getSessionToken()).toBe('tok-new');
    expect(stub.calls('GET', '/wps/member/info')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('keeps what was typed and shows the translated error when the platform refuses', async () => {
    platform({ handlers: { 'PUT /wps/member/register': () => fail(409, 'username_exists', '#409 taken') } });
    const user = userEvent.setup();
    await renderWithProviders(<RegisterForm variant="page" />);
    await findField('Username');
    await fillValidUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This username is taken. Please choose another.');
    expect(alert).toHaveFocus();
    expect(field('Username')).toHaveValue(VALID.username);
    expect(field('Password')).toHaveValue(VALID.password);
    expect(field('Mobile number')).toHaveValue(VALID.mobileNum);
  });

  it('shows a field the platform refused under that field', async () => {
    platform({
      handlers: {
        'PUT /wps/member/register': () =>
          fail(400, 'field_invalid', 'bad', { field: 'username', kind: 'pattern', patternId: 1, min: 6, max: 12 }),
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<RegisterForm variant="page" />);
    await findField('Username');
    await fillValidUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(field('Username')).toHaveAccessibleDescription(
        'Start with a letter, then letters or digits, 6 to 12 characters.',
      ),
    );
  });
});

describe('affiliate code', () => {
  it('hides the input when the domain code checks out and sends that code', async () => {
    const stub = platform({ handlers: { 'GET /wps/agent/affiliate': () => ok({ code: 'AGENT7' }) } });
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<RegisterForm variant="page" />, {
      route: '/register?affiliateCode=AGENT7',
    });
    await findField('Username');
    await waitFor(() => expect(stub.calls('GET', '/wps/agent/affiliate')).toHaveLength(1));
    expect(stub.calls('GET', '/wps/agent/affiliate')[0]?.query.get('code')).toBe('AGENT7');
    expect(queryField('Invitation code')).toBeNull();
    await fillValidUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(store.getState().auth.modal).toBe('registerSuccess'));
    expect(stub.calls('PUT', '/wps/member/register')[0]?.body).toMatchObject({ affiliateCode: 'AGENT7' });
  });

  it('stops the registration with the invitation_code_error warning when a typed code fails', async () => {
    const stub = platform();
    const user = userEvent.setup();
    await renderWithProviders(<RegisterForm variant="page" />);
    const code = await findField('Invitation code');
    await fillValidUsernameForm(user);
    await user.type(code, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The invitation code is invalid.');
    expect(stub.calls('GET', '/wps/agent/affiliate').at(-1)?.query.get('code')).toBe('NOPE');
    expect(stub.calls('PUT', '/wps/member/register')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('mobile registration', () => {
  const flags = { ...DEFAULT_FLAGS, MOBILENUMREG3: true };

  it('offers the modes as tabs, username first, and registers by mobile with the number as the username', async () => {
    const stub = platform({
      flags,
      handlers: {
        'POST /wps/verification/sms/register': () => ok({ expiredMinutes: 1, expirationTime: Date.now() + 60_000 }),
      },
    });
    const user = userEvent.setup();
    const { store } = await renderWithProviders(<RegisterForm variant="page" />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Username', 'Mobile number']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(tabs[1]!);
    expect(queryField('Username')).toBeNull();
    // (The tab panel is labelled "Mobile number" too: ask for the text box.)
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await solveSmsCaptcha(user, 'AB12');
    await screen.findByRole('button', { name: /Code sent/ });
    expect(stub.calls('POST', '/wps/verification/sms/register')[0]?.body).toEqual({
      countryDialingCode: '+84',
      mobileNo: '912345678',
      captcha: 'AB12',
    });
    await user.type(field('Verification code'), '4321');
    await user.click(screen.getByLabelText(/I confirm that I am at least 18/));
    await user.click(screen.getByLabelText(/I have read and accept/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(store.getState().auth.modal).toBe('mobileRegisterNotice'));
    const body = stub.calls('PUT', '/wps/member/register/mobile')[0]?.body as Record<string, string>;
    expect(body.username).toBe('912345678');
    expect(body.mobileNum).toBe('912345678');
    expect(body.verificationCode).toBe('4321');
    expect(body.password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(stub.calls('PUT', '/wps/member/register')).toHaveLength(0);
  });

  it("starts the dialing code on the visitor's country when the list has it, else on the tenant's", async () => {
    const visiting = (country: string) =>
      platform({
        flags,
        handlers: {
          'GET /wps/system/status': () => ok(systemStatus(flags, { location: { ip: '203.0.113.7', country } })),
        },
      });
    const user = userEvent.setup();
    visiting('TH');
    const thailand = await renderWithProviders(<RegisterForm variant="page" />, { defaultCountryCode: 'VN' });
    await user.click((await screen.findAllByRole('tab'))[1]!);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+66'));
    thailand.unmount();

    visiting('FR');
    await renderWithProviders(<RegisterForm variant="page" />, { defaultCountryCode: 'VN' });
    await user.click((await screen.findAllByRole('tab'))[1]!);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+84'));
  });
});

describe('captcha', () => {
  const withCaptcha = { 'GET /wps/system/setting/register': () => ok(settingsWith({ captcha: { enabled: true } })) };

  it('loads an image, refreshes on a mode change, and on click only after more than 1 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const stub = platform({ flags: { ...DEFAULT_FLAGS, MOBILENUMREG3: true }, handlers: withCaptcha });
    const user = userEvent.setup();
    await renderWithProviders(<RegisterForm variant="page" />);
    const imageButton = await screen.findByRole('button', { name: 'New captcha image' });
    await waitFor(() => expect(stub.calls('GET', '/wps/captcha')).toHaveLength(1));
    expect(stub.calls('GET', '/wps/captcha')[0]?.query.get('scene')).toBe('register');
    expect(await screen.findByAltText('Captcha image')).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');

    vi.setSystemTime(new Date('2026-01-01T00:00:01Z')); // exactly 1 s later: too soon
    await user.click(imageButton);
    expect(stub.calls('GET', '/wps/captcha')).toHaveLength(1);
    vi.setSystemTime(new Date('2026-01-01T00:00:01.001Z'));
    await user.click(imageButton);
    await waitFor(() => expect(stub.calls('GET', '/wps/captcha')).toHaveLength(2));

    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await waitFor(() => expect(stub.calls('GET', '/wps/captcha')).toHaveLength(3));
  });
});

describe('SMS code button', () => {
  const flags = { ...DEFAULT_FLAGS, REGMOBVERF3: true };

  it('needs a valid number, then counts down expiredMinutes × 60 s showing "Code sent (N)"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stub = platform({
      flags,
      handlers: {
        'POST /wps/verification/sms/register': () => ok({ expiredMinutes: 2, expirationTime: Date.now() + 120_000 }),
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWithProviders(<RegisterForm variant="page" />);
    const send = await screen.findByRole('button', { name: 'Send code' });
    await user.click(send);
    await waitFor(() => expect(field('Mobile number')).toHaveAccessibleDescription('This field is required.'));
    expect(stub.calls('POST', '/wps/verification/sms/register')).toHaveLength(0);

    await user.type(field('Mobile number'), '912345678');
    act(() => vi.advanceTimersByTime(1000));
    await user.click(send);
    await solveSmsCaptcha(user, 'AB12');
    expect(await screen.findByRole('button', { name: 'Code sent (120)' })).toBeDisabled();
    expect(stub.calls('POST', '/wps/verification/sms/register')[0]?.body).toEqual({
      countryDialingCode: '+84',
      mobileNo: '912345678',
      captcha: 'AB12',
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Code sent (60)' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('ignores clicks within 1000 ms and shows a failed send in a warning dialog with the server message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stub = platform({
      flags,
      handlers: {
        'POST /wps/verification/sms/register': () => fail(429, 'TOO_MANY_REQUESTS', '#429 Gateway busy, try later'),
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWithProviders(<RegisterForm variant="page" />);
    await user.type(await findField('Mobile number'), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await solveSmsCaptcha(user);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('#429 Gateway busy, try later');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    // Within 1000 ms of the last click: no captcha dialog, no call.
    expect(screen.queryByRole('dialog', { name: SMS_CAPTCHA_TITLE })).toBeNull();
    expect(stub.calls('POST', '/wps/verification/sms/register')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await solveSmsCaptcha(user);
    await waitFor(() => expect(stub.calls('POST', '/wps/verification/sms/register')).toHaveLength(2));
  });
});

describe('the SMS captcha and the form captcha', () => {
  it("loads a new form captcha after the code's captcha took the challenge, keeping everything else typed", async () => {
    const stub = platform({
      flags: { ...DEFAULT_FLAGS, REGMOBVERF3: true },
      handlers: {
        'GET /wps/system/setting/register': () => ok(settingsWith({ captcha: { enabled: true } })),
        'POST /wps/verification/sms/register': () => ok({ expiredMinutes: 1, expirationTime: Date.now() + 60_000 }),
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<RegisterForm variant="page" />);
    await user.type(await findField('Username'), VALID.username);
    await user.type(field('Mobile number'), VALID.mobileNum);
    await waitFor(() => expect(stub.calls('GET', '/wps/captcha')).toHaveLength(1));
    await user.type(field('Captcha'), 'OLD1');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await solveSmsCaptcha(user, 'SMS1');
    await screen.findByRole('button', { name: /Code sent/ });
    await waitFor(() =>
      expect(stub.calls('GET', '/wps/captcha').map((call) => call.query.get('scene'))).toEqual([
        'register',
        'sms',
        'register',
      ]),
    );
    expect(field('Captcha')).toHaveValue('');
    expect(field('Username')).toHaveValue(VALID.username);
    expect(field('Mobile number')).toHaveValue(VALID.mobileNum);
  });
});

describe('RegisterPage', () => {
  it('shows the title with the bonus, a Reset button that clears all fields, and a link home', async () => {
    platform();
    const user = userEvent.setup();
    await renderWithProviders(<RegisterPage banners={<p>w_reg banner</p>} />, { route: '/register' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByText('Sign up today and get 1000VND!')).toBeInTheDocument();
    expect(screen.getByText('w_reg banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/help');
    await user.type(field('Username'), 'player1');
    await user.type(field('E-mail'), 'a@b.co');
    await user.click(screen.getByLabelText(/I confirm/));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field('Username')).toHaveValue('');
    expect(field('E-mail')).toHaveValue('');
    expect(screen.getByLabelText(/I confirm/)).not.toBeChecked();
  });
});

describe('the third-party SMS route (FIREBASESMS3)', () => {
  const flags = { ...DEFAULT_FLAGS, FIREBASESMS3: true };
  const phoneVerification = { provider: 'demo', projectId: 'lotus-play-demo' } as const;
  const PROVIDER = '/demo-phone-provider/v1/projects/lotus-play-demo';

  it('sends the code through the provider without a captcha, counts down 1 minute, registers with its token', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stub = platform({
      flags,
      handlers: {
        [`POST ${PROVIDER}/send-code`]: () => raw({ sessionInfo: 'session-1234567890', retryAfterSeconds: 60 }),
        [`POST ${PROVIDER}/verify-code`]: () =>
          raw({ idToken: 'header.payload.signature', phoneNumber: '+84912345678' }),
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { store } = await renderWithProviders(<RegisterForm variant="page" />, { phoneVerification });
    await findField('Username');
    await fillValidUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Code sent (60)' })).toBeDisabled();
    expect(screen.queryByRole('dialog', { name: SMS_CAPTCHA_TITLE })).toBeNull();
    expect(stub.calls('POST', `${PROVIDER}/send-code`)[0]?.body).toEqual({ phoneNumber: `+84${VALID.mobileNum}` });
    expect(stub.calls('POST', '/wps/verification/sms/register')).toHaveLength(0);

    await user.type(field('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(store.getState().auth.modal).toBe('registerSuccess'));
    expect(stub.calls('POST', `${PROVIDER}/verify-code`)[0]?.body).toEqual({
      sessionInfo: 'session-1234567890',
      code: '123456',
    });
    const body = stub.calls('PUT', '/wps/member/register')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ firebaseChannel: 'sms', firebaseIdToken: 'header.payload.signature' });
    expect(body.verificationCode).toBeUndefined();
  });

  it('aborts silently when the provider refuses the code: no popup, no register call, everything typed kept', async () => {
    const stub = platform({
      flags,
      handlers: {
        [`POST ${PROVIDER}/send-code`]: () => raw({ sessionInfo: 'session-1234567890', retryAfterSeconds: 60 }),
        [`POST ${PROVIDER}/verify-code`]: () => raw({ error: { code: 400, message: 'INVALID_CODE' } }, 400),
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<RegisterForm variant="page" />, { phoneVerification });
    await findField('Username');
    await fillValidUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Code sent/ });
    await user.type(field('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(stub.calls('POST', `${PROVIDER}/verify-code`)).toHaveLength(1));
    await waitFor(() => expect(field('Verification code')).toHaveFocus());
    expect(stub.calls('PUT', '/wps/member/register')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field('Username')).toHaveValue(VALID.username);
    expect(field('Verification code')).toHaveValue('000000');
  });
});
