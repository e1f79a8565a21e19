// The header's unread platform messages: shown with the inbox on, for real members, every minute and
// after a message is read; it opens the member centre on messageV2.
import { recordsApi } from '@portal/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModuleFlags } from '@portal/contracts';
import { DEFAULT_FLAGS, loginValue } from '../../test/fixtures';
import { mockPlatform, ok } from '../../test/platform';
import { createTestStore, renderWithProviders } from '../../test/render';
import { startSession } from '../session/session-thunks';
import { UNREAD_COUNT_POLL_MS } from '../session/unread-count';
import { HeaderAccountBar } from './header-account-bar';

const INBOX_ON: ModuleFlags = { ...DEFAULT_FLAGS, INBOX3: true };
const balance = { sumBalance: 10, currency: 'USD', currencySymbol: '$', balance: [] };

function memberStore(type = 0) {
  const store = createTestStore();
  sessionStorage.setItem('merchant', 'AUR');
  store.dispatch(startSession(loginValue({ type })));
  return store;
}

/** A platform whose unread count is what `unread` holds when asked; reading a message lowers it. */
function inboxPlatform(flags: ModuleFlags = INBOX_ON) {
  const inbox = { unread: 3 };
  const stub = mockPlatform({
    flags,
    handlers: {
      'GET /wps/v2/wallets/balance': () => ok(balance),
      'GET /wps/relay/EMFE_getInboxUnreadCount': () => ok({ unReadCount: inbox.unread }),
      'POST /wps/v2/messages/read': () => {
        inbox.unread -= 1;
        return ok({ unread: inbox.unread });
      },
    },
  });
  return { stub, inbox };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('MessagesButton', () => {
  it('says how many messages are unread and opens the inbox page', async () => {
    inboxPlatform();
    const user = userEvent.setup();
    const store = memberStore();
    await renderWithProviders(<HeaderAccountBar />, { store });
    await user.click(await screen.findByRole('button', { name: 'Platform messages: 3 unread messages' }));
    expect(store.getState().auth.personalCenter).toEqual({ open: true, page: 'messageV2' });
  });

  it('asks again when a message is read', async () => {
    const { stub } = inboxPlatform();
    const store = memberStore();
    await renderWithProviders(<HeaderAccountBar />, { store });
    await screen.findByRole('button', { name: 'Platform messages: 3 unread messages' });
    await store.dispatch(recordsApi.endpoints.readMessages.initiate({ messageIds: [1] }));
    expect(await screen.findByRole('button', { name: 'Platform messages: 2 unread messages' })).toBeInTheDocument();
    expect(stub.calls('GET', '/wps/relay/EMFE_getInboxUnreadCount')).toHaveLength(2);
  });

  it('asks again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { stub, inbox } = inboxPlatform();
    await renderWithProviders(<HeaderAccountBar />, { store: memberStore() });
    await screen.findByRole('button', { name: 'Platform messages: 3 unread messages' });
    inbox.unread = 1;
    await vi.advanceTimersByTimeAsync(UNREAD_COUNT_POLL_MS - 1_000);
    expect(stub.calls('GET', '/wps/relay/EMFE_getInboxUnreadCount')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByRole('button', { name: 'Platform messages: 1 unread message' })).toBeInTheDocument();
  });

  it('shows no count with nothing unread', async () => {
    const { inbox } = inboxPlatform();
    inbox.unread = 0;
    await renderWithProviders(<HeaderAccountBar />, { store: memberStore() });
    expect(await screen.findByRole('button', { name: 'Platform messages' })).toBeInTheDocument();
  });

  it('does not ask for a trial account, nor without the inbox', async () => {
    const trial = inboxPlatform();
    const { unmount } = await renderWithProviders(<HeaderAccountBar />, { store: memberStore(4) });
    expect(await screen.findByRole('button', { name: 'Platform messages' })).toBeInTheDocument();
    expect(trial.stub.calls('GET', '/wps/relay/EMFE_getInboxUnreadCount')).toHaveLength(0);
    unmount();

    const off = inboxPlatform(DEFAULT_FLAGS);
    await renderWithProviders(<HeaderAccountBar />, { store: memberStore() });
    await screen.findByRole('button', { name: 'Deposit' });
    await waitFor(() => expect(off.stub.calls('GET', '/wps/system/status')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Platform messages/ })).toBeNull();
    expect(off.stub.calls('GET', '/wps/relay/EMFE_getInboxUnreadCount')).toHaveLength(0);
  });
});
