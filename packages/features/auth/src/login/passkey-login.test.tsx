// Passkeys in the portal against a stubbed platform, with the browser's prompt stubbed at its one
// seam (passkey-ceremony.ts): the login button only where the browser offers passkeys; a signed
// answer starts the session; a closed prompt is a quiet notice and calls nothing more; a passkey of
// another site is the platform's translated error. My account lists the passkeys, adds one through
// the prompt, and removes one with the password.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginValue, memberInfo } from '../../test/fixtures';
import { fail, mockPlatform, ok, type Handler } from '../../test/platform';
import { createTestStore, renderWithProviders } from '../../test/render';
import { MyAccountPage } from '../personal-center/my-account-page';
import { forgetRememberedLogin } from '../session/remember-me';
import { getSessionToken } from '../session/session-storage';
import { startSession } from '../session/session-thunks';
import { LoginForm } from './login-form';
import type * as Ceremony from './passkey-ceremony';

const ceremony = vi.hoisted(() => ({ signWithPasskey: vi.fn(), createPasskey: vi.fn() }));
vi.mock('./passkey-ceremony', async (original) => ({
  ...(await original<typeof Ceremony>()),
  signWithPasskey: ceremony.signWithPasskey,
  createPasskey: ceremony.createPasskey,
}));

const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
};
const closed = () =>
  Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });

function offerPasskeys(offered: boolean) {
  if (offered) vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  else vi.stubGlobal('PublicKeyCredential', undefined);
}

function loginPlatform(login: Handler = () => ok(loginValue())) {
  return mockPlatform({
    handlers: {
      'POST /wps/session/passkey/options': () =>
        ok({ challenge: 'challenge-1', rpId: 'localhost', userVerification: 'required' }),
      'POST /wps/session/passkey': login,
      'GET /wps/member/info': () => ok(memberInfo()),
    },
  });
}

beforeEach(() => {
  sessionStorage.clear();
  forgetRememberedLogin();
  ceremony.signWithPasskey.mockReset();
  ceremony.createPasskey.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('sign in with a passkey', () => {
  it('is not offered where the browser has no passkeys', async () => {
    offerPasskeys(false);
    loginPlatform();
    await renderWithProviders(<LoginForm />);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('signs in with the signed answer: options, the prompt, the session', async () => {
    offerPasskeys(true);
    ceremony.signWithPasskey.mockResolvedValue(ASSERTION);
    const stub = loginPlatform();
    const user = userEvent.setup();
    await renderWithProviders(<LoginForm />);
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(getSessionToken()).toBe('tok-member01'));
    expect(ceremony.signWithPasskey).toHaveBeenCalledWith(expect.objectContaining({ challenge: 'challenge-1' }));
    expect(stub.calls('POST', '/wps/session/passkey').map((c) => c.body)).toEqual([
      { response: ASSERTION, loginDeviceId: 'device-test' },
    ]);
  });

  it('says quietly that the prompt was closed, and calls nothing more', async () => {
    offerPasskeys(true);
    ceremony.signWithPasskey.mockRejectedValue(closed());
    const stub = loginPlatform();
    const user = userEvent.setup();
    await renderWithProviders(<LoginForm />);
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(
      await screen.findByText('The passkey prompt was closed. Try again, or log in with your password.'),
    ).toBeInTheDocument();
    expect(stub.calls('POST', '/wps/session/passkey')).toHaveLength(0);
    expect(getSessionToken()).toBeNull();
  });

  it("shows the platform's translated refusal of a passkey it does not know", async () => {
    offerPasskeys(true);
    ceremony.signWithPasskey.mockResolvedValue(ASSERTION);
    loginPlatform(() => fail(400, 'passkey_not_recognised', 'not here'));
    const user = userEvent.setup();
    await renderWithProviders(<LoginForm />);
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(
      await screen.findByText(
        'This passkey is not registered here. Log in with your password and add it in My account.',
      ),
    ).toBeInTheDocument();
    expect(getSessionToken()).toBeNull();
  });
});

describe("My account's passkeys", () => {
  it('lists, adds through the prompt and removes with the password', async () => {
    offerPasskeys(true);
    let passkeys = [{ passkeyId: 1, name: 'Chrome on Linux', createdAt: Date.UTC(2026, 5, 1), lastUsedAt: null }];
    const stub = mockPlatform({
      handlers: {
        'GET /wps/member/info': () => ok(memberInfo()),
        'GET /wps/session/active': () => ok({ sessions: [] }),
        'GET /wps/member/passkeys': () => ok({ passkeys }),
        'POST /wps/member/passkeys/options': () =>
          ok({
            challenge: 'c-2',
            rp: { id: 'localhost', name: 'Aurora' },
            user: { id: 'u', name: 'member01', displayName: 'member01' },
            pubKeyCredParams: [],
          }),
        'POST /wps/member/passkeys': () => {
          passkeys = [
            ...passkeys,
            { passkeyId: 2, name: 'Firefox on Windows', createdAt: Date.UTC(2026, 5, 2), lastUsedAt: null },
          ];
          return ok(passkeys[1]);
        },
        'POST /wps/member/passkeys/remove': (request) => {
          if ((request.body as { password: string }).password !== 'demo1234') return fail(400, 'password_wrong', '');
          passkeys = passkeys.filter((p) => p.passkeyId !== 1);
          return ok(null);
        },
      },
    });
    const store = createTestStore();
    store.dispatch(startSession(loginValue()));
    const user = userEvent.setup();
    await renderWithProviders(<MyAccountPage />, { store });
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    expect(await within(section).findByRole('rowheader', { name: 'Chrome on Linux' })).toBeInTheDocument();

    ceremony.createPasskey.mockRejectedValueOnce(closed());
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(section).findByText('The passkey prompt was closed. Nothing was changed.')).toBeInTheDocument();
    expect(stub.calls('POST', '/wps/member/passkeys')).toHaveLength(0);

    ceremony.createPasskey.mockResolvedValueOnce({ id: 'new', rawId: 'new', type: 'public-key', response: {} });
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(section).findByText('The passkey was added.')).toBeInTheDocument();
    expect(await within(section).findByRole('rowheader', { name: 'Firefox on Windows' })).toBeInTheDocument();
    expect(stub.calls('POST', '/wps/member/passkeys')[0]?.body).toEqual({
      response: { id: 'new', rawId: 'new', type: 'public-key', response: {} },
    });

    await user.click(within(section).getByRole('button', { name: 'Remove the passkey Chrome on Linux' }));
    const form = await within(section).findByRole('form', { name: 'Remove the passkey Chrome on Linux' });
    await user.type(within(form).getByLabelText(/^Login password\*?$/), 'wrong-one');
    await user.click(within(form).getByRole('button', { name: 'Remove' }));
    expect(await within(form).findByText('The password is incorrect.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^Login password\*?$/));
    await user.type(within(form).getByLabelText(/^Login password\*?$/), 'demo1234');
    await user.click(within(form).getByRole('button', { name: 'Remove' }));
    expect(await within(section).findByText('The passkey was removed.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByRole('rowheader', { name: 'Chrome on Linux' })).toBeNull());
    expect(stub.calls('POST', '/wps/member/passkeys/remove').map((c) => c.body)).toEqual([
      { passkeyId: 1, password: 'wrong-one' },
      { passkeyId: 1, password: 'demo1234' },
    ]);
  });
});
