// The parts that load on demand stay out until they are needed. Each module below records its
// first import (vi.mock hands back the real module), so a test sees whether rendering the eager
// parts pulled it in: a static import of one of them from an eager module makes this file fail.
// Each module is checked by one test only, so the order of the tests does not matter.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginValue, memberInfo } from '../test/fixtures';
import { mockPlatform, ok } from '../test/platform';
import { createTestStore, renderWithProviders } from '../test/render';
import { AuthModals } from './auth-modals';
import { HeaderAccountBar } from './member-bar/header-account-bar';
import { PersonalCenter } from './personal-center/personal-center';
import { openAuthModal, openPersonalCenter, showNotice } from './session/auth-slice';
import { startSession } from './session/session-thunks';
import { SystemStatusGate } from './system-status/system-status-gate';

const loaded = vi.hoisted(() => new Set<string>());

vi.mock('./login/login-modal', async (importOriginal) => {
  loaded.add('login-modal');
  return importOriginal();
});
vi.mock('./register/register-modal', async (importOriginal) => {
  loaded.add('register-modal');
  return importOriginal();
});
vi.mock('./session/auth-notices', async (importOriginal) => {
  loaded.add('auth-notices');
  return importOriginal();
});
vi.mock('./member-bar/member-bar', async (importOriginal) => {
  loaded.add('member-bar');
  return importOriginal();
});
vi.mock('./personal-center/personal-center-dialog', async (importOriginal) => {
  loaded.add('personal-center-dialog');
  return importOriginal();
});
vi.mock('./system-status/maintenance-page', async (importOriginal) => {
  loaded.add('maintenance-page');
  return importOriginal();
});

beforeEach(() => {
  sessionStorage.clear();
});

describe('code loaded on demand', () => {
  it("AuthModals loads a popup's code when the popup opens, and the trial warning's when it shows", async () => {
    const stub = mockPlatform();
    const { store } = await renderWithProviders(<AuthModals />);
    await waitFor(() => expect(stub.calls('GET', '/wps/system/status')).toHaveLength(1));
    expect(loaded).not.toContain('login-modal');
    expect(loaded).not.toContain('auth-notices');

    act(() => {
      store.dispatch(openAuthModal({ modal: 'login' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(loaded).toContain('login-modal');
    expect(loaded).not.toContain('auth-notices');

    act(() => {
      store.dispatch(showNotice('needRealAccount'));
    });
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(loaded).toContain('auth-notices');
  });

  it('the header bar loads the member bar only for a member, with a placeholder meanwhile; Register preloads its popup on hover', async () => {
    mockPlatform({
      handlers: {
        'GET /wps/v2/wallets/balance': () => ok({ sumBalance: 1, currency: 'VND', currencySymbol: '₫', balance: [] }),
      },
    });
    const user = userEvent.setup();
    const store = createTestStore();
    const { container } = await renderWithProviders(<HeaderAccountBar />, { store });
    const register = await screen.findByRole('button', { name: 'Register' });
    expect(loaded).not.toContain('member-bar');
    expect(loaded).not.toContain('register-modal');

    await user.hover(register);
    await waitFor(() => expect(loaded).toContain('register-modal'));
    expect(store.getState().auth.modal).toBeNull();

    act(() => {
      store.dispatch(startSession(loginValue()));
    });
    expect(container.querySelector('[aria-busy="true"] [data-skeleton]')).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(loaded).toContain('member-bar');
    expect(container.querySelector('[data-skeleton]')).toBeNull();
  });

  it('PersonalCenter loads its dialog when the member centre opens', async () => {
    mockPlatform({ handlers: { 'GET /wps/member/info': () => ok(memberInfo()) } });
    const store = createTestStore();
    store.dispatch(startSession(loginValue()));
    await renderWithProviders(<PersonalCenter />, { store });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loaded).not.toContain('personal-center-dialog');

    act(() => {
      store.dispatch(openPersonalCenter());
    });
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    expect(loaded).toContain('personal-center-dialog');
  });

  it('SystemStatusGate does not load the maintenance page while the status is normal', async () => {
    const stub = mockPlatform();
    await renderWithProviders(
      <SystemStatusGate>
        <p>The lobby</p>
      </SystemStatusGate>,
    );
    await waitFor(() => expect(stub.calls('GET', '/wps/system/status')).toHaveLength(1));
    expect(screen.getByText('The lobby')).toBeInTheDocument();
    expect(loaded).not.toContain('maintenance-page');
  });
});
