// My account's Authenticator app and Active sessions against a stubbed platform: binding shows the
// QR code and the key, a wrong confirmation code its error, the right one the recovery codes once;
// unbinding sends the password and the code; the sessions list marks this device and signs out
// another one or all of them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  authenticatorBinding,
  authenticatorStatus,
  DEFAULT_FLAGS,
  loginValue,
  memberInfo,
  RECOVERY_CODES as CODES,
} from '../../test/fixtures';
import { fail, mockPlatform, ok, type Answer, type Handler } from '../../test/platform';
import { createTestStore, field, renderWithProviders } from '../../test/render';
import { MyAccountPage } from '../personal-center/my-account-page';
import { startSession } from '../session/session-thunks';

function memberStore() {
  const store = createTestStore();
  store.dispatch(startSession(loginValue()));
  return store;
}

function platform(handlers: Record<string, Handler>, bindga = true) {
  return mockPlatform({
    flags: { ...DEFAULT_FLAGS, BINDGA3: bindga },
    handlers: {
      'GET /wps/member/info': () => ok(memberInfo()),
      'GET /wps/session/active': () => ok({ sessions: [] }),
      ...handlers,
    },
  });
}

const status = (bound: boolean): Answer => ok(authenticatorStatus(bound));

beforeEach(() => sessionStorage.clear());

describe('authenticator app', () => {
  it('binds: QR code and key, a wrong code refused, the recovery codes once', async () => {
    let bound = false;
    let confirms = 0;
    const stub = platform({
      'GET /wps/member/authenticator': () => status(bound),
      'POST /wps/member/authenticator/binding': () => ok(authenticatorBinding()),
      'POST /wps/member/authenticator/binding/confirm': () => {
        if (++confirms === 1) return fail(400, 'second_factor_code_invalid', '');
        bound = true;
        return ok({ recoveryCodes: CODES });
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<MyAccountPage />, { store: memberStore() });
    const section = await screen.findByRole('region', { name: 'Authenticator app' });
    expect(await within(section).findByText('No authenticator app is bound.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Bind an authenticator app' }));

    expect(await within(section).findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(within(section).getByLabelText('Key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const code = field('Code from the app');
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, '123456');
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(section).findByText('The code is wrong or was already used. Please enter the current code.'),
    ).toBeInTheDocument();
    await user.type(field('Code from the app'), '654321');
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));

    const list = await within(section).findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(within(section).getByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
    expect(stub.calls('POST', '/wps/member/authenticator/binding/confirm').map((c) => c.body)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(within(section).queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
    expect(await within(section).findByText('Recovery codes left: 7')).toBeInTheDocument();
  });

  it('unbinds with the password and a recovery code', async () => {
    let bound = true;
    const stub = platform({
      'GET /wps/member/authenticator': () => status(bound),
      'POST /wps/member/authenticator/unbind': () => {
        bound = false;
        return ok(null);
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<MyAccountPage />, { store: memberStore() });
    const section = await screen.findByRole('region', { name: 'Authenticator app' });
    await user.click(await within(section).findByRole('button', { name: 'Unbind' }));
    await user.type(field('Login password'), 'demo1234');
    await user.click(within(section).getByRole('button', { name: 'Use a recovery code' }));
    await user.type(field('Recovery code'), 'abcd1-efgh1');
    await user.click(within(section).getByRole('button', { name: 'Unbind' }));
    expect(await within(section).findByText('The authenticator app is unbound.')).toBeInTheDocument();
    expect(stub.calls('POST', '/wps/member/authenticator/unbind')[0]?.body).toEqual({
      password: 'demo1234',
      method: 'recovery',
      code: 'abcd1-efgh1',
    });
  });

  it('is not offered where BINDGA3 is off', async () => {
    platform({}, false);
    await renderWithProviders(<MyAccountPage />, { store: memberStore() });
    expect(await screen.findByRole('region', { name: 'Active sessions' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Authenticator app' })).not.toBeInTheDocument();
  });
});

describe('active sessions', () => {
  it('lists the sessions with this device marked and signs out another one or all of them', async () => {
    let sessions = [
      { sessionId: 3, device: 'Chrome on Windows', ip: '203.0.113.*', firstSeenAt: 1, lastSeenAt: 2, current: true },
      { sessionId: 2, device: 'Firefox on Linux', ip: '198.51.100.*', firstSeenAt: 1, lastSeenAt: 2, current: false },
      { sessionId: 1, device: null, ip: '192.0.2.*', firstSeenAt: 1, lastSeenAt: 2, current: false },
    ];
    const stub = platform({
      'GET /wps/member/authenticator': () => status(false),
      'GET /wps/session/active': () => ok({ sessions }),
      'POST /wps/session/active/end': (request) => {
        sessions = sessions.filter((s) => s.sessionId !== (request.body as { sessionId: number }).sessionId);
        return ok({ ended: 1 });
      },
      'POST /wps/session/active/end-others': () => {
        const ended = sessions.filter((s) => !s.current).length;
        sessions = sessions.filter((s) => s.current);
        return ok({ ended });
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<MyAccountPage />, { store: memberStore() });
    const section = await screen.findByRole('region', { name: 'Active sessions' });
    const table = await within(section).findByRole('table', { name: 'Active sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Chrome on Windows');
    expect(rows[0]).toHaveTextContent('This device');
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Unknown device');

    await user.click(within(section).getByRole('button', { name: 'Sign out Firefox on Linux (198.51.100.*)' }));
    expect(await within(section).findByText('Sessions signed out: 1.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(stub.calls('POST', '/wps/session/active/end')[0]?.body).toEqual({ sessionId: 2 });

    await user.click(within(section).getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await within(section).findByText('No other device is logged in.')).toBeInTheDocument();
  });
});
